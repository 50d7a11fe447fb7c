// SPDX-License-Identifier: GPL-3.0-or-later
#include "bottleneckevidence.h"

#include "model/quantityformat.h"
#include "pricing/networkdesign.h"

#include <QCoreApplication>

namespace headroom {

namespace {

QString testLabel(const Measurement& m)
{
    return QCoreApplication::translate("headroom::advice", "%1 on %2")
        .arg(workloadDisplayName(m.workload), m.systemName);
}
} // namespace

BottleneckInput observationsFor(
    const SystemConfig& system, const QList<Measurement>& measurements, int storagePortsPerNode)
{
    BottleneckInput input;
    const int ports = std::max(1, storagePortsPerNode);
    for (const Measurement& m : measurements) {
        if (m.systemName != system.name || !m.isCurvePoint()) {
            continue;
        }
        const auto bytes = m.totalBytesPerSec();
        const bool largeBlock = m.workload.blockSizeBytes && *m.workload.blockSizeBytes >= kLargeBlockBytes;
        if (largeBlock && bytes && system.nodes && system.linkGbps) {
            const double perNode = *bytes / *system.nodes;
            LinkObservation link;
            link.label = testLabel(m);
            link.perLinkBytesPerSec = perNode / ports;
            link.linkCapacityBytesPerSec = linkBytesPerSec(*system.linkGbps);
            link.derivation = QCoreApplication::translate(
                "headroom::advice", "%1 ÷ %2 nodes = %3 per node over %4 storage port(s) of %5 Gb/s")
                                  .arg(QuantityFormat::text().megabytesPerSec(*bytes, 0))
                                  .arg(*system.nodes)
                                  .arg(QuantityFormat::text().megabytesPerSec(perNode, 0))
                                  .arg(ports)
                                  .arg(QuantityFormat::text().significant(*system.linkGbps, 4));
            input.links << link;
        }
        if (m.cpu.hostPct) {
            input.cpu << CpuObservation { testLabel(m), m.cpu.hostPct, {} };
        }
    }
    return input;
}

} // namespace headroom
