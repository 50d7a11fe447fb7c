#include "quantity.h"

#include <array>
#include <utility>

#include <QStringList>

namespace headroom {

namespace {

template <std::size_t N>
Expected<double> parseWithUnits(
    const QString& text, const std::array<std::pair<const char*, double>, N>& units, const QString& example)
{
    const QStringList parts = text.simplified().split(QLatin1Char(' '));
    bool ok = false;
    const double number = parts.value(0).toDouble(&ok);
    if (parts.size() != 2 || !ok || number < 0) {
        return fail(QStringLiteral("'%1' is not a number followed by a unit (e.g. %2)").arg(text, example));
    }
    for (const auto& [unit, factor] : units) {
        if (parts[1] == QString::fromUtf8(unit)) {
            return number * factor;
        }
    }
    return fail(QStringLiteral("'%1': unknown unit '%2' (e.g. %3)").arg(text, parts[1], example));
}

} // namespace

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
    return parseWithUnits(text, kUnits, QStringLiteral("119 MiB/s"));
}

Expected<double> parseDurationNs(const QString& text)
{
    static constexpr std::array<std::pair<const char*, double>, 5> kUnits { {
        { "ns", 1.0 },
        { "us", 1e3 },
        { "µs", 1e3 },
        { "ms", 1e6 },
        { "s", 1e9 },
    } };
    return parseWithUnits(text, kUnits, QStringLiteral("0.72 ms"));
}

QString formatLatencyNs(double ns, const QLocale& locale)
{
    // Three significant digits; µs below 0.1 ms, where ms would print 0.002.
    const auto digits = [&](double value, const QString& unit) {
        const int decimals = value < 9.995 ? 2 : value < 99.95 ? 1 : 0;
        return locale.toString(value, 'f', decimals) + QLatin1Char(' ') + unit;
    };
    if (ns < 99.95e3) {
        return digits(ns / 1e3, QStringLiteral("µs"));
    }
    if (ns < 0.9995e6) {
        return locale.toString(ns / 1e6, 'f', 3) + QStringLiteral(" ms");
    }
    return digits(ns / 1e6, QStringLiteral("ms"));
}

} // namespace headroom
