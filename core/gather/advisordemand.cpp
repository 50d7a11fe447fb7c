// SPDX-License-Identifier: GPL-3.0-or-later
#include "advisordemand.h"

#include "advisorrequest.h"
#include "librarycoverage.h"
#include "model/quantityformat.h"
#include "model/workload.h"
#include "store/resultslibrary.h"

#include <cmath>

namespace headroom {

namespace {

const QString kDemand = QStringLiteral("demand");

Expected<CustomerDemand> namedDemand(const ResultsLibrary& library, const QString& name)
{
    const auto found = library.customerDemand(name);
    if (!found.ok()) {
        return found.failure();
    }
    if (*found) {
        return **found;
    }
    const auto all = library.customerDemands();
    if (!all) {
        return all.failure();
    }
    QStringList names;
    for (const CustomerDemand& demand : *all) {
        names << demand.name;
    }
    return failField(kDemand,
        QStringLiteral("no demand '%1' in the library; %2")
            .arg(name,
                names.isEmpty() ? QStringLiteral("there is none (import a Live Optics export)")
                                : QStringLiteral("the demands are: '%1'").arg(names.join(QStringLiteral("', '")))));
}

// How far a measured workload is from the customer's: read share apart (0..1) plus block size apart (doublings).
double distance(const Workload& workload, const DemandFigures& figures)
{
    double apart = 0;
    if (workload.readPct && figures.readPct) {
        apart += std::abs(*workload.readPct - *figures.readPct) / 100.0;
    }
    if (workload.blockSizeBytes && figures.ioSizeBytes && *workload.blockSizeBytes > 0 && *figures.ioSizeBytes > 0) {
        apart += std::abs(std::log2(double(*workload.blockSizeBytes) / *figures.ioSizeBytes));
    }
    return apart;
}

Status chooseWorkload(
    const ResultsLibrary& library, const DemandFigures& figures, AdvisorRequest& request, QStringList& notes)
{
    const auto measured = workloadsMeasured(library, request.baseline);
    const auto all = library.workloads();
    if (!measured || !all) {
        return measured ? all.failure() : measured.failure();
    }
    const Workload* best = nullptr;
    for (const Workload& workload : *all) {
        if (measured->contains(workload.name) && (!best || distance(workload, figures) < distance(*best, figures))) {
            best = &workload;
        }
    }
    if (!best) {
        return failField(QStringLiteral("workload"),
            QStringLiteral("system '%1' has no measured workload to weigh the demand on").arg(request.baseline));
    }
    request.workload = best->name;
    notes << QStringLiteral("workload %1 (%2): the measured workload of %3 closest to the customer's (%4 read, mean "
                            "I/O %5 bytes); --workload chooses another")
                 .arg(best->name, describeTest(*best), request.baseline,
                     figures.readPct ? QuantityFormat::text().percent(*figures.readPct, 0) : QStringLiteral("unknown"),
                     figures.ioSizeBytes ? QuantityFormat::text().number(*figures.ioSizeBytes, 0)
                                         : QStringLiteral("unknown"));
    return success();
}

Status chooseCandidates(const ResultsLibrary& library, AdvisorRequest& request, QStringList& notes)
{
    const auto systems = library.systems();
    if (!systems) {
        return systems.failure();
    }
    std::optional<SystemConfig> baseline;
    for (const SystemConfig& system : *systems) {
        if (system.name == request.baseline) {
            baseline = system;
        }
    }
    if (!baseline || !baseline->linkGbps) {
        return success();
    }
    for (const SystemConfig& system : *systems) {
        if (system.name == baseline->name || !system.linkGbps || *system.linkGbps <= *baseline->linkGbps
            || system.nodes != baseline->nodes) {
            continue;
        }
        const auto measured = workloadsMeasured(library, system.name);
        if (!measured) {
            return measured.failure();
        }
        if (measured->contains(request.workload)) {
            request.candidates << system.name;
        }
    }
    if (!request.candidates.isEmpty()) {
        notes << QStringLiteral("candidates %1: the systems of %2's node count with a faster link that measured %3; "
                                "--candidate chooses others")
                     .arg(request.candidates.join(QStringLiteral(", ")), request.baseline, request.workload);
    }
    return success();
}

// The catalog's only part of `kind` at `gbps`, into `partNumber` when it is empty.
Status choosePart(
    const Catalog& catalog, ItemKind kind, const QString& field, double gbps, QString& partNumber, QStringList& notes)
{
    if (!partNumber.isEmpty()) {
        return success();
    }
    QStringList found;
    for (const CatalogItem& item : catalog.items()) {
        if (item.kind == kind && item.speedGbps && *item.speedGbps == gbps) {
            found << item.partNumber;
        }
    }
    if (found.size() != 1) {
        return failField(field,
            QStringLiteral("give the %1 part (the catalog has %2 at %3)")
                .arg(displayName(kind), found.isEmpty() ? QStringLiteral("none") : found.join(QStringLiteral(", ")),
                    QuantityFormat::text().gbps(gbps)));
    }
    partNumber = found.first();
    notes << QStringLiteral("%1 %2: the catalog's only %1 at %3")
                 .arg(displayName(kind), partNumber, QuantityFormat::text().gbps(gbps));
    return success();
}

// The options are priced and sized for the customer's cluster, not the lab's: its nodes and ports per node, unless
// the request gives them (the lab system's node count still scales its per-node capacity).
void sizeForCustomer(const DemandFigures& figures, AdvisorRequest& request, QStringList& notes)
{
    if (request.nodes <= 0 && figures.nodes > 0) {
        request.nodes = figures.nodes;
        notes << QStringLiteral("nodes %1: the customer's cluster %2 (the upgrade is priced, and nodes are added, for "
                                "it); --nodes chooses another count")
                     .arg(figures.nodes)
                     .arg(figures.name);
    }
    if (request.portsPerNode <= 0 && figures.portsPerNode) {
        request.portsPerNode = *figures.portsPerNode;
        notes << QStringLiteral("ports per node %1: the customer's hosts' NICs; --ports-per-node chooses another count")
                     .arg(*figures.portsPerNode);
    }
}

} // namespace

Status completeDemandRequest(
    const ResultsLibrary& library, const Catalog& catalog, AdvisorRequest& request, QStringList& notes)
{
    const auto demand = namedDemand(library, request.demand);
    if (!demand) {
        return demand.failure();
    }
    if (request.baseline.isEmpty()) {
        if (demand->linkedSystem.isEmpty()) {
            return failField(QStringLiteral("baseline"),
                QStringLiteral("demand '%1' is linked to no system: give the baseline, or link the demand to the "
                               "system it runs on")
                    .arg(demand->name));
        }
        request.baseline = demand->linkedSystem;
        notes << QStringLiteral("baseline %1: the system demand %2 is linked to").arg(request.baseline, demand->name);
    }
    const auto figures = demandFigures(*demand);
    if (!figures) {
        return figures.failure();
    }
    sizeForCustomer(*figures, request, notes);
    if (request.workload.isEmpty()) {
        if (auto chosen = chooseWorkload(library, *figures, request, notes); !chosen) {
            return chosen;
        }
    }
    if (request.candidates.isEmpty()) {
        if (auto chosen = chooseCandidates(library, request, notes); !chosen) {
            return chosen;
        }
    }
    double fastest = 0;
    for (const QString& name : std::as_const(request.candidates)) {
        const auto system = library.system(name);
        if (system.ok() && *system && (*system)->linkGbps) {
            fastest = std::max(fastest, *(*system)->linkGbps);
        }
    }
    if (fastest > 0) {
        for (const auto& [kind, field, part] : { std::tuple { ItemKind::Nic, QStringLiteral("nic"), &request.nicPart },
                 std::tuple { ItemKind::Switch, QStringLiteral("switch"), &request.switchPart },
                 std::tuple { ItemKind::Cable, QStringLiteral("cable"), &request.cablePart } }) {
            if (auto chosen = choosePart(catalog, kind, field, fastest, *part, notes); !chosen) {
                return chosen;
            }
        }
    }
    return success();
}

Expected<AdvisorDemand> advisorDemand(const ResultsLibrary& library, const AdvisorRequest& request)
{
    const auto demand = namedDemand(library, request.demand);
    if (!demand) {
        return demand.failure();
    }
    auto figures = demandFigures(*demand);
    if (!figures) {
        return failField(kDemand, figures.error());
    }
    AdvisorDemand out;
    out.figures = std::move(*figures);
    out.growthPerYear = request.growthPerYear.value_or(demand->growthPerYear);
    out.years = request.years;
    out.nodesDown = request.nodesDown;
    return out;
}

} // namespace headroom
