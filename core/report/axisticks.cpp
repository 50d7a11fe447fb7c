// SPDX-License-Identifier: GPL-3.0-or-later
#include "axisticks.h"

#include "specformat.h"

#include <cmath>

namespace headroom::charts {

namespace {
double niceStep(double span, int target)
{
    const double raw = span / std::max(target, 1);
    const double magnitude = std::pow(10.0, std::floor(std::log10(raw)));
    for (const double factor : { 1.0, 2.0, 2.5, 5.0, 10.0 }) {
        if (factor * magnitude >= raw) {
            return factor * magnitude;
        }
    }
    return 10.0 * magnitude;
}

// The decimals that write `step` exactly: 0.25 → 2, 0.5 → 1, 5 → 0.
int decimalsFor(double step)
{
    for (int decimals = 0; decimals < 6; ++decimals) {
        const double scaled = step * std::pow(10.0, decimals);
        if (std::abs(scaled - std::round(scaled)) < 1e-6) {
            return decimals;
        }
    }
    return 6;
}
} // namespace

QString tickLabel(double value, TickStyle style, double step)
{
    if (std::abs(value) < step * 1e-6) {
        value = 0;
    }
    switch (style) {
    case TickStyle::Iops:
        if (std::abs(value) >= 1e6 && step >= 1e5) {
            return format::number(value / 1e6, decimalsFor(step / 1e6)) + QLatin1Char('M');
        }
        if (std::abs(value) >= 1e3 && step >= 100) {
            return format::number(value / 1e3, decimalsFor(step / 1e3)) + QLatin1Char('K');
        }
        return format::number(value, decimalsFor(step));
    case TickStyle::SignedPercent:
        return value == 0 ? QStringLiteral("0 %")
                          : (value < 0 ? QStringLiteral("\u2212") : QStringLiteral("+"))
                + format::number(std::abs(value), decimalsFor(step)) + QStringLiteral(" %");
    case TickStyle::Plain:
        break;
    }
    return format::number(value, decimalsFor(step));
}

QList<AxisTick> niceTicks(double min, double max, TickStyle style, int target)
{
    QList<AxisTick> ticks;
    if (!(max > min) || !std::isfinite(min) || !std::isfinite(max)) {
        return ticks;
    }
    const double step = niceStep(max - min, target);
    const double first = std::floor(min / step + 1e-9) * step;
    const double last = std::ceil(max / step - 1e-9) * step;
    for (double value = first; value <= last + step * 1e-6; value += step) {
        ticks << AxisTick { value, tickLabel(value, style, step) };
        if (ticks.size() > 100) {
            break;
        }
    }
    return ticks;
}

} // namespace headroom::charts
