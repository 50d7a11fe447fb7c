// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "catalogitem.h"
#include "model/expected.h"
#include "money.h"

namespace headroom {

// A named combination of NIC, switch and cable/optic with the ports each node uses.
struct NetworkDesign {
    QString name;
    CatalogItem nic;
    CatalogItem switchItem;
    CatalogItem cable;
    int portsPerNode = 2;
    bool redundantSwitches = true; // switches come in pairs: at least two

    // The slowest of the three parts' speeds (Gb/s per port); empty when none gives one.
    std::optional<double> portSpeedGbps() const;
};

// Parts that do not fit together or do not fit the link they are for: the NIC, switch and cable/optic run at one
// speed, and that speed is the system's link speed. Each message names both sides ("470-BBCX (…) is a 25 Gb/s
// cable but 210-APHK (…) is a 100 Gb/s switch"). A part without a speed is not checked (see unknownSpeeds).
QStringList speedMismatches(const NetworkDesign& design);
QStringList speedMismatches(const NetworkDesign& design, double linkGbps, const QString& systemName);
// The parts of the design that state no speed, for a warning.
QStringList unknownSpeeds(const NetworkDesign& design);

// The report's method: NIC price / NIC ports + switch price / switch ports + cable price / cable ports, exact.
struct PerPortCost {
    QString currency;
    ExactCents nic;
    ExactCents switchPort;
    ExactCents cable;
    ExactCents total;

    // `ports` × total, exact (12 × $3,554.34… = $42,652.13 after rounding once).
    std::int64_t totalForPortsCents(int ports) const { return (total * ports).roundedCents(); }
    // The report's rounding: per-port total to whole currency units first, then × ports (12 × $3,554 = $42,648).
    std::int64_t totalForPortsReportRoundingCents(int ports) const { return total.roundedToWholeUnitsCents() * ports; }
};

// Fails when the parts' currencies differ or a part has no ports.
Expected<PerPortCost> perPortCost(const NetworkDesign& design);

// Whole units for `nodes` nodes: NICs per node = ceil(ports per node / NIC ports), switches = ceil(total ports /
// switch ports) and at least two when redundant, one cable per port.
struct BuildOut {
    QString currency;
    int nodes = 0;
    int totalPorts = 0;
    int nicsPerNode = 0;
    int nics = 0;
    int switches = 0;
    int cables = 0;
    std::int64_t nicCents = 0;
    std::int64_t switchCents = 0;
    std::int64_t cableCents = 0;
    std::int64_t totalCents = 0;
};
Expected<BuildOut> wholeUnitBuildOut(const NetworkDesign& design, int nodes);

// Link capacity: Gb/s × 1000 / 8 MB/s, here in bytes/s (25 Gb/s → 3.125e9 B/s = 3,125 MB/s).
constexpr double linkBytesPerSec(double gbps)
{
    return gbps * 1e9 / 8.0;
}

} // namespace headroom
