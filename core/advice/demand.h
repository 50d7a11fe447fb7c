// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "bottleneck.h"
#include "model/customer.h"
#include "model/expected.h"

#include <optional>

#include <QList>
#include <QString>
#include <QStringList>

namespace headroom {

// One host of the customer's cluster, as the demand and the bottleneck evidence read it.
struct HostDemand {
    QString name;
    std::optional<double> peakCpuPct;
    std::optional<double> peakIops;
    std::optional<double> peakBytesPerSec;
    std::optional<double> linkBytesPerSec; // Σ NIC speeds ÷ 8
    std::optional<double> linkUtilisationPct; // peak bytes/s ÷ link bytes/s × 100
    QString derivation; // "667.1 MB/s ÷ (2 × 25,000 Mb/s ÷ 8 = 6,250 MB/s) = 10.7 %"
};

// A cluster's demand, derived from its hosts (or typed), with every derivation said. IOPS per second; bytes/s with
// the export's MB taken as 10^6 bytes; percents 0..100.
struct DemandFigures {
    QString name; // the cluster or typed demand
    int nodes = 0; // hosts of the cluster (typed: as typed; 0 when unknown)
    std::optional<int> portsPerNode; // the NICs per host (the most common count)
    std::optional<double> linkGbps; // per port (the most common speed)
    double peakIops = 0; // Σ hosts' peak IOPS, or the user's chosen peak
    bool peakIsChosen = false; // the user's peak replaces the derived one
    bool peakIsUpperBound = false; // a sum of host peaks that need not coincide
    double averageIops = 0;
    std::optional<double> peakBytesPerSec;
    std::optional<double> averageBytesPerSec;
    std::optional<double> readPct; // Σ (host read % × host average IOPS) ÷ Σ average IOPS
    std::optional<double> ioSizeBytes; // average throughput ÷ average IOPS
    double growthPerYear = 0;
    QString linkedSystem;
    QList<HostDemand> hosts;
    BottleneckVerdict bottleneck; // on the customer's own hosts, by the advisor's rules
    QStringList derivation; // one line per figure: "peak IOPS 40,501 = 47 + 40 + … (an upper bound: …)"
    // Per line of `derivation`, the figure it derives, a key that does not depend on the language the line is written
    // in: "nodes", "ports", "link", "peakIops", "averageIops", "peakThroughput", "averageThroughput", "read", "ioSize",
    // "host", "bottleneck", "growth".
    QStringList derivationFigures;
    QString source; // "liveoptics-….xlsx (sha256 …), project date 2022/11/14, collector 23.3.11.78", or "typed"
};

// The derivation lines of the figures named (keys of DemandFigures::derivationFigures), in their order.
QStringList derivationOf(const DemandFigures& figures, const QStringList& figureKeys);

// The demand's figures; fails, naming the field, when the demand has no peak IOPS at all. Pure.
Expected<DemandFigures> demandFigures(const CustomerDemand& demand);

// The bottleneck evidence of the customer's own hosts: each host's peak CPU and link utilisation at peak, judged by
// attributeBottleneck's rules (CPU at or above kCpuBoundPct with links under kNetworkBoundPct: CPU bound).
BottleneckInput customerBottleneckInput(const QString& clusterName, const QList<HostDemand>& hosts);

// Growth per year from the user's text: "20%", "20%/yr", "20 %/year" and "0.2" are all 0.2. Fails naming the text.
Expected<double> parseGrowthPerYear(const QString& text);

} // namespace headroom
