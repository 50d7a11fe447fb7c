// SPDX-License-Identifier: GPL-3.0-or-later
// buildAdvisorSpec(): the advisor's curves and figures as a chart spec (no Qt Charts here).
#include "advisorspec.h"

#include "advice/advisorheadline.h"
#include "advice/advisortext.h"
#include "model/units.h"
#include "specbuilders.h"
#include "specformat.h"

#include <algorithm>

#include <QCoreApplication>

namespace headroom::charts {

namespace {

QString reading(const CurveReading& r)
{
    return QCoreApplication::translate("headroom::charts", "%1 IOPS at %2")
        .arg(format::iops(r.iops), format::ms(units::nsToMs(r.latencyNs)));
}

QString optionName(const AdvisorOption& option)
{
    if (option.kind == OptionKind::AddNodes) {
        return QCoreApplication::translate("headroom::charts", "+%1 node(s), modeled").arg(option.nodesAdded);
    }
    return option.curve.system + QCoreApplication::translate("headroom::charts", " (network upgrade)");
}

SpecSeries seriesOf(const QString& name, int styleIndex, const AdvisorCurve& curve, QStringList& notes)
{
    SpecSeries series { name, styleIndex, {} };
    for (const CurvePoint& p : curve.points) {
        const CurveReading r { p.iops, p.latencyNs, false, {} };
        SpecPoint point { p.iops, units::nsToMs(p.latencyNs), curve.modeled,
            reading(r)
                + (p.runs > 1
                        ? QCoreApplication::translate("headroom::charts", " (mean of %1 runs; bars: lowest to highest)")
                              .arg(p.runs)
                        : QCoreApplication::translate("headroom::charts", " (measured once)")) };
        point.runs = p.runs;
        const QString barsNote = QCoreApplication::translate("headroom::charts",
            "a point with repeats is the mean of its runs; its bars span the lowest "
            "to the highest run");
        if (p.runs > 1 && !notes.contains(barsNote)) {
            notes << barsNote;
        }
        if (p.iopsSpread) {
            point.xRange = SpecRange { p.iopsSpread->min, p.iopsSpread->max };
        }
        if (p.latencySpread) {
            point.yRange = SpecRange { units::nsToMs(p.latencySpread->min), units::nsToMs(p.latencySpread->max) };
        }
        series.points << point;
    }
    return series;
}

// Peak, limit crossing and table rows of one curve. A curve that stays under the limit has no crossing: its figure
// there is its peak, labelled once.
void annotate(ChartSpec& spec, int seriesIndex, const CurveFigures& figures, bool reachesLimit)
{
    const QString& name = spec.series[seriesIndex].name;
    if (figures.peak) {
        spec.annotations << SpecAnnotation { AnnotationKind::Peak, seriesIndex, figures.peak->iops,
            units::nsToMs(figures.peak->latencyNs), 0,
            QCoreApplication::translate("headroom::charts", "peak ") + reading(*figures.peak),
            figures.peak->extrapolated };
        spec.table.rows << QList<SpecCell> { { name, name },
            { QCoreApplication::translate("headroom::charts", "peak"), QString() },
            { format::number(figures.peak->iops, 0), figures.peak->iops } };
    }
    if (figures.atLatencyLimit && reachesLimit) {
        const CurveReading& r = *figures.atLatencyLimit;
        spec.annotations << SpecAnnotation { AnnotationKind::LimitCrossing, seriesIndex, r.iops,
            units::nsToMs(r.latencyNs), 0, reading(r), r.extrapolated };
        spec.table.rows << QList<SpecCell> { { name, name },
            { QCoreApplication::translate("headroom::charts", "at the latency limit"), QString() },
            { format::number(r.iops, 0), r.iops } };
    }
}

QString gainText(const AdvisorResult& result, const AdvisorOption& option)
{
    const QString& currency = result.currency;
    const double limitNs = result.input.latencyLimitNs;
    const bool base = reachesLatencyLimit(result.input.baseline, limitNs);
    const bool other = reachesLatencyLimit(option.curve, limitNs);
    QStringList parts;
    if (option.peakGainPct) {
        parts << format::percentChange(*option.peakGainPct)
                + QCoreApplication::translate("headroom::charts", " peak IOPS") + noiseSuffix(option.peakGainNoise);
    }
    if (option.latencyLimitGainPct && (base || other)) {
        parts << format::percentChange(*option.latencyLimitGainPct)
                + (base && other ? QCoreApplication::translate("headroom::charts", " IOPS at the limit")
                                 : QCoreApplication::translate("headroom::charts", " IOPS within the limit"))
                + noiseSuffix(option.latencyLimitGainNoise);
    }
    const bool atLimit = decidesAtLatencyLimit(result) && (base || other);
    const auto perIops = atLimit ? option.costPerIopsAtLatencyLimit : option.costPerIopsAtPeak;
    if (perIops) {
        parts << QCoreApplication::translate("headroom::charts", "%1 per IOPS gained")
                     .arg(moneyPerIops(*perIops, currency));
    }
    if (!base && !other) {
        parts << QCoreApplication::translate("headroom::charts", "at peak: neither curve reaches the limit");
    }
    return optionName(option) + QStringLiteral(": ") + parts.join(QStringLiteral(", "));
}

void setAxes(ChartSpec& spec, double limitMs)
{
    double maxIops = 0, maxMs = limitMs;
    for (const SpecSeries& s : std::as_const(spec.series)) {
        for (const SpecPoint& p : s.points) {
            maxIops = std::max(maxIops, p.xRange ? std::max(p.x, p.xRange->high) : p.x);
            maxMs = std::max(maxMs, p.yRange ? std::max(p.y, p.yRange->high) : p.y);
        }
    }
    spec.xAxis = valueAxis(QCoreApplication::translate("headroom::charts", "IOPS"), 0, maxIops, false);
    spec.xAxis.tickStyle = TickStyle::Iops;
    spec.yAxis = valueAxis(QCoreApplication::translate("headroom::charts", "Latency, mean (ms)"), 0, maxMs, false);
}

} // namespace

ChartSpec buildAdvisorSpec(const AdvisorResult& result, const QList<Measurement>& used)
{
    const AdvisorInput& input = result.input;
    ChartSpec spec;
    spec.kind = ChartKind::Curve;
    spec.title
        = QCoreApplication::translate("headroom::charts", "%1: what each option buys").arg(workloadForPeople(input));
    spec.subtitle = QCoreApplication::translate("headroom::charts", "Baseline %1, %2 nodes · latency limit %3")
                        .arg(input.baseline.system)
                        .arg(input.nodes)
                        .arg(format::ms(units::nsToMs(input.latencyLimitNs)));
    spec.table.headers = { QCoreApplication::translate("headroom::charts", "Curve"),
        QCoreApplication::translate("headroom::charts", "Point"),
        QCoreApplication::translate("headroom::charts", "IOPS") };
    spec.series << seriesOf(input.baseline.system + QCoreApplication::translate("headroom::charts", " (baseline)"), 0,
        input.baseline, spec.notes);
    annotate(spec, 0, result.baseline, reachesLatencyLimit(input.baseline, input.latencyLimitNs));
    for (const AdvisorOption& option : result.options) {
        if (option.curve.points.empty()) {
            spec.warnings << QCoreApplication::translate("headroom::charts", "%1: not drawn, it has no point of %2")
                                 .arg(optionName(option), input.workload);
            continue;
        }
        const int index = static_cast<int>(spec.series.size());
        spec.series << seriesOf(optionName(option), index, option.curve, spec.notes);
        annotate(spec, index, option.figures, reachesLatencyLimit(option.curve, input.latencyLimitNs));
        spec.annotations << SpecAnnotation { AnnotationKind::Gain, index, 0, 0, 0, gainText(result, option),
            option.figures.extrapolated() };
        spec.anyModeled = spec.anyModeled || option.curve.modeled;
        if (option.kind == OptionKind::AddNodes) {
            spec.notes << QCoreApplication::translate(
                "headroom::charts", "added nodes modeled as IOPS × (1 + %1 × k / %2) at the same latency")
                              .arg(input.nodeScaling)
                              .arg(input.nodes);
        }
    }
    const double limitMs = units::nsToMs(input.latencyLimitNs);
    spec.annotations << SpecAnnotation { AnnotationKind::LimitLine, -1, 0, limitMs, 0,
        QCoreApplication::translate("headroom::charts", "latency limit %1").arg(format::ms(limitMs)), false };
    if (result.baseline.headroomLow && result.baseline.headroomHigh) {
        spec.annotations << SpecAnnotation { AnnotationKind::HeadroomBand, 0, result.baseline.headroomLow->iops, 0,
            result.baseline.headroomHigh->iops,
            QCoreApplication::translate("headroom::charts", "%1–%2 % of peak")
                .arg(input.headroomLowPct)
                .arg(input.headroomHighPct),
            false };
    }
    if (result.extrapolated) {
        spec.notes << QCoreApplication::translate(
            "headroom::charts", "some figures are extrapolated beyond the measured points");
    }
    spec.sources = sourceLines(used);
    setAxes(spec, limitMs);
    return spec;
}

} // namespace headroom::charts
