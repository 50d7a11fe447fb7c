// SPDX-License-Identifier: GPL-3.0-or-later
// Latency distribution: the percentile curve (p1 … p99.99) of each system or, for one system, of each load step,

#include "model/quantityformat.h"
// from the stored percentiles or, when there are none, from the stored histogram.
#include "model/curve.h"
#include "model/units.h"
#include "specbuilders.h"
#include "specformat.h"

#include <algorithm>
#include <cmath>

#include <QCoreApplication>

namespace headroom::charts {

namespace {

double nines(double percent)
{
    return -std::log10(1.0 - percent / 100.0);
}

// Percentiles read off histogram bins: the first bin whose cumulative count reaches the percent.
std::map<double, double> percentilesFromHistogram(std::vector<HistogramBin> bins)
{
    std::map<double, double> result;
    std::sort(bins.begin(), bins.end(),
        [](const HistogramBin& a, const HistogramBin& b) { return a.latencyNs < b.latencyNs; });
    std::uint64_t total = 0;
    for (const HistogramBin& bin : bins) {
        total += bin.count;
    }
    if (total == 0) {
        return result;
    }
    for (const double percent : fioPercentiles()) {
        const double wanted = percent / 100.0 * static_cast<double>(total);
        std::uint64_t seen = 0;
        for (const HistogramBin& bin : bins) {
            seen += bin.count;
            if (static_cast<double>(seen) >= wanted) {
                result[percent] = static_cast<double>(bin.latencyNs);
                break;
            }
        }
    }
    return result;
}

std::map<double, double> percentilesOf(const LatencyStats& stats, bool* fromHistogram)
{
    if (!stats.percentilesNs.empty()) {
        return stats.percentilesNs;
    }
    *fromHistogram = !stats.histogram.empty();
    return percentilesFromHistogram(stats.histogram);
}

QList<QPair<double, QString>> ninesTicks()
{
    return { { 0.0, QStringLiteral("p0") }, { nines(50), QStringLiteral("p50") }, { nines(90), QStringLiteral("p90") },
        { nines(99), QStringLiteral("p99") }, { nines(99.9), QStringLiteral("p99.9") },
        { nines(99.99), QStringLiteral("p99.99") } };
}

// The measurement with the highest IOPS; a percentile curve of one point of a sweep.
const Measurement* peakOf(const QList<Measurement>& measurements)
{
    const Measurement* best = nullptr;
    for (const Measurement& m : measurements) {
        if (m.isCurvePoint() && (!best || m.totalIops().value_or(0) > best->totalIops().value_or(0))) {
            best = &m;
        }
    }
    return best;
}

// The measurements drawn, each with its series name's prefix: every load step of one system, or the peak of each.
QList<QPair<QString, Measurement>> chosenMeasurements(const ChartInput& input, const QStringList& systems)
{
    QList<QPair<QString, Measurement>> chosen;
    if (systems.size() == 1) {
        const Curve curve = Curve::fromMeasurements(systems[0], QString(), measurementsOf(input, systems[0]));
        for (const Measurement& m : curve.points) {
            const QString load = loadLabel(m);
            chosen << qMakePair(load.isEmpty() ? workloadDisplayName(m.workload) : load, m);
        }
        return chosen;
    }
    for (const QString& system : systems) {
        const QList<Measurement> measurements = measurementsOf(input, system);
        if (const Measurement* m = peakOf(measurements)) {
            chosen << qMakePair(system, *m);
        }
    }
    return chosen;
}

} // namespace

Expected<ChartSpec> buildPercentileSpec(const ChartRequest& request, const ChartInput& input)
{
    ChartSpec spec;
    spec.kind = ChartKind::Percentiles;
    spec.table.headers = { QCoreApplication::translate("headroom::charts", "Series"),
        QCoreApplication::translate("headroom::charts", "Percentile"),
        QCoreApplication::translate("headroom::charts", "Latency (ms)") };
    const QStringList systems = systemsWithData(input);
    const QList<QPair<QString, Measurement>> chosen = chosenMeasurements(input, systems);
    bool anyHistogram = false;
    double lowMs = 0, highMs = 0, highestNines = nines(99);
    QList<Measurement> used;
    for (const auto& [prefix, m] : std::as_const(chosen)) {
        for (const auto& [direction, stats] :
            { std::pair { QCoreApplication::translate("headroom::charts", "read"), &m.read },
                std::pair { QCoreApplication::translate("headroom::charts", "write"), &m.write },
                std::pair { QCoreApplication::translate("headroom::charts", "all I/O"), &m.combined } }) {
            bool fromHistogram = false;
            const auto percentiles = percentilesOf(stats->latency, &fromHistogram);
            if (percentiles.empty()) {
                continue;
            }
            anyHistogram = anyHistogram || fromHistogram;
            SpecSeries series { QStringLiteral("%1 · %2").arg(prefix, direction), static_cast<int>(spec.series.size()),
                {} };
            for (const auto& [percent, ns] : percentiles) {
                if (percent >= 100.0 || percent <= 0.0) {
                    continue;
                }
                const double latencyMs = units::nsToMs(ns);
                const QString pName = QStringLiteral("p") + QuantityFormat::plain().significant(percent, 6);
                series.points << SpecPoint { nines(percent), latencyMs, m.modeled,
                    QStringLiteral("%1 %2").arg(pName, format::ms(latencyMs)) };
                spec.table.rows << QList<SpecCell> { SpecCell { series.name, series.name }, SpecCell { pName, percent },
                    SpecCell { format::ms(latencyMs), latencyMs } };
                lowMs = lowMs == 0 ? latencyMs : std::min(lowMs, latencyMs);
                highMs = std::max(highMs, latencyMs);
                highestNines = std::max(highestNines, nines(percent));
            }
            spec.anyModeled = spec.anyModeled || m.modeled;
            spec.series << series;
        }
        used << m;
    }
    if (spec.series.isEmpty()) {
        return fail(
            QCoreApplication::translate("headroom::charts", "no latency percentiles or histograms stored for %1")
                .arg(request.workloads.isEmpty() ? QCoreApplication::translate("headroom::charts", "these systems")
                                                 : request.workloads.join(QStringLiteral(", "))));
    }
    spec.xAxis.title = QCoreApplication::translate("headroom::charts", "Percentile");
    spec.xAxis.scale = AxisScale::Nines;
    spec.xAxis.min = 0;
    spec.xAxis.max = std::ceil(highestNines);
    spec.xAxis.ticks = ninesTicks();
    spec.yAxis
        = valueAxis(QCoreApplication::translate("headroom::charts", "Latency (ms)"), lowMs, highMs, request.logY);
    spec.title = QCoreApplication::translate("headroom::charts", "%1: latency percentiles")
                     .arg(request.workloads.isEmpty() ? QCoreApplication::translate("headroom::charts", "all workloads")
                                                      : workloadsForPeople(request.workloads, input.measurements));
    spec.subtitle = systems.size() == 1
        ? systems[0] + QCoreApplication::translate("headroom::charts", ", one curve per load step")
        : QCoreApplication::translate("headroom::charts", "each system at its highest-IOPS point");
    spec.sources = sourceLines(used);
    spec.notes = latencyNotes(used, LatencyMetric::P99);
    spec.notes.removeIf([](const QString& note) { return note.contains(QLatin1String("slower direction")); });
    if (anyHistogram) {
        spec.notes << QCoreApplication::translate(
            "headroom::charts", "some percentiles read off stored histogram bins");
    }
    return spec;
}

} // namespace headroom::charts
