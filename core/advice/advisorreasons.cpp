// SPDX-License-Identifier: GPL-3.0-or-later
// reasonBullets(): the short reasons after the headline (advisorheadline.h).
#include "advisorheadline.h"
#include "advisortext.h"
#include "model/quantityformat.h"
#include "pricing/money.h"

#include <QCoreApplication>

namespace headroom {

namespace {
QString capitalised(QString text)
{
    if (!text.isEmpty()) {
        text[0] = text[0].toUpper();
    }
    return text;
}

QString sentence(const QString& text)
{
    const QString trimmed = text.trimmed();
    return trimmed.endsWith(QLatin1Char('.')) ? capitalised(trimmed) : capitalised(trimmed) + QLatin1Char('.');
}

// "$0.17 with the 100 GbE upgrade, $5.66 with 14 more nodes"
QString perIopsLine(const AdvisorResult& result, const AdvisorOption& chosen)
{
    const bool atLimit = decidesAtLatencyLimit(result);
    QStringList parts;
    for (const AdvisorOption& option : result.options) {
        const auto value = atLimit ? option.costPerIopsAtLatencyLimit : option.costPerIopsAtPeak;
        if (option.problems.isEmpty() && value) {
            parts << QCoreApplication::translate("headroom::advice", "%1 for %2")
                         .arg(moneyPerIops(*value, result.currency), optionForPeople(result, option));
        }
    }
    if (parts.isEmpty()) {
        return {};
    }
    return QCoreApplication::translate("headroom::advice", "Cost per IOPS gained, %1: %2.")
        .arg(decisivePoint(result, chosen), parts.join(QStringLiteral(", ")));
}

// "The 100 GbE upgrade gains +230 % IOPS: 106,000 → 350,000, measured once each."
QString gainLine(const AdvisorResult& result, const AdvisorOption& option)
{
    const bool atLimit = decidesAtLatencyLimit(result);
    const auto gain = atLimit ? option.latencyLimitGainPct : option.peakGainPct;
    const auto& before = atLimit ? result.baseline.atLatencyLimit : result.baseline.peak;
    const auto& after = atLimit ? option.figures.atLatencyLimit : option.figures.peak;
    if (!gain) {
        return {};
    }
    const QString who = option.kind == OptionKind::AddNodes
        ? QCoreApplication::translate("headroom::advice", "Adding %1 node(s)").arg(option.nodesAdded)
        : capitalised(optionForPeople(result, option));
    QString text = QCoreApplication::translate("headroom::advice", "%1 gains %2 IOPS %3")
                       .arg(who, QuantityFormat::text().gain(*gain), decisivePoint(result, option));
    if (before && after) {
        text += QCoreApplication::translate("headroom::advice", ": %1 → %2 IOPS")
                    .arg(QuantityFormat::text().number(before->iops, 0), QuantityFormat::text().number(after->iops, 0));
    }
    const auto& noise = decisiveNoise(option, atLimit);
    if (noise && noise->method == GainNoise::Method::Unknown) {
        text += QCoreApplication::translate("headroom::advice", ", each measured once (noise unknown)");
    } else if (const QString said = noiseText(noise); !said.isEmpty()) {
        text += QLatin1Char(' ') + said;
    }
    return text + QLatin1Char('.');
}

QString costLine(const AdvisorResult& result, const AdvisorOption& chosen)
{
    if (!chosen.costCents) {
        return {};
    }
    QString text = QCoreApplication::translate("headroom::advice", "Cost: %1")
                       .arg(formatMoney(*chosen.costCents, result.currency));
    if (chosen.kind == OptionKind::NetworkUpgrade) {
        text += QCoreApplication::translate("headroom::advice", " for %1 ports, %2")
                    .arg(result.input.nodes * result.input.portsPerNode)
                    .arg(describe(result.input.costBasis));
        const auto other
            = result.input.costBasis == CostBasis::Amortised ? chosen.wholeUnitCostCents : chosen.amortisedCostCents;
        const CostBasis otherBasis
            = result.input.costBasis == CostBasis::Amortised ? CostBasis::WholeUnits : CostBasis::Amortised;
        if (other && *other != *chosen.costCents) {
            text += QCoreApplication::translate("headroom::advice", "; the %1 is %2")
                        .arg(describe(otherBasis), formatMoney(*other, result.currency));
        }
    } else {
        text += QCoreApplication::translate("headroom::advice", " for %1 node(s) at the node price")
                    .arg(chosen.nodesAdded);
    }
    text += result.otherBasisChangesAnswer
        ? QCoreApplication::translate("headroom::advice", ", and on that basis the answer would differ")
        : QCoreApplication::translate("headroom::advice", ", and either basis gives the same answer");
    return text + QLatin1Char('.');
}

bool anyMeasuredOnce(const AdvisorResult& result)
{
    const bool atLimit = decidesAtLatencyLimit(result);
    for (const AdvisorOption& option : result.options) {
        const auto& noise = decisiveNoise(option, atLimit);
        if (noise && noise->method != GainNoise::Method::Modeled && !noise->halfWidthPct) {
            return true;
        }
    }
    return false;
}
} // namespace

QStringList reasonBullets(const AdvisorResult& result)
{
    QStringList lines;
    if (result.recommendation == Recommendation::None) {
        for (const QString& line : result.missing) {
            lines << sentence(line);
        }
        lines << result.bottleneck.sentence;
        return lines;
    }
    const AdvisorOption* chosen = recommendedOption(result);
    if (chosen && result.recommendation != Recommendation::Neither) {
        lines << perIopsLine(result, *chosen) << gainLine(result, *chosen) << costLine(result, *chosen);
    }
    for (const AdvisorOption& option : result.options) {
        if (&option == chosen && result.recommendation != Recommendation::Neither) {
            continue;
        }
        lines << (option.problems.isEmpty()
                ? gainLine(result, option)
                : QCoreApplication::translate("headroom::advice", "%1 is not weighed: %2.")
                      .arg(capitalised(optionForPeople(result, option)), option.problems.join(QStringLiteral("; "))));
    }
    lines << result.bottleneck.sentence;
    if (anyMeasuredOnce(result)) {
        lines << QCoreApplication::translate("headroom::advice", "Measured once: %1.").arg(remeasureAdvice());
    }
    if (!result.demandSentence.isEmpty()) {
        lines << sentence(result.demandSentence);
    }
    if (result.extrapolated) {
        lines << QCoreApplication::translate(
            "headroom::advice", "Some figures are extrapolated beyond the measured points (marked *).");
    }
    lines.removeAll(QString());
    return lines;
}

} // namespace headroom
