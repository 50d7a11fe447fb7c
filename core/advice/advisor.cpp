#include "advisor.h"

#include "advisortext.h"

#include <cmath>

namespace headroom {

namespace {
CurveFigures figuresOf(const std::vector<CurvePoint>& points, const AdvisorInput& input)
{
    CurveFigures f;
    f.peak = curvemath::peak(points);
    f.atLatencyLimit = curvemath::iopsAtLatencyLimit(points, input.latencyLimitNs, input.extrapolation);
    const double middle = (input.headroomLowPct + input.headroomHighPct) / 2.0;
    f.headroom = curvemath::atPercentOfPeak(points, middle, input.extrapolation);
    f.headroomLow = curvemath::atPercentOfPeak(points, input.headroomLowPct, input.extrapolation);
    f.headroomHigh = curvemath::atPercentOfPeak(points, input.headroomHighPct, input.extrapolation);
    return f;
}

std::optional<double> gainPct(const std::optional<CurveReading>& base, const std::optional<CurveReading>& option)
{
    if (!base || !option || base->iops <= 0) {
        return std::nullopt;
    }
    return (option->iops / base->iops - 1.0) * 100.0;
}

std::optional<double> costPerIops(std::optional<std::int64_t> cents, const std::optional<CurveReading>& base,
    const std::optional<CurveReading>& option)
{
    if (!cents || !base || !option || option->iops <= base->iops) {
        return std::nullopt;
    }
    return (static_cast<double>(*cents) / 100.0) / (option->iops - base->iops);
}

void fillComparison(AdvisorOption& option, const CurveFigures& base)
{
    const CurveFigures& f = option.figures;
    option.peakGainPct = gainPct(base.peak, f.peak);
    option.latencyLimitGainPct = gainPct(base.atLatencyLimit, f.atLatencyLimit);
    option.headroomGainPct = gainPct(base.headroom, f.headroom);
    if (base.headroom && f.headroom && base.headroom->latencyNs > 0) {
        option.headroomLatencyChangePct = (f.headroom->latencyNs / base.headroom->latencyNs - 1.0) * 100.0;
    }
    option.costPerIopsAtPeak = costPerIops(option.costCents, base.peak, f.peak);
    option.costPerIopsAtLatencyLimit = costPerIops(option.costCents, base.atLatencyLimit, f.atLatencyLimit);
    option.costPerIopsAtHeadroom = costPerIops(option.costCents, base.headroom, f.headroom);
}

void warnAboutShortCurves(const AdvisorInput& input, AdvisorResult& result)
{
    QList<AdvisorCurve> curves { input.baseline };
    curves += input.candidates;
    for (const AdvisorCurve& curve : curves) {
        if (curve.points.empty()) {
            result.warnings << QStringLiteral("%1: no measured point with IOPS and latency for %2")
                                   .arg(curve.system, input.workload);
        } else if (curve.points.size() == 1) {
            result.warnings << QStringLiteral("%1: one measured point only; its 'peak' is that point, not "
                                              "necessarily the system's peak, and the headroom band below it needs "
                                              "lower-load points (or extrapolation)")
                                   .arg(curve.system);
        }
    }
}

QList<AdvisorOption> networkOptions(const AdvisorInput& input, AdvisorResult& result)
{
    QList<AdvisorOption> options;
    const int ports = input.nodes * input.portsPerNode;
    for (const AdvisorCurve& candidate : input.candidates) {
        AdvisorOption option;
        option.kind = OptionKind::NetworkUpgrade;
        option.curve = candidate;
        if (result.perPort && ports > 0) {
            option.costCents = result.perPort->totalForPortsCents(ports);
            option.costTrace = networkCostTrace(input, *result.perPort, result.buildOut);
        }
        option.figures = figuresOf(candidate.points, input);
        fillComparison(option, result.baseline);
        options << option;
    }
    return options;
}

AdvisorOption nodeOption(const AdvisorInput& input, const AdvisorResult& result)
{
    std::optional<double> bestRatio;
    for (const AdvisorOption& option : result.options) {
        if (option.peakGainPct && (!bestRatio || 1.0 + *option.peakGainPct / 100.0 > *bestRatio)) {
            bestRatio = 1.0 + *option.peakGainPct / 100.0;
        }
    }
    AdvisorOption option;
    option.kind = OptionKind::AddNodes;
    option.nodesAdded
        = input.nodesToAdd.value_or(bestRatio ? nodesForRatio(*bestRatio, input.nodes, input.nodeScaling) : 1);
    const double factor = 1.0 + input.nodeScaling * option.nodesAdded / std::max(1, input.nodes);
    option.curve = AdvisorCurve { QStringLiteral("%1 + %2 node(s)").arg(input.baseline.system).arg(option.nodesAdded),
        curvemath::scaled(input.baseline.points, factor), true, input.baseline.linkGbps };
    if (input.nodePriceCents) {
        option.costCents = *input.nodePriceCents * option.nodesAdded;
    }
    option.costTrace = nodeCostTrace(input, option.nodesAdded, factor, bestRatio, result.currency);
    option.figures = figuresOf(option.curve.points, input);
    fillComparison(option, result.baseline);
    return option;
}

void addUpgradeEvidence(const AdvisorInput& input, AdvisorResult& result)
{
    result.input.bottleneck = input.bottleneck;
    for (const AdvisorOption& option : std::as_const(result.options)) {
        if (option.kind == OptionKind::NetworkUpgrade && option.peakGainPct && option.curve.linkGbps
            && input.baseline.linkGbps && *option.curve.linkGbps > *input.baseline.linkGbps) {
            result.input.bottleneck.upgrades << NetworkUpgradeObservation {
                QStringLiteral("%1 vs %2, %3").arg(option.curve.system, input.baseline.system, input.workload),
                *input.baseline.linkGbps, *option.curve.linkGbps, *option.peakGainPct
            };
        }
    }
    result.bottleneck = attributeBottleneck(result.input.bottleneck);
}
} // namespace

bool CurveFigures::extrapolated() const
{
    for (const auto* reading : { &peak, &atLatencyLimit, &headroom, &headroomLow, &headroomHigh }) {
        if (*reading && (*reading)->extrapolated) {
            return true;
        }
    }
    return false;
}

QString toString(OptionKind kind)
{
    return kind == OptionKind::NetworkUpgrade ? QStringLiteral("network-upgrade") : QStringLiteral("add-nodes");
}

QString toString(Recommendation recommendation)
{
    switch (recommendation) {
    case Recommendation::NetworkUpgrade:
        return QStringLiteral("network-upgrade");
    case Recommendation::AddNodes:
        return QStringLiteral("add-nodes");
    case Recommendation::Neither:
        break;
    }
    return QStringLiteral("neither");
}

int nodesForRatio(double ratio, int nodes, double scaling)
{
    if (ratio <= 1.0 || nodes < 1 || scaling <= 0) {
        return 1;
    }
    // Round away float noise first: (1.78 - 1) × 6 = 4.68 must give 5, and 0.5 × 6 = 3.0000000001 must give 3.
    const double exact = (ratio - 1.0) * nodes / scaling;
    return std::max(1, static_cast<int>(std::ceil(exact - 1e-9)));
}

AdvisorResult advise(const AdvisorInput& input)
{
    AdvisorResult result;
    result.input = input;
    result.currency = input.design.nic.currency;
    if (auto perPort = perPortCost(input.design)) {
        result.perPort = *perPort;
    } else {
        result.warnings << QStringLiteral("network design: %1").arg(perPort.error());
    }
    if (auto buildOut = wholeUnitBuildOut(input.design, input.nodes)) {
        result.buildOut = *buildOut;
    }
    result.warnings += input.notes;
    warnAboutShortCurves(input, result);
    result.baseline = figuresOf(input.baseline.points, input);
    result.options = networkOptions(input, result);
    result.options << nodeOption(input, result);
    if (!input.nodePriceCents) {
        result.warnings << QStringLiteral("no node price given: adding nodes is shown without cost or $ per IOPS");
    }
    addUpgradeEvidence(input, result);
    result.extrapolated = result.baseline.extrapolated();
    for (const AdvisorOption& option : std::as_const(result.options)) {
        result.extrapolated = result.extrapolated || option.figures.extrapolated();
    }
    decide(result);
    return result;
}

} // namespace headroom
