// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <type_traits>
#include <vector>

#include <QString>

namespace headroom {

// JSON written as it goes into a byte string, laid out exactly as nlohmann's dump(2) lays out the same tree (two
// spaces per level, "key": value, {} and [] when empty, numbers as nlohmann formats them), so a listing of a whole
// library can be written one element at a time with the bytes a tree would have given, without the tree (building
// and dumping one nlohmann object per measurement was most of `results --json`). The caller writes an object's
// members in nlohmann's order, their keys' byte order: tests check text == parse(text).dump(2).
class JsonWriter {
public:
    // `depth`: the level the first value is written at (1 for the elements of an array the caller opened).
    explicit JsonWriter(std::string& out, int depth = 0);

    JsonWriter& key(std::string_view name); // the member the next value is
    void beginObject();
    void endObject();
    void beginArray();
    void endArray();

    void null();
    void boolean(bool value);
    void integer(std::int64_t value);
    void number(double value); // not finite: null, as nlohmann writes it
    void text(std::string_view utf8);
    void text(const QString& value);
    // null when empty
    template <class T> void optional(const std::optional<T>& value)
    {
        if (!value) {
            null();
        } else if constexpr (std::is_floating_point_v<T>) {
            number(*value);
        } else {
            integer(*value);
        }
    }
    void textOrNull(const QString& value);

private:
    void beforeValue();
    void open(char bracket);
    void close(char bracket);
    void quoted(std::string_view utf8);
    void newLine(std::size_t depth);

    std::string& m_out;
    std::size_t m_baseDepth;
    // One entry per open container: whether it has a value yet.
    std::vector<bool> m_open;
    bool m_afterKey = false;
};

} // namespace headroom
