// SPDX-License-Identifier: GPL-3.0-or-later
#include "fiojsonlayout.h"

#include <cstring>

namespace headroom::fiojson {

namespace {

constexpr std::size_t kNone = std::string_view::npos;

bool blank(char c)
{
    return c == ' ' || c == '\t' || c == '\n' || c == '\r';
}

// A cursor through one document's text: each step returns where it ended, or kNone when the text does not go on as
// JSON would.
class LayoutScan {
public:
    explicit LayoutScan(std::string_view text)
        : m_text(text)
    {
    }

    std::optional<std::vector<JobArray>> members();

private:
    std::size_t skipBlanks(std::size_t at) const;
    std::size_t stringEnd(std::size_t at) const;
    std::size_t containerEnd(std::size_t at) const;
    std::size_t valueEnd(std::size_t at) const;
    std::size_t jobArrayEnd(std::size_t at, JobArray& out) const;
    bool is(std::size_t at, char c) const { return at < m_text.size() && m_text[at] == c; }

    std::string_view m_text;
};

std::size_t LayoutScan::skipBlanks(std::size_t at) const
{
    while (at < m_text.size() && blank(m_text[at])) {
        ++at;
    }
    return at;
}

// Past the closing quote of the string opening at `at`. A quote preceded by an odd number of backslashes is escaped;
// memchr finds the quotes, as most of fio's text is in strings.
std::size_t LayoutScan::stringEnd(std::size_t at) const
{
    for (std::size_t from = at + 1; from < m_text.size();) {
        const void* found = std::memchr(m_text.data() + from, '"', m_text.size() - from);
        if (!found) {
            return kNone;
        }
        const auto quote = static_cast<std::size_t>(static_cast<const char*>(found) - m_text.data());
        std::size_t backslashes = 0;
        while (m_text[quote - 1 - backslashes] == '\\') {
            ++backslashes;
        }
        if (backslashes % 2 == 0) {
            return quote + 1;
        }
        from = quote + 1;
    }
    return kNone;
}

// Past the bracket that closes the array or object opening at `at`, counting both kinds alike (simdjson refuses a
// mismatch when it reads the text).
std::size_t LayoutScan::containerEnd(std::size_t at) const
{
    std::size_t depth = 0;
    for (std::size_t i = at; i < m_text.size(); ++i) {
        switch (m_text[i]) {
        case '"':
            i = stringEnd(i);
            if (i == kNone) {
                return kNone;
            }
            --i;
            break;
        case '{':
        case '[':
            ++depth;
            break;
        case '}':
        case ']':
            if (--depth == 0) {
                return i + 1;
            }
            break;
        default:
            break;
        }
    }
    return kNone;
}

// Past the value starting at `at`: a string, an array or object, or a literal or number (up to what ends it).
std::size_t LayoutScan::valueEnd(std::size_t at) const
{
    if (at >= m_text.size()) {
        return kNone;
    }
    switch (m_text[at]) {
    case '"':
        return stringEnd(at);
    case '{':
    case '[':
        return containerEnd(at);
    default:
        break;
    }
    std::size_t end = at;
    while (end < m_text.size() && !blank(m_text[end]) && std::strchr(",:{}[]\"", m_text[end]) == nullptr) {
        ++end;
    }
    return end == at ? kNone : end;
}

// Past the ']' of the array of objects opening at `at`; `out` receives where they are.
std::size_t LayoutScan::jobArrayEnd(std::size_t at, JobArray& out) const
{
    out.open = at;
    std::size_t next = skipBlanks(at + 1);
    if (is(next, ']')) {
        out.close = next;
        return next + 1;
    }
    while (is(next, '{')) {
        const std::size_t end = containerEnd(next);
        if (end == kNone) {
            return kNone;
        }
        out.elements.push_back({ next, end });
        next = skipBlanks(end);
        if (is(next, ']')) {
            out.close = next;
            return next + 1;
        }
        if (!is(next, ',')) {
            return kNone;
        }
        next = skipBlanks(next + 1);
    }
    return kNone;
}

std::optional<std::vector<JobArray>> LayoutScan::members()
{
    std::vector<JobArray> arrays;
    if (!is(0, '{')) {
        return std::nullopt;
    }
    std::size_t next = skipBlanks(1);
    if (is(next, '}')) {
        return skipBlanks(next + 1) == m_text.size() ? std::optional(arrays) : std::nullopt;
    }
    while (is(next, '"')) {
        const std::size_t keyEnd = stringEnd(next);
        if (keyEnd == kNone) {
            return std::nullopt;
        }
        const std::string_view key = m_text.substr(next + 1, keyEnd - next - 2);
        if (key.find('\\') != std::string_view::npos) {
            return std::nullopt;
        }
        next = skipBlanks(keyEnd);
        if (!is(next, ':')) {
            return std::nullopt;
        }
        next = skipBlanks(next + 1);
        if ((key == "jobs" || key == "client_stats") && is(next, '[')) {
            next = jobArrayEnd(next, arrays.emplace_back());
        } else {
            next = valueEnd(next);
        }
        if (next == kNone) {
            return std::nullopt;
        }
        next = skipBlanks(next);
        if (is(next, '}')) {
            return skipBlanks(next + 1) == m_text.size() ? std::optional(arrays) : std::nullopt;
        }
        if (!is(next, ',')) {
            return std::nullopt;
        }
        next = skipBlanks(next + 1);
    }
    return std::nullopt;
}

} // namespace

std::optional<std::vector<JobArray>> findJobArrays(std::string_view text)
{
    return LayoutScan(text).members();
}

} // namespace headroom::fiojson
