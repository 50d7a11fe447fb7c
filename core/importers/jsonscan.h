#pragma once

#include <cstddef>
#include <string_view>

namespace headroom {

// Structural scans over JSON text that do not parse it: where an object or a string ends, where the blanks stop.
// They find boundaries for a parser to check (an unbalanced or invalid text is the parser's error, not theirs) and
// run over every byte of a file, so they skip what they need not read 16 bytes at a time. Pure functions.

// One past the closing bracket of the object or array opening at `begin`, or npos when the text ends first. Strings
// are skipped (a bracket inside one does not count); '{' and '[' both open, '}' and ']' both close.
std::size_t containerEnd(std::string_view text, std::size_t begin);

// The closing quote of the string whose opening quote is at `quote` (escaped quotes skipped), or npos.
std::size_t stringEnd(std::string_view text, std::size_t quote);

// The first position at or after `from` that is not a JSON blank (space, tab, line feed, carriage return).
std::size_t skipBlanks(std::string_view text, std::size_t from);

} // namespace headroom
