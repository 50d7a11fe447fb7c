// SPDX-License-Identifier: GPL-3.0-or-later
#include "quantityparse.h"

#include "quantityformat.h"

#include <array>
#include <cmath>
#include <limits>
#include <utility>

#include <QLocale>
#include <QRegularExpression>

namespace headroom {

namespace {

bool isDigit(QChar c)
{
    return c >= u'0' && c <= u'9';
}

QString named(const QString& what, const QString& message)
{
    return what.isEmpty() ? message : what + QStringLiteral(": ") + message;
}

// C-locale digits without thousands separators: "1,234" is refused, never read as 1234.
QLocale cDigits()
{
    QLocale locale = QLocale::c();
    locale.setNumberOptions(QLocale::OmitGroupSeparator | QLocale::RejectGroupSeparator);
    return locale;
}

// A number followed by an optional unit: "10s", "0.72 ms", "4KiB", "1e3".
struct NumberAndUnit {
    QString number;
    QString unit;
};

std::optional<NumberAndUnit> splitUnit(const QString& text)
{
    static const QRegularExpression pattern(QStringLiteral(
        "^\\s*([+-]?(?:[0-9]+\\.?[0-9]*|\\.[0-9]+)(?:[eE][+-]?[0-9]+)?)\\s*([^\\s0-9.+-][^\\s]*)?\\s*$"));
    const QRegularExpressionMatch match = pattern.match(text);
    if (!match.hasMatch()) {
        return std::nullopt;
    }
    return NumberAndUnit { match.captured(1), match.captured(2) };
}

template <std::size_t N>
std::optional<double> unitFactor(const QString& unit, const std::array<std::pair<const char*, double>, N>& units)
{
    for (const auto& [name, factor] : units) {
        if (unit == QString::fromUtf8(name)) {
            return factor;
        }
    }
    return std::nullopt;
}

// Largest double below 2^63: anything at or above it does not fit an int64.
constexpr double kInt64Limit = 9223372036854775808.0;

} // namespace

std::optional<double> strictNumber(QStringView text, QChar decimalMark)
{
    const QStringView t = text.trimmed();
    qsizetype i = 0;
    if (i < t.size() && (t[i] == u'-' || t[i] == u'+')) {
        ++i;
    }
    qsizetype digits = 0;
    while (i < t.size() && isDigit(t[i])) {
        ++i;
        ++digits;
    }
    qsizetype mark = -1;
    if (i < t.size() && t[i] == decimalMark) {
        mark = i;
        ++i;
        while (i < t.size() && isDigit(t[i])) {
            ++i;
            ++digits;
        }
    }
    if (digits == 0) {
        return std::nullopt;
    }
    if (i < t.size() && (t[i] == u'e' || t[i] == u'E')) {
        ++i;
        if (i < t.size() && (t[i] == u'-' || t[i] == u'+')) {
            ++i;
        }
        qsizetype exponentDigits = 0;
        while (i < t.size() && isDigit(t[i])) {
            ++i;
            ++exponentDigits;
        }
        if (exponentDigits == 0) {
            return std::nullopt;
        }
    }
    if (i != t.size()) {
        return std::nullopt;
    }
    QString plain = t.toString();
    if (mark >= 0) {
        plain[mark] = u'.';
    }
    bool ok = false;
    const double value = QLocale::c().toDouble(plain, &ok);
    // An overflow ("1e309") is not ok, or infinite: only a finite result is a number.
    if (!ok || !std::isfinite(value)) {
        return std::nullopt;
    }
    return value;
}

QString rangeText(double low, double high)
{
    const auto text = [](double value) {
        if (value == std::floor(value) && std::abs(value) < 1e16) {
            return QuantityFormat::plain().number(value, 0);
        }
        return QuantityFormat::plain().significant(value, 6);
    };
    return text(low) + QStringLiteral("..") + text(high);
}

Expected<double> parseNumber(const QString& what, const QString& text, double low, double high)
{
    const std::optional<double> value = strictNumber(text);
    if (!value || *value < low || *value > high) {
        return fail(named(what, QStringLiteral("'%1' is not a number in %2").arg(text, rangeText(low, high))));
    }
    return *value;
}

Expected<std::int64_t> parseWholeNumber(const QString& what, const QString& text, std::int64_t low, std::int64_t high)
{
    bool ok = false;
    const qlonglong value = cDigits().toLongLong(text.trimmed(), &ok); // fails on overflow
    if (!ok || value < low || value > high) {
        return fail(named(what,
            QStringLiteral("'%1' is not a whole number in %2")
                .arg(text, rangeText(static_cast<double>(low), static_cast<double>(high)))));
    }
    return static_cast<std::int64_t>(value);
}

Expected<std::uint64_t> parseUnsigned(const QString& what, const QString& text)
{
    bool ok = false;
    const QString trimmed = text.trimmed();
    const qulonglong value = trimmed.startsWith(QLatin1Char('-')) ? 0 : cDigits().toULongLong(trimmed, &ok);
    if (!ok) {
        return fail(named(what, QStringLiteral("'%1' is not a whole number in 0..18446744073709551615").arg(text)));
    }
    return static_cast<std::uint64_t>(value);
}

Expected<QList<double>> parseNumberList(const QString& what, const QString& text, double low, double high)
{
    if (text.trimmed().isEmpty()) {
        return fail(named(what, QStringLiteral("empty list")));
    }
    QList<double> values;
    const QStringList parts = text.split(QLatin1Char(','));
    for (qsizetype i = 0; i < parts.size(); ++i) {
        if (parts[i].trimmed().isEmpty()) {
            return fail(named(what, QStringLiteral("'%1': entry %2 is empty").arg(text).arg(i + 1)));
        }
        Expected<double> value = parseNumber(what, parts[i].trimmed(), low, high);
        if (!value) {
            return fail(value.error());
        }
        values << *value;
    }
    return values;
}

Expected<QList<std::int64_t>> parseWholeNumberList(
    const QString& what, const QString& text, std::int64_t low, std::int64_t high)
{
    if (text.trimmed().isEmpty()) {
        return fail(named(what, QStringLiteral("empty list")));
    }
    QList<std::int64_t> values;
    const QStringList parts = text.split(QLatin1Char(','));
    for (qsizetype i = 0; i < parts.size(); ++i) {
        if (parts[i].trimmed().isEmpty()) {
            return fail(named(what, QStringLiteral("'%1': entry %2 is empty").arg(text).arg(i + 1)));
        }
        Expected<std::int64_t> value = parseWholeNumber(what, parts[i].trimmed(), low, high);
        if (!value) {
            return fail(value.error());
        }
        values << *value;
    }
    return values;
}

Expected<std::int64_t> parseSizeBytes(const QString& text, std::int64_t bareUnitBytes)
{
    static constexpr std::array<std::pair<const char*, double>, 13> kUnits { {
        { "b", 1.0 },
        { "k", 1024.0 },
        { "kb", 1024.0 },
        { "kib", 1024.0 },
        { "m", 1048576.0 },
        { "mb", 1048576.0 },
        { "mib", 1048576.0 },
        { "g", 1073741824.0 },
        { "gb", 1073741824.0 },
        { "gib", 1073741824.0 },
        { "t", 1099511627776.0 },
        { "tb", 1099511627776.0 },
        { "tib", 1099511627776.0 },
    } };
    const auto bad
        = [&text] { return fail(QStringLiteral("'%1' is not a size (expected e.g. 4k, 256K, 1m)").arg(text)); };
    const std::optional<NumberAndUnit> parts = splitUnit(text);
    const std::optional<double> number = parts ? strictNumber(parts->number) : std::nullopt;
    if (!number || *number < 0) {
        return bad();
    }
    const std::optional<double> factor
        = parts->unit.isEmpty() ? static_cast<double>(bareUnitBytes) : unitFactor(parts->unit.toLower(), kUnits);
    if (!factor) {
        return bad();
    }
    const double bytes = *number * *factor + 0.5;
    if (bytes >= kInt64Limit) {
        return fail(QStringLiteral("'%1' is too large a size").arg(text));
    }
    return static_cast<std::int64_t>(bytes);
}

Expected<std::int64_t> parseSizeBytes(
    const QString& what, const QString& text, std::int64_t low, std::int64_t high, std::int64_t bareUnitBytes)
{
    Expected<std::int64_t> bytes = parseSizeBytes(text, bareUnitBytes);
    if (!bytes || *bytes < low || *bytes > high) {
        const QString limit = high == std::numeric_limits<std::int64_t>::max()
            ? QStringLiteral("of at least %1 bytes").arg(low)
            : QStringLiteral("from %1 to %2 bytes").arg(low).arg(high);
        return fail(named(what, QStringLiteral("'%1' is not a size %2").arg(text, limit)));
    }
    return *bytes;
}

Expected<double> parseDurationNs(const QString& text, BareDuration bare)
{
    static constexpr std::array<std::pair<const char*, double>, 7> kUnits { {
        { "ns", 1.0 },
        { "us", 1e3 },
        { "µs", 1e3 },
        { "ms", 1e6 },
        { "s", 1e9 },
        { "m", 60e9 },
        { "h", 3600e9 },
    } };
    const std::optional<NumberAndUnit> parts = splitUnit(text);
    const std::optional<double> number = parts ? strictNumber(parts->number) : std::nullopt;
    const QString example
        = bare == BareDuration::Seconds ? QStringLiteral("10s, 2m or 500ms") : QStringLiteral("0.72 ms or 10s");
    if (!number || *number < 0) {
        return fail(QStringLiteral("'%1' is not a duration such as %2").arg(text, example));
    }
    if (parts->unit.isEmpty()) {
        if (bare == BareDuration::Refused) {
            return fail(QStringLiteral("'%1' has no unit (e.g. %2)").arg(text, example));
        }
        return *number * 1e9;
    }
    const std::optional<double> factor = unitFactor(parts->unit.toLower(), kUnits);
    if (!factor) {
        return fail(QStringLiteral("'%1': unknown unit '%2' (e.g. %3)").arg(text, parts->unit, example));
    }
    return *number * *factor;
}

Expected<std::int64_t> parseDurationNs(
    const QString& what, const QString& text, std::int64_t lowNs, std::int64_t highNs, BareDuration bare)
{
    Expected<double> ns = parseDurationNs(text, bare);
    if (!ns) {
        return fail(named(what, ns.error()));
    }
    const double rounded = std::round(*ns);
    if (rounded < static_cast<double>(lowNs) || rounded > static_cast<double>(highNs)) {
        const auto seconds = [](std::int64_t value) {
            return QuantityFormat::plain().significant(static_cast<double>(value) / 1e9, 6) + QLatin1Char('s');
        };
        return fail(named(
            what, QStringLiteral("'%1' is not a duration from %2 to %3").arg(text, seconds(lowNs), seconds(highNs))));
    }
    return static_cast<std::int64_t>(rounded);
}

Expected<double> parseByteRate(const QString& text)
{
    static constexpr std::array<std::pair<const char*, double>, 9> kUnits { {
        { "B/s", 1.0 },
        { "kB/s", 1e3 },
        { "KB/s", 1e3 },
        { "MB/s", 1e6 },
        { "GB/s", 1e9 },
        { "KiB/s", 1024.0 },
        { "MiB/s", 1024.0 * 1024.0 },
        { "GiB/s", 1024.0 * 1024.0 * 1024.0 },
        { "TB/s", 1e12 },
    } };
    const QString example = QStringLiteral("119 MiB/s");
    const std::optional<NumberAndUnit> parts = splitUnit(text);
    const std::optional<double> number = parts ? strictNumber(parts->number) : std::nullopt;
    if (!number || *number < 0 || parts->unit.isEmpty()) {
        return fail(QStringLiteral("'%1' is not a number followed by a unit (e.g. %2)").arg(text, example));
    }
    const std::optional<double> factor = unitFactor(parts->unit, kUnits);
    if (!factor) {
        return fail(QStringLiteral("'%1': unknown unit '%2' (e.g. %3)").arg(text, parts->unit, example));
    }
    return *number * *factor;
}

} // namespace headroom
