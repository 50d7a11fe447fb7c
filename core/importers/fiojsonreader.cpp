// SPDX-License-Identifier: GPL-3.0-or-later
#include "fiojsonreader.h"

#include "fiojsondocument.h"
#include "fiojsonlayout.h"
#include "model/printable.h"
#include "valuecheck.h"

#include <algorithm>
#include <variant>

namespace headroom {

namespace {

using namespace fiojson;
using simdjson::SIMDJSON_PADDING;
static_assert(kFioJsonPadding == static_cast<qsizetype>(SIMDJSON_PADDING));

// Line numbers of offsets met in increasing order, counted once: the walk through a file stays linear.
class LineCounter {
public:
    explicit LineCounter(QByteArrayView bytes)
        : m_bytes(bytes)
    {
    }
    int lineAt(qsizetype offset)
    {
        offset = std::min(offset, m_bytes.size());
        if (offset < m_offset) {
            m_offset = 0;
            m_line = 1;
        }
        m_line += static_cast<int>(std::count(m_bytes.begin() + m_offset, m_bytes.begin() + offset, '\n'));
        m_offset = offset;
        return m_line;
    }

private:
    QByteArrayView m_bytes;
    qsizetype m_offset = 0;
    int m_line = 1;
};

// Whether the '{' at `at` opens fio's document: its first key, after blanks, is "fio version".
bool opensFioDocument(QByteArrayView bytes, qsizetype at)
{
    qsizetype i = at + 1;
    while (i < bytes.size() && (bytes[i] == ' ' || bytes[i] == '\t' || bytes[i] == '\r' || bytes[i] == '\n')) {
        ++i;
    }
    return bytes.sliced(i).startsWith("\"fio version\"");
}

// The next '{' that opens a line (after optional blanks), or that opens fio's document after other text on its line
// (a console log's "output: {", a comment), from `from` on; -1 when there is none.
qsizetype nextObjectStart(QByteArrayView bytes, qsizetype from)
{
    bool lineStart = from == 0 || bytes[from - 1] == '\n';
    for (qsizetype i = from; i < bytes.size(); ++i) {
        const char c = bytes[i];
        if (c == '{' && (lineStart || opensFioDocument(bytes, i))) {
            return i;
        }
        if (c == '\n') {
            lineStart = true;
        } else if (c != ' ' && c != '\t' && c != '\r') {
            lineStart = false;
        }
    }
    return -1;
}

// The reason simdjson refused the text, in words; `token` is the text where it stopped.
QString reason(simdjson::error_code error, std::string_view token)
{
    switch (error) {
    case simdjson::NUMBER_ERROR: {
        const std::string_view digits = token.substr(token.starts_with('-') ? 1 : 0);
        const auto end = std::find_if(digits.begin(), digits.end(), [](char c) { return c < '0' || c > '9'; });
        const bool integer = end != digits.begin()
            && (end == digits.end() || std::string_view(".eE").find(*end) == std::string_view::npos);
        return integer ? QStringLiteral("an integer beyond 64 bits (simdjson reads -2^63 to 2^64-1)")
                       : QStringLiteral("a number that is malformed or beyond the range of a double");
    }
    case simdjson::T_ATOM_ERROR:
    case simdjson::F_ATOM_ERROR:
    case simdjson::N_ATOM_ERROR:
    case simdjson::INCORRECT_TYPE:
        return QStringLiteral("not a JSON value (true, false, null, a number, a string, an array or an object)");
    case simdjson::STRING_ERROR:
        return QStringLiteral("a string with an invalid escape");
    case simdjson::UTF8_ERROR:
        return QStringLiteral("invalid UTF-8 (JSON is UTF-8 text)");
    case simdjson::UNESCAPED_CHARS:
        return QStringLiteral("a control character inside a string (JSON needs it escaped)");
    case simdjson::UNCLOSED_STRING:
        return QStringLiteral("a string that is never closed");
    case simdjson::DEPTH_ERROR:
        return QStringLiteral("arrays and objects nested deeper than 256 levels");
    case simdjson::TAPE_ERROR:
    case simdjson::INCOMPLETE_ARRAY_OR_OBJECT:
        return QStringLiteral("a comma, colon, bracket or brace missing or out of place");
    default:
        return QString::fromUtf8(simdjson::error_message(error));
    }
}

// Where in `text` simdjson's first pass (which names no position) found UTF-8 or a string it refuses: the first line
// that is not UTF-8, or that holds a control character in a string or a string left open (a JSON string never spans
// lines).
std::size_t firstPassErrorOffset(std::string_view text, simdjson::error_code error)
{
    for (std::size_t from = 0; from < text.size();) {
        const std::size_t newline = text.find('\n', from);
        const std::size_t end = newline == std::string_view::npos ? text.size() : newline;
        const std::string_view line = text.substr(from, end - from);
        if (error == simdjson::UTF8_ERROR) {
            if (!simdjson::validate_utf8(line.data(), line.size())) {
                return from;
            }
        } else {
            bool inString = false;
            bool escaped = false;
            for (const char c : line) {
                if (inString && static_cast<unsigned char>(c) < 0x20) {
                    return from;
                }
                escaped = inString && !escaped && c == '\\';
                inString = c == '"' && !escaped ? !inString : inString;
            }
            if (inString) {
                return from;
            }
        }
        from = end + 1;
    }
    return 0;
}

struct Parsed {
    FioRun run;
    qsizetype end = 0; // after the document's closing brace
};
struct RanOut { // the text tried ended before the document did
    Error error;
};

// Whether the whole of the document was read (simdjson 3.0's document has no at_end()).
bool readToEnd(od::document& document)
{
    return document.current_location().error() == simdjson::OUT_OF_BOUNDS;
}

// The elements of a document's job arrays, each read by simdjson as a document of its own, so that its index holds
// one job at a time.
class ApartElements : public JobElements {
public:
    // `text`: the document, `readable` bytes from text.data() on may be read.
    ApartElements(od::parser& parser, std::string_view text, std::size_t readable, const std::vector<JobArray>& arrays)
        : m_parser(parser)
        , m_text(text)
        , m_readable(readable)
        , m_arrays(arrays)
    {
    }

