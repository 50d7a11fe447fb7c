// SPDX-License-Identifier: GPL-3.0-or-later
#include "advisorrequest.h"

#include "advice/bottleneckevidence.h"
#include "advisordemand.h"
#include "librarycoverage.h"
#include "model/namematch.h"
#include "model/quantityparse.h"
#include "model/units.h"
#include "store/resultslibrary.h"

#include <algorithm>

namespace headroom {

namespace {
// The field ids of the request's inputs (the CLI's option names; the GUI maps them to its form).
const QString kWorkload = QStringLiteral("workload");
const QString kBaseline = QStringLiteral("baseline");
const QString kCandidate = QStringLiteral("candidate");
const QString kNic = QStringLiteral("nic");
const QString kSwitch = QStringLiteral("switch");
const QString kCable = QStringLiteral("cable");
const QString kNodePrice = QStringLiteral("node-price");

Expected<CatalogItem> part(const Catalog& catalog, const QString& partNumber, const QString& field, ItemKind kind)
{
    if (partNumber.isEmpty()) {
        return failField(field, QStringLiteral("give a part number from the catalog"));
    }
    const CatalogItem* item = catalog.find(partNumber);
    if (!item) {
        return failField(field, QStringLiteral("no part '%1' in the catalog").arg(partNumber));
    }
    if (item->kind != kind && !(kind == ItemKind::Cable && item->kind == ItemKind::Optic)) {
        return failField(field,
            QStringLiteral("%1 is a %2, not a %3").arg(item->label(), displayName(item->kind), displayName(kind)));
    }
    return *item;
}

// The system `field` names; a name not in the library fails with the close ones ("did you mean") or the list.
Expected<SystemConfig> namedSystem(const ResultsLibrary& library, const QString& field, const QString& name)
{
    const auto read = library.system(name);
    if (!read.ok()) {
        return read.failure();
    }
    if (*read) {
        return **read;
    }
    const auto systems = library.systems();
    if (!systems) {
        return systems.failure();
    }
    return failField(field,
        QStringLiteral("no system '%1' in the library; %2")
            .arg(name, nameSuggestion(name, systemNamesOf(*systems), QStringLiteral("systems"))));
}

// The workload is named and in the library (by its test: a workload of the same test counts).
Status checkWorkload(const ResultsLibrary& library, const QString& workload)
{
    if (workload.isEmpty()) {
        return failField(kWorkload, QStringLiteral("give a workload name"));
    }
    const auto sameTest = library.sameTestWorkloads(workload);
    if (!sameTest) {
        return sameTest.failure();
    }
    if (!sameTest->isEmpty()) {
        return success();
    }
    const auto names = library.workloadNames();
    if (!names) {
        return names.failure();
    }
    return failField(kWorkload,
        QStringLiteral("no workload '%1' in the library; %2")
            .arg(workload, nameSuggestion(workload, *names, QStringLiteral("workloads"))));
}

// The baseline's curve; without points there is nothing to compare, and the error lists what the baseline has.
Expected<AdvisorCurve> baselineCurve(const ResultsLibrary& library, const AdvisorRequest& request, QStringList& notes)
{
    auto curve = curveFromLibrary(library, request.baseline, request.workload, &notes);
    if (!curve || !curve->points.empty()) {
        return curve;
    }
    const auto measured = workloadsMeasured(library, request.baseline);
    if (!measured) {
        return measured.failure();
    }
    return failField(kBaseline,
        QStringLiteral("'%1' has no measurement of '%2' with both IOPS and a mean latency, so there is no curve to "
                       "compare; it has: %3")
            .arg(request.baseline, request.workload,
                measured->isEmpty() ? QStringLiteral("no workload with IOPS and latency")
                                    : measured->join(QStringLiteral(", "))));
}

// The candidates' curves (a candidate without points stays: the advisor says it has no evidence).
Expected<QList<AdvisorCurve>> candidateCurves(
    const ResultsLibrary& library, const AdvisorRequest& request, QStringList& notes)
{
    QList<AdvisorCurve> curves;
    for (const QString& name : request.candidates) {
        if (const auto candidate = namedSystem(library, kCandidate, name); !candidate) {
            return candidate.failure();
        }
        auto curve = curveFromLibrary(library, name, request.workload, &notes);
        if (!curve) {
            return curve.failure();
        }
        curves << std::move(*curve);
    }
    return curves;
}

// Nodes and ports per node: the request's, else the baseline system's.
Status sizeCluster(const SystemConfig& baseline, const AdvisorRequest& request, AdvisorInput& input)
{
    input.nodes = request.nodes > 0 ? request.nodes : baseline.nodes.value_or(0);
    if (input.nodes < 1) {
        return failField(
            QStringLiteral("nodes"), QStringLiteral("the baseline system has no node count; give the number of nodes"));
    }
    input.portsPerNode = request.portsPerNode > 0 ? request.portsPerNode : baseline.portsPerNode.value_or(0);
    if (input.portsPerNode < 1) {
        return failField(QStringLiteral("ports-per-node"),
            QStringLiteral("the baseline system has no port count; give the ports per node"));
    }
    return success();
}

// The first speed problem of `part` (field `field`): against the switch (`linkGbps` empty) or against a candidate's
// links. speedMismatches() checks whole designs; a design whose NIC and cable are both `part` asks about that part
// alone, with the same rule and words.
std::optional<QString> speedProblem(const NetworkDesign& design, const CatalogItem& part,
    std::optional<double> linkGbps = std::nullopt, const QString& system = {})
{
    NetworkDesign alone = design;
    alone.nic = part;
    alone.cable = part;
    if (linkGbps) {
        alone.switchItem = part;
    }
    const QStringList problems = linkGbps ? speedMismatches(alone, *linkGbps, system) : speedMismatches(alone);
    return problems.isEmpty() ? std::nullopt : std::optional(problems.first());
}

// The parts run at one speed (the NIC and the cable at the switch's) and at each candidate's link speed; the error is
// on the part at fault (and the switch it does not fit).
Status checkSpeeds(const NetworkDesign& design, const QList<AdvisorCurve>& candidates)
{
    const std::pair<const QString&, const CatalogItem&> parts[]
        = { { kNic, design.nic }, { kSwitch, design.switchItem }, { kCable, design.cable } };
    for (const auto& [field, item] : parts) {
        if (field == kSwitch) {
            continue;
        }
        if (const auto problem = speedProblem(design, item)) {
            return failField(QStringList { field, kSwitch }, *problem);
        }
    }
    for (const AdvisorCurve& candidate : candidates) {
        for (const auto& [field, item] : parts) {
            if (const auto problem = candidate.linkGbps
                    ? speedProblem(design, item, candidate.linkGbps, candidate.system)
                    : std::nullopt) {
                return failField(field, QStringLiteral("%1; choose parts for %2").arg(*problem, candidate.system));
            }
        }
    }
    return success();
}

// The NIC, switch and cable looked up, fitting each other and the candidates' links.
Expected<NetworkDesign> networkDesign(
    const Catalog& catalog, const AdvisorRequest& request, int portsPerNode, const QList<AdvisorCurve>& candidates)
{
    auto nic = part(catalog, request.nicPart, kNic, ItemKind::Nic);
    auto switchItem = part(catalog, request.switchPart, kSwitch, ItemKind::Switch);
    auto cable = part(catalog, request.cablePart, kCable, ItemKind::Cable);
    for (const auto* looked : { &nic, &switchItem, &cable }) {
        if (!*looked) {
            return looked->failure();
        }
    }
    NetworkDesign design {
        QStringLiteral("%1 + %2 + %3").arg(nic->partNumber, switchItem->partNumber, cable->partNumber), *nic,
        *switchItem, *cable, portsPerNode, request.redundantSwitches
    };
    if (auto fits = checkSpeeds(design, candidates); !fits) {
        return fits.failure();
    }
    return design;
}

// The node price: an amount from the request, or a catalog item of kind node.
Status priceNodes(const Catalog& catalog, const AdvisorRequest& request, AdvisorInput& input)
{
    input.nodePriceCents = request.nodePriceCents;
    input.nodePriceCurrency = request.nodePriceCurrency;
    if (request.nodePart.isEmpty()) {
        return success();
    }
    auto node = part(catalog, request.nodePart, kNodePrice, ItemKind::Node);
    if (!node) {
        return node.failure();
    }
    input.nodePriceCents = node->priceCents;
    input.nodePriceCurrency = node->currency;
    input.nodePriceSource = QStringLiteral("catalog item %1").arg(node->label());
    return success();
}

// The curve points (aggregate, not failed) of `system` in `workloads`; `merged` gets the workloads that gave some.
Expected<QList<Measurement>> curvePoints(
    const ResultsLibrary& library, const QString& system, const QStringList& workloads, QStringList* merged)
{
    QList<Measurement> points;
    for (const QString& name : workloads) {
        const auto read = library.measurements({ system, name, std::nullopt });
        if (!read) {
            return read.failure();
        }
        const auto before = points.size();
        std::copy_if(read->cbegin(), read->cend(), std::back_inserter(points),
            [](const Measurement& m) { return m.isCurvePoint(); });
        if (merged && points.size() > before) {
            *merged << name;
        }
    }
    return points;
}

// The choices that need no lookup: currency, rates, scaling, the limits and band.
void copyChoices(const AdvisorRequest& request, AdvisorInput& input)
{
    input.currency = request.currency;
    input.rates = request.rates;
    input.costBasis = request.costBasis;
    input.nodeScaling = request.nodeScaling;
    input.nodesToAdd = request.nodesToAdd;
    input.latencyLimitNs = units::msToNs(request.latencyLimitMs);
    input.headroomLowPct = request.headroomLowPct;
    input.headroomHighPct = request.headroomHighPct;
    input.extrapolation = request.allowExtrapolation ? Extrapolation::Allowed : Extrapolation::Forbidden;
}
} // namespace

Expected<AdvisorCurve> curveFromLibrary(
    const ResultsLibrary& library, const QString& system, const QString& workload, QStringList* warnings)
{
    // The workload is the test, not the file name: every workload with the same parameters is a point of the curve.
    const auto sameTest = library.sameTestWorkloads(workload);
    if (!sameTest) {
        return sameTest.failure();
    }
    QStringList merged;
    const auto points = curvePoints(library, system, *sameTest, &merged);
    if (!points) {
        return points.failure();
    }
    const QList<Measurement>& aggregate = *points;
    if (warnings && (merged.size() > 1 || (merged.size() == 1 && merged.first() != workload))) {
        *warnings << QStringLiteral("%1: the curve of %2 takes the points of %3 (the same test: %4)")
                         .arg(system, workload, merged.join(QStringLiteral(", ")),
                             describeTest(aggregate.first().workload));
    }
    AdvisorCurve curve;
    curve.system = system;
    if (aggregate.isEmpty()) {
        const auto measured = workloadsMeasured(library, system);
        if (!measured) {
            return measured.failure();
        }
        curve.workloadsMeasured = *measured;
    }
    curve.points = curvemath::pointsOf(Curve::fromMeasurements(system, workload, aggregate), warnings);
    if (!aggregate.isEmpty()) {
        curve.workload = aggregate.first().workload; // the test behind the points (for a customer's workload match)
    }
    const auto config = library.system(system);
    if (!config.ok()) {
        return config.failure();
    }
    if (*config) {
        curve.linkGbps = (*config)->linkGbps;
        curve.nodes = (*config)->nodes; // per-node capacity for a customer's demand
    }
    return curve;
}

Expected<QStringList> workloadsMeasured(const ResultsLibrary& library, const QString& system)
{
    auto coverage = library.coverage();
    if (!coverage) {
        return coverage.failure();
    }
    return LibraryCoverage(std::move(*coverage), {}, {}).workloadsWithPoints(system);
}

Expected<QList<Measurement>> measurementsBehind(const ResultsLibrary& library, const AdvisorResult& result)
{
    QStringList systems { result.input.baseline.system };
    for (const AdvisorCurve& candidate : result.input.candidates) {
        if (!candidate.modeled && !systems.contains(candidate.system)) {
            systems << candidate.system;
        }
    }
    const auto sameTest = library.sameTestWorkloads(result.input.workload);
    if (!sameTest) {
        return sameTest.failure();
    }
    QList<Measurement> used;
    for (const QString& system : std::as_const(systems)) {
        const auto points = curvePoints(library, system, *sameTest, nullptr);
        if (!points) {
            return points.failure();
        }
        used += *points;
    }
    return used;
}

Expected<AdvisorInput> buildAdvisorInput(
    const ResultsLibrary& library, const Catalog& catalog, const AdvisorRequest& given)
{
    AdvisorRequest request = given;
    QStringList defaults;
    if (!request.demand.isEmpty()) {
        if (auto completed = completeDemandRequest(library, catalog, request, defaults); !completed) {
            return completed.failure();
        }
    }
    if (auto known = checkWorkload(library, request.workload); !known) {
        return known.failure();
    }
    const auto baseline = namedSystem(library, kBaseline, request.baseline);
    if (!baseline) {
        return baseline.failure();
    }
    AdvisorInput input;
    input.workload = request.workload;
    auto baselineRead = baselineCurve(library, request, input.notes);
    if (!baselineRead) {
        return baselineRead.failure();
    }
    input.baseline = std::move(*baselineRead);
    auto candidates = candidateCurves(library, request, input.notes);
    if (!candidates) {
        return candidates.failure();
    }
    input.candidates = std::move(*candidates);
    if (auto sized = sizeCluster(*baseline, request, input); !sized) {
        return sized.failure();
    }
    auto design = networkDesign(catalog, request, input.portsPerNode, input.candidates);
    if (!design) {
        return design.failure();
    }
    input.design = std::move(*design);
    if (auto priced = priceNodes(catalog, request, input); !priced) {
        return priced.failure();
    }
    copyChoices(request, input);
    const auto baselineMeasurements = library.measurements({ request.baseline, {}, std::nullopt });
    if (!baselineMeasurements) {
        return baselineMeasurements.failure();
    }
    input.bottleneck = observationsFor(*baseline, *baselineMeasurements, request.storagePortsPerNode);
    if (!request.demand.isEmpty()) {
        auto demand = advisorDemand(library, request);
        if (!demand) {
            return demand.failure();
        }
        input.demand = std::move(*demand);
        input.notes = defaults + input.notes;
    }
    return input;
}

Expected<std::pair<double, double>> parseHeadroomBand(const QString& text)
{
    const QStringList parts = text.split(QLatin1Char('-'));
    const auto low = parts.size() == 2 ? parseNumber({}, parts[0], 0.001, 100) : Expected<double>(fail({}));
    const auto high = parts.size() == 2 ? parseNumber({}, parts[1], 0.001, 100) : Expected<double>(fail({}));
    if (!low || !high || *low > *high) {
        return failField(QStringLiteral("headroom"),
            QStringLiteral("'%1' is not a band such as 60-70 (percent of peak, low-high)").arg(text));
    }
    return std::pair { *low, *high };
}

} // namespace headroom
