// SPDX-License-Identifier: GPL-3.0-or-later
#include "fiojsonvalues.h"

#include "jsonpath.h"
#include "valuecheck.h"

#include <cmath>

#include <nlohmann/json.hpp>

namespace headroom::fiojson {

namespace {

using simdjson::SUCCESS;

QString fromUtf8(std::string_view text)
{
    return QString::fromUtf8(text.data(), static_cast<qsizetype>(text.size()));
}

// A value of the wrong type: `problem` names what was found (a string quoted when `quoteString`), and the value is
// validated as it is skipped.
error_code refuseType(
    od::value& value, od::json_type type, const JsonStep& at, const char* expected, bool quoteString, QString& problem)
{
    if (type == od::json_type::string && quoteString) {
        std::string_view text;
        SIMDJSON_TRY(value.get_string().get(text));
        problem = QStringLiteral("%1: expected %2, found string %3")
                      .arg(at.text(), QLatin1String(expected), quotedValue(fromUtf8(text)));
        return SUCCESS;
    }
    SIMDJSON_TRY(skipValue(value));
    problem = QStringLiteral("%1: expected %2, found %3").arg(at.text(), QLatin1String(expected), typeName(type));
    return SUCCESS;
}

bool wholeCount(double value)
{
    return value >= 0 && value < 18446744073709551616.0 && std::floor(value) == value;
}

} // namespace

QString JsonStep::text() const
{
    if (!parent) {
        return QStringLiteral("$");
    }
    const QString base = parent->text();
    return element ? jsonElement(base, index) : jsonMember(base, QAnyStringView(key.data(), qsizetype(key.size())));
}

QString typeName(od::json_type type)
{
    switch (type) {
    case od::json_type::array:
        return QStringLiteral("array");
    case od::json_type::object:
        return QStringLiteral("object");
    case od::json_type::number:
        return QStringLiteral("number");
    case od::json_type::string:
        return QStringLiteral("string");
    case od::json_type::boolean:
        return QStringLiteral("boolean");
    case od::json_type::null:
        break;
    }
    return QStringLiteral("null");
}

QString numberText(const od::number& number)
{
    switch (number.get_number_type()) {
    case od::number_type::signed_integer:
        return QString::number(number.get_int64());
    case od::number_type::unsigned_integer:
        return QString::number(number.get_uint64());
    case od::number_type::floating_point_number:
        break;
    }
    return QString::fromStdString(nlohmann::json(number.get_double()).dump());
}

error_code skipValue(od::value& value, int depth)
{
    od::json_type type {};
    SIMDJSON_TRY(value.type().get(type));
    if (depth >= kMaxDepth && (type == od::json_type::object || type == od::json_type::array)) {
        return simdjson::DEPTH_ERROR;
    }
    switch (type) {
    case od::json_type::object: {
        od::object object;
        SIMDJSON_TRY(value.get_object().get(object));
        for (auto field : object) {
            std::string_view key;
            SIMDJSON_TRY(field.unescaped_key().get(key));
            od::value member;
            SIMDJSON_TRY(field.value().get(member));
            SIMDJSON_TRY(skipValue(member, depth + 1));
        }
        return SUCCESS;
    }
    case od::json_type::array: {
        od::array array;
        SIMDJSON_TRY(value.get_array().get(array));
        for (auto element : array) {
            od::value item;
            SIMDJSON_TRY(element.get(item));
            SIMDJSON_TRY(skipValue(item, depth + 1));
        }
        return SUCCESS;
    }
    case od::json_type::number: {
        od::number number;
        return value.get_number().get(number);
    }
    case od::json_type::string: {
        std::string_view text;
        return value.get_string().get(text);
    }
    case od::json_type::boolean: {
        bool flag = false;
        return value.get_bool().get(flag);
    }
    case od::json_type::null:
        break;
    }
    bool isNull = false;
    SIMDJSON_TRY(value.is_null().get(isNull));
    return isNull ? SUCCESS : simdjson::N_ATOM_ERROR;
}

error_code readNumber(od::value& value, const JsonStep& at, Read<double>& out)
{
    od::json_type type {};
    SIMDJSON_TRY(value.type().get(type));
    if (type != od::json_type::number) {
        return refuseType(value, type, at, "a number", true, out.problem);
    }
    od::number number;
    SIMDJSON_TRY(value.get_number().get(number));
    out.value = number.as_double();
    return SUCCESS;
}

error_code readCount(od::value& value, const JsonStep& at, Read<std::uint64_t>& out)
{
    od::json_type type {};
    SIMDJSON_TRY(value.type().get(type));
    if (type != od::json_type::number) {
        return refuseType(value, type, at, "a number", true, out.problem);
    }
    od::number number;
    SIMDJSON_TRY(value.get_number().get(number));
    switch (number.get_number_type()) {
    case od::number_type::unsigned_integer:
        out.value = number.get_uint64();
        return SUCCESS;
    case od::number_type::signed_integer:
        if (number.get_int64() >= 0) {
            out.value = static_cast<std::uint64_t>(number.get_int64());
            return SUCCESS;
        }
        break;
    case od::number_type::floating_point_number:
        // Below 2^64 and whole: a negative total_ios wrapped or saturated and changed the weights of a merged latency.
        if (wholeCount(number.get_double())) {
            out.value = static_cast<std::uint64_t>(number.get_double());
            return SUCCESS;
        }
        break;
    }
    out.problem = QStringLiteral("%1: %2 is not a count (a whole number from 0)").arg(at.text(), numberText(number));
    return SUCCESS;
}

error_code readTextUpTo(od::value& value, const JsonStep& at, Read<QString>& out, std::size_t maxBytes)
{
    od::json_type type {};
    SIMDJSON_TRY(value.type().get(type));
    switch (type) {
    case od::json_type::string: {
        std::string_view text;
        SIMDJSON_TRY(value.get_string().get(text));
        if (text.size() > maxBytes) {
            out.problem = QStringLiteral("%1: %2 bytes of text, more than the %3 KiB it may hold")
                              .arg(at.text())
                              .arg(text.size())
                              .arg(maxBytes / 1024);
            return SUCCESS;
        }
        out.value = fromUtf8(text);
        return SUCCESS;
    }
    case od::json_type::number: {
        od::number number;
        SIMDJSON_TRY(value.get_number().get(number));
        out.value = numberText(number);
        return SUCCESS;
    }
    case od::json_type::null:
        return skipValue(value);
    default:
        return refuseType(value, type, at, "a string", false, out.problem);
    }
}

error_code readText(od::value& value, const JsonStep& at, Read<QString>& out)
{
    return readTextUpTo(value, at, out, kMaxNameBytes);
}

error_code readObject(od::value& value, const JsonStep& at, od::object& out, QString& problem)
{
    od::json_type type {};
    SIMDJSON_TRY(value.type().get(type));
    if (type != od::json_type::object) {
        return refuseType(value, type, at, "an object", false, problem);
    }
    return value.get_object().get(out);
}

} // namespace headroom::fiojson
