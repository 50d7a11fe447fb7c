// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// An advisor result built by hand for the tables' tests: a baseline and three options, one figure extrapolated, one
// option that could not be weighed, a priced network design with two price sources.
#include "advice/advisor.h"

namespace headroom::testing {

inline CurveReading reading(double iops, double latencyNs, bool extrapolated = false)
{
    return CurveReading { iops, latencyNs, extrapolated, QStringLiteral("read at %1 IOPS").arg(iops) };
}

inline CatalogItem part(const QString& number, int ports, std::int64_t cents, const QString& source)
{
    CatalogItem item;
    item.vendor = QStringLiteral("Vendor");
    item.model = QStringLiteral("Model ") + number;
    item.partNumber = number;
    item.ports = ports;
    item.priceCents = cents;
    item.priceDate = QStringLiteral("2023-03");
    item.source = source;
    return item;
}

// A baseline and three options: a network upgrade measured beyond its points (extrapolated), added nodes, and a
// candidate that could not be weighed (no figures, not priced).
inline AdvisorResult constructedResult()
{
    AdvisorResult r;
    r.currency = QStringLiteral("USD");
    r.input.baseline.system = QStringLiteral("Old");
    r.input.baseline.points.resize(4);
    r.input.design.nic = part(QStringLiteral("NIC-1"), 2, 248400, QStringLiteral("quote A"));
    r.input.design.switchItem = part(QStringLiteral("SW-1"), 32, 6247500, QStringLiteral("quote B"));
    r.input.design.cable = part(QStringLiteral("CAB-1"), 1, 36000, QStringLiteral("quote A"));
    r.perPort = *perPortCost(r.input.design);
    r.baseline.peak = reading(106000, 2.5e6);
    r.baseline.atLatencyLimit = reading(100000, 1e6);
    r.baseline.headroom = reading(68900, 45000);
    AdvisorOption network;
    network.curve.system = QStringLiteral("New");
    network.costCents = 4265213;
    network.costTrace = QStringLiteral("12 ports × $3,554.34");
    network.figures.peak = reading(350000, 2e6, true);
    network.figures.atLatencyLimit = reading(340000, 1e6);
    network.figures.headroom = reading(227500, 720000, true);
    network.peakGainPct = 230.2;
    network.latencyLimitGainPct = 240;
    network.headroomLatencyChangePct = -4.34;
    network.costPerIopsAtPeak = 0.1748;
    network.costPerIopsAtLatencyLimit = 0.1777;
    network.costPerIopsAtHeadroom = 0.2701;
    network.costPer1000IopsGained = 177.7;
    AdvisorOption nodes;
    nodes.kind = OptionKind::AddNodes;
    nodes.nodesAdded = 14;
    nodes.costCents = 140000000;
    nodes.figures.peak = reading(353333, 2.5e6);
    nodes.peakGainPct = 233.3;
    nodes.costPerIopsAtPeak = 5.66;
    AdvisorOption refused;
    refused.curve.system = QStringLiteral("Unmeasured");
    refused.problems << QStringLiteral("Unmeasured has no measurement of oltp32k");
    r.options << network << nodes << refused;
    return r;
}

} // namespace headroom::testing
