#include "advisorrequest.h"

#include "advice/bottleneckevidence.h"
#include "model/namematch.h"
#include "model/quantityparse.h"
#include "model/units.h"
#include "store/resultslibrary.h"

namespace headroom {

namespace {
Expected<CatalogItem> part(const Catalog& catalog, const QString& partNumber, const QString& option, ItemKind kind)
{
    if (partNumber.isEmpty()) {
        return fail(QStringLiteral("--%1: give a part number from the catalog").arg(option));
    }
    const CatalogItem* item = catalog.find(partNumber);
    if (!item) {
        return fail(QStringLiteral("--%1: no part '%2' in the catalog (see 'headroom-cli catalog list')")
                        .arg(option, partNumber));
    }
    if (item->kind != kind && !(kind == ItemKind::Cable && item->kind == ItemKind::Optic)) {
        return fail(QStringLiteral("--%1: %2 is a %3, not a %4")
                        .arg(option, item->label(), displayName(item->kind), displayName(kind)));
    }
    return *item;
}

// The system `option` names; a name not in the library fails with the close ones ("did you mean") or the list.
Expected<SystemConfig> namedSystem(const ResultsLibrary& library, const QString& option, const QString& name)
{
    const auto read = library.system(name);
    if (!read.ok()) {
        return fail(read.error());
    }
    if (*read) {
        return **read;
    }
    const auto systems = library.systems();
    if (!systems) {
        return fail(systems.error());
    }
    return fail(QStringLiteral("--%1: no system '%2' in the library; %3")
                    .arg(option, name, nameSuggestion(name, systemNamesOf(*systems), QStringLiteral("systems"))));
}

// Why `name` is no workload: with the close ones ("did you mean") or the list; or why the names could not be read.
QString noSuchWorkload(const ResultsLibrary& library, const QString& name)
{
    const auto names = library.workloadNames();
    if (!names) {
        return names.error();
    }
    return QStringLiteral("--workload: no workload '%1' in the library; %2")
        .arg(name, nameSuggestion(name, *names, QStringLiteral("workloads")));
}
} // namespace

Expected<AdvisorCurve> curveFromLibrary(
    const ResultsLibrary& library, const QString& system, const QString& workload, QStringList* warnings)
{
    // The workload is the test, not the file name: every workload with the same parameters is a point of the curve.
    const auto sameTest = library.sameTestWorkloads(workload);
    if (!sameTest) {
        return fail(sameTest.error());
    }
    QList<Measurement> aggregate;
    QStringList merged;
    for (const QString& name : *sameTest) {
        const auto read = library.measurements({ system, name, std::nullopt });
        if (!read) {
            return fail(read.error());
        }
        bool used = false;
        for (const Measurement& m : *read) {
            if (m.isCurvePoint()) {
                aggregate << m;
                used = true;
            }
        }
        if (used) {
            merged << name;
        }
    }
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
            return fail(measured.error());
        }
        curve.workloadsMeasured = *measured;
    }
    curve.points = curvemath::pointsOf(Curve::fromMeasurements(system, workload, aggregate), warnings);
    const auto config = library.system(system);
    if (!config.ok()) {
        return fail(config.error());
    }
    if (*config) {
        curve.linkGbps = (*config)->linkGbps;
    }
    return curve;
}

Expected<QStringList> workloadsMeasured(const ResultsLibrary& library, const QString& system)
{
    const auto coverage = library.coverage();
    if (!coverage) {
        return fail(coverage.error());
    }
    QStringList names;
    for (const WorkloadCoverage& pair : *coverage) {
        if (pair.systemName == system && pair.withIopsAndLatencyCount > 0 && !names.contains(pair.workloadName)) {
            names << pair.workloadName;
        }
    }
    return names;
}

