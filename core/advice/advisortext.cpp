#include "advisortext.h"

#include <cmath>

#include <QLocale>

namespace headroom {

namespace {
// The metric the decision uses: $ per IOPS at the latency limit when every priced option has it, else at peak.
bool useLatencyLimit(const AdvisorResult& result)
{
    if (!result.baseline.atLatencyLimit) {
        return false;
    }
    for (const AdvisorOption& option : result.options) {
        if (option.costCents && option.figures.peak && !option.costPerIopsAtLatencyLimit && option.latencyLimitGainPct
            && *option.latencyLimitGainPct > 0) {
            return false;
        }
    }
    return std::any_of(result.options.cbegin(), result.options.cend(),
        [](const AdvisorOption& o) { return o.costPerIopsAtLatencyLimit.has_value(); });
}

QString optionPhrase(const AdvisorOption& option, bool atLimit, const QString& currency)
{
    const QString what = option.kind == OptionKind::NetworkUpgrade
        ? QStringLiteral("moving to %1").arg(option.curve.system)
        : QStringLiteral("adding %1 node(s)").arg(option.nodesAdded);
    const auto gain = atLimit ? option.latencyLimitGainPct : option.peakGainPct;
    const auto perIops = atLimit ? option.costPerIopsAtLatencyLimit : option.costPerIopsAtPeak;
    QString text = what;
    if (gain) {
        text += QStringLiteral(" gains %1 %2")
                    .arg(signedPct(*gain),
                        atLimit ? QStringLiteral("IOPS at the latency limit") : QStringLiteral("peak IOPS"));
    }
    if (option.costCents) {
        text += QStringLiteral(" for %1").arg(formatMoney(*option.costCents, currency));
    } else {
        text += QStringLiteral(" (not priced)");
    }
    if (perIops) {
        text += QStringLiteral(" (%1 per IOPS gained)").arg(moneyPerIops(*perIops, currency));
    }
    return text;
}
} // namespace

QString signedPct(double value)
{
    const QString magnitude = QLocale(QLocale::English).toString(std::abs(value), 'f', 0);
    if (magnitude == QLatin1String("0")) {
        return QStringLiteral("0 %");
    }
    return (value < 0 ? QStringLiteral("−") : QStringLiteral("+")) + magnitude + QStringLiteral(" %");
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
        = QStringLiteral("per port amortised: %1 nodes × %2 ports = %3 ports × %4 per port (NIC %5 + switch port %6 + "
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
        text += QStringLiteral(". Whole units: %1 NIC(s) (%2 per node) + %3 switch(es)%4 + %5 cable(s) = %6")
                    .arg(buildOut->nics)
                    .arg(buildOut->nicsPerNode)
                    .arg(buildOut->switches)
                    .arg(input.design.redundantSwitches ? QStringLiteral(" (redundant pair)") : QString())
                    .arg(buildOut->cables)
                    .arg(formatMoney(buildOut->totalCents, cur));
    }
    return text;
}

QString nodeCostTrace(const AdvisorInput& input, int nodesAdded, double factor, std::optional<double> matchedRatio,
    const QString& currency)
{
    QString why = input.nodesToAdd ? QStringLiteral("%1 node(s) as asked").arg(nodesAdded)
        : matchedRatio
        ? QStringLiteral("%1 node(s): the fewest whose scaling reaches the network upgrade's peak ratio %2×")
              .arg(nodesAdded)
              .arg(QLocale(QLocale::English).toString(*matchedRatio, 'f', 3))
        : QStringLiteral("%1 node: no network upgrade to match").arg(nodesAdded);
    QString text = QStringLiteral("%1; IOPS × (1 + %2 × %3 / %4) = × %5 at the same latency (modeled, not measured)")
                       .arg(why)
                       .arg(QLocale(QLocale::English).toString(input.nodeScaling, 'g', 3))
                       .arg(nodesAdded)
                       .arg(input.nodes)
                       .arg(QLocale(QLocale::English).toString(factor, 'f', 3));
    if (input.nodePriceCents) {
        text += QStringLiteral("; cost %1 × %2 = %3")
                    .arg(nodesAdded)
                    .arg(formatMoney(*input.nodePriceCents, currency),
                        formatMoney(*input.nodePriceCents * nodesAdded, currency));
    } else {
        text += QStringLiteral("; no node price given");
    }
    return text;
}

void decide(AdvisorResult& result)
{
    const bool atLimit = useLatencyLimit(result);
    const AdvisorOption* best = nullptr;
    for (const AdvisorOption& option : std::as_const(result.options)) {
        const auto value = atLimit ? option.costPerIopsAtLatencyLimit : option.costPerIopsAtPeak;
        const auto bestValue
            = best ? (atLimit ? best->costPerIopsAtLatencyLimit : best->costPerIopsAtPeak) : std::nullopt;
        if (value && (!bestValue || *value < *bestValue)) {
            best = &option;
        }
    }
    const QString metric = atLimit
        ? QStringLiteral("IOPS at the %1 ms latency limit")
              .arg(QLocale(QLocale::English).toString(result.input.latencyLimitNs / 1e6, 'g', 4))
        : QStringLiteral("peak IOPS");
    QStringList others;
    for (const AdvisorOption& option : std::as_const(result.options)) {
        if (&option != best) {
            others << optionPhrase(option, atLimit, result.currency);
        }
    }
    if (!best) {
        result.recommendation = Recommendation::Neither;
        result.summary
            = QStringLiteral("Neither: no priced option gains %1 (%2).").arg(metric, others.join(QStringLiteral("; ")));
    } else {
        result.recommendation
            = best->kind == OptionKind::NetworkUpgrade ? Recommendation::NetworkUpgrade : Recommendation::AddNodes;
        result.summary = QStringLiteral("%1: %2 — the lowest cost per IOPS gained, measured on %3")
                             .arg(best->kind == OptionKind::NetworkUpgrade ? QStringLiteral("Upgrade the network")
                                                                           : QStringLiteral("Add nodes"),
                                 optionPhrase(*best, atLimit, result.currency), metric);
        if (!others.isEmpty()) {
            result.summary += QStringLiteral("; by comparison %1").arg(others.join(QStringLiteral("; ")));
        }
        result.summary += QLatin1Char('.');
    }
    result.summary += QLatin1Char(' ') + result.bottleneck.sentence;
    if (result.extrapolated) {
        result.summary += QStringLiteral(" Some figures are EXTRAPOLATED beyond the measured points.");
    }
}

} // namespace headroom
