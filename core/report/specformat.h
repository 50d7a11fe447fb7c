// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "chartrequest.h"
#include "model/measurement.h"

#include <optional>

#include <QList>
#include <QString>
#include <QStringList>

// Numbers as a slide writes them, and the measurement readings the chart kinds share. No Qt Charts.
namespace headroom::charts::format {

// 350000 → "350K", 47423 → "47.4K", 6614 → "6,614", 1.2e6 → "1.2M".
QString iops(double value);
// Milliseconds with the digits that matter: 0.72 → "0.72 ms", 0.1356 → "0.136 ms", 123.3 → "123 ms".
QString ms(double milliseconds);
// 3392.8 → "3,393 MB/s".
QString megabytesPerSec(double value);
// QuantityFormat::gain, the one gain rule: +78.2 → "+78 %", −4.34 → "−4.3 %" (a real minus sign), 0 → "±0 %".
QString percentChange(double percent);
// A number with thousands separators and `decimals` decimals.
QString number(double value, int decimals);

} // namespace headroom::charts::format

namespace headroom::charts {

// The latency a chart plots for a measurement, in ns. Mean: the total mean. p95/p99: the combined percentile
// when the source gives one, else the slower of read and write.
std::optional<double> latencyNsOf(const Measurement& m, LatencyMetric metric);

// "Latency, p99 (ms)" plus, for percentiles, what they are.
QString latencyAxisTitle(LatencyMetric metric);
// The latency a chart's title names: "mean latency", "p95 latency" (translated).
QString latencyInTitle(LatencyMetric metric);

// One line per distinct source of these measurements: "report or file (file, date)".
QStringList sourceLines(const QList<Measurement>& measurements);

// Caveats the footnote must carry for these measurements (completion-latency percentiles, per-worker means).
QStringList latencyNotes(const QList<Measurement>& measurements, LatencyMetric metric);

// A short label for a load step: "QD 8", "10,000 IOPS target", or empty.
QString loadLabel(const Measurement& m);

} // namespace headroom::charts
