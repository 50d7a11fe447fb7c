// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Where the job entries of one fio JSON document are, found by a scan of its text that parses nothing (internal to
// headroom_importers): the document can then be read a job at a time, simdjson indexing one job's text at once rather
// than the whole document's (its index is a 32-bit offset per structural character, about 0.8x the text of fio's
// JSON).

#include <cstddef>
#include <optional>
#include <string_view>
#include <vector>

namespace headroom::fiojson {

// Offsets in the document's text; `end` is past the last byte.
struct TextSpan {
    std::size_t begin = 0;
    std::size_t end = 0;
};

// A top-level "jobs" or "client_stats" array: its brackets, and the text of each element (an object).
struct JobArray {
    std::size_t open = 0; // the '['
    std::size_t close = 0; // the ']'
    std::vector<TextSpan> elements;
};

// The top-level "jobs" and "client_stats" arrays of the object that `text` holds (from its '{' to its '}'), in
// document order, or nothing when the text is not laid out as JSON whose jobs can be read apart: brackets that do not
// balance, text between the members or the elements other than blanks and commas, an element that is not an object,
// a top-level key with an escape (it could spell "jobs"). The texts found are not validated: simdjson reads each one.
// Strings are skipped whole, escapes included, so a bracket inside one is never counted. Linear in the text's size.
std::optional<std::vector<JobArray>> findJobArrays(std::string_view text);

} // namespace headroom::fiojson
