#pragma once

#include <cstdint>
#include <optional>

#include <QString>

#include <nlohmann/json.hpp>

namespace headroom {

// Typed access to JSON members that remembers the first type error with its JSON path ("$.jobs[0].read.iops"),
// so a parser reads on and checks failed() once per entry instead of testing every field.
class JsonFields {
public:
    using json = nlohmann::json;

    // Missing: empty. Anything but a finite JSON number (a string, null, an object) is an error.
    std::optional<double> number(const json& object, const char* key, const QString& path);
    // A number that counts something (total_ios, N): a whole number from 0, else an error.
    std::optional<std::uint64_t> count(const json& object, const char* key, const QString& path);
    std::optional<QString> string(const json& object, const char* key, const QString& path);
    // Missing: nullptr. Present but not an object (or array): an error.
    const json* object(const json& parent, const char* key, const QString& path);
    const json* array(const json& parent, const char* key, const QString& path);

    void addError(const QString& message);
    bool failed() const { return !m_error.isEmpty(); }
    const QString& error() const { return m_error; }

    static QString member(const QString& path, const char* key);
    static QString element(const QString& path, std::size_t index);
    static QString typeName(const json& value);

private:
    QString m_error;
};

} // namespace headroom
