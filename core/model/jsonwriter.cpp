// SPDX-License-Identifier: GPL-3.0-or-later
#include "jsonwriter.h"

#include <charconv>
#include <cmath>

#include <nlohmann/json.hpp>

namespace headroom {

JsonWriter::JsonWriter(std::string& out, int depth)
    : m_out(out)
    , m_baseDepth(static_cast<std::size_t>(std::max(depth, 0)))
{
}

void JsonWriter::newLine(std::size_t depth)
{
    m_out += '\n';
    m_out.append(2 * (m_baseDepth + depth), ' ');
}

// A value in a container starts on its own line, after a comma when it is not the first; a member's value follows its
// key on the same line.
void JsonWriter::beforeValue()
{
    if (m_afterKey) {
        m_afterKey = false;
        return;
    }
    if (m_open.empty()) {
        return;
    }
    if (m_open.back()) {
        m_out += ',';
    }
    m_open.back() = true;
    newLine(m_open.size());
}

JsonWriter& JsonWriter::key(std::string_view name)
{
    beforeValue();
    quoted(name);
    m_out += ": ";
    m_afterKey = true;
    return *this;
}

void JsonWriter::beginObject()
{
    open('{');
}

void JsonWriter::endObject()
{
    close('}');
}

void JsonWriter::beginArray()
{
    open('[');
}

void JsonWriter::endArray()
{
    close(']');
}

void JsonWriter::open(char bracket)
{
    beforeValue();
    m_out += bracket;
    m_open.push_back(false);
}

// An empty container closes on its own line: {} and [].
void JsonWriter::close(char bracket)
{
    const bool any = m_open.back();
    m_open.pop_back();
    if (any) {
        newLine(m_open.size());
    }
    m_out += bracket;
}

void JsonWriter::null()
{
    beforeValue();
    m_out += "null";
}

void JsonWriter::boolean(bool value)
{
    beforeValue();
    m_out += value ? "true" : "false";
}

void JsonWriter::integer(std::int64_t value)
{
    beforeValue();
    char digits[24];
    const auto written = std::to_chars(std::begin(digits), std::end(digits), value);
    m_out.append(digits, static_cast<std::size_t>(written.ptr - digits));
}

void JsonWriter::number(double value)
{
    if (!std::isfinite(value)) {
        null();
        return;
    }
    beforeValue();
    // nlohmann's own shortest round-trip formatting (Grisu2, "1000.0" for whole numbers, exponents past 1e15), which
    // its dump() uses: the same digits as a tree's dump, not merely the same value.
    char digits[64];
    const char* end = nlohmann::detail::to_chars(std::begin(digits), std::end(digits), value);
    m_out.append(digits, static_cast<std::size_t>(end - digits));
}

void JsonWriter::text(std::string_view utf8)
{
    beforeValue();
    quoted(utf8);
}

void JsonWriter::text(const QString& value)
{
    const QByteArray utf8 = value.toUtf8();
    text(std::string_view(utf8.constData(), static_cast<std::size_t>(utf8.size())));
}

void JsonWriter::textOrNull(const QString& value)
{
    if (value.isEmpty()) {
        null();
    } else {
        text(value);
    }
}

// As nlohmann's dump escapes without ensure_ascii: the quote, the backslash and the C0 controls; everything else as
// its UTF-8 bytes.
void JsonWriter::quoted(std::string_view utf8)
{
    static constexpr char kHex[] = "0123456789abcdef";
    m_out += '"';
    for (const char c : utf8) {
        const auto byte = static_cast<unsigned char>(c);
        switch (c) {
        case '"':
            m_out += "\\\"";
            break;
        case '\\':
            m_out += "\\\\";
            break;
        case '\b':
            m_out += "\\b";
            break;
        case '\f':
            m_out += "\\f";
            break;
        case '\n':
            m_out += "\\n";
            break;
        case '\r':
            m_out += "\\r";
            break;
        case '\t':
            m_out += "\\t";
            break;
        default:
            if (byte < 0x20) {
                m_out += "\\u00";
                m_out += kHex[byte >> 4];
                m_out += kHex[byte & 0xf];
            } else {
                m_out += c;
            }
        }
    }
    m_out += '"';
}

} // namespace headroom
