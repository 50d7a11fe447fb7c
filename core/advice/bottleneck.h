// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <optional>

#include <QList>
#include <QString>
#include <QStringList>

namespace headroom {

enum class BottleneckKind { Network, Cpu, Storage, Unknown };
QString toString(BottleneckKind kind); // "network", "cpu", "storage", "unknown"

// Throughput of one large-block test, per storage link, against that link's capacity (bytes/s).
struct LinkObservation {
    QString label; // "512k-randread on VxRail ESA 6-node 25GbE"
    double perLinkBytesPerSec = 0;
    double linkCapacityBytesPerSec = 0;
    QString derivation; // "20,359 MB/s ÷ 6 nodes = 3,393 MB/s per node, one storage port of 25 Gb/s"
};

// Host CPU during a test: a figure, or a finding stated by the source when it gives no figure.
struct CpuObservation {
    QString label;
    std::optional<double> hostCpuPct;
    QString reportedFinding; // quoted from the source, e.g. "the bottleneck ... was CPU bound"
};

// A measured network upgrade of the same cluster and workload.
struct NetworkUpgradeObservation {
    QString label;
    double fromGbps = 0;
    double toGbps = 0;
    double gainPct = 0; // peak IOPS gain of the faster network
};

struct BottleneckInput {
    QList<LinkObservation> links;
    QList<CpuObservation> cpu;
    QList<NetworkUpgradeObservation> upgrades;
};

struct BottleneckVerdict {
    BottleneckKind kind = BottleneckKind::Unknown;
    QStringList evidence; // every observation, one sentence each, with its numbers
    QString sentence; // the verdict in one sentence
};

// Thresholds (percent): links at or above kNetworkBoundPct of capacity → network bound; host CPU at or above
// kCpuBoundPct while the links are under kNetworkBoundPct → CPU bound; a measured faster network that gained
// under kNoGainPct → the network is not the bottleneck.
inline constexpr double kNetworkBoundPct = 90.0;
inline constexpr double kCpuBoundPct = 85.0;
inline constexpr double kNoGainPct = 5.0;

BottleneckVerdict attributeBottleneck(const BottleneckInput& input);

} // namespace headroom