Expected<AdvisorInput> buildAdvisorInput(
    const ResultsLibrary& library, const Catalog& catalog, const AdvisorRequest& request)
{
    if (request.workload.isEmpty()) {
        return fail(QStringLiteral("--workload: give a workload name (see 'headroom-cli results')"));
    }
    const auto sameTest = library.sameTestWorkloads(request.workload);
    if (!sameTest) {
        return fail(sameTest.error());
    }
    if (sameTest->isEmpty()) {
        return fail(noSuchWorkload(library, request.workload));
    }
    const auto baseline = namedSystem(library, QStringLiteral("baseline"), request.baseline);
    if (!baseline) {
        return fail(baseline.error());
    }
    AdvisorInput input;
    input.workload = request.workload;
    QStringList warnings;
    auto baselineCurve = curveFromLibrary(library, request.baseline, request.workload, &warnings);
    if (!baselineCurve) {
        return fail(baselineCurve.error());
    }
    input.baseline = std::move(*baselineCurve);
    if (input.baseline.points.empty()) {
        const auto measured = workloadsMeasured(library, request.baseline);
        if (!measured) {
            return fail(measured.error());
        }
        const QStringList& has = *measured;
        return fail(QStringLiteral("--baseline: '%1' has no measurement of '%2' with both IOPS and a mean latency, so "
                                   "there is no curve to compare; it has: %3")
                        .arg(request.baseline, request.workload,
                            has.isEmpty() ? QStringLiteral("no workload with IOPS and latency")
                                          : has.join(QStringLiteral(", "))));
    }
    for (const QString& name : request.candidates) {
        if (const auto candidate = namedSystem(library, QStringLiteral("candidate"), name); !candidate) {
            return fail(candidate.error());
        }
        auto curve = curveFromLibrary(library, name, request.workload, &warnings);
        if (!curve) {
            return fail(curve.error());
        }
        input.candidates << std::move(*curve);
    }
    input.nodes = request.nodes > 0 ? request.nodes : baseline->nodes.value_or(0);
    if (input.nodes < 1) {
        return fail(QStringLiteral("--nodes: the baseline system has no node count; give --nodes N"));
    }
    input.portsPerNode = request.portsPerNode > 0 ? request.portsPerNode : baseline->portsPerNode.value_or(0);
    if (input.portsPerNode < 1) {
        return fail(QStringLiteral("--ports-per-node: the baseline system has no port count; give --ports-per-node P"));
    }
    auto nic = part(catalog, request.nicPart, QStringLiteral("nic"), ItemKind::Nic);
    auto switchItem = part(catalog, request.switchPart, QStringLiteral("switch"), ItemKind::Switch);
    auto cable = part(catalog, request.cablePart, QStringLiteral("cable"), ItemKind::Cable);
    for (const auto* looked : { &nic, &switchItem, &cable }) {
        if (!*looked) {
            return Error { looked->error() };
        }
    }
    input.design = NetworkDesign {
        QStringLiteral("%1 + %2 + %3").arg(nic->partNumber, switchItem->partNumber, cable->partNumber), *nic,
        *switchItem, *cable, input.portsPerNode, request.redundantSwitches
    };
    for (const QString& problem : speedMismatches(input.design)) {
        return fail(QStringLiteral("--cable/--switch/--nic: %1").arg(problem));
    }
    for (const AdvisorCurve& candidate : std::as_const(input.candidates)) {
        if (candidate.linkGbps) {
            for (const QString& problem : speedMismatches(input.design, *candidate.linkGbps, candidate.system)) {
                return fail(
                    QStringLiteral("--nic/--switch/--cable: %1; choose parts for %2").arg(problem, candidate.system));
            }
        }
    }
    input.nodePriceCents = request.nodePriceCents;
    input.nodePriceCurrency = request.nodePriceCurrency;
    if (!request.nodePart.isEmpty()) {
        auto node = part(catalog, request.nodePart, QStringLiteral("node-price"), ItemKind::Node);
        if (!node) {
            return Error { node.error() };
        }
        input.nodePriceCents = node->priceCents;
        input.nodePriceCurrency = node->currency;
        input.nodePriceSource = QStringLiteral("catalog item %1").arg(node->label());
    }
    input.currency = request.currency;
    input.rates = request.rates;
    input.costBasis = request.costBasis;
    input.nodeScaling = request.nodeScaling;
    input.nodesToAdd = request.nodesToAdd;
    input.latencyLimitNs = units::msToNs(request.latencyLimitMs);
    input.headroomLowPct = request.headroomLowPct;
    input.headroomHighPct = request.headroomHighPct;
    input.extrapolation = request.allowExtrapolation ? Extrapolation::Allowed : Extrapolation::Forbidden;
    input.notes = warnings;
    const auto baselineMeasurements = library.measurements({ request.baseline, {}, std::nullopt });
    if (!baselineMeasurements) {
        return fail(baselineMeasurements.error());
    }
    input.bottleneck = observationsFor(*baseline, *baselineMeasurements, request.storagePortsPerNode);
    return input;
}

Expected<std::pair<double, double>> parseHeadroomBand(const QString& text)
{
    const QStringList parts = text.split(QLatin1Char('-'));
    const auto low = parts.size() == 2 ? parseNumber({}, parts[0], 0.001, 100) : Expected<double>(fail({}));
    const auto high = parts.size() == 2 ? parseNumber({}, parts[1], 0.001, 100) : Expected<double>(fail({}));
    if (!low || !high || *low > *high) {
        return fail(
            QStringLiteral("--headroom: '%1' is not a band such as 60-70 (percent of peak, low-high)").arg(text));
    }
    return std::pair { *low, *high };
}

} // namespace headroom
