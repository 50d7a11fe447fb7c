// SPDX-License-Identifier: GPL-3.0-or-later
#include "optionvalues.h"

#include "model/quantityparse.h"

#include <QCommandLineParser>

namespace headroom::cli {

Expected<std::optional<std::int64_t>> wholeOption(
    const QCommandLineParser& parser, const QString& name, std::int64_t low, std::int64_t high)
{
    if (!parser.isSet(name)) {
        return std::optional<std::int64_t>();
    }
    Expected<std::int64_t> value = parseWholeNumber({}, parser.value(name), low, high);
    if (!value) {
        return failField(name, value.error());
    }
    return std::optional<std::int64_t>(*value);
}

Expected<std::optional<double>> numberOption(
    const QCommandLineParser& parser, const QString& name, double low, double high)
{
    if (!parser.isSet(name)) {
        return std::optional<double>();
    }
    Expected<double> value = parseNumber({}, parser.value(name), low, high);
    if (!value) {
        return failField(name, value.error());
    }
    return std::optional<double>(*value);
}

} // namespace headroom::cli
