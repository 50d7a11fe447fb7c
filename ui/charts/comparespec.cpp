// Comparison across workloads: the % difference of a candidate system against a baseline for each workload
// (compression on/off, RDMA on/off, 10 vs 25 Gb), coloured by whether the candidate is better or worse.
#include "model/units.h"
#include "specbuilders.h"
#include "specformat.h"

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
        return QStringLiteral("IOPS");
    case Metric::Throughput:
        return QStringLiteral("MB/s");
    case Metric::Latency:
        return toString(latency) + QStringLiteral(" latency");
    }
    return {};
}

QString valueText(double value, Metric metric)
{
    return metric == Metric::Iops      ? format::iops(value)
        : metric == Metric::Throughput ? format::megabytesPerSec(value)
                                       : format::ms(value);
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

} // namespace

Expected<ChartSpec> buildCompareSpec(const ChartRequest& request, const ChartInput& input)
{
    const QStringList systems = request.systems.isEmpty() ? systemsWithData(input) : request.systems;
    if (systems.size() != 2) {
        return fail(QStringLiteral("a comparison needs exactly two systems: --systems BASELINE,CANDIDATE"));
    }
    const QList<Measurement> base = measurementsOf(input, systems[0]);
    const QList<Measurement> candidate = measurementsOf(input, systems[1]);
    ChartSpec spec;
    spec.kind = ChartKind::Compare;
    spec.stackedBars = true;
    spec.table.headers = { QStringLiteral("Workload"), QStringLiteral("Metric"), systems[0], systems[1],
        QStringLiteral("Difference") };
    SpecSeries better { QStringLiteral("better than the baseline"), 0, {} };
    SpecSeries worse { QStringLiteral("worse than the baseline"), 1, {} };
    QList<Measurement> used;
    double lowest = 0;
    double highest = 0;
    const QStringList workloads = request.workloads.isEmpty() ? workloadsOf(base) : request.workloads;
    for (const QString& workload : workloads) {
        const Measurement* a = bestOf(base, workload);
        const Measurement* b = bestOf(candidate, workload);
        if (!a || !b) {
            spec.warnings << QStringLiteral("%1: not measured on both systems, left out").arg(workload);
            continue;
        }
        used << *a << *b;
        spec.anyModeled = spec.anyModeled || a->modeled || b->modeled;
        const Metric rate = a->totalIops() && b->totalIops() ? Metric::Iops : Metric::Throughput;
        for (const Metric metric : { rate, Metric::Latency }) {
            const auto from = valueOf(*a, metric, request.latency);
            const auto to = valueOf(*b, metric, request.latency);
            if (!from || !to || *from <= 0) {
                continue;
            }
            const double pct = (*to - *from) / *from * 100.0;
            const bool isBetter = metric == Metric::Latency ? pct <= 0 : pct >= 0;
            const double index = static_cast<double>(spec.categories.size());
            spec.categories << QStringLiteral("%1\n%2").arg(workload, metricName(metric, request.latency));
            const QString label = format::percentChange(pct);
            (isBetter ? better : worse).points << SpecPoint { index, pct, a->modeled || b->modeled, label };
            (isBetter ? worse : better).points << SpecPoint { index, 0, false, QString() };
            lowest = std::min(lowest, pct);
            highest = std::max(highest, pct);
            spec.table.rows << QList<SpecCell> { SpecCell { workload, workload },
                SpecCell { metricName(metric, request.latency), metricName(metric, request.latency) },
                SpecCell { valueText(*from, metric), *from }, SpecCell { valueText(*to, metric), *to },
                SpecCell { label, pct } };
        }
    }
    if (spec.categories.isEmpty()) {
        return fail(QStringLiteral("%1 and %2 have no workload measured on both").arg(systems[0], systems[1]));
    }
    spec.series << better << worse;
    spec.xAxis.title = QStringLiteral("Workload");
    spec.yAxis.title = QStringLiteral("Difference vs baseline (%)");
    const double margin = std::max(highest - lowest, 1.0) * 0.15; // room for the value labels
    spec.yAxis.tickStyle = TickStyle::SignedPercent;
    spec.yAxis.min = lowest < 0 ? lowest - margin : 0;
    spec.yAxis.max = highest > 0 ? highest + margin : 0;
    spec.title = QStringLiteral("Difference by workload");
    spec.subtitle = QStringLiteral("%1 vs %2 (baseline), at each workload's best point; lower latency is better")
                        .arg(systems[1], systems[0]);
    spec.sources = sourceLines(used);
    spec.notes = latencyNotes(used, request.latency);
    return spec;
}

} // namespace headroom::charts
