#include "jsonfields.h"

#include "valuecheck.h"

#include <algorithm>
#include <cmath>

namespace headroom {

std::optional<double> JsonFields::number(const json& object, const char* key, const QString& path)
{
    const auto it = object.find(key);
    if (it == object.end()) {
        return std::nullopt;
    }
    if (it->is_number()) {
        const double value = it->get<double>();
        if (std::isfinite(value)) {
            return value;
        }
        addError(
            QStringLiteral("%1: %2 is not a finite number").arg(member(path, key), QString::fromStdString(it->dump())));
        return std::nullopt;
    }
    // fio writes every figure as a JSON number: "5" or null where a number belongs is not fio's output (a quoted
    // "5" was stored as 5 and null as 0 IOPS before), so it is refused like any other wrong type.
    if (it->is_string()) {
        addError(QStringLiteral("%1: expected a number, found string %2")
                     .arg(member(path, key), quotedValue(QString::fromStdString(it->get<std::string>()))));
        return std::nullopt;
    }
    addError(QStringLiteral("%1: expected a number, found %2").arg(member(path, key), typeName(*it)));
    return std::nullopt;
}

std::optional<std::uint64_t> JsonFields::count(const json& object, const char* key, const QString& path)
{
    const auto value = number(object, key, path);
    if (!value) {
        return std::nullopt;
    }
    // Below 2^64 and whole: a negative total_ios wrapped or saturated and changed the weights of a merged latency.
    if (*value < 0 || *value >= 18446744073709551616.0 || std::floor(*value) != *value) {
        addError(QStringLiteral("%1: %2 is not a count (a whole number from 0)")
                     .arg(member(path, key), QString::fromStdString(object.find(key)->dump())));
        return std::nullopt;
    }
    if (const auto exact = object.find(key); exact->is_number_unsigned()) {
        return exact->get<std::uint64_t>(); // above 2^53 a double is not exact
    }
    return static_cast<std::uint64_t>(*value);
}

std::optional<QString> JsonFields::string(const json& object, const char* key, const QString& path)
{
    const auto it = object.find(key);
    if (it == object.end() || it->is_null()) {
        return std::nullopt;
    }
    if (it->is_string()) {
        return QString::fromStdString(it->get<std::string>());
    }
    if (it->is_number()) {
        return QString::fromStdString(it->dump());
    }
    addError(QStringLiteral("%1: expected a string, found %2").arg(member(path, key), typeName(*it)));
    return std::nullopt;
}

const nlohmann::json* JsonFields::object(const json& parent, const char* key, const QString& path)
{
    const auto it = parent.find(key);
    if (it == parent.end()) {
        return nullptr;
    }
    if (!it->is_object()) {
        addError(QStringLiteral("%1: expected an object, found %2").arg(member(path, key), typeName(*it)));
        return nullptr;
    }
    return &*it;
}

const nlohmann::json* JsonFields::array(const json& parent, const char* key, const QString& path)
{
    const auto it = parent.find(key);
    if (it == parent.end()) {
        return nullptr;
    }
    if (!it->is_array()) {
        addError(QStringLiteral("%1: expected an array, found %2").arg(member(path, key), typeName(*it)));
        return nullptr;
    }
    return &*it;
}

void JsonFields::addError(const QString& message)
{
    if (m_error.isEmpty()) {
        m_error = message;
    }
}

QString JsonFields::member(const QString& path, const char* key)
{
    const QString name = QString::fromUtf8(key);
    const bool plain = !name.isEmpty() && std::all_of(name.cbegin(), name.cend(), [](QChar c) {
        return c.isLetterOrNumber() || c == QLatin1Char('_');
    });
    return plain ? path + QLatin1Char('.') + name : path + QStringLiteral("[\"") + name + QStringLiteral("\"]");
}

QString JsonFields::element(const QString& path, std::size_t index)
{
    return path + QLatin1Char('[') + QString::number(index) + QLatin1Char(']');
}

QString JsonFields::typeName(const json& value)
{
    return QString::fromLatin1(value.type_name());
}

} // namespace headroom
