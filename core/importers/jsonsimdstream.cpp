#include "jsonsimdstream.h"

#include "jsonscan.h"

#include <algorithm>
#include <atomic>
#include <simdjson.h>
#include <string>
#include <vector>

namespace headroom {

namespace {

using json = nlohmann::json;
using simdjson::dom::element;
using simdjson::dom::element_type;

std::atomic<bool> g_enabled { true };

// simdjson sizes its buffers for the largest element (about 14 bytes per byte of text, mostly untouched); an
// element larger than this is read by the SAX path instead.
constexpr std::size_t kMaxElementBytes = std::size_t { 64 } << 20;

struct Slice {
    std::size_t begin = 0;
    std::size_t end = 0;
};

// The streamed array of a document's root: its key, its brackets and its elements, each an object.
struct StreamedArray {
    std::string_view key;
    std::size_t open = 0; // '['
    std::size_t close = 0; // ']'
    std::vector<Slice> elements;
};

// The elements of the array opening at `open`, when each is an object and commas alone separate them; else nullopt.
std::optional<StreamedArray> sliceElements(std::string_view text, std::size_t open)
{
    StreamedArray array;
    array.open = open;
    std::size_t at = skipBlanks(text, open + 1);
    if (at < text.size() && text[at] == ']') {
        array.close = at;
        return array;
    }
    while (at < text.size() && text[at] == '{') {
        const std::size_t end = containerEnd(text, at);
        if (end == std::string_view::npos) {
            return std::nullopt;
        }
        array.elements.push_back({ at, end });
        at = skipBlanks(text, end);
        if (at < text.size() && text[at] == ']') {
            array.close = at;
            return array;
        }
        if (at >= text.size() || text[at] != ',') {
            return std::nullopt;
        }
        at = skipBlanks(text, at + 1);
    }
    return std::nullopt;
}

// The one member of the root object named in `names` whose value is an array of objects. nullopt when there is none,
// when one is named twice or holds something else, or when a root key has an escape (it might spell one).
std::optional<StreamedArray> findStreamedArray(std::string_view text, const std::vector<std::string>& names)
{
    std::optional<StreamedArray> found;
    int depth = 0;
    for (std::size_t at = 0; at < text.size(); ++at) {
        const char c = text[at];
        if (c == '{' || c == '[') {
            ++depth;
        } else if (c == '}' || c == ']') {
            --depth;
        } else if (c == '"') {
            const std::size_t close = stringEnd(text, at);
            if (close == std::string_view::npos) {
                return std::nullopt;
            }
            const std::size_t colon = skipBlanks(text, close + 1);
            if (depth == 1 && colon < text.size() && text[colon] == ':') {
                const std::string_view key = text.substr(at + 1, close - at - 1);
                if (key.find('\\') != std::string_view::npos) {
                    return std::nullopt;
                }
                if (std::find(names.cbegin(), names.cend(), key) != names.cend()) {
                    const std::size_t open = skipBlanks(text, colon + 1);
                    if (found || open >= text.size() || text[open] != '[') {
                        return std::nullopt;
                    }
                    found = sliceElements(text, open);
                    if (!found) {
                        return std::nullopt;
                    }
                    found->key = key;
                    at = found->close;
                    continue;
                }
            }
            at = close;
        }
    }
    return found;
}

// "-0" as a number: nlohmann reads it as a signed integer, simdjson as 0 (unsigned to us), and the "bins" rule tells
// them apart. Also matches "-0" inside a string after a blank or a comma, which only costs the fast path.
bool hasNegativeZero(std::string_view text)
{
    for (std::size_t minus = text.find('-'); minus != std::string_view::npos; minus = text.find('-', minus + 1)) {
        if (minus == 0 || minus + 1 >= text.size() || text[minus + 1] != '0') {
            continue;
        }
        const char before = text[minus - 1];
        const char after = minus + 2 < text.size() ? text[minus + 2] : ' ';
        const bool numberBefore = before == ':' || before == ',' || before == '[' || before == ' ' || before == '\t'
            || before == '\n' || before == '\r';
        const bool numberGoesOn = (after >= '0' && after <= '9') || after == '.' || after == 'e' || after == 'E';
        if (numberBefore && !numberGoesOn) {
            return true;
        }
    }
    return false;
}

std::optional<std::uint64_t> unsignedCount(element value)
{
    if (value.type() == element_type::UINT64) {
        return value.get_uint64().value_unsafe();
    }
    if (value.type() == element_type::INT64 && value.get_int64().value_unsafe() >= 0) {
        return static_cast<std::uint64_t>(value.get_int64().value_unsafe());
    }
    return std::nullopt;
}

bool isPackedName(std::string_view key, const std::vector<std::string>& packedObjects)
{
    return std::find(packedObjects.cbegin(), packedObjects.cend(), key) != packedObjects.cend();
}

json toJson(element value, const std::vector<std::string>& packedObjects);

// The SAX path's packing: "integer": count pairs as one value; anything else makes it the ordinary object.
json packedOrPlain(element object, const std::vector<std::string>& packedObjects)
{
    std::vector<JsonPackedPair> pairs;
    // A copy, not a reference into the temporary simdjson_result (a range-for keeps only its last temporary alive).
    const simdjson::dom::object fields = object.get_object().value_unsafe();
    for (const simdjson::dom::key_value_pair field : fields) {
        const auto key = packedKey(field.key);
        const auto count = unsignedCount(field.value);
        if (!key || !count) {
            return toJson(object, packedObjects);
        }
        pairs.push_back({ *key, *count });
    }
    return packedValue(pairs);
}

// The value nlohmann's parser gives for the same text: non-negative integers unsigned, the last of duplicate keys.
json toJson(element value, const std::vector<std::string>& packedObjects)
{
    switch (value.type()) {
    case element_type::ARRAY: {
        json array(json::value_t::array);
        const simdjson::dom::array items = value.get_array().value_unsafe();
        for (const element item : items) {
            array.push_back(toJson(item, packedObjects));
        }
        return array;
    }
    case element_type::OBJECT: {
        json object(json::value_t::object);
        const simdjson::dom::object fields = value.get_object().value_unsafe();
        for (const simdjson::dom::key_value_pair field : fields) {
            json& member = object[std::string(field.key)];
            member = field.value.is_object() && isPackedName(field.key, packedObjects)
                ? packedOrPlain(field.value, packedObjects)
                : toJson(field.value, packedObjects);
        }
        return object;
    }
    case element_type::INT64: {
        const std::int64_t number = value.get_int64().value_unsafe();
        return number >= 0 ? json(static_cast<std::uint64_t>(number)) : json(number);
    }
    case element_type::UINT64:
        return json(value.get_uint64().value_unsafe());
    case element_type::DOUBLE:
        return json(value.get_double().value_unsafe());
    case element_type::STRING:
        return json(std::string(value.get_string().value_unsafe()));
    case element_type::BOOL:
        return json(value.get_bool().value_unsafe());
    case element_type::NULL_VALUE:
        break;
    }
    return json(nullptr);
}

// The text of the document without the array's elements ("jobs": []); with `closeAfterArray`, only up to the array
// (the document as far as the SAX path has read it when it streams an element).
std::string skeleton(std::string_view document, const StreamedArray& array, bool closeAfterArray)
{
    std::string text(document.substr(0, array.open + 1));
    if (closeAfterArray) {
        text += "]}";
    } else {
        text += document.substr(array.close);
    }
    return text;
}

} // namespace

std::optional<Status> streamWithSimdjson(std::string_view file, std::size_t begin, std::size_t end, int line,
    const JsonElementStream& stream, const SkeletonParser& parseSkeleton, JsonDocument& out)
{
    if (!g_enabled.load(std::memory_order_relaxed) || stream.arrays.empty()) {
        return std::nullopt;
    }
    const std::string_view document = file.substr(begin, end - begin);
    const auto array = findStreamedArray(document, stream.arrays);
    if (!array) {
        return std::nullopt;
    }
    // The whole skeleton first: a document the SAX path would refuse before its first element is declined here
    // before any element is taken.
    JsonDocument whole;
    whole.line = line;
    JsonDocument sofar;
    sofar.line = line;
    if (!parseSkeleton(skeleton(document, *array, false), whole)
        || !parseSkeleton(skeleton(document, *array, true), sofar)) {
        return std::nullopt;
    }
    simdjson::dom::parser parser;
    const std::string key(array->key);
    for (std::size_t index = 0; index < array->elements.size(); ++index) {
        const Slice slice = array->elements[index];
        const std::size_t size = slice.end - slice.begin;
        const char* text = document.data() + slice.begin;
        if (size > kMaxElementBytes || hasNegativeZero({ text, size })) {
            return std::nullopt;
        }
        // simdjson reads up to SIMDJSON_PADDING bytes past the element; the file holds them unless it ends there.
        const bool padded = begin + slice.end + simdjson::SIMDJSON_PADDING <= file.size();
        element parsed;
        if (parser.parse(text, size, !padded).get(parsed) != simdjson::SUCCESS) {
            return std::nullopt;
        }
        json value = toJson(parsed, stream.packedObjects);
        if (Status taken = stream.take(sofar, key, index, value); !taken) {
            return taken;
        }
    }
    out = std::move(whole);
    return success();
}

void setSimdjsonStreamEnabled(bool enabled)
{
    g_enabled.store(enabled, std::memory_order_relaxed);
}

} // namespace headroom
