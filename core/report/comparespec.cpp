// SPDX-License-Identifier: GPL-3.0-or-later
// Comparison across workloads: the % difference of a candidate system against a baseline for each workload

#include "model/quantityformat.h"
// (compression on/off, RDMA on/off, 10 vs 25 Gb), coloured by whether the candidate is better or worse.
#include "model/curve.h"
#include "model/units.h"
#include "specbuilders.h"
#include "specformat.h"

#include <cmath>

#include <QCoreApplication>

namespace headroom::charts {

namespace {

enum class Metric { Iops, Throughput, Latency };

// The workload's best point on a system: the highest IOPS, or throughput when there is no IOPS.
const Measurement* bestOf(const QList<Measurement>& measurements, const QString& workload)
{
    const Measurement* best = nullptr;
    const auto rate = [](const Measurement& m) { return m.totalIops() ? m.totalIops() : m.totalBytesPerSec(); };
    for (const Measurement& m : measurements) {
        if (m.workload.canonicalName() != workload || !m.isCurvePoint() || !rate(m)) {
            continue;
        }
        if (!best || *rate(m) > *rate(*best)) {
            best = &m;
        }
    }
    return best;
}

std::optional<double> valueOf(const Measurement& m, Metric metric, LatencyMetric latency)
{
    switch (metric) {
    case Metric::Iops:
        return m.totalIops();
    case Metric::Throughput:
        return m.totalBytesPerSec() ? std::optional(*m.totalBytesPerSec() / units::kBytesPerMB) : std::nullopt;
    case Metric::Latency:
        return latencyNsOf(m, latency) ? std::optional(units::nsToMs(*latencyNsOf(m, latency))) : std::nullopt;
    }
    return std::nullopt;
}

QString metricName(Metric metric, LatencyMetric latency)
{
    switch (metric) {
    case Metric::Iops:
        return QCoreApplication::translate("headroom::charts", "IOPS");
    case Metric::Throughput:
        return QCoreApplication::translate("headroom::charts", "MB/s");
    case Metric::Latency:
        return toString(latency) + QCoreApplication::translate("headroom::charts", " latency");
    }
    return {};
}

QString valueText(double value, Metric metric)
{
    return metric == Metric::Iops      ? format::iops(value)
        : metric == Metric::Throughput ? format::megabytesPerSec(value)
                                       : format::ms(value);
}

// The point of `workload` at exactly `load` outstanding I/Os (or target rate); the highest IOPS among several.
const Measurement* atLoad(const QList<Measurement>& measurements, const QString& workload, double load)
{
    const Measurement* found = nullptr;
    for (const Measurement& m : measurements) {
        const auto l = loadOf(m);
        if (m.workload.canonicalName() == workload && m.host.isEmpty() && l && std::abs(*l - load) < 1e-9
            && (!found || m.totalIops().value_or(0) > found->totalIops().value_or(0))) {
            found = &m;
        }
    }
    return found;
}

// The highest load both systems measured `workload` at; empty when they share none (or loads are unknown).
std::optional<double> commonLoad(const QList<Measurement>& a, const QList<Measurement>& b, const QString& workload)
{
    std::optional<double> best;
    for (const Measurement& m : a) {
        const auto l = loadOf(m);
        if (m.workload.canonicalName() == workload && m.host.isEmpty() && l && atLoad(b, workload, *l)
            && (!best || *l > *best)) {
            best = l;
        }
    }
    return best;
}

QString loadText(double load)
{
    return QuantityFormat::text().significant(load, 6);
}

QStringList workloadsOf(const QList<Measurement>& measurements)
{
    QStringList names;
    for (const Measurement& m : measurements) {
        if (!names.contains(m.workload.canonicalName())) {
            names << m.workload.canonicalName();
        }
    }
    return names;
}

// Latency is compared only between comparable points: at one load both systems ran (the best points may be
// QD 64 on one and QD 16 on the other: their latencies say nothing), else peak against peak, said so.
struct LatencyPoints {
    const Measurement* a;
    const Measurement* b;
    QString where;
};

LatencyPoints latencyPoints(const QList<Measurement>& base, const QList<Measurement>& candidate,
    const QString& workload, const Measurement* a, const Measurement* b)
{
    LatencyPoints points { a, b,
        QCoreApplication::translate("headroom::charts", "at each system's peak (peak vs peak; load not recorded)") };
    const auto loadA = loadOf(*a);
    const auto loadB = loadOf(*b);
    if (loadA && loadB && std::abs(*loadA - *loadB) < 1e-9) {
        points.where
            = QCoreApplication::translate("headroom::charts", "at load %1 on both (the peak)").arg(loadText(*loadA));
    } else if (const auto shared = loadA && loadB ? commonLoad(base, candidate, workload) : std::nullopt) {
        points = { atLoad(base, workload, *shared), atLoad(candidate, workload, *shared),
            QCoreApplication::translate("headroom::charts", "at load %1 on both").arg(loadText(*shared)) };
    } else if (loadA && loadB) {
        points.where = QCoreApplication::translate(
            "headroom::charts", "at each system's peak (peak vs peak: load %1 vs %2, no load in common)")
                           .arg(loadText(*loadA), loadText(*loadB));
    }
    return points;
}

// The two bar series (better, worse) and the range of their values, filled one difference at a time.
struct DifferenceBars {
    SpecSeries better { QCoreApplication::translate("headroom::charts", "better than the baseline"), 0, {} };
    SpecSeries worse { QCoreApplication::translate("headroom::charts", "worse than the baseline"), 1, {} };
    double lowest = 0;
    double highest = 0;
};

// One bar and one table row: `metric` of the workload from the baseline's point to the candidate's.
void addDifference(ChartSpec& spec, DifferenceBars& bars, const QString& workload, Metric metric,
    const QString& metricLabel, double from, double to, bool modeled, LatencyMetric latency)
{
    const double pct = (to - from) / from * 100.0;
    const bool isBetter = metric == Metric::Latency ? pct <= 0 : pct >= 0;
    const double index = static_cast<double>(spec.categories.size());
    spec.categories << QStringLiteral("%1\n%2").arg(workload,
        metric == Metric::Latency
            ? metricName(metric, latency)
            : QCoreApplication::translate("headroom::charts", "peak ") + metricName(metric, latency));
    const QString label = format::percentChange(pct);
    (isBetter ? bars.better : bars.worse).points << SpecPoint { index, pct, modeled, label };
    (isBetter ? bars.worse : bars.better).points << SpecPoint { index, 0, false, QString() };
    bars.lowest = std::min(bars.lowest, pct);
    bars.highest = std::max(bars.highest, pct);
    spec.table.rows << QList<SpecCell> { SpecCell { workload, workload }, SpecCell { metricLabel, metricLabel },
        SpecCell { valueText(from, metric), from }, SpecCell { valueText(to, metric), to }, SpecCell { label, pct } };
}

// The workload's rate (peak vs peak) and latency (see latencyPoints) differences; the points they used into `used`.
void addWorkload(ChartSpec& spec, DifferenceBars& bars, const QList<Measurement>& base,
    const QList<Measurement>& candidate, const QString& workload, LatencyMetric latency, QList<Measurement>& used)
{
    const Measurement* a = bestOf(base, workload);
    const Measurement* b = bestOf(candidate, workload);
    if (!a || !b) {
        spec.warnings << QCoreApplication::translate("headroom::charts", "%1: not measured on both systems, left out")
                             .arg(workload);
        return;
    }
    used << *a << *b;
    spec.anyModeled = spec.anyModeled || a->modeled || b->modeled;
    const Metric rate = a->totalIops() && b->totalIops() ? Metric::Iops : Metric::Throughput;
    const LatencyPoints latencyAt = latencyPoints(base, candidate, workload, a, b);
    for (const Metric metric : { rate, Metric::Latency }) {
        const Measurement* from_ = metric == Metric::Latency ? latencyAt.a : a;
        const Measurement* to_ = metric == Metric::Latency ? latencyAt.b : b;
        if (!from_ || !to_) {
            continue;
        }
        const auto from = valueOf(*from_, metric, latency);
        const auto to = valueOf(*to_, metric, latency);
        if (!from || !to || *from <= 0) {
            continue;
        }
        if (metric == Metric::Latency && (from_ != a || to_ != b)) {
            used << *from_ << *to_;
        }
        const QString metricLabel = metric == Metric::Latency
            ? QStringLiteral("%1 %2").arg(metricName(metric, latency), latencyAt.where)
            : QCoreApplication::translate("headroom::charts", "peak %1 (peak vs peak)")
                  .arg(metricName(metric, latency));
        addDifference(spec, bars, workloadDisplayName(a->workload), metric, metricLabel, *from, *to,
            from_->modeled || to_->modeled, latency);
    }
}

} // namespace

Expected<ChartSpec> buildCompareSpec(const ChartRequest& request, const ChartInput& input)
{
    const QStringList systems = request.systems.isEmpty() ? systemsWithData(input) : request.systems;
    if (systems.size() != 2) {
        return failField(QStringLiteral("systems"),
            QCoreApplication::translate(
                "headroom::charts", "a comparison needs exactly two systems: the baseline, then the candidate"));
    }
    const QList<Measurement> base = measurementsOf(input, systems[0]);
    const QList<Measurement> candidate = measurementsOf(input, systems[1]);
    ChartSpec spec;
    spec.kind = ChartKind::Compare;
    spec.stackedBars = true;
    spec.table.headers = { QCoreApplication::translate("headroom::charts", "Workload"),
        QCoreApplication::translate("headroom::charts", "Metric"), systems[0], systems[1],
        QCoreApplication::translate("headroom::charts", "Difference") };
    DifferenceBars bars;
    QList<Measurement> used;
    for (const QString& workload : request.workloads.isEmpty() ? workloadsOf(base) : request.workloads) {
        addWorkload(spec, bars, base, candidate, workload, request.latency, used);
    }
    if (spec.categories.isEmpty()) {
        return fail(QCoreApplication::translate("headroom::charts", "%1 and %2 have no workload measured on both")
                        .arg(systems[0], systems[1]));
    }
    spec.series << bars.better << bars.worse;
    spec.xAxis.title = QCoreApplication::translate("headroom::charts", "Workload");
    spec.yAxis.title = QCoreApplication::translate("headroom::charts", "Difference vs baseline (%)");
    const double margin = std::max(bars.highest - bars.lowest, 1.0) * 0.15; // room for the value labels
    spec.yAxis.tickStyle = TickStyle::SignedPercent;
    spec.yAxis.min = bars.lowest < 0 ? bars.lowest - margin : 0;
    spec.yAxis.max = bars.highest > 0 ? bars.highest + margin : 0;
    spec.title = QCoreApplication::translate("headroom::charts", "Difference by workload");
    spec.subtitle = QCoreApplication::translate(
        "headroom::charts", "%1 vs %2 (baseline): peak vs peak; latency at a load both ran; lower latency is better")
                        .arg(systems[1], systems[0]);
    spec.sources = sourceLines(used);
    spec.notes = latencyNotes(used, request.latency);
    return spec;
}

} // namespace headroom::charts
