// SPDX-License-Identifier: GPL-3.0-or-later
// The workbook's measurement and curve sheets (adviceworkbook.h).
#include "advice/advisortable.h"
#include "adviceworkbook.h"

#include <QFileInfo>

namespace headroom {

namespace {
using xlsx::Cell;
using xlsx::Sheet;

std::optional<double> ms(const std::optional<double>& ns)
{
    return ns ? std::optional<double>(*ns / 1e6) : std::nullopt;
}

std::optional<double> number(const std::optional<int>& value)
{
    return value ? std::optional<double>(*value) : std::nullopt;
}

// The latency the percentiles are of: both directions together when the source gave that, else the one direction
// that ran; a mixed run without a combined figure has per-direction means only.
const LatencyStats* percentileStats(const Measurement& m)
{
    if (!m.combined.latency.isEmpty()) {
        return &m.combined.latency;
    }
    if (m.write.isEmpty()) {
        return &m.read.latency;
    }
    return m.read.isEmpty() ? &m.write.latency : nullptr;
}

struct Column {
    const char* header;
    const char* format; // Excel's number format; empty: General
};

const Column kMeasurementColumns[] = {
    { "System", "" },
    { "Workload", "" },
    { "Name in the source", "" },
    { "Block size (bytes)", "#,##0" },
    { "Read (%)", "0" },
    { "Random (%)", "0" },
    { "Queue depth (per job)", "0" },
    { "Jobs", "0" },
    { "Load: outstanding I/Os (queue depth × jobs)", "0" },
    { "Load: target rate (IOPS)", "#,##0" },
    { "IOPS", "#,##0" },
    { "MB/s (10⁶ B/s)", "#,##0.0" },
    { "Read IOPS", "#,##0" },
    { "Write IOPS", "#,##0" },
    { "Latency, mean (ms)", "0.000" },
    { "Read latency, mean (ms)", "0.000" },
    { "Write latency, mean (ms)", "0.000" },
    { "Latency p50 (ms)", "0.000" },
    { "Latency p99 (ms)", "0.000" },
    { "Latency p99.9 (ms)", "0.000" },
    { "Latency, max (ms)", "0.000" },
    { "Run", "0" },
    { "Modeled", "" },
    { "Measured at (UTC)", "" },
    { "Source kind", "" },
    { "Source file", "" },
    { "SHA-256", "" },
    { "Reference", "" },
    { "Host", "" },
};

QList<Cell> measurementRow(const Measurement& m)
{
    const Workload& w = m.workload;
    const std::optional<int> depth = w.queueDepth ? w.queueDepth : m.queueDepth;
    const std::optional<double> outstanding
        = depth && w.jobs ? std::optional<double>(double(*depth) * double(*w.jobs)) : std::nullopt;
    const LatencyStats* stats = percentileStats(m);
    const auto percentile = [stats](double p) { return stats ? ms(stats->percentileNs(p)) : std::nullopt; };
    const std::optional<double> bytesPerSec = m.totalBytesPerSec();
    const QDateTime when = m.measuredAt.isValid() ? m.measuredAt : m.source.importedAt;
    return { m.systemName, describeTest(w), w.name.isEmpty() ? w.canonicalName() : w.name,
        w.blockSizeBytes ? Cell(double(*w.blockSizeBytes)) : Cell(), w.readPct, w.randomPct, number(depth),
        number(w.jobs), outstanding, w.targetIops, m.totalIops(), bytesPerSec ? Cell(*bytesPerSec / 1e6) : Cell(),
        m.read.iops, m.write.iops, ms(m.meanLatencyNs()), ms(m.read.latency.meanNs), ms(m.write.latency.meanNs),
        percentile(50), percentile(99), percentile(99.9), stats ? ms(stats->maxNs) : Cell(), number(m.runNumber),
        m.modeled ? QStringLiteral("yes") : QStringLiteral("no"),
        when.isValid() ? when.toUTC().toString(Qt::ISODate) : QString(), toString(m.source.kind),
        QFileInfo(m.source.file).fileName(), m.source.sha256, m.source.reference, m.host };
}

const Column kCurveColumns[] = {
    { "Curve", "" },
    { "System", "" },
    { "Modeled", "" },
    { "Point", "0" },
    { "IOPS", "#,##0" },
    { "Latency, mean (ms)", "0.000" },
    { "Runs", "0" },
    { "IOPS, lowest run", "#,##0" },
    { "IOPS, highest run", "#,##0" },
    { "Latency, lowest run (ms)", "0.000" },
    { "Latency, highest run (ms)", "0.000" },
};

void addCurve(Sheet& sheet, const QString& name, const AdvisorCurve& curve)
{
    for (std::size_t i = 0; i < curve.points.size(); ++i) {
        const CurvePoint& p = curve.points[i];
        sheet.rows << QList<Cell> { name, curve.system, curve.modeled ? QStringLiteral("yes") : QStringLiteral("no"),
            Cell(int(i) + 1), p.iops, p.latencyNs / 1e6, p.runs, p.iopsSpread ? Cell(p.iopsSpread->min) : Cell(),
            p.iopsSpread ? Cell(p.iopsSpread->max) : Cell(),
            p.latencySpread ? Cell(p.latencySpread->min / 1e6) : Cell(),
            p.latencySpread ? Cell(p.latencySpread->max / 1e6) : Cell() };
    }
}

template <std::size_t N> Sheet sheetWith(const QString& name, const Column (&columns)[N])
{
    Sheet sheet { name, {}, {}, {} };
    for (const Column& c : columns) {
        sheet.headers << QString::fromUtf8(c.header);
        sheet.numberFormats << QString::fromUtf8(c.format);
    }
    return sheet;
}
} // namespace

Sheet measurementsSheet(const QList<Measurement>& used)
{
    Sheet sheet = sheetWith(QStringLiteral("Measurements"), kMeasurementColumns);
    for (const Measurement& m : used) {
        sheet.rows << measurementRow(m);
    }
    return sheet;
}

Sheet curvesSheet(const AdvisorResult& result)
{
    Sheet sheet = sheetWith(QStringLiteral("Curves"), kCurveColumns);
    addCurve(sheet, optionRowName(result, nullptr), result.input.baseline);
    for (const AdvisorOption& option : result.options) {
        addCurve(sheet, optionRowName(result, &option), option.curve);
    }
    return sheet;
}

} // namespace headroom
