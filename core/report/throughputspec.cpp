// SPDX-License-Identifier: GPL-3.0-or-later
// Throughput per node against the link's theoretical maximum (the report's 3,393 vs 3,125 MB/s).
#include "model/units.h"
#include "specbuilders.h"
#include "specformat.h"

#include <QCoreApplication>

namespace headroom::charts {

namespace {

SpecCell numberCell(std::optional<double> value, int decimals, const QString& unit = {})
{
    if (!value) {
        return SpecCell { QStringLiteral("–"), QVariant() };
    }
    return SpecCell { format::number(*value, decimals) + unit, *value };
}

// The whole-system measurement with the highest throughput; host rows are parts of a run.
const Measurement* bestOf(const QList<Measurement>& measurements)
{
    const Measurement* best = nullptr;
    for (const Measurement& m : measurements) {
        if (!m.isCurvePoint() || !m.totalBytesPerSec()) {
            continue;
        }
        if (!best || *m.totalBytesPerSec() > *best->totalBytesPerSec()) {
            best = &m;
        }
    }
    return best;
}

QString linkText(const SystemConfig& system)
{
    return QCoreApplication::translate("headroom::charts", "%1 GbE")
        .arg(format::number(system.linkGbps.value_or(0), 0));
}

QStringList tableHeaders()
{
    return { QCoreApplication::translate("headroom::charts", "System"),
        QCoreApplication::translate("headroom::charts", "Cluster MB/s"),
        QCoreApplication::translate("headroom::charts", "Nodes"),
        QCoreApplication::translate("headroom::charts", "Per node MB/s"),
        QCoreApplication::translate("headroom::charts", "One port MB/s"),
        QCoreApplication::translate("headroom::charts", "Node links MB/s"),
        QCoreApplication::translate("headroom::charts", "% of one port"),
        QCoreApplication::translate("headroom::charts", "% of node links") };
}

} // namespace

Expected<ChartSpec> buildThroughputSpec(const ChartRequest& request, const ChartInput& input)
{
    if (request.workloads.isEmpty()) {
        return failField(QStringLiteral("workload"),
            QCoreApplication::translate("headroom::charts", "a throughput chart needs a workload"));
    }
    ChartSpec spec;
    spec.kind = ChartKind::Throughput;
    spec.table.headers = tableHeaders();
    SpecSeries bars { QCoreApplication::translate("headroom::charts", "Measured per node"), 0, {} };
    QList<Measurement> used;
    double maxMBps = 0;
    for (const QString& name : systemsWithData(input)) {
        const QList<Measurement> measurements = measurementsOf(input, name);
        const Measurement* best = bestOf(measurements);
        const SystemConfig* system = input.system(name);
        if (!best) {
            spec.warnings << QCoreApplication::translate("headroom::charts", "%1: no whole-system throughput for %2")
                                 .arg(name, request.workloads.join(QStringLiteral(", ")));
            continue;
        }
        const double clusterMBps = *best->totalBytesPerSec() / units::kBytesPerMB;
        const int nodes = system && system->nodes ? *system->nodes : 0;
        if (nodes <= 0) {
            spec.warnings << QCoreApplication::translate(
                "headroom::charts", "%1: the number of nodes is unknown (give the system its node count), left out")
                                 .arg(name);
            continue;
        }
        const double perNodeMBps = clusterMBps / nodes;
        const auto nodeLinkBytes = system->nodeLinkBytesPerSec();
        const double index = static_cast<double>(spec.categories.size());
        spec.categories << name;
        bars.points << SpecPoint { index, perNodeMBps, best->modeled, format::megabytesPerSec(perNodeMBps) };
        spec.anyModeled = spec.anyModeled || best->modeled;
        used << *best;
        maxMBps = std::max(maxMBps, perNodeMBps);
        std::optional<double> portMBps;
        std::optional<double> nodeMBps;
        if (nodeLinkBytes) {
            nodeMBps = *nodeLinkBytes / units::kBytesPerMB;
            portMBps = *nodeMBps / *system->portsPerNode;
            spec.annotations << SpecAnnotation { AnnotationKind::CapacityLine, 0, index - 0.4, *portMBps, index + 0.4,
                QCoreApplication::translate("headroom::charts", "one %1 port: %2")
                    .arg(linkText(*system), format::megabytesPerSec(*portMBps)),
                false };
            if (*system->portsPerNode > 1) {
                spec.annotations << SpecAnnotation { AnnotationKind::CapacityLine, 1, index - 0.4, *nodeMBps,
                    index + 0.4,
                    QStringLiteral("%1 × %2: %3")
                        .arg(QString::number(*system->portsPerNode), linkText(*system),
                            format::megabytesPerSec(*nodeMBps)),
                    false };
            }
            maxMBps = std::max(maxMBps, *nodeMBps);
        } else {
            spec.warnings << QCoreApplication::translate(
                "headroom::charts", "%1: link speed or ports unknown, no capacity line")
                                 .arg(name);
        }
        spec.table.rows << QList<SpecCell> { SpecCell { name, name }, numberCell(clusterMBps, 0), numberCell(nodes, 0),
            numberCell(perNodeMBps, 0), numberCell(portMBps, 0), numberCell(nodeMBps, 0),
            numberCell(portMBps ? std::optional(perNodeMBps / *portMBps * 100) : std::nullopt, 1, QStringLiteral(" %")),
            numberCell(
                nodeMBps ? std::optional(perNodeMBps / *nodeMBps * 100) : std::nullopt, 1, QStringLiteral(" %")) };
    }
    if (spec.categories.isEmpty()) {
        return fail(QCoreApplication::translate(
            "headroom::charts", "no system has a whole-system throughput and a node count for %1")
                        .arg(request.workloads.join(QStringLiteral(", "))));
    }
    spec.series << bars;
    spec.xAxis.title = QCoreApplication::translate("headroom::charts", "System");
    spec.yAxis = valueAxis(QCoreApplication::translate("headroom::charts", "MB/s per node"), 0, maxMBps, false);
    spec.title = QCoreApplication::translate("headroom::charts", "%1: throughput per node vs link capacity")
                     .arg(request.workloads.join(QStringLiteral(", ")));
    spec.subtitle = QCoreApplication::translate(
        "headroom::charts", "cluster throughput ÷ nodes; lines: link maximum, Gb/s × 10⁹ ÷ 8; MB/s = 10⁶ B/s");
    spec.sources = sourceLines(used);
    return spec;
}

} // namespace headroom::charts
