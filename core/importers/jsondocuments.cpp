#include "jsondocuments.h"

#include <algorithm>

namespace headroom {

namespace {

using json = nlohmann::json;

// Builds the document tree through nlohmann's public SAX interface, keeping where and why a parse failed instead of
// throwing. Elements of the streamed arrays of the root object go to the stream's `take` as they complete.
class DocumentSax : public nlohmann::json_sax<json> {
public:
    DocumentSax(JsonDocument& document, const JsonElementStream* stream)
        : m_document(document)
        , m_root(document.value)
        , m_stream(stream)
    {
    }

    bool null() override { return value(json(nullptr)); }
    bool boolean(bool v) override { return value(json(v)); }
    bool number_integer(number_integer_t v) override { return value(json(v)); }
    bool number_unsigned(number_unsigned_t v) override { return value(json(v)); }
    bool number_float(number_float_t v, const string_t& /*text*/) override { return value(json(v)); }
    bool string(string_t& v) override { return value(json(std::move(v))); }
    bool binary(binary_t& v) override { return value(json::binary(std::move(v))); }

    bool start_object(std::size_t /*elements*/) override
    {
        m_stack.push_back(place(json(json::value_t::object)));
        return true;
    }
    bool key(string_t& name) override
    {
        json& object = *m_stack.back();
        m_member = &object[name];
        if (m_stack.size() == 1) {
            m_rootKey = name;
        }
        return true;
    }
    bool end_object() override { return endContainer(); }
    bool start_array(std::size_t /*elements*/) override
    {
        const bool streamed = m_stream && m_stack.size() == 1
            && std::find(m_stream->arrays.cbegin(), m_stream->arrays.cend(), m_rootKey) != m_stream->arrays.cend();
        m_stack.push_back(place(json(json::value_t::array)));
        if (streamed) {
            m_streamed = m_stack.back();
            m_streamIndex = 0;
        }
        return true;
    }
    bool end_array() override
    {
        if (m_stack.back() == m_streamed) {
            m_streamed = nullptr;
        }
        return endContainer();
    }
    bool parse_error(std::size_t position, const std::string& /*lastToken*/, const json::exception& ex) override
    {
        errorPosition = position;
        errorText = QString::fromUtf8(ex.what());
        return false;
    }

    std::size_t errorPosition = 0;
    QString errorText;
    QString takeError; // the stream's refusal, when it stopped the parse

private:
    // Where a new value goes: the root, the end of the open array, or the member named by the last key.
    json* place(json&& v)
    {
        if (m_stack.empty()) {
            m_root = std::move(v);
            return &m_root;
        }
        json& parent = *m_stack.back();
        if (parent.is_array()) {
            parent.push_back(std::move(v));
            return &parent.back();
        }
        *m_member = std::move(v);
        return m_member;
    }
    bool value(json&& v)
    {
        place(std::move(v));
        return streamIfComplete();
    }
    bool endContainer()
    {
        m_stack.pop_back();
        return streamIfComplete();
    }
    // A value just completed: when it is an element of a streamed array, hand it over and drop it.
    bool streamIfComplete()
    {
        if (!m_streamed || m_stack.size() != 2 || m_stack.back() != m_streamed) {
            return true;
        }
        auto& elements = m_streamed->get_ref<json::array_t&>();
        const Status taken = m_stream->take(m_document, m_rootKey, m_streamIndex++, elements.back());
        elements.pop_back();
        if (!taken) {
            takeError = taken.error();
            return false;
        }
        return true;
    }

    const JsonDocument& m_document;
    json& m_root;
    const JsonElementStream* m_stream;
    std::vector<json*> m_stack;
    json* m_member = nullptr;
    std::string m_rootKey;
    json* m_streamed = nullptr;
    std::size_t m_streamIndex = 0;
};

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

// The end (one past the closing brace) of the object starting at `begin`, or -1 when the file ends first.
qsizetype objectEnd(QByteArrayView bytes, qsizetype begin)
{
    int depth = 0;
    bool inString = false;
    for (qsizetype i = begin; i < bytes.size(); ++i) {
        const char c = bytes[i];
        if (inString) {
            if (c == '\\') {
                ++i;
            } else if (c == '"') {
                inString = false;
            }
            continue;
        }
        if (c == '"') {
            inString = true;
        } else if (c == '{' || c == '[') {
            ++depth;
        } else if ((c == '}' || c == ']') && --depth == 0) {
            return i + 1;
        }
    }
    return -1;
}

// The next '{' that opens a line (after optional blanks), from `from` on; -1 when there is none.
qsizetype nextObjectStart(QByteArrayView bytes, qsizetype from)
{
    bool lineStart = from == 0 || bytes[from - 1] == '\n';
    for (qsizetype i = from; i < bytes.size(); ++i) {
        const char c = bytes[i];
        if (c == '{' && lineStart) {
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

Status parseOne(QByteArrayView bytes, qsizetype begin, qsizetype end, const QString& fileName, JsonDocument& document,
    const JsonElementStream* stream)
{
    DocumentSax sax(document, stream);
    const char* first = bytes.data() + begin;
    const char* last = bytes.data() + end;
    if (json::sax_parse(first, last, &sax)) {
        return success();
    }
    if (!sax.takeError.isEmpty()) {
        return fail(sax.takeError);
    }
    const qsizetype at = begin + static_cast<qsizetype>(sax.errorPosition) - 1;
    LineCounter lines(bytes.first(end));
    lines.lineAt(begin);
    return fail(QStringLiteral("%1: line %2: not valid JSON (document starting on line %3): %4")
                    .arg(fileName)
                    .arg(lines.lineAt(std::max(at, begin)))
                    .arg(document.line)
                    .arg(sax.errorText));
}

} // namespace

Status forEachJsonDocument(QByteArrayView bytes, const QString& fileName,
    const std::function<Status(JsonDocument&)>& take, const JsonElementStream* stream)
{
    LineCounter lines(bytes);
    qsizetype from = 0;
    bool found = false;
    while (true) {
        const qsizetype begin = nextObjectStart(bytes, from);
        if (begin < 0) {
            break;
        }
        const int line = lines.lineAt(begin);
        const qsizetype end = objectEnd(bytes, begin);
        if (end < 0) {
            return fail(QStringLiteral("%1: line %2: the JSON document starting here is truncated (the file ends "
                                       "before its closing brace)")
                            .arg(fileName)
                            .arg(line));
        }
        JsonDocument document;
        document.line = line;
        if (auto parsed = parseOne(bytes, begin, end, fileName, document, stream); !parsed) {
            return parsed;
        }
        found = true;
        if (auto taken = take(document); !taken) {
            return taken;
        }
        from = end;
    }
    if (!found) {
        return fail(QStringLiteral("%1: no JSON object found (expected fio --output-format=json or json+ output)")
                        .arg(fileName));
    }
    return success();
}

Expected<std::vector<JsonDocument>> parseJsonDocuments(QByteArrayView bytes, const QString& fileName)
{
    std::vector<JsonDocument> documents;
    const Status walked = forEachJsonDocument(bytes, fileName, [&](JsonDocument& document) {
        documents.push_back(std::move(document));
        return success();
    });
    if (!walked) {
        return fail(walked.error());
    }
    return documents;
}

} // namespace headroom
