#pragma once

#include "model/expected.h"

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <QByteArrayView>
#include <QString>

#include <nlohmann/json.hpp>

namespace headroom {

// One JSON document found in a file, with the line it starts on (1-based).
// NOLINTNEXTLINE(bugprone-exception-escape): the implicit noexcept move calls nlohmann's assert_invariant, an assert.
struct JsonDocument {
    nlohmann::json value;
    int line = 0;
};

// Streams the elements of chosen arrays of a document's root object instead of keeping them: fio's "jobs" of a
// 300 MB file are read one job at a time, never as one tree. `take` receives the document so far, the array's name,
// the element's index and the element, complete; the element is then dropped from the document (its array stays,
// without it). An error from `take` stops the parse and is the parse's error. `take` may see an array again from
// index 0 (the key repeated, or the document read again by the SAX path after the fast path declined it): the
// array then starts over.
struct JsonElementStream {
    std::vector<std::string> arrays; // names of members of the root object
    // Members with these names whose value is an object of integer keys and unsigned counts (fio json+'s "bins",
    // thousands per job) are kept as one packed value instead of a tree of strings: read them with packedPairs().
    // An object that holds anything else stays an ordinary object.
    std::vector<std::string> packedObjects;
    // `document` is the document as far as it is read (its line, and the root's members before the array).
    std::function<Status(
        const JsonDocument& document, const std::string& array, std::size_t index, nlohmann::json& element)>
        take;
};

// One "key": count member of a packed object (JsonElementStream::packedObjects), in document order.
struct JsonPackedPair {
    std::int64_t key = 0;
    std::uint64_t value = 0;
};

// The pairs of a packed object; nullopt when `value` is not one (then it is whatever the document holds there).
std::optional<std::vector<JsonPackedPair>> packedPairs(const nlohmann::json& value);

// A key a packed object may hold, as its number: the form fio writes for bins ("1234": digits, no sign, no leading
// zero, at most 18 digits); nullopt for any other text.
std::optional<std::int64_t> packedKey(std::string_view text);

// The value that stands for a packed object with these pairs (what packedPairs() reads back).
nlohmann::json packedValue(const std::vector<JsonPackedPair>& pairs);

// The JSON objects in a file as fio writes it: text may precede, follow or separate them (progress lines,
// "hostname=…", the normal output of --output-format=normal,json, "Disk stats"), and --status-interval writes
// several in sequence. An object starts with '{' at the beginning of a line. Duplicate keys do not fail the
// parse (the last one wins). A truncated or malformed document is an error naming the file and line.
// Each document is handed to `take` as soon as it is parsed, so only one is held at a time; an error from `take`
// stops the walk and is returned. `stream` (optional) streams array elements of each document as described above.
// Time and memory are linear in the file's size. Pure function, any thread.
Status forEachJsonDocument(QByteArrayView bytes, const QString& fileName,
    const std::function<Status(JsonDocument&)>& take, const JsonElementStream* stream = nullptr);

// Every document of the file at once (forEachJsonDocument collecting them).
Expected<std::vector<JsonDocument>> parseJsonDocuments(QByteArrayView bytes, const QString& fileName);

} // namespace headroom