    std::size_t nextCount() const override { return m_next < m_arrays.size() ? m_arrays[m_next].elements.size() : 0; }

    error_code readNext(const std::function<error_code(od::value&)>& read) override
    {
        if (m_next == m_arrays.size()) {
            return simdjson::TAPE_ERROR; // more arrays than were found: the document is read whole instead
        }
        for (const TextSpan& span : m_arrays[m_next++].elements) {
            SIMDJSON_TRY(readElement(span, read));
        }
        return simdjson::SUCCESS;
    }

private:
    error_code readElement(const TextSpan& span, const std::function<error_code(od::value&)>& read)
    {
        const char* data = m_text.data() + span.begin;
        const std::size_t length = span.end - span.begin;
        if (span.end + SIMDJSON_PADDING > m_readable) { // the document's last bytes cannot pad it
            m_copy = simdjson::padded_string(data, length);
            data = m_copy.data();
        }
        od::document element;
        SIMDJSON_TRY(
            m_parser.iterate(simdjson::padded_string_view(data, length, length + SIMDJSON_PADDING)).get(element));
        od::value value;
        SIMDJSON_TRY(element.get_value().get(value));
        SIMDJSON_TRY(read(value));
        return readToEnd(element) ? simdjson::SUCCESS : simdjson::TRAILING_CONTENT;
    }

    od::parser& m_parser;
    std::string_view m_text;
    std::size_t m_readable;
    const std::vector<JobArray>& m_arrays;
    std::size_t m_next = 0;
    simdjson::padded_string m_copy;
};

// The document `text` with its job arrays emptied: its head and tail, which simdjson reads around the jobs.
simdjson::padded_string withoutJobs(std::string_view text, const std::vector<JobArray>& arrays)
{
    std::size_t length = text.size();
    for (const JobArray& array : arrays) {
        length -= array.close - array.open - 1;
    }
    simdjson::padded_string out(length);
    char* to = out.data();
    std::size_t from = 0;
    for (const JobArray& array : arrays) {
        to = std::copy(text.begin() + from, text.begin() + array.open + 1, to);
        from = array.close;
    }
    std::copy(text.begin() + from, text.end(), to);
    return out;
}

// Reads the documents of one file: one simdjson parser for all of them, its buffers sized by the largest.
class FileReader {
public:
    FileReader(QByteArrayView bytes, qsizetype readable, const QString& fileName)
        : m_bytes(bytes)
        , m_readable(std::max(readable, bytes.size()))
        , m_fileName(fileName)
    {
    }

