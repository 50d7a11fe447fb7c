// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Typed reading of simdjson On Demand values for the fio JSON reader (internal to headroom_importers). A value of the
// wrong type is a problem of the member it is in, with its JSON path, not an error of the parse: the document is read
// on, so that text that is not JSON anywhere in it is still the refusal (as a parse of the whole document found it).
// Every value that is not read is validated as it is skipped. Functions return simdjson's error for text that is not
// JSON, SUCCESS otherwise.

#include <algorithm>
#include <cstdint>
#include <optional>
#include <simdjson.h>
#include <string_view>
#include <utility>
#include <vector>

#include <QString>

namespace headroom::fiojson {

namespace od = simdjson::ondemand;
using simdjson::error_code;

// Where a value is, as a chain of steps on the stack: made into text ("$.jobs[3].read") only for a message, since a
// file of 24,000 jobs holds millions of members. The root is a step without a parent.
struct JsonStep {
    const JsonStep* parent = nullptr;
    std::string_view key; // a member's name (valid while its document is read)
    std::size_t index = 0; // an element's index, when `element`
    bool element = false;

    JsonStep member(std::string_view name) const { return { this, name, 0, false }; }
    JsonStep at(std::size_t i) const { return { this, {}, i, true }; }
    QString text() const;
};

// The problems (members of a wrong type) of one object by member. A member read again (a duplicate key) takes its
// problem away or replaces it: the last value wins, as when the document is read whole. first() is the problem of the
// lowest id: the reader numbers its members in the order it has always read them, so the message does not depend on
// the order of the keys in the file.
template <typename Id> class Problems {
public:
    void set(const Id& id, QString text)
    {
        clear(id);
        m_list.emplace_back(id, std::move(text));
    }
    // `id` of any type that compares with Id (a std::string_view for std::string ids).
    template <typename Key> void clear(const Key& id)
    {
        if (!m_list.empty()) {
            std::erase_if(m_list, [&](const auto& problem) { return problem.first == id; });
        }
    }
    // `problem` empty: the member is fine.
    void keep(const Id& id, QString problem)
    {
        if (problem.isEmpty()) {
            clear(id);
        } else {
            set(id, std::move(problem));
        }
    }
    bool empty() const { return m_list.empty(); }
    const QString* of(const Id& id) const
    {
        const auto it = std::find_if(m_list.cbegin(), m_list.cend(), [&](const auto& p) { return p.first == id; });
        return it == m_list.cend() ? nullptr : &it->second;
    }
    QString first() const
    {
        const auto it = std::min_element(
            m_list.cbegin(), m_list.cend(), [](const auto& a, const auto& b) { return a.first < b.first; });
        return it == m_list.cend() ? QString() : it->second;
    }

private:
    std::vector<std::pair<Id, QString>> m_list;
};

// One member's value as read; `problem` (with its path) when it has the wrong type, and then no value.
template <typename T> struct Read {
    std::optional<T> value;
    QString problem;
};

// nlohmann's names of the JSON types ("null", "boolean", "number", "string", "array", "object"), which Headroom's
// messages have always used.
QString typeName(od::json_type type);

// The number as nlohmann writes it ("930663.5", "-5"), for messages and for options given as numbers.
QString numberText(const od::number& number);

// Walks the value, validating every key, string, number and literal in it. Arrays and objects nested more than
// kMaxDepth levels in it are refused (DEPTH_ERROR): the walk recurses, and simdjson's iterator holds 1024 levels in
// all (fio nests 6).
inline constexpr int kMaxDepth = 256;
error_code skipValue(od::value& value, int depth = 0);

// Any JSON number.
error_code readNumber(od::value& value, const JsonStep& at, Read<double>& out);
// A number that counts something (total_ios, N): a whole number from 0 below 2^64, exact above 2^53.
error_code readCount(od::value& value, const JsonStep& at, Read<std::uint64_t>& out);
// The longest text a name (a job, a host) may have, and an option's value: longer text is refused as a problem
// naming the member before it is copied out of simdjson's buffer (a 300 MB job name took gigabytes as it travelled).
inline constexpr std::size_t kMaxNameBytes = 4096;
inline constexpr std::size_t kMaxOptionBytes = 65536;
// A string, or a number as its text; null is no value (and no problem). A string over `maxBytes` is a problem.
error_code readTextUpTo(od::value& value, const JsonStep& at, Read<QString>& out, std::size_t maxBytes);
// readTextUpTo a name's length (kMaxNameBytes).
error_code readText(od::value& value, const JsonStep& at, Read<QString>& out);
// The value as an object; when it is something else, `problem` says so and the value is skipped.
error_code readObject(od::value& value, const JsonStep& at, od::object& out, QString& problem);

} // namespace headroom::fiojson
