// SPDX-License-Identifier: GPL-3.0-or-later
#include "advisor.h"

#include "advisorheadline.h"
#include "advisortext.h"
#include "demandadvice.h"
#include "model/logging.h"
#include "pricing/money.h"

#include <algorithm>
#include <cmath>
#include <iterator>

#include <QCoreApplication>

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

std::optional<GainNoise> noiseOf(std::optional<double> gain, const std::optional<CurveReading>& base,
    const std::optional<CurveReading>& reading, const std::vector<CurvePoint>& basePoints, const AdvisorOption& option)
{
    if (!gain || !base || !reading) {
        return std::nullopt;
    }
    const ReadingNoise baseNoise = curvemath::noiseAt(basePoints, base->iops);
    if (option.curve.modeled) {
        // The added nodes' curve is the baseline's scaled: the same runs, so their noise cancels in the gain.
        GainNoise noise;
        noise.baselineRuns = baseNoise.runs;
        noise.optionRuns = baseNoise.runs;
        noise.method = GainNoise::Method::Modeled;
        return noise;
    }
    return gainNoise(*gain, baseNoise, curvemath::noiseAt(option.curve.points, reading->iops));
}

void fillComparison(AdvisorOption& option, const CurveFigures& base, const std::vector<CurvePoint>& basePoints)
{
    const CurveFigures& f = option.figures;
    option.peakGainPct = gainPct(base.peak, f.peak);
    option.latencyLimitGainPct = gainPct(base.atLatencyLimit, f.atLatencyLimit);
    option.peakGainNoise = noiseOf(option.peakGainPct, base.peak, f.peak, basePoints, option);
    option.latencyLimitGainNoise
        = noiseOf(option.latencyLimitGainPct, base.atLatencyLimit, f.atLatencyLimit, basePoints, option);
    option.headroomGainPct = gainPct(base.headroom, f.headroom);
    if (base.headroom && f.headroom && base.headroom->latencyNs > 0) {
        option.headroomLatencyChangePct = (f.headroom->latencyNs / base.headroom->latencyNs - 1.0) * 100.0;
    }
    option.costPerIopsAtPeak = costPerIops(option.costCents, base.peak, f.peak);
    option.costPerIopsAtLatencyLimit = costPerIops(option.costCents, base.atLatencyLimit, f.atLatencyLimit);
    option.costPerIopsAtHeadroom = costPerIops(option.costCents, base.headroom, f.headroom);
}

QString rateUsed(const QList<ExchangeRate>& rates, const QString& from, const QString& to)
{
    for (const ExchangeRate& rate : rates) {
        if ((rate.from == from && rate.to == to) || (rate.from == to && rate.to == from)) {
            return rate.describe();
        }
    }
    return {};
}

void warnAboutShortCurves(const AdvisorInput& input, AdvisorResult& result)
{
    QList<AdvisorCurve> curves { input.baseline };
    curves += input.candidates;
    for (const AdvisorCurve& curve : curves) {
        if (curve.points.size() == 1) {
            result.warnings << QCoreApplication::translate("headroom::advice",
                "%1: one measured point only; its 'peak' is that point, not "
                "necessarily the system's peak, and the headroom band below it needs "
                "lower-load points (or extrapolation)")
                                   .arg(curve.system);
        }
    }
}

// The parts in the answer's currency (each converted once, at the user's rate); problems name a part that cannot be.
struct PricedDesign {
    NetworkDesign design;
    QStringList problems;
};

PricedDesign pricedDesign(const AdvisorInput& input, const QString& currency, AdvisorResult& result)
{
    PricedDesign priced { input.design, {} };
    for (CatalogItem* part : { &priced.design.nic, &priced.design.switchItem, &priced.design.cable }) {
        if (part->currency == currency) {
            continue;
        }
        const auto converted = convert({ part->priceCents, part->currency }, currency, input.rates);
        if (!converted) {
            priced.problems << QCoreApplication::translate("headroom::advice",
                "%1 is priced in %2 but the answer is in %3: give an exchange rate "
                "with its date, or price the parts in one currency")
                                   .arg(part->label(), part->currency, currency);
            continue;
        }
        result.warnings << QCoreApplication::translate("headroom::advice", "%1: %2 converted to %3 at %4")
                               .arg(part->label(), formatMoney(part->priceCents, part->currency),
                                   formatMoney(converted->cents, currency),
                                   rateUsed(input.rates, part->currency, currency));
        part->priceCents = converted->cents;
        part->currency = currency;
    }
    priced.problems += speedMismatches(priced.design);
    return priced;
}

