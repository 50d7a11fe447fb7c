// SPDX-License-Identifier: GPL-3.0-or-later
// Curves: IOPS (x) against latency (y) per system, with peaks, the latency limit, the headroom band and gains.
// The readings (peak, IOPS at a limit, N % of peak) come from core/advice's curve math; nothing is extrapolated.
#include "advice/curvemath.h"
#include "model/curve.h"
#include "model/runspread.h"
#include "model/units.h"
#include "specbuilders.h"
#include "specformat.h"

#include <algorithm>

#include <QCoreApplication>

namespace headroom::charts {

namespace {

constexpr double kBandLowPct = 60.0;
constexpr double kBandHighPct = 70.0;

struct CurveData {
    QString system;
    std::vector<CurvePoint> points; // latency in ns of the chosen metric
    std::optional<CurveReading> peak;
    std::optional<CurveReading> atLimit;
    std::optional<CurveReading> bandLow;
    std::optional<CurveReading> bandHigh;
};

double toMs(double ns)
{
    return units::nsToMs(ns);
}

QString reading(const CurveReading& r)
{
    return QCoreApplication::translate("headroom::charts", "%1 IOPS at %2")
        .arg(format::iops(r.iops), format::ms(toMs(r.latencyNs)));
}

SpecCell cell(const QString& text, const QVariant& raw)
{
    return SpecCell { text, raw };
}
SpecCell numberCell(double value, const QString& text)
{
    return SpecCell { text, value };
}

double change(double from, double to)
{
    return (to - from) / from * 100.0;
}

// What the runs behind a point add to the chart: error bars from the lowest to the highest run, the ± the table shows
// (the 95 % interval from 3 runs, half the range of 2) and how many runs there were.
struct RunBars {
    std::optional<SpecRange> iops;
    std::optional<SpecRange> latencyMs;
    QString iopsPlusMinus; // " ± 412"
    QString latencyPlusMinus;
    QString runsText; // "measured once", "mean of 3 runs, ± 95 % interval"
    QString labelSuffix; // for the point's label
};

RunBars runBars(const PointRuns& runs, LatencyMetric metric)
{
    RunBars bars;
    const int n = runs.runCount();
    if (n < 2) {
        bars.runsText = QCoreApplication::translate("headroom::charts", "measured once");
        bars.labelSuffix = QCoreApplication::translate("headroom::charts", " (measured once)");
        return bars;
    }
    std::vector<double> latencies;
    for (const Measurement& run : runs.runs) {
        if (const auto ns = latencyNsOf(run, metric)) {
            latencies.push_back(toMs(*ns));
        }
    }
    const std::optional<RunSpread> latency = spreadOf(latencies);
    const auto plusMinus = [n](const std::optional<RunSpread>& s) -> std::optional<double> {
        if (!s || s->runs < 2) {
            return std::nullopt;
        }
        return n >= 3 && s->ci95HalfWidth ? *s->ci95HalfWidth : s->range() / 2.0;
    };
    if (runs.iops) {
        bars.iops = SpecRange { runs.iops->min, runs.iops->max };
        if (const auto pm = plusMinus(runs.iops)) {
            bars.iopsPlusMinus = QStringLiteral(" ± ") + format::number(*pm, 0);
        }
    }
    if (latency && latency->runs >= 2) {
        bars.latencyMs = SpecRange { latency->min, latency->max };
        if (const auto pm = plusMinus(latency)) {
            bars.latencyPlusMinus = QStringLiteral(" ± ") + format::ms(*pm);
        }
    }
    bars.runsText = n >= 3
        ? QCoreApplication::translate("headroom::charts", "mean of %1 runs, ± 95 % interval").arg(n)
        : QCoreApplication::translate("headroom::charts", "mean of %1 runs, ± half their range").arg(n);
    bars.labelSuffix
        = QCoreApplication::translate("headroom::charts", " (mean of %1 runs; bars: lowest to highest)").arg(n);
    return bars;
}

// Puts the measured points of one system into the spec and returns its curve data.
CurveData addCurve(
    ChartSpec& spec, const QString& system, const QList<Measurement>& measurements, const ChartRequest& request)
{
    const Curve curve = Curve::fromMeasurements(system, request.workloads.join(QLatin1Char(',')), measurements);
    CurveData data { system, {}, {}, {}, {}, {} };
    SpecSeries series { system, static_cast<int>(spec.series.size()), {} };
    int modeled = 0;
    for (qsizetype index = 0; index < curve.points.size(); ++index) {
        const Measurement& m = curve.points[index];
        const PointRuns& runs = curve.runs[index];
        const auto iops = m.totalIops();
        const auto latencyNs = latencyNsOf(m, request.latency);
        if (!iops || !latencyNs) {
            spec.warnings << QCoreApplication::translate("headroom::charts", "%1, %2 (%3): no %4, left out")
                                 .arg(system, m.workload.canonicalName(), loadLabel(m),
                                     iops ? toString(request.latency)
                                             + QCoreApplication::translate("headroom::charts", " latency")
                                          : QCoreApplication::translate("headroom::charts", "IOPS"));
            continue;
        }
        data.points.push_back({ *iops, *latencyNs });
        const QString load = loadLabel(m);
        if (!m.warning.isEmpty()) { // an interrupted run: its point is drawn, and the footnote says why to doubt it
            spec.notes << QStringLiteral("%1%2: %3")
                              .arg(system, load.isEmpty() ? QString() : QStringLiteral(", ") + load, m.warning);
        }
        const RunBars bars = runBars(runs, request.latency);
        SpecPoint point { *iops, toMs(*latencyNs), m.modeled,
            (load.isEmpty() ? QString() : load + QStringLiteral(": ")) + reading({ *iops, *latencyNs, false, {} })
                + bars.labelSuffix };
        point.runs = runs.runCount();
        const QString barsNote = QCoreApplication::translate("headroom::charts",
            "a point with repeats is the mean of its runs; its bars span the lowest "
            "to the highest run");
        if (point.runs > 1 && !spec.notes.contains(barsNote)) {
            spec.notes << barsNote;
        }
        point.xRange = bars.iops;
        point.yRange = bars.latencyMs;
        series.points << point;
        modeled += m.modeled ? 1 : 0;
        spec.table.rows << QList<SpecCell> { cell(system, system),
            cell(load.isEmpty() ? workloadDisplayName(m.workload) : load, m.loadSetting.value_or(0)),
            numberCell(*iops, format::number(*iops, 0) + bars.iopsPlusMinus),
            numberCell(toMs(*latencyNs), format::ms(toMs(*latencyNs)) + bars.latencyPlusMinus),
            cell(QStringLiteral("%1, %2").arg(m.modeled ? QCoreApplication::translate("headroom::charts", "modeled")
                                                        : QCoreApplication::translate("headroom::charts", "measured"),
                     bars.runsText),
                m.modeled) };
    }
    if (modeled > 0) {
        series.name += QCoreApplication::translate("headroom::charts", " (%1 modeled)").arg(modeled);
        spec.anyModeled = true;
    }
    if (!series.points.isEmpty()) {
        spec.series << series;
    }
    return data;
}

void addReadings(ChartSpec& spec, CurveData& data, int seriesIndex, const ChartRequest& request)
{
    data.peak = curvemath::peak(data.points);
    if (!data.peak) {
        return;
    }
    const auto row = [&](const QString& what, const CurveReading& r, const QString& note) {
        spec.table.rows << QList<SpecCell> { cell(data.system, data.system), cell(what, what),
            numberCell(r.iops, format::number(r.iops, 0)), numberCell(toMs(r.latencyNs), format::ms(toMs(r.latencyNs))),
            cell(note, note) };
    };
    row(QCoreApplication::translate("headroom::charts", "peak"), *data.peak, data.peak->how);
    if (request.annotations.peaks) {
        spec.annotations << SpecAnnotation { AnnotationKind::Peak, seriesIndex, data.peak->iops,
            toMs(data.peak->latencyNs), 0,
            QCoreApplication::translate("headroom::charts", "peak ") + reading(*data.peak), false };
    }
    if (request.latencyLimitMs) {
        data.atLimit = curvemath::iopsAtLatencyLimit(data.points, units::msToNs(*request.latencyLimitMs));
        if (data.atLimit) {
            row(QCoreApplication::translate("headroom::charts", "at the %1 limit")
                    .arg(format::ms(*request.latencyLimitMs)),
                *data.atLimit, data.atLimit->how);
            if (request.annotations.latencyLimit) {
                spec.annotations << SpecAnnotation { AnnotationKind::LimitCrossing, seriesIndex, data.atLimit->iops,
                    toMs(data.atLimit->latencyNs), 0, reading(*data.atLimit), false };
            }
        } else {
            spec.warnings << QCoreApplication::translate("headroom::charts", "%1: every point is above the %2 limit")
                                 .arg(data.system, format::ms(*request.latencyLimitMs));
        }
    }
    data.bandLow = curvemath::atPercentOfPeak(data.points, kBandLowPct);
    data.bandHigh = curvemath::atPercentOfPeak(data.points, kBandHighPct);
    for (const auto& [pct, r] :
        { std::pair { kBandLowPct, data.bandLow }, std::pair { kBandHighPct, data.bandHigh } }) {
        if (r) {
            row(QCoreApplication::translate("headroom::charts", "%1 % of peak").arg(pct, 0, 'f', 0), *r, r->how);
        }
    }
    if (request.annotations.headroomBand) {
        spec.annotations << SpecAnnotation { AnnotationKind::HeadroomBand, seriesIndex,
            data.peak->iops * kBandLowPct / 100.0, 0, data.peak->iops * kBandHighPct / 100.0,
            QCoreApplication::translate("headroom::charts", "60–70 % of peak"), false };
    }
}

// "+78 % peak IOPS, −49 % latency at peak" for each curve against the first (the baseline).
void addGains(ChartSpec& spec, const QList<CurveData>& curves, const ChartRequest& request)
{
    const CurveData& base = curves.front();
    for (qsizetype i = 1; i < curves.size(); ++i) {
        const CurveData& other = curves[i];
        if (!base.peak || !other.peak) {
            continue;
        }
        QStringList parts;
        const double iopsGain = change(base.peak->iops, other.peak->iops);
        const double latencyGain = change(base.peak->latencyNs, other.peak->latencyNs);
        parts << QCoreApplication::translate("headroom::charts", "%1 peak IOPS, %2 latency at peak")
                     .arg(format::percentChange(iopsGain), format::percentChange(latencyGain));
        QList<SpecCell> gainRow {
            cell(QCoreApplication::translate("headroom::charts", "%1 vs %2").arg(other.system, base.system), QString()),
            cell(QCoreApplication::translate("headroom::charts", "gain at peak"), QString()),
            numberCell(iopsGain, format::percentChange(iopsGain)),
            numberCell(latencyGain, format::percentChange(latencyGain)), cell(QString(), QString())
        };
        spec.table.rows << gainRow;
        if (base.atLimit && other.atLimit) {
            const double limitGain = change(base.atLimit->iops, other.atLimit->iops);
            parts << QCoreApplication::translate("headroom::charts", "%1 IOPS at %2")
                         .arg(format::percentChange(limitGain), format::ms(*request.latencyLimitMs));
            gainRow[1] = cell(QCoreApplication::translate("headroom::charts", "gain at the limit"), QString());
            gainRow[2] = numberCell(limitGain, format::percentChange(limitGain));
            gainRow[3] = cell(QString(), QString());
            spec.table.rows << gainRow;
        }
        if (request.annotations.gains) {
            spec.annotations << SpecAnnotation { AnnotationKind::Gain, static_cast<int>(i), 0, 0, 0,
                QCoreApplication::translate("headroom::charts", "%1 vs %2: %3")
                    .arg(other.system, base.system, parts.join(QStringLiteral(", "))),
                false };
        }
    }
}

} // namespace

Expected<ChartSpec> buildCurveSpec(const ChartRequest& request, const ChartInput& input)
{
    if (request.workloads.isEmpty()) {
        return failField(QStringLiteral("workload"),
            QCoreApplication::translate(
                "headroom::charts", "a curve needs a workload (several names, comma-separated, make one curve)"));
    }
    ChartSpec spec;
    spec.kind = ChartKind::Curve;
    spec.table.headers = { QCoreApplication::translate("headroom::charts", "System"),
        QCoreApplication::translate("headroom::charts", "Point"),
        QCoreApplication::translate("headroom::charts", "IOPS"), latencyAxisTitle(request.latency),
        QCoreApplication::translate("headroom::charts", "How") };
    QList<CurveData> curves;
    QList<Measurement> used;
    for (const QString& system : systemsWithData(input)) {
        const QList<Measurement> measurements = measurementsOf(input, system);
        const qsizetype before = spec.series.size();
        CurveData data = addCurve(spec, system, measurements, request);
        if (spec.series.size() == before) {
            continue;
        }
        addReadings(spec, data, static_cast<int>(before), request);
        curves << data;
        used << measurements;
    }
    // A system asked for that has nothing to draw is said, never dropped in silence.
    for (const QString& system : request.systems) {
        if (std::none_of(curves.cbegin(), curves.cend(), [&](const CurveData& c) { return c.system == system; })) {
            spec.warnings << QCoreApplication::translate(
                "headroom::charts", "%1: not drawn, no point of %2 with both IOPS and a %3 latency")
                                 .arg(system, request.workloads.join(QStringLiteral(", ")), toString(request.latency));
        }
    }
    if (curves.isEmpty()) {
        return fail(
            QCoreApplication::translate("headroom::charts", "no measurement of %1 has both IOPS and a %2 latency")
                .arg(request.workloads.join(QStringLiteral(", ")), toString(request.latency)));
    }
    if (request.latencyLimitMs && request.annotations.latencyLimit) {
        spec.annotations << SpecAnnotation { AnnotationKind::LimitLine, -1, 0, *request.latencyLimitMs, 0,
            QCoreApplication::translate("headroom::charts", "latency limit %1")
                .arg(format::ms(*request.latencyLimitMs)),
            false };
    }
    addGains(spec, curves, request);
    double maxIops = 0, minIops = 0, maxMs = request.latencyLimitMs.value_or(0), minMs = 0;
    for (const SpecSeries& s : std::as_const(spec.series)) {
        for (const SpecPoint& p : s.points) {
            // Error bars stay inside the plot.
            const double highX = p.xRange ? std::max(p.x, p.xRange->high) : p.x;
            const double lowX = p.xRange ? std::min(p.x, p.xRange->low) : p.x;
            const double highY = p.yRange ? std::max(p.y, p.yRange->high) : p.y;
            const double lowY = p.yRange ? std::min(p.y, p.yRange->low) : p.y;
            maxIops = std::max(maxIops, highX);
            maxMs = std::max(maxMs, highY);
            minIops = minIops == 0 ? lowX : std::min(minIops, lowX);
            minMs = minMs == 0 ? lowY : std::min(minMs, lowY);
        }
    }
    spec.xAxis = valueAxis(QCoreApplication::translate("headroom::charts", "IOPS"), minIops, maxIops, request.logX);
    spec.xAxis.tickStyle = TickStyle::Iops;
    spec.yAxis = valueAxis(latencyAxisTitle(request.latency), minMs, maxMs, request.logY);
    spec.title = QCoreApplication::translate("headroom::charts", "%1: IOPS vs %2", "workload, latency")
                     .arg(workloadsForPeople(request.workloads, input.measurements), latencyInTitle(request.latency));
    spec.subtitle = QStringList(systemsWithData(input)).join(QStringLiteral(" · "));
    spec.sources = sourceLines(used);
    spec.notes = latencyNotes(used, request.latency) + spec.notes; // then the interrupted runs addCurve noted
    return spec;
}

} // namespace headroom::charts
