#include "jsondocuments.h"

#include "jsonscan.h"
#include "jsonsimdstream.h"
#include "model/printable.h"

#include <algorithm>
#include <array>
#include <cstring>

namespace headroom {

namespace {

using json = nlohmann::json;

constexpr std::uint8_t kPackedSubtype = 0x70; // binary values made by DocumentSax (JSON text has none)

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
    bool number_unsigned(number_unsigned_t v) override
    {
        if (m_packing) {
            m_packed.push_back({ m_packedKey, v });
            return true;
        }
        return value(json(v));
    }
    bool number_float(number_float_t v, const string_t& /*text*/) override { return value(json(v)); }
    bool string(string_t& v) override { return value(json(std::move(v))); }
    bool binary(binary_t& v) override { return value(json::binary(std::move(v))); }

    bool start_object(std::size_t /*elements*/) override
    {
        const bool packed = m_packNext && !m_stack.empty() && m_stack.back()->is_object();
        m_stack.push_back(place(json(json::value_t::object)));
        if (packed) {
            m_stack.pop_back();
            m_packing = true;
            m_packed.clear();
        }
        return true;
    }
    bool key(string_t& name) override
    {
        if (m_packing) {
            if (const auto number = packedKey(name)) {
                m_packedKey = *number;
                return true;
            }
            unpack(false);
        }
        json& object = *m_stack.back();
        m_member = &object[name];
        if (m_stack.size() == 1) {
            m_rootKey = name;
        }
        m_packNext = m_stream
            && std::find(m_stream->packedObjects.cbegin(), m_stream->packedObjects.cend(), name)
                != m_stream->packedObjects.cend();
        return true;
    }
    bool end_object() override
    {
        if (m_packing) {
            m_packing = false;
            // A copy of its exact size: m_packed keeps its capacity for the next object (thousands per file).
            *m_member = packedValue(m_packed);
            m_packed.clear();
            return streamIfComplete();
        }
        return endContainer();
    }
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
        // nlohmann quotes the token it read ("last read: '…'"), which can be megabytes of one string.
        const QString what = QString::fromUtf8(ex.what());
        const qsizetype lastRead = what.indexOf(QLatin1String("; last read: "));
        errorText = lastRead < 0 ? excerpt(what, 300)
                                 : excerpt(what.left(lastRead), 300) + QStringLiteral("; last read: ")
                + excerpt(QStringView(what).mid(lastRead + 13));
        return false;
    }

    std::size_t errorPosition = 0;
    QString errorText;
    QString takeError; // the stream's refusal, when it stopped the parse

private:
    // Something other than "integer key: count" in a packed object: it becomes an ordinary object again, with the
    // pairs read so far, and the rest of it is read as usual. `keyPending`: the last key (packed) still awaits its
    // value.
    void unpack(bool keyPending)
    {
        m_packing = false;
        json object(json::value_t::object);
        for (const JsonPackedPair& pair : m_packed) {
            object[std::to_string(pair.key)] = pair.value;
        }
        m_packed = {};
        *m_member = std::move(object);
        m_stack.push_back(m_member);
        if (keyPending) {
            m_member = &(*m_stack.back())[std::to_string(m_packedKey)];
        }
    }

    // Where a new value goes: the root, the end of the open array, or the member named by the last key.
    json* place(json&& v)
    {
        if (m_packing) {
            unpack(true);
        }
        m_packNext = false;
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
    bool m_packNext = false; // the next value is a member named in packedObjects
    bool m_packing = false; // inside a packed object: its pairs go to m_packed
    std::int64_t m_packedKey = 0;
    std::vector<JsonPackedPair> m_packed;
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

// The text around a streamed array, read by the SAX builder (bins packed as in the whole document, nothing streamed).
bool parseSkeleton(const JsonElementStream& stream, const std::string& text, JsonDocument& into)
{
    JsonElementStream packingOnly;
    packingOnly.packedObjects = stream.packedObjects;
    DocumentSax sax(into, &packingOnly);
    return json::sax_parse(text, &sax);
}

Status parseOne(QByteArrayView bytes, qsizetype begin, qsizetype end, const QString& fileName, JsonDocument& document,
    const JsonElementStream* stream)
{
    if (stream) {
        const std::string_view file(bytes.data(), static_cast<std::size_t>(bytes.size()));
        const auto skeleton
            = [stream](const std::string& text, JsonDocument& into) { return parseSkeleton(*stream, text, into); };
        if (auto read = streamWithSimdjson(file, static_cast<std::size_t>(begin), static_cast<std::size_t>(end),
                document.line, *stream, skeleton, document)) {
            return *read;
        }
    }
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

std::optional<std::vector<JsonPackedPair>> packedPairs(const nlohmann::json& value)
{
    if (!value.is_binary() || !value.get_binary().has_subtype() || value.get_binary().subtype() != kPackedSubtype) {
        return std::nullopt;
    }
    const auto& bytes = value.get_binary();
    std::vector<JsonPackedPair> pairs(bytes.size() / sizeof(JsonPackedPair));
    std::memcpy(pairs.data(), bytes.data(), pairs.size() * sizeof(JsonPackedPair));
    return pairs;
}

std::optional<std::int64_t> packedKey(std::string_view text)
{
    if (text.empty() || text.size() > 18 || (text.size() > 1 && text[0] == '0')) {
        return std::nullopt;
    }
    std::int64_t number = 0;
    for (const char c : text) {
        if (c < '0' || c > '9') {
            return std::nullopt;
        }
        number = number * 10 + (c - '0');
    }
    return number;
}

nlohmann::json packedValue(const std::vector<JsonPackedPair>& pairs)
{
    json::binary_t::container_type bytes(pairs.size() * sizeof(JsonPackedPair));
    if (!pairs.empty()) {
        std::memcpy(bytes.data(), pairs.data(), bytes.size());
    }
    return json::binary(std::move(bytes), kPackedSubtype);
}

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
        const std::size_t closed = containerEnd(
            std::string_view(bytes.data(), static_cast<std::size_t>(bytes.size())), static_cast<std::size_t>(begin));
        if (closed == std::string_view::npos) {
            return fail(QStringLiteral("%1: line %2: the JSON document starting here is truncated (the file ends "
                                       "before its closing brace)")
                            .arg(fileName)
                            .arg(line));
        }
        const auto end = static_cast<qsizetype>(closed);
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