// The answer's currency: the one asked for, else the node price's, else the one most parts are priced in (the
// NIC's on a tie), so one part in another currency is the part that needs a rate.
QString answerCurrency(const AdvisorInput& input)
{
    if (!input.currency.isEmpty()) {
        return input.currency;
    }
    if (!input.nodePriceCurrency.isEmpty()) {
        return input.nodePriceCurrency;
    }
    const CatalogItem* parts[] = { &input.design.nic, &input.design.switchItem, &input.design.cable };
    QString best = input.design.nic.currency;
    int bestCount = 0;
    for (const CatalogItem* part : parts) {
        const int count = static_cast<int>(std::count_if(std::begin(parts), std::end(parts),
            [&](const CatalogItem* other) { return other->currency == part->currency; }));
        if (count > bestCount) {
            best = part->currency;
            bestCount = count;
        }
    }
    return best;
}

QString missingCurve(const AdvisorCurve& curve, const QString& workload)
{
    QString text = QCoreApplication::translate("headroom::advice", "%1 has no measurement of %2 with IOPS and latency")
                       .arg(curve.system, workload);
    if (!curve.workloadsMeasured.isEmpty()) {
        text += QCoreApplication::translate("headroom::advice", " (it has: %1)")
                    .arg(curve.workloadsMeasured.join(QStringLiteral(", ")));
    }
    return text;
}

QList<AdvisorOption> networkOptions(const AdvisorInput& input, const PricedDesign& priced, AdvisorResult& result)
{
    QList<AdvisorOption> options;
    const int ports = input.nodes * input.portsPerNode;
    for (const AdvisorCurve& candidate : input.candidates) {
        AdvisorOption option;
        option.kind = OptionKind::NetworkUpgrade;
        option.curve = candidate;
        if (candidate.points.empty()) {
            option.problems << missingCurve(candidate, workloadForPeople(input));
        }
        option.problems += priced.problems;
        if (candidate.linkGbps) {
            option.problems += speedMismatches(priced.design, *candidate.linkGbps, candidate.system);
        }
        if (result.perPort && ports > 0) {
            option.amortisedCostCents = result.perPort->totalForPortsCents(ports);
            option.costTrace = networkCostTrace(input, *result.perPort, result.buildOut);
        } else if (priced.problems.isEmpty()) {
            option.problems << QCoreApplication::translate("headroom::advice", "the network upgrade is not priced");
        }
        if (result.buildOut) {
            option.wholeUnitCostCents = result.buildOut->totalCents;
        }
        option.costCents
            = input.costBasis == CostBasis::Amortised ? option.amortisedCostCents : option.wholeUnitCostCents;
        option.figures = figuresOf(candidate.points, input);
        fillComparison(option, result.baseline, input.baseline.points);
        options << option;
    }
    return options;
}

