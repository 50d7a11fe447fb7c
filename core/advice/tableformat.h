// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "advisor.h"
#include "model/quantityformat.h"

// The formatters of the advisor's tables, one rule each, in the locale of the face that renders them
// (see advisortable.h). Not known: tablemark::notKnown(); read beyond the measured points: tablemark::extrapolated().
namespace headroom::tableformat {

// 4265213, "USD" → "$42,652.13" ("42.652,13 $" in German); other currencies "42,652.13 EUR" (QuantityFormat::money).
QString money(const QuantityFormat& format, std::int64_t cents, const QString& currency);
// Currency units per IOPS, to the cent: 0.1748 → "$0.17".
QString perIops(const QuantityFormat& format, const std::optional<double>& unitsPerIops, const QString& currency);
// IOPS of a reading, no decimals, marked when extrapolated.
QString iops(const QuantityFormat& format, const std::optional<CurveReading>& reading);
// THE latency rule: QuantityFormat::latencyNs (three significant digits, its unit said), marked when extrapolated.
QString latency(const QuantityFormat& format, const std::optional<CurveReading>& reading);
// A gain with the noise of its runs: "+230 % (1 run)", "+12 % ± 2.0 %".
QString gain(const QuantityFormat& format, const std::optional<double>& pct, const std::optional<GainNoise>& noise);
// How a reading was taken off its curve, or why there is none.
QString how(const std::optional<CurveReading>& reading);
// A formula followed by the noise of the runs behind it.
QString withNoise(const QString& formula, const std::optional<GainNoise>& noise);

} // namespace headroom::tableformat
