// SPDX-License-Identifier: GPL-3.0-or-later
#include "tableformat.h"

#include "advisortable.h"
#include "advisortext.h"

#include <cmath>

#include <QCoreApplication>

namespace headroom::tableformat {

QString money(const QuantityFormat& format, std::int64_t cents, const QString& currency)
{
    return format.money(cents, currency);
}

QString perIops(const QuantityFormat& format, const std::optional<double>& unitsPerIops, const QString& currency)
{
    if (!unitsPerIops) {
        return tablemark::notKnown();
    }
    return money(format, static_cast<std::int64_t>(std::llround(*unitsPerIops * 100.0)), currency);
}

QString iops(const QuantityFormat& format, const std::optional<CurveReading>& reading)
{
    if (!reading) {
        return tablemark::notKnown();
    }
    return format.number(reading->iops, 0) + (reading->extrapolated ? tablemark::extrapolated() : QString());
}

QString latency(const QuantityFormat& format, const std::optional<CurveReading>& reading)
{
    if (!reading) {
        return tablemark::notKnown();
    }
    return format.latencyNs(reading->latencyNs) + (reading->extrapolated ? tablemark::extrapolated() : QString());
}

QString gain(const QuantityFormat& format, const std::optional<double>& pct, const std::optional<GainNoise>& noise)
{
    return pct ? format.gain(*pct) + noiseSuffix(noise, format) : tablemark::notKnown();
}

QString how(const std::optional<CurveReading>& reading)
{
    return reading ? reading->how
                   : QCoreApplication::translate(
                       "headroom::advice", "not on the measured curve (allow extrapolation to estimate)");
}

QString withNoise(const QString& formula, const std::optional<GainNoise>& noise)
{
    const QString text = noiseText(noise);
    return text.isEmpty() ? formula : formula + QLatin1Char(' ') + text;
}

} // namespace headroom::tableformat
