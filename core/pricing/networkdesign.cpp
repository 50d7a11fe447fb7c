// SPDX-License-Identifier: GPL-3.0-or-later
#include "networkdesign.h"

#include "model/quantityformat.h"

#include <algorithm>
#include <cmath>

#include <QStringList>

namespace headroom {

namespace {
Status checkParts(const NetworkDesign& design)
{
    for (const CatalogItem* item : { &design.nic, &design.switchItem, &design.cable }) {
        if (item->ports < 1) {
            return fail(QStringLiteral("%1: ports: must be at least 1").arg(item->label()));
        }
        if (item->currency != design.nic.currency) {
            return fail(QStringLiteral("%1 is priced in %2 but %3 in %4; a design needs one currency")
                            .arg(item->label(), item->currency, design.nic.label(), design.nic.currency));
        }
    }
    if (design.portsPerNode < 1) {
        return fail(QStringLiteral("ports per node: must be at least 1"));
    }
    return success();
}

int ceilDiv(int a, int b)
{
    return (a + b - 1) / b;
}
} // namespace

namespace {
QString kindName(const CatalogItem& item)
{
    switch (item.kind) {
    case ItemKind::Nic:
        return QStringLiteral("NIC");
    case ItemKind::Switch:
        return QStringLiteral("switch");
    case ItemKind::Optic:
        return QStringLiteral("optic");
    default:
        return QStringLiteral("cable");
    }
}
bool sameSpeed(double a, double b)
{
    return std::abs(a - b) < 1e-6 * std::max(a, b);
}
} // namespace

QStringList speedMismatches(const NetworkDesign& design)
{
    QStringList problems;
    const std::pair<const CatalogItem*, const CatalogItem*> pairs[]
        = { { &design.nic, &design.switchItem }, { &design.cable, &design.switchItem } };
    for (const auto& [part, other] : pairs) {
        if (part->speedGbps && other->speedGbps && !sameSpeed(*part->speedGbps, *other->speedGbps)) {
            problems << QStringLiteral("%1 is a %2 %3 but %4 is a %5 %6")
                            .arg(part->label(), QuantityFormat::text().gbps(*part->speedGbps), kindName(*part),
                                other->label(), QuantityFormat::text().gbps(*other->speedGbps), kindName(*other));
        }
    }
    return problems;
}

QStringList speedMismatches(const NetworkDesign& design, double linkGbps, const QString& systemName)
{
    QStringList problems;
    for (const CatalogItem* part : { &design.nic, &design.switchItem, &design.cable }) {
        if (part->speedGbps && !sameSpeed(*part->speedGbps, linkGbps)) {
            problems << QStringLiteral("%1 is a %2 %3 but %4 runs its links at %5")
                            .arg(part->label(), QuantityFormat::text().gbps(*part->speedGbps), kindName(*part),
                                systemName, QuantityFormat::text().gbps(linkGbps));
        }
    }
    return problems;
}

QStringList unknownSpeeds(const NetworkDesign& design)
{
    QStringList parts;
    for (const CatalogItem* part : { &design.nic, &design.switchItem, &design.cable }) {
        if (!part->speedGbps) {
            parts << part->label();
        }
    }
    return parts;
}

std::optional<double> NetworkDesign::portSpeedGbps() const
{
    std::optional<double> slowest;
    for (const CatalogItem* item : { &nic, &switchItem, &cable }) {
        if (item->speedGbps && (!slowest || *item->speedGbps < *slowest)) {
            slowest = item->speedGbps;
        }
    }
    return slowest;
}

Expected<PerPortCost> perPortCost(const NetworkDesign& design)
{
    if (auto ok = checkParts(design); !ok) {
        return ok.failure();
    }
    PerPortCost cost;
    cost.currency = design.nic.currency;
    cost.nic = ExactCents::share(design.nic.priceCents, design.nic.ports);
    cost.switchPort = ExactCents::share(design.switchItem.priceCents, design.switchItem.ports);
    cost.cable = ExactCents::share(design.cable.priceCents, design.cable.ports);
    cost.total = cost.nic + cost.switchPort + cost.cable;
    return cost;
}

Expected<BuildOut> wholeUnitBuildOut(const NetworkDesign& design, int nodes)
{
    if (auto ok = checkParts(design); !ok) {
        return ok.failure();
    }
    if (nodes < 1) {
        return fail(QStringLiteral("nodes: must be at least 1"));
    }
    BuildOut out;
    out.currency = design.nic.currency;
    out.nodes = nodes;
    out.totalPorts = nodes * design.portsPerNode;
    out.nicsPerNode = ceilDiv(design.portsPerNode, design.nic.ports);
    out.nics = out.nicsPerNode * nodes;
    out.switches = ceilDiv(out.totalPorts, design.switchItem.ports);
    if (design.redundantSwitches) {
        out.switches = std::max(out.switches, 2);
    }
    out.cables = ceilDiv(out.totalPorts, design.cable.ports);
    out.nicCents = out.nics * design.nic.priceCents;
    out.switchCents = out.switches * design.switchItem.priceCents;
    out.cableCents = out.cables * design.cable.priceCents;
    out.totalCents = out.nicCents + out.switchCents + out.cableCents;
    return out;
}

} // namespace headroom