// The added nodes: `sized` when a customer's demand sized them (`sizedBy` says how), else the count asked, else the
// fewest that match the best network upgrade's peak gain.
AdvisorOption nodeOption(
    const AdvisorInput& input, const AdvisorResult& result, std::optional<int> sized = {}, const QString& sizedBy = {})
{
    std::optional<double> bestRatio;
    for (const AdvisorOption& option : result.options) {
        if (option.problems.isEmpty() && option.peakGainPct
            && (!bestRatio || 1.0 + *option.peakGainPct / 100.0 > *bestRatio)) {
            bestRatio = 1.0 + *option.peakGainPct / 100.0;
        }
    }
    AdvisorOption option;
    option.kind = OptionKind::AddNodes;
    option.nodesAdded = sized.value_or(
        input.nodesToAdd.value_or(bestRatio ? nodesForRatio(*bestRatio, input.nodes, input.nodeScaling) : 1));
    const double factor = 1.0 + input.nodeScaling * option.nodesAdded / std::max(1, input.nodes);
    option.curve = AdvisorCurve { QCoreApplication::translate("headroom::advice", "%1 + %2 node(s)")
                                      .arg(input.baseline.system)
                                      .arg(option.nodesAdded),
        curvemath::scaled(input.baseline.points, factor), true, input.baseline.linkGbps, {} };
    if (input.baseline.points.empty()) {
        option.problems << missingCurve(input.baseline, workloadForPeople(input));
    }
    std::optional<Money> price;
    if (!input.nodePriceCents) {
        option.problems << QCoreApplication::translate(
            "headroom::advice", "no node price: give the price of one node (or a node from the catalog)");
    } else {
        const QString from = input.nodePriceCurrency.isEmpty() ? result.currency : input.nodePriceCurrency;
        price = convert({ *input.nodePriceCents, from }, result.currency, input.rates);
        if (!price) {
            option.problems << QCoreApplication::translate("headroom::advice",
                "the node price is in %1 but the answer is in %2: give an exchange "
                "rate with its date")
                                   .arg(from, result.currency);
        }
    }
    if (price) {
        option.costCents = price->cents * option.nodesAdded;
        option.amortisedCostCents = option.costCents;
        option.wholeUnitCostCents = option.costCents;
    }
    option.costTrace = nodeCostTrace(input, option.nodesAdded, factor, bestRatio, price, result.currency, sizedBy);
    option.figures = figuresOf(option.curve.points, input);
    fillComparison(option, result.baseline, input.baseline.points);
    return option;
}

void addUpgradeEvidence(const AdvisorInput& input, AdvisorResult& result)
{
    result.input.bottleneck = input.bottleneck;
    for (const AdvisorOption& option : std::as_const(result.options)) {
        if (option.kind == OptionKind::NetworkUpgrade && option.peakGainPct && option.curve.linkGbps
            && input.baseline.linkGbps && *option.curve.linkGbps > *input.baseline.linkGbps) {
            result.input.bottleneck.upgrades << NetworkUpgradeObservation {
                QCoreApplication::translate("headroom::advice", "%1 vs %2, %3")
                    .arg(option.curve.system, input.baseline.system, workloadForPeople(input)),
                *input.baseline.linkGbps, *option.curve.linkGbps, *option.peakGainPct
            };
        }
    }
    result.bottleneck = attributeBottleneck(result.input.bottleneck);
}

