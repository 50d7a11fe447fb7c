// SPDX-License-Identifier: GPL-3.0-or-later
#include "advisortext.h"

#include "advisorheadline.h"
#include "demandadvice.h"
#include "model/quantityformat.h"

#include <algorithm>
#include <cmath>

#include <QCoreApplication>

namespace headroom {

namespace {
// The metric the decision uses: $ per IOPS at the latency limit when every priced option has it, else at peak.
bool useLatencyLimit(const AdvisorResult& result)
{
    if (!result.baseline.atLatencyLimit) {
        return false;
    }
    for (const AdvisorOption& option : result.options) {
        if (!option.problems.isEmpty()) {
            continue;
        }
        if (!option.figures.atLatencyLimit
            || (option.costCents && option.figures.peak && !option.costPerIopsAtLatencyLimit
                && option.latencyLimitGainPct && *option.latencyLimitGainPct > 0)) {
            return false;
        }
    }
    return std::any_of(result.options.cbegin(), result.options.cend(),
        [](const AdvisorOption& o) { return o.problems.isEmpty() && o.costPerIopsAtLatencyLimit.has_value(); });
}

QString optionPhrase(const AdvisorResult& result, const AdvisorOption& option, bool atLimit)
{
    const QString& currency = result.currency;
    const QString what = option.kind == OptionKind::NetworkUpgrade
        ? QCoreApplication::translate("headroom::advice", "moving to %1").arg(option.curve.system)
        : QCoreApplication::translate("headroom::advice", "adding %1 node(s)").arg(option.nodesAdded);
    const auto gain = atLimit ? option.latencyLimitGainPct : option.peakGainPct;
    const auto perIops = atLimit ? option.costPerIopsAtLatencyLimit : option.costPerIopsAtPeak;
    QString text = what;
    if (gain) {
        const QString noise = noiseText(decisiveNoise(option, atLimit));
        text += QCoreApplication::translate("headroom::advice", " gains %1 %2%3")
                    .arg(QuantityFormat::text().gain(*gain),
                        atLimit
                            ? QCoreApplication::translate("headroom::advice", "IOPS ") + decisivePoint(result, option)
                            : QCoreApplication::translate("headroom::advice", "peak IOPS"),
                        noise.isEmpty() ? QString() : QStringLiteral(" ") + noise);
    }
    if (option.costCents) {
        text
            += QCoreApplication::translate("headroom::advice", " for %1").arg(formatMoney(*option.costCents, currency));
        if (option.kind == OptionKind::NetworkUpgrade && option.amortisedCostCents && option.wholeUnitCostCents
            && option.costCents == option.amortisedCostCents) {
            text += QCoreApplication::translate("headroom::advice", " per-port amortised");
        } else if (option.kind == OptionKind::NetworkUpgrade && option.wholeUnitCostCents) {
            text += QCoreApplication::translate("headroom::advice", " in whole units");
        }
    } else {
        text += QCoreApplication::translate("headroom::advice", " (not priced)");
    }
    if (perIops) {
        text += QCoreApplication::translate("headroom::advice", " (%1 per IOPS gained)")
                    .arg(moneyPerIops(*perIops, currency));
    }
    return text;
}
} // namespace

QString noiseText(const std::optional<GainNoise>& noise)
{
    if (!noise) {
        return {};
    }
    const QString runs = noise->baselineRuns == noise->optionRuns
        ? QCoreApplication::translate("headroom::advice", "%1 run(s) each").arg(noise->baselineRuns)
        : QCoreApplication::translate("headroom::advice", "%1 and %2 runs")
              .arg(noise->baselineRuns)
              .arg(noise->optionRuns);
    const QString width = noise->halfWidthPct ? QCoreApplication::translate("headroom::advice", "± %1 pp")
                                                    .arg(QuantityFormat::text().number(*noise->halfWidthPct, 1))
                                              : QString();
    switch (noise->method) {
    case GainNoise::Method::Modeled:
        return QCoreApplication::translate("headroom::advice", "(modeled from the baseline's %1 run(s))")
            .arg(noise->baselineRuns);
    case GainNoise::Method::Unknown:
        return QCoreApplication::translate("headroom::advice", "(measured once: noise unknown)");
    case GainNoise::Method::Interval:
    case GainNoise::Method::RunSpread:
        break;
    }
    const QString how = noise->method == GainNoise::Method::Interval
        ? QCoreApplication::translate("headroom::advice", "95 % interval")
        : QCoreApplication::translate("headroom::advice", "run-to-run spread");
    if (noise->withinNoise) {
        return QCoreApplication::translate("headroom::advice", "(within the measured noise: %1, %2, %3)")
            .arg(width, how, runs);
    }
    return QStringLiteral("(%1, %2, %3)").arg(width, how, runs);
}

QString noiseSuffix(const std::optional<GainNoise>& noise, const QuantityFormat& format)
{
    if (!noise || noise->method == GainNoise::Method::Modeled) {
        return {};
    }
    if (!noise->halfWidthPct) {
        return QCoreApplication::translate("headroom::advice", " (1 run)");
    }
    const QString width = format.number(*noise->halfWidthPct, 1);
    return noise->withinNoise ? QCoreApplication::translate("headroom::advice", " (noise ± %1 pp)").arg(width)
                              : QCoreApplication::translate("headroom::advice", " ± %1 pp").arg(width);
}

QString gainText(double pct, const std::optional<GainNoise>& noise)
{
    const QString text = noiseText(noise);
    return text.isEmpty() ? QuantityFormat::text().gain(pct)
                          : QuantityFormat::text().gain(pct) + QLatin1Char(' ') + text;
}

const std::optional<GainNoise>& decisiveNoise(const AdvisorOption& option, bool atLimit)
{
    return atLimit ? option.latencyLimitGainNoise : option.peakGainNoise;
}

QString moneyPerIops(double unitsPerIops, const QString& currency)
{
    return formatMoney(static_cast<std::int64_t>(std::llround(unitsPerIops * 100.0)), currency);
}

QString networkCostTrace(const AdvisorInput& input, const PerPortCost& perPort, const std::optional<BuildOut>& buildOut)
{
    const int ports = input.nodes * input.portsPerNode;
    const QString& cur = perPort.currency;
    QString text
        = QCoreApplication::translate("headroom::advice",
            "per port amortised: %1 nodes × %2 ports = %3 ports × %4 per port (NIC %5 + switch port %6 + "
            "cable %7) = %8; with the per-port cost rounded to whole units first (the report's "
            "rounding): %3 × %9 = %10")
              .arg(input.nodes)
              .arg(input.portsPerNode)
              .arg(ports)
              .arg(formatMoney(perPort.total.roundedCents(), cur), formatMoney(perPort.nic.roundedCents(), cur),
                  formatMoney(perPort.switchPort.roundedCents(), cur), formatMoney(perPort.cable.roundedCents(), cur),
                  formatMoney(perPort.totalForPortsCents(ports), cur),
                  formatMoney(perPort.total.roundedToWholeUnitsCents(), cur),
                  formatMoney(perPort.totalForPortsReportRoundingCents(ports), cur));
    if (buildOut) {
        text += QCoreApplication::translate(
            "headroom::advice", ". Whole units: %1 NIC(s) (%2 per node) + %3 switch(es)%4 + %5 cable(s) = %6")
                    .arg(buildOut->nics)
                    .arg(buildOut->nicsPerNode)
                    .arg(buildOut->switches)
                    .arg(input.design.redundantSwitches
                            ? QCoreApplication::translate("headroom::advice", " (redundant pair)")
                            : QString())
                    .arg(buildOut->cables)
                    .arg(formatMoney(buildOut->totalCents, cur));
    }
    return text;
}

QString nodeCostTrace(const AdvisorInput& input, int nodesAdded, double factor, std::optional<double> matchedRatio,
    const std::optional<Money>& price, const QString& currency, const QString& sizedBy)
{
    QString why = !sizedBy.isEmpty() ? sizedBy
        : input.nodesToAdd ? QCoreApplication::translate("headroom::advice", "%1 node(s) as asked").arg(nodesAdded)
        : matchedRatio
        ? QCoreApplication::translate(
            "headroom::advice", "%1 node(s): the fewest whose scaling reaches the network upgrade's peak ratio %2×")
              .arg(nodesAdded)
              .arg(QuantityFormat::text().number(*matchedRatio, 3))
        : QCoreApplication::translate("headroom::advice", "%1 node: no network upgrade to match").arg(nodesAdded);
    QString text = QCoreApplication::translate(
        "headroom::advice", "%1; IOPS × (1 + %2 × %3 / %4) = × %5 at the same latency (modeled, not measured)")
                       .arg(why)
                       .arg(QuantityFormat::text().significant(input.nodeScaling, 3))
                       .arg(nodesAdded)
                       .arg(input.nodes)
                       .arg(QuantityFormat::text().number(factor, 3));
    if (price) {
        text += QCoreApplication::translate("headroom::advice", "; cost %1 × %2 = %3")
                    .arg(nodesAdded)
                    .arg(formatMoney(price->cents, currency), formatMoney(price->cents * nodesAdded, currency));
        if (!input.nodePriceCurrency.isEmpty() && input.nodePriceCurrency != currency) {
            text += QCoreApplication::translate("headroom::advice", " (node price %1, converted)")
                        .arg(formatMoney(*input.nodePriceCents, input.nodePriceCurrency));
        }
        if (!input.nodePriceSource.isEmpty()) {
            text += QCoreApplication::translate("headroom::advice", "; node price from %1").arg(input.nodePriceSource);
        }
    } else if (input.nodePriceCents) {
        text += QCoreApplication::translate("headroom::advice", "; node price %1 not converted to %2")
                    .arg(formatMoney(*input.nodePriceCents, input.nodePriceCurrency), currency);
    } else {
        text += QCoreApplication::translate("headroom::advice", "; no node price given");
    }
    return text;
}

QString optionLabel(const AdvisorOption& option)
{
    return option.kind == OptionKind::NetworkUpgrade
        ? QCoreApplication::translate("headroom::advice", "network upgrade to %1").arg(option.curve.system)
        : QCoreApplication::translate("headroom::advice", "adding %1 node(s)").arg(option.nodesAdded);
}

namespace {
struct Pick {
    const AdvisorOption* option = nullptr;
    std::optional<double> perIops;
};

std::optional<double> perIopsOn(const AdvisorOption& option, CostBasis basis, bool atLimit, const CurveFigures& base)
{
    const auto cents = basis == CostBasis::Amortised ? option.amortisedCostCents : option.wholeUnitCostCents;
    const auto& before = atLimit ? base.atLatencyLimit : base.peak;
    const auto& after = atLimit ? option.figures.atLatencyLimit : option.figures.peak;
    if (!cents || !before || !after || after->iops <= before->iops) {
        return std::nullopt;
    }
    // A gain inside the run-to-run noise is not a gain to pay for: it cannot decide.
    if (const auto& noise = decisiveNoise(option, atLimit); noise && noise->withinNoise) {
        return std::nullopt;
    }
    return (static_cast<double>(*cents) / 100.0) / (after->iops - before->iops);
}

// The weighed option with the lowest cost per IOPS gained on `basis`; none when no option gains.
Pick pick(const AdvisorResult& result, CostBasis basis, bool atLimit)
{
    Pick best;
    for (const AdvisorOption& option : result.options) {
        // The customer's demand outranks the price: an option that does not carry it never wins.
        if (!option.problems.isEmpty() || !demandadvice::mayWin(option)) {
            continue;
        }
        const auto value = perIopsOn(option, basis, atLimit, result.baseline);
        if (value && (!best.perIops || *value < *best.perIops)) {
            best = { &option, value };
        }
    }
    return best;
}

Recommendation recommendationOf(const AdvisorOption* option)
{
    if (!option) {
        return Recommendation::Neither;
    }
    return option->kind == OptionKind::NetworkUpgrade ? Recommendation::NetworkUpgrade : Recommendation::AddNodes;
}

QString answerPhrase(Recommendation recommendation)
{
    switch (recommendation) {
    case Recommendation::NetworkUpgrade:
        return QCoreApplication::translate("headroom::advice", "upgrade the network");
    case Recommendation::AddNodes:
        return QCoreApplication::translate("headroom::advice", "add nodes");
    case Recommendation::None:
        return QCoreApplication::translate("headroom::advice", "no recommendation");
    case Recommendation::Neither:
        break;
    }
    return QCoreApplication::translate("headroom::advice", "neither (no option gains)");
}

// Marks the options that cannot be read at the metric; returns whether a network upgrade and the added nodes are
// both left to weigh.
bool markUnreadable(AdvisorResult& result, bool atLimit)
{
    bool network = false;
    bool nodes = false;
    for (AdvisorOption& option : result.options) {
        if (!option.problems.isEmpty()) {
            continue;
        }
        const bool readable = atLimit ? option.figures.atLatencyLimit.has_value() && result.baseline.atLatencyLimit
                                      : option.figures.peak.has_value() && result.baseline.peak;
        if (!readable) {
            option.problems << QCoreApplication::translate(
                "headroom::advice", "%1 cannot be compared at %2 with the baseline")
                                   .arg(option.curve.system, result.metric);
            continue;
        }
        (option.kind == OptionKind::NetworkUpgrade ? network : nodes) = true;
    }
    return network && nodes;
}

// How many runs stand behind each measured figure of the decision, and what to do when it is one.
QString runsSentence(const AdvisorResult& result, bool atLimit)
{
    QStringList parts;
    bool once = false;
    bool baselineNamed = false;
    for (const AdvisorOption& option : result.options) {
        const auto& noise = decisiveNoise(option, atLimit);
        if (!noise) {
            continue;
        }
        if (!baselineNamed) {
            parts << QStringLiteral("%1 %2").arg(result.input.baseline.system).arg(noise->baselineRuns);
            baselineNamed = true;
            once = once || noise->baselineRuns < 2;
        }
        if (option.kind == OptionKind::NetworkUpgrade) {
            parts << QStringLiteral("%1 %2").arg(option.curve.system).arg(noise->optionRuns);
            once = once || noise->optionRuns < 2;
        }
    }
    if (parts.isEmpty()) {
        return {};
    }
    QString text = QCoreApplication::translate("headroom::advice", "Runs behind each figure: %1.")
                       .arg(parts.join(QStringLiteral(", ")));
    if (once) {
        text += QCoreApplication::translate("headroom::advice", " A figure measured once has no known noise: %1.")
                    .arg(remeasureAdvice());
    }
    return text;
}

QString basisSentence(const AdvisorResult& result, CostBasis basis, bool atLimit)
{
    const CostBasis other = basis == CostBasis::Amortised ? CostBasis::WholeUnits : CostBasis::Amortised;
    QString text = QCoreApplication::translate("headroom::advice", "Decided on the %1").arg(describe(basis));
    if (!result.otherBasisChangesAnswer) {
        return text
            + QCoreApplication::translate("headroom::advice", "; on the %1 the answer is the same.")
                  .arg(describe(other));
    }
    text += QCoreApplication::translate("headroom::advice", "; on the %1 the answer would be: %2")
                .arg(describe(other), answerPhrase(result.otherBasisRecommendation));
    QStringList figures;
    for (const AdvisorOption& option : result.options) {
        if (!option.problems.isEmpty()) {
            continue;
        }
        const auto cents = other == CostBasis::Amortised ? option.amortisedCostCents : option.wholeUnitCostCents;
        const auto perIops = perIopsOn(option, other, atLimit, result.baseline);
        if (cents) {
            figures << QStringLiteral("%1 %2%3").arg(optionLabel(option), formatMoney(*cents, result.currency),
                perIops ? QCoreApplication::translate("headroom::advice", " = %1 per IOPS gained")
                              .arg(moneyPerIops(*perIops, result.currency))
                        : QString());
        }
    }
    if (!figures.isEmpty()) {
        text += QStringLiteral(" (%1)").arg(figures.join(QStringLiteral("; ")));
    }
    return text + QLatin1Char('.');
}
} // namespace

bool decidesAtLatencyLimit(const AdvisorResult& result)
{
    return useLatencyLimit(result);
}

void decide(AdvisorResult& result)
{
    const bool atLimit = useLatencyLimit(result);
    result.metric = atLimit ? QCoreApplication::translate("headroom::advice", "IOPS at the %1 ms latency limit")
                                  .arg(QuantityFormat::text().significant(result.input.latencyLimitNs / 1e6, 4))
                            : QCoreApplication::translate("headroom::advice", "peak IOPS");
    for (AdvisorOption& option : result.options) {
        const auto perIops = atLimit ? option.costPerIopsAtLatencyLimit : option.costPerIopsAtPeak;
        option.costPer1000IopsGained = perIops ? std::optional(*perIops * 1000.0) : std::nullopt;
    }
    const bool weighable = markUnreadable(result, atLimit);
    if (!weighable) {
        result.recommendation = Recommendation::None;
        result.otherBasisRecommendation = Recommendation::None;
        for (const AdvisorOption& option : std::as_const(result.options)) {
            for (const QString& problem : option.problems) {
                result.missing << QStringLiteral("%1: %2").arg(optionLabel(option), problem);
            }
        }
        if (result.input.candidates.isEmpty()) {
            result.missing << QCoreApplication::translate(
                "headroom::advice", "no candidate system with a faster network to compare with");
        }
        result.summary = QCoreApplication::translate("headroom::advice",
            "No recommendation: the network upgrade and the added nodes cannot both be "
            "weighed on evidence. Missing: %1.")
                             .arg(result.missing.join(QStringLiteral("; ")));
        result.summary += QLatin1Char(' ') + result.bottleneck.sentence;
        return;
    }
    const CostBasis basis = result.input.costBasis;
    const CostBasis other = basis == CostBasis::Amortised ? CostBasis::WholeUnits : CostBasis::Amortised;
    const Pick best = pick(result, basis, atLimit);
    const Pick otherBest = pick(result, other, atLimit);
    result.recommendation = recommendationOf(best.option);
    result.otherBasisRecommendation = recommendationOf(otherBest.option);
    result.otherBasisChangesAnswer = result.recommendation != result.otherBasisRecommendation;
    QStringList others;
    for (const AdvisorOption& option : std::as_const(result.options)) {
        if (&option == best.option) {
            continue;
        }
        QString phrase = optionPhrase(result, option, atLimit);
        if (!option.problems.isEmpty()) {
            phrase = QCoreApplication::translate("headroom::advice", "%1 — not weighed: %2")
                         .arg(optionLabel(option), option.problems.join(QStringLiteral("; ")));
        }
        others << phrase;
    }
    const bool demand = result.input.demand.has_value();
    if (!best.option) {
        result.summary
            = QCoreApplication::translate(
                "headroom::advice", "Neither: no option %1gains %2 beyond the measured noise (%3).")
                  .arg(demand ? QCoreApplication::translate("headroom::advice", "that carries the demand ") : QString(),
                      result.metric, others.join(QStringLiteral("; ")));
    } else {
        result.summary
            = QCoreApplication::translate("headroom::advice", "%1: %2, the lowest cost per IOPS gained%3")
                  .arg(best.option->kind == OptionKind::NetworkUpgrade
                          ? QCoreApplication::translate("headroom::advice", "Upgrade the network")
                          : QCoreApplication::translate("headroom::advice", "Add nodes"),
                      optionPhrase(result, *best.option, atLimit),
                      demand ? QCoreApplication::translate("headroom::advice", " of the options that carry the demand")
                             : QString());
        if (!others.isEmpty()) {
            result.summary += QCoreApplication::translate("headroom::advice", "; by comparison %1")
                                  .arg(others.join(QStringLiteral("; ")));
        }
        result.summary += QLatin1Char('.');
    }
    result.summary += QLatin1Char(' ') + basisSentence(result, basis, atLimit);
    if (const QString runs = runsSentence(result, atLimit); !runs.isEmpty()) {
        result.summary += QLatin1Char(' ') + runs;
    }
    result.summary += QLatin1Char(' ') + result.bottleneck.sentence;
    if (result.extrapolated) {
        result.summary += QCoreApplication::translate(
            "headroom::advice", " Some figures are EXTRAPOLATED beyond the measured points.");
    }
}

} // namespace headroom