    Expected<Parsed> document(qsizetype begin, int line);

private:
    std::vector<qsizetype> closingBraces(qsizetype begin) const;
    std::variant<Parsed, RanOut, Error> parse(qsizetype begin, qsizetype end, int line);
    std::optional<Expected<FioRun>> readApart(qsizetype begin, qsizetype end, int line);
    std::variant<Parsed, RanOut, Error> readWhole(qsizetype begin, qsizetype end, int line);
    Expected<FioRun> finished(DocumentReader& reader, int line) const;
    Error refusal(qsizetype begin, int line, qsizetype at, simdjson::error_code error) const;

    QByteArrayView m_bytes;
    qsizetype m_readable;
    QString m_fileName;
    od::parser m_parser;
    od::parser m_jobParser; // for the elements of a document's job arrays, while m_parser holds the document
    simdjson::padded_string m_copy; // a document too close to the end of the bytes for simdjson's padding
};

// "line N: not valid JSON", with simdjson's reason and the line quoted.
Error FileReader::refusal(qsizetype begin, int line, qsizetype at, simdjson::error_code error) const
{
    const qsizetype lineStart = m_bytes.first(at).lastIndexOf('\n') + 1;
    const qsizetype newline = m_bytes.indexOf('\n', at);
    const qsizetype lineEnd = newline < 0 ? m_bytes.size() : newline;
    const int errorLine
        = line + static_cast<int>(m_bytes.sliced(begin, std::max(begin, lineStart) - begin).count('\n'));
    const QByteArrayView text = m_bytes.sliced(lineStart, std::min<qsizetype>(lineEnd - lineStart, 400));
    const QByteArrayView token = m_bytes.sliced(at, std::min<qsizetype>(lineEnd - at, 40));
    return fail(QStringLiteral("%1: line %2: not valid JSON (document starting on line %3): %4: %5")
                    .arg(m_fileName)
                    .arg(errorLine)
                    .arg(line)
                    .arg(reason(error, std::string_view(token.data(), static_cast<std::size_t>(token.size()))),
                        quotedValue(QString::fromUtf8(text).trimmed())));
}

// The run of the document file[begin, end), or the problem that makes it no fio run.
Expected<FioRun> FileReader::finished(DocumentReader& reader, int line) const
{
    auto run = reader.finish();
    if (!run) {
        return fail(QStringLiteral("%1: %2 (document starting on line %3)").arg(m_fileName, run.error()).arg(line));
    }
    return run;
}

// The document file[begin, end) read by simdjson: the run, or text that ended before the document did, or a refusal.
// It is read a job at a time when its jobs can be found (a 300 MB document of 45,000 jobs peaked at 2.4x its size
// read whole, simdjson's index of it alone 0.8x); else, and to name where simdjson refuses it, it is read whole.
std::variant<Parsed, RanOut, Error> FileReader::parse(qsizetype begin, qsizetype end, int line)
{
    if (auto read = readApart(begin, end, line)) {
        if (!*read) {
            return read->failure();
        }
        return Parsed { std::move(**read), end };
    }
    return readWhole(begin, end, line);
}

// The document file[begin, end) read with its job arrays apart: its head and tail, then each job on its own. Nothing
// when its jobs cannot be found or simdjson refuses any of its text: reading it whole then says where.
std::optional<Expected<FioRun>> FileReader::readApart(qsizetype begin, qsizetype end, int line)
{
    const std::string_view text(m_bytes.data() + begin, static_cast<std::size_t>(end - begin));
    const auto arrays = findJobArrays(text);
    if (!arrays || arrays->empty()) {
        return std::nullopt;
    }
    const simdjson::padded_string head = withoutJobs(text, *arrays);
    od::document document;
    if (m_parser.iterate(head).get(document) != simdjson::SUCCESS) {
        return std::nullopt;
    }
    ApartElements elements(m_jobParser, text, static_cast<std::size_t>(m_readable - begin), *arrays);
    DocumentReader reader;
    if (reader.read(document, &elements) != simdjson::SUCCESS || !readToEnd(document)) {
        return std::nullopt;
    }
    return finished(reader, line);
}

std::variant<Parsed, RanOut, Error> FileReader::readWhole(qsizetype begin, qsizetype end, int line)
{
    const auto length = static_cast<std::size_t>(end - begin);
    const char* data = m_bytes.data() + begin;
    simdjson::padded_string_view view(data, length, length + SIMDJSON_PADDING);
    if (end + static_cast<qsizetype>(SIMDJSON_PADDING) > m_readable) { // the bytes after it cannot pad it
        m_copy = simdjson::padded_string(data, length);
        data = m_copy.data();
        view = simdjson::padded_string_view(data, length, length + SIMDJSON_PADDING);
    }
    od::document document;
    if (const auto error = m_parser.iterate(view).get(document)) {
        const auto at = static_cast<qsizetype>(firstPassErrorOffset({ data, length }, error));
        return refusal(begin, line, begin + at, error);
    }
    DocumentReader reader;
    const simdjson::error_code error = reader.read(document);
    const char* location = nullptr;
    const qsizetype offset
        = document.current_location().get(location) ? static_cast<qsizetype>(length) : location - data;
    if (error) {
        Error refused = refusal(begin, line, begin + std::min(offset, static_cast<qsizetype>(length) - 1), error);
        if (offset >= static_cast<qsizetype>(length) - 1) { // at the closing brace tried: the document may go on
            return RanOut { std::move(refused) };
        }
        return refused;
    }
    auto run = finished(reader, line);
    if (!run) {
        return run.failure();
    }
    return Parsed { std::move(*run), begin + offset };
}

// Where the document opening at `begin` may close, in the order to try. fio closes a document with '}' at the start
// of a line (after the indentation of its opening brace, none for fio), and its nested objects are indented, so the
// first such line closes it: one try, and no text after the document (fio's normal output, "Disk stats") ever
// reaches the parser. JSON printed otherwise (on one line, say) closes at the last '}' before the next document,
// or of the file.
std::vector<qsizetype> FileReader::closingBraces(qsizetype begin) const
{
    const qsizetype lineStart = m_bytes.first(begin).lastIndexOf('\n') + 1;
    const QByteArray indent = m_bytes.sliced(lineStart, begin - lineStart).toByteArray();
    const QByteArray opens = '\n' + indent + '{';
    const QByteArray closes = '\n' + indent + '}';
    const qsizetype nextOpen = m_bytes.indexOf(opens, begin);
    const qsizetype limit = nextOpen < 0 ? m_bytes.size() : nextOpen + opens.size() - 1;
    std::vector<qsizetype> braces;
    for (qsizetype at = m_bytes.indexOf(closes, begin); at >= 0 && at < limit && braces.size() < 2;
         at = m_bytes.indexOf(closes, at + 1)) {
        braces.push_back(at + closes.size() - 1);
    }
    for (const qsizetype until : { limit, m_bytes.size() }) {
        const qsizetype last = m_bytes.first(until).lastIndexOf('}');
        if (last > begin && (braces.empty() || last > braces.back())) {
            braces.push_back(last);
        }
    }
    return braces;
}

Expected<Parsed> FileReader::document(qsizetype begin, int line)
{
    const std::vector<qsizetype> braces = closingBraces(begin);
    std::optional<Error> ranOut;
    for (const qsizetype brace : braces) {
        auto outcome = parse(begin, brace + 1, line);
        if (auto* parsed = std::get_if<Parsed>(&outcome)) {
            return std::move(*parsed);
        }
        if (auto* error = std::get_if<Error>(&outcome)) {
            return std::move(*error);
        }
        ranOut = std::move(std::get<RanOut>(outcome).error);
    }
    if (braces.empty() || !m_bytes.sliced(braces.back() + 1).trimmed().isEmpty()) {
        return fail(QStringLiteral("%1: line %2: the JSON document starting here is truncated (the file ends before "
                                   "its closing brace)")
                        .arg(m_fileName)
                        .arg(line));
    }
    return *ranOut;
}

} // namespace

Status forEachFioRun(
    QByteArrayView bytes, qsizetype readable, const QString& fileName, const std::function<Status(FioRun&)>& take)
{
    FileReader reader(bytes, readable, fileName);
    LineCounter lines(bytes);
    bool found = false;
    for (qsizetype from = 0, begin = 0; (begin = nextObjectStart(bytes, from)) >= 0;) {
        const int line = lines.lineAt(begin);
        auto parsed = reader.document(begin, line);
        if (!parsed) {
            return parsed.failure();
        }
        parsed->run.line = line;
        if (auto taken = take(parsed->run); !taken) {
            return taken;
        }
        found = true;
        from = parsed->end;
    }
    if (!found) {
        return fail(QStringLiteral("%1: no JSON object found (expected fio --output-format=json or json+ output)")
                        .arg(fileName));
    }
    return success();
}

Expected<std::vector<FioRun>> readFioRuns(QByteArrayView bytes, const QString& fileName)
{
    std::vector<FioRun> runs;
    const Status read = forEachFioRun(bytes, bytes.size(), fileName, [&](FioRun& run) {
        runs.push_back(std::move(run));
        return success();
    });
    if (!read) {
        return read.failure();
    }
    return runs;
}

} // namespace headroom
