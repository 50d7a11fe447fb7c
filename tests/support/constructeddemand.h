// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// An advisor answer to a customer demand built by hand (as the advisor would compute it), for the runway chart and
// the report's workload page: zColo_08, 6 hosts, 40,501 IOPS at peak growing 20 % a year for 5 years with 1 node
// down. Capacities from 10,000 IOPS per node; every runway and node count from the formulas.
#include "constructedadvice.h"

#include <cmath>

namespace headroom::testing {

inline constexpr double kDemandPeak = 40501;
inline constexpr double kDemandAverage = 21000;
inline constexpr double kGrowth = 0.2;
inline constexpr int kYears = 5;
inline constexpr int kNodesDown = 1;
inline constexpr int kCustomerNodes = 6;
inline constexpr double kPerNode = 10000;
inline constexpr const char* kSourceSha = "0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef";

inline OptionRunway runwayOf(const QString& system, int nodes, std::optional<double> costUnits = std::nullopt)
{
    OptionRunway r;
    OptionCapacity c;
    c.perNodeIops = kPerNode;
    c.iops = kPerNode * nodes;
    c.iopsNodesDown = kPerNode * (nodes - kNodesDown);
    c.measuredNodes = 6;
    c.fromSystem = system;
    c.fromWorkload = QStringLiteral("oltp32k");
    c.metric = QStringLiteral("IOPS at the 1 ms latency limit");
    c.derivation = QStringLiteral("60,000 IOPS ÷ 6 nodes × (%1 − 1) = %2 IOPS").arg(nodes).arg(c.iopsNodesDown);
    r.capacity = c;
    r.runwayYears = std::log(c.iopsNodesDown / kDemandPeak) / std::log(1 + kGrowth);
    r.carriesDemand = *r.runwayYears >= kYears;
    if (costUnits) {
        r.costPerRunwayYear = *costUnits / *r.runwayYears;
    }
    return r;
}

inline AdvisorResult constructedDemandResult()
{
    AdvisorResult r = constructedResult();
    r.input.baseline.system = QStringLiteral("VxRail ESA 6-node 25GbE");
    r.input.nodes = kCustomerNodes;
    AdvisorDemand d;
    d.growthPerYear = kGrowth;
    d.years = kYears;
    d.nodesDown = kNodesDown;
    DemandFigures& f = d.figures;
    f.name = QStringLiteral("zColo_08");
    f.nodes = kCustomerNodes;
    f.portsPerNode = 2;
    f.linkGbps = 25;
    f.peakIops = kDemandPeak;
    f.peakIsUpperBound = true;
    f.averageIops = kDemandAverage;
    f.peakBytesPerSec = 1327.4e6;
    f.averageBytesPerSec = 690.2e6;
    f.readPct = 68;
    f.ioSizeBytes = 33 * 1024;
    f.growthPerYear = kGrowth;
    const char* names[] = { "phcva381.hospital.org", "phcva382.hospital.org", "phcva383.hospital.org" };
    const double cpu[] = { 97.3, 91.4, 99.1 };
    const double iops[] = { 15001, 12500, 13000 };
    for (int i = 0; i < 3; ++i) {
        HostDemand h;
        h.name = QString::fromLatin1(names[i]);
        h.peakCpuPct = cpu[i];
        h.peakIops = iops[i];
        h.peakBytesPerSec = 667.1e6 - i * 100e6;
        h.linkBytesPerSec = 6250e6;
        h.linkUtilisationPct = *h.peakBytesPerSec / 6250e6 * 100;
        f.hosts << h;
    }
    f.bottleneck.kind = BottleneckKind::Cpu;
    f.bottleneck.sentence
        = QStringLiteral("CPU bound: hosts peak at 91–99 % CPU with links at 5–11 %; a faster network "
                         "will not help.");
    f.derivation << QStringLiteral("peak IOPS 40,501 = 15,001 + 12,500 + 13,000 (an upper bound: host peaks need not "
                                   "coincide)");
    f.source = QStringLiteral("liveoptics-vsphere-2clusters.xlsx (sha256 %1), project date 2022/11/14, collector "
                              "23.3.11.78")
                   .arg(QLatin1String(kSourceSha));
    r.input.demand = d;
    r.baselineRunway = runwayOf(r.input.baseline.system, kCustomerNodes);
    r.options[0].runway = runwayOf(QStringLiteral("New"), kCustomerNodes);
    r.options[0].runway->notSupported = QStringLiteral("not supported by the customer's own hosts: CPU bound");
    // Add nodes: the smallest k with per-node × (N + k − m) ≥ demand × (1 + g)^Y.
    int k = 0;
    while (kPerNode * (kCustomerNodes + k - kNodesDown) < kDemandPeak * std::pow(1 + kGrowth, kYears)) {
        ++k;
    }
    r.options[1].nodesAdded = k;
    r.options[1].costCents = std::int64_t(k) * 10000000;
    r.options[1].runway = runwayOf(r.input.baseline.system, kCustomerNodes + k, k * 100000.0);
    r.options[1].runway->nodesNeeded = k;
    r.demandSentence = QStringLiteral("zColo_08 needs %1 more nodes to carry its growth for 5 years with a node down; "
                                      "a faster network does not help its CPU-bound hosts.")
                           .arg(k);
    r.workloadMatch << QStringLiteral("customer: 33 KiB, 68 % read; measured: OLTP 32 KiB, 70 % read");
    return r;
}

} // namespace headroom::testing
