#include "jsondocuments.h"

#include "model/printable.h"

#include <algorithm>

#include <nlohmann/detail/input/json_sax.hpp>

namespace headroom {

namespace {

using json = nlohmann::json;

// The DOM builder, keeping where and why a parse failed instead of throwing.
class PositionedSax : public nlohmann::detail::json_sax_dom_parser<json> {
public:
    explicit PositionedSax(json& result)
        : json_sax_dom_parser(result, false)
    {
    }
    template <class Exception>
    bool parse_error(std::size_t position, const std::string& /*lastToken*/, const Exception& ex)
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
};

int lineAt(QByteArrayView bytes, qsizetype offset)
{
    const auto end = bytes.begin() + std::min(offset, bytes.size());
    return 1 + static_cast<int>(std::count(bytes.begin(), end, '\n'));
}

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

Expected<JsonDocument> parseOne(QByteArrayView bytes, qsizetype begin, qsizetype end, const QString& fileName)
{
    JsonDocument document;
    document.line = lineAt(bytes, begin);
    PositionedSax sax(document.value);
    const char* first = bytes.data() + begin;
    const char* last = bytes.data() + end;
    if (!json::sax_parse(first, last, &sax)) {
        const qsizetype at = begin + static_cast<qsizetype>(sax.errorPosition) - 1;
        return fail(QStringLiteral("%1: line %2: not valid JSON (document starting on line %3): %4")
                        .arg(fileName)
                        .arg(lineAt(bytes, std::max(at, begin)))
                        .arg(document.line)
                        .arg(sax.errorText));
    }
    return document;
}

} // namespace

Expected<std::vector<JsonDocument>> parseJsonDocuments(QByteArrayView bytes, const QString& fileName)
{
    std::vector<JsonDocument> documents;
    qsizetype from = 0;
    while (true) {
        const qsizetype begin = nextObjectStart(bytes, from);
        if (begin < 0) {
            break;
        }
        const qsizetype end = objectEnd(bytes, begin);
        if (end < 0) {
            return fail(QStringLiteral("%1: line %2: the JSON document starting here is truncated (the file ends "
                                       "before its closing brace)")
                            .arg(fileName)
                            .arg(lineAt(bytes, begin)));
        }
        auto document = parseOne(bytes, begin, end, fileName);
        if (!document) {
            return fail(document.error());
        }
        documents.push_back(std::move(*document));
        from = end;
    }
    if (documents.empty()) {
        return fail(QStringLiteral("%1: no JSON object found (expected fio --output-format=json or json+ output)")
                        .arg(fileName));
    }
    return documents;
}

} // namespace headroom