// With a customer demand: the added nodes sized to carry it (unless the user chose the count), then every option's
// capacity and runway at the metric decide() will use.
void weighDemand(const AdvisorInput& input, AdvisorResult& result)
{
    if (!input.demand) {
        return;
    }
    const bool atLimit = decidesAtLatencyLimit(result);
    if (const std::optional<int> nodes = demandadvice::nodesToCarry(input, atLimit); nodes && *nodes > 0) {
        result.options.back()
            = nodeOption(input, result, *nodes, demandadvice::nodesToCarryText(input, *nodes, atLimit));
    } else if (nodes) {
        result.warnings << QCoreApplication::translate("headroom::advice",
            "the current cluster carries the demand for the years asked: the added "
            "nodes are sized to match the network upgrade instead");
    }
    demandadvice::applyDemand(result, decidesAtLatencyLimit(result));
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

QString toString(GainNoise::Method method)
{
    switch (method) {
    case GainNoise::Method::Interval:
        return QStringLiteral("95%-interval");
    case GainNoise::Method::RunSpread:
        return QStringLiteral("run-spread");
    case GainNoise::Method::Modeled:
        return QStringLiteral("modeled");
    case GainNoise::Method::Unknown:
        break;
    }
    return QStringLiteral("unknown");
}

GainNoise gainNoise(double gainPct, const ReadingNoise& base, const ReadingNoise& option)
{
    GainNoise noise;
    noise.baselineRuns = base.runs;
    noise.optionRuns = option.runs;
    // The gain is a ratio of two means: relative uncertainties add in quadrature, scaled by the ratio.
    const double ratio = 1.0 + gainPct / 100.0;
    if (base.relativeCi95 && option.relativeCi95) {
        noise.method = GainNoise::Method::Interval;
        noise.halfWidthPct = ratio * std::hypot(*base.relativeCi95, *option.relativeCi95) * 100.0;
    } else if (base.relativeRange || option.relativeRange) {
        // With 2 runs a t-interval is 12.7 standard errors wide and says nothing: what was measured is the spread.
        noise.method = GainNoise::Method::RunSpread;
        noise.halfWidthPct
            = ratio * std::max(base.relativeRange.value_or(0.0), option.relativeRange.value_or(0.0)) * 100.0;
    }
    noise.withinNoise = noise.halfWidthPct && std::abs(gainPct) <= *noise.halfWidthPct;
    return noise;
}

QString toString(OptionKind kind)
{
    return kind == OptionKind::NetworkUpgrade ? QStringLiteral("network-upgrade") : QStringLiteral("add-nodes");
}

QString toString(CostBasis basis)
{
    return basis == CostBasis::Amortised ? QStringLiteral("amortised") : QStringLiteral("whole-units");
}

std::optional<CostBasis> costBasisFromString(const QString& text)
{
    const QString lower = text.trimmed().toLower();
    if (lower == QLatin1String("amortised") || lower == QLatin1String("amortized")) {
        return CostBasis::Amortised;
    }
    if (lower == QLatin1String("whole-units") || lower == QLatin1String("whole")) {
        return CostBasis::WholeUnits;
    }
    return std::nullopt;
}

QString describe(CostBasis basis)
{
    return basis == CostBasis::Amortised ? QCoreApplication::translate("headroom::advice", "per-port amortised cost")
                                         : QCoreApplication::translate("headroom::advice", "whole-unit build-out");
}

QString toString(Recommendation recommendation)
{
    switch (recommendation) {
    case Recommendation::NetworkUpgrade:
        return QStringLiteral("network-upgrade");
    case Recommendation::AddNodes:
        return QStringLiteral("add-nodes");
    case Recommendation::None:
        return QStringLiteral("no-recommendation");
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
    result.currency = answerCurrency(input);
    const PricedDesign priced = pricedDesign(input, result.currency, result);
    if (priced.problems.isEmpty()) {
        if (auto perPort = perPortCost(priced.design)) {
            result.perPort = *perPort;
        } else {
            result.warnings
                << QCoreApplication::translate("headroom::advice", "network design: %1").arg(perPort.error());
        }
        if (auto buildOut = wholeUnitBuildOut(priced.design, input.nodes)) {
            result.buildOut = *buildOut;
        }
    } else {
        for (const QString& problem : priced.problems) {
            result.warnings << QCoreApplication::translate("headroom::advice", "network design: %1").arg(problem);
        }
    }
    if (const QStringList unknown = unknownSpeeds(input.design); !unknown.isEmpty()) {
        result.warnings << QCoreApplication::translate(
            "headroom::advice", "no speed in the catalog for %1: not checked against the link speed")
                               .arg(unknown.join(QStringLiteral(", ")));
    }
    if (input.nodePriceCents && input.nodePriceCurrency.isEmpty()) {
        result.warnings << QCoreApplication::translate(
            "headroom::advice", "the node price has no currency: taken as %1")
                               .arg(result.currency);
    }
    result.warnings += input.notes;
    warnAboutShortCurves(input, result);
    result.baseline = figuresOf(input.baseline.points, input);
    result.options = networkOptions(input, priced, result);
    result.options << nodeOption(input, result);
    weighDemand(input, result);
    addUpgradeEvidence(input, result);
    result.extrapolated = result.baseline.extrapolated();
    for (const AdvisorOption& option : std::as_const(result.options)) {
        result.extrapolated = result.extrapolated || option.figures.extrapolated();
    }
    decide(result);
    demandadvice::explainDemand(result);
    for (const AdvisorOption& option : std::as_const(result.options)) {
        if (!option.problems.isEmpty()) {
            qCDebug(lcAdvice) << "option not weighed:" << option.curve.system << option.problems;
        }
    }
    return result;
}

} // namespace headroom
