#include "jsonscan.h"

#include <array>
#include <bit>
#include <cstdint>
#include <cstring>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

namespace headroom {

namespace {

enum Mark : std::uint8_t { None, Quote, Open, Close };

constexpr auto kMarks = [] {
    std::array<std::uint8_t, 256> marks {};
    marks[static_cast<unsigned char>('"')] = Quote;
    marks[static_cast<unsigned char>('{')] = Open;
    marks[static_cast<unsigned char>('[')] = Open;
    marks[static_cast<unsigned char>('}')] = Close;
    marks[static_cast<unsigned char>(']')] = Close;
    return marks;
}();

// The first quote or bracket at or after `p`, or `end`: 16 bytes at a time where SSE2 is (every x86-64), then byte by
// byte with the table.
const char* nextMark(const char* p, const char* end)
{
#if defined(__SSE2__)
    const __m128i quote = _mm_set1_epi8('"');
    const __m128i open = _mm_set1_epi8('{'); // '[' | 0x20 == '{'
    const __m128i close = _mm_set1_epi8('}'); // ']' | 0x20 == '}'
    const __m128i fold = _mm_set1_epi8(0x20);
    while (end - p >= 16) {
        const __m128i chunk = _mm_loadu_si128(reinterpret_cast<const __m128i*>(p));
        const __m128i folded = _mm_or_si128(chunk, fold);
        const __m128i hits = _mm_or_si128(
            _mm_cmpeq_epi8(chunk, quote), _mm_or_si128(_mm_cmpeq_epi8(folded, open), _mm_cmpeq_epi8(folded, close)));
        const auto mask = static_cast<unsigned>(_mm_movemask_epi8(hits));
        if (mask != 0) {
            return p + std::countr_zero(mask);
        }
        p += 16;
    }
#endif
    while (p < end && kMarks[static_cast<unsigned char>(*p)] == None) {
        ++p;
    }
    return p;
}

} // namespace

std::size_t stringEnd(std::string_view text, std::size_t quote)
{
    const char* const data = text.data();
    const char* const end = data + text.size();
    for (const char* p = data + quote + 1; p < end; ++p) {
        p = static_cast<const char*>(std::memchr(p, '"', static_cast<std::size_t>(end - p)));
        if (!p) {
            return std::string_view::npos;
        }
        const char* backslash = p;
        while (backslash > data + quote + 1 && backslash[-1] == '\\') {
            --backslash;
        }
        if ((p - backslash) % 2 == 0) {
            return static_cast<std::size_t>(p - data);
        }
    }
    return std::string_view::npos;
}

std::size_t containerEnd(std::string_view text, std::size_t begin)
{
    const char* const data = text.data();
    const char* const end = data + text.size();
    int depth = 0;
    for (const char* p = nextMark(data + begin, end); p < end; p = nextMark(p + 1, end)) {
        switch (kMarks[static_cast<unsigned char>(*p)]) {
        case Quote: {
            const std::size_t close = stringEnd(text, static_cast<std::size_t>(p - data));
            if (close == std::string_view::npos) {
                return close;
            }
            p = data + close;
            break;
        }
        case Open:
            ++depth;
            break;
        default:
            if (--depth == 0) {
                return static_cast<std::size_t>(p + 1 - data);
            }
        }
    }
    return std::string_view::npos;
}

std::size_t skipBlanks(std::string_view text, std::size_t from)
{
    while (
        from < text.size() && (text[from] == ' ' || text[from] == '\t' || text[from] == '\n' || text[from] == '\r')) {
        ++from;
    }
    return from;
}

} // namespace headroom
