#include "bottleneckevidence.h"

#include "pricing/networkdesign.h"

#include <QLocale>

namespace headroom {

namespace {
QString mbps(double bytesPerSec)
{
    return QLocale(QLocale::English).toString(bytesPerSec / 1e6, 'f', 0) + QStringLiteral(" MB/s");
}

QString testLabel(const Measurement& m)
{
    return QStringLiteral("%1 on %2").arg(m.workload.canonicalName(), m.systemName);
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
            link.derivation = QStringLiteral("%1 ÷ %2 nodes = %3 per node over %4 storage port(s) of %5 Gb/s")
                                  .arg(mbps(*bytes))
                                  .arg(*system.nodes)
                                  .arg(mbps(perNode))
                                  .arg(ports)
                                  .arg(QLocale(QLocale::English).toString(*system.linkGbps, 'g', 4));
            input.links << link;
        }
        if (m.cpu.hostPct) {
            input.cpu << CpuObservation { testLabel(m), m.cpu.hostPct, {} };
        }
    }
    return input;
}

} // namespace headroom
