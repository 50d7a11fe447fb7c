#pragma once

#include "jsondocuments.h"

#include <functional>
#include <optional>
#include <string>
#include <string_view>

namespace headroom {

// The fast reading of one document that streams an array (fio's "jobs" of a json+ file): each element is parsed
// with simdjson, several times faster than nlohmann's lexer, and handed to the stream as the same nlohmann value the
// SAX path would build (non-negative integers unsigned, duplicate keys last-wins, "bins" packed). The document
// around the array is parsed by `parseSkeleton` (nlohmann, the SAX path's builder).
//
// nullopt: declined — the document is not the simple shape this path reads with certainty (a key with an escape, the
// streamed key twice, elements that are not objects, text simdjson refuses or reads differently from nlohmann:
// "-0", integers beyond 64 bits). The caller then reads it with the SAX path, whose results and error messages are
// the reference; `take` may already have seen elements, and sees the array again from index 0.
// Otherwise: success with the document in `out` (its streamed array empty), or the refusal of `take`.
// The document is file[begin, end); the rest of the file pads simdjson's reads. Pure function, any thread.
using SkeletonParser = std::function<bool(const std::string& text, JsonDocument& into)>;
std::optional<Status> streamWithSimdjson(std::string_view file, std::size_t begin, std::size_t end, int line,
    const JsonElementStream& stream, const SkeletonParser& parseSkeleton, JsonDocument& out);

// Turns the simdjson path off (process-wide) so that tests and the fuzzer can compare it with the SAX path.
void setSimdjsonStreamEnabled(bool enabled);

} // namespace headroom
