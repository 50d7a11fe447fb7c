// SPDX-License-Identifier: GPL-3.0-or-later
// The advisor's words about a customer's demand: the sentence in front of the summary and the block the faces print.
#include "advisortext.h"
#include "demandadvice.h"
#include "model/quantityformat.h"

#include <algorithm>
#include <cmath>

#include <QCoreApplication>

namespace headroom {

namespace {

QString count(double iops)
{
    return QuantityFormat::text().number(iops, 0);
}

QString capitalised(QString text)
{
    if (!text.isEmpty()) {
        text[0] = text[0].toUpper();
    }
    return text;
}

QString downText(int nodesDown)
{
    return nodesDown == 1 ? QCoreApplication::translate("headroom::advice", "1 node down")
                          : QCoreApplication::translate("headroom::advice", "%1 nodes down").arg(nodesDown);
}

QString peakQualifier(const DemandFigures& figures)
{
    if (figures.peakIsChosen) {
        return QCoreApplication::translate("headroom::advice", " (the peak chosen for it)");
    }
    return figures.peakIsUpperBound
        ? QCoreApplication::translate("headroom::advice", " (the sum of its hosts' peaks: an upper bound)")
        : QString();
}

QString demandPhrase(const AdvisorDemand& demand)
{
    const QuantityFormat format = QuantityFormat::text();
    QString text = QCoreApplication::translate("headroom::advice", "%1 peaks at %2 IOPS%3")
                       .arg(demand.figures.name, count(demand.figures.peakIops), peakQualifier(demand.figures));
    if (demand.growthPerYear > 0) {
        const double grown = demand.figures.peakIops * std::pow(1.0 + demand.growthPerYear, demand.years);
        text += QCoreApplication::translate("headroom::advice", " growing %1 a year: %2 IOPS in %3 years")
                    .arg(format.percent(demand.growthPerYear * 100.0, demand.growthPerYear < 0.1 ? 1 : 0), count(grown))
                    .arg(demand.years);
    } else {
        text += QCoreApplication::translate("headroom::advice", ", not growing");
    }
    return text
        + QCoreApplication::translate("headroom::advice", ", to be carried with %1.").arg(downText(demand.nodesDown));
}

// The option the recommendation names (the cheapest per IOPS of its kind among those that may win).
const AdvisorOption* recommended(const AdvisorResult& result)
{
    if (result.recommendation != Recommendation::NetworkUpgrade && result.recommendation != Recommendation::AddNodes) {
        return nullptr;
    }
    const OptionKind kind
        = result.recommendation == Recommendation::NetworkUpgrade ? OptionKind::NetworkUpgrade : OptionKind::AddNodes;
    const AdvisorOption* best = nullptr;
    for (const AdvisorOption& option : result.options) {
        if (option.kind == kind && option.problems.isEmpty() && demandadvice::mayWin(option)
            && (!best
                || option.costPer1000IopsGained.value_or(INFINITY) < best->costPer1000IopsGained.value_or(INFINITY))) {
            best = &option;
        }
    }
    return best;
}

// The weighed option with the lowest cost per IOPS gained at the decisive metric, whether it carries or not.
const AdvisorOption* cheapest(const AdvisorResult& result)
{
    const AdvisorOption* best = nullptr;
    for (const AdvisorOption& option : result.options) {
        if (option.problems.isEmpty() && option.costPer1000IopsGained
            && (!best || *option.costPer1000IopsGained < *best->costPer1000IopsGained)) {
            best = &option;
        }
    }
    return best;
}

QString carriesPhrase(const AdvisorOption& option, const QString& currency)
{
    QString text = QStringLiteral("%1 %2").arg(capitalised(optionLabel(option)), option.runway->sentence);
    if (option.runway->costPerRunwayYear) {
        text += QCoreApplication::translate("headroom::advice", ", %1 per year of runway")
                    .arg(moneyPerIops(*option.runway->costPerRunwayYear, currency));
    }
    return text + QLatin1Char('.');
}

QString whyNot(const AdvisorOption& option)
{
    return option.runway->notSupported.isEmpty() ? option.runway->sentence : option.runway->notSupported;
}

QStringList verdictPhrases(const AdvisorResult& result)
{
    const AdvisorDemand& demand = *result.input.demand;
    QStringList parts;
    const AdvisorOption* chosen = recommended(result);
    const AdvisorOption* cheaper = cheapest(result);
    if (chosen) {
        parts << carriesPhrase(*chosen, result.currency);
        if (cheaper && cheaper != chosen && !demandadvice::mayWin(*cheaper) && chosen->costPer1000IopsGained) {
            parts << QCoreApplication::translate("headroom::advice",
                "%1 costs less per 1,000 IOPS gained (%2 against %3) but does not carry the "
                "demand (%4), so %5 stands.")
                         .arg(capitalised(optionLabel(*cheaper)),
                             moneyPerIops(*cheaper->costPer1000IopsGained, result.currency),
                             moneyPerIops(*chosen->costPer1000IopsGained, result.currency), whyNot(*cheaper),
                             optionLabel(*chosen));
        }
        return parts;
    }
    if (result.baselineRunway && result.baselineRunway->carriesDemand) {
        parts << QCoreApplication::translate("headroom::advice",
            "The current cluster already carries it for the %1 years asked: this demand needs "
            "neither option.")
                     .arg(demand.years);
        return parts;
    }
    QStringList options;
    for (const AdvisorOption& option : result.options) {
        if (option.runway) {
            options << QStringLiteral("%1: %2").arg(optionLabel(option), whyNot(option));
        }
    }
    const bool carried = std::any_of(result.options.cbegin(), result.options.cend(),
        [](const AdvisorOption& o) { return o.runway && o.runway->carriesDemand && o.runway->notSupported.isEmpty(); });
    if (carried) {
        // Not weighed (Recommendation::None) or gaining nothing beyond the noise: say what each option carries.
        parts << QCoreApplication::translate("headroom::advice", "Against the demand: %1.")
                     .arg(options.join(QStringLiteral("; ")));
        return parts;
    }
    parts << QCoreApplication::translate(
        "headroom::advice", "No option carries it for the %1 years asked with %2 (%3).")
                 .arg(demand.years)
                 .arg(downText(demand.nodesDown), options.join(QStringLiteral("; ")));
    if (result.baselineRunway && result.baselineRunway->nodesNeeded) {
        parts << QCoreApplication::translate(
            "headroom::advice", "It takes %1 node(s) more on the current per-node capacity.")
                     .arg(*result.baselineRunway->nodesNeeded);
    }
    return parts;
}
} // namespace

namespace demandadvice {

void explainDemand(AdvisorResult& result)
{
    if (!result.input.demand) {
        return;
    }
    const AdvisorDemand& demand = *result.input.demand;
    QStringList parts { demandPhrase(demand) };
    if (result.baselineRunway) {
        parts << QCoreApplication::translate("headroom::advice", "Today's %1 node(s): %2.")
                     .arg(customerNodes(result.input))
                     .arg(result.baselineRunway->sentence);
    }
    if (demand.figures.bottleneck.kind == BottleneckKind::Cpu) {
        parts << QCoreApplication::translate("headroom::advice",
            "On the customer's own hosts: %1 So a network upgrade is not credited with the lab's "
            "gain and is not recommended.")
                     .arg(demand.figures.bottleneck.sentence);
    }
    parts += verdictPhrases(result);
    result.demandSentence = parts.join(QLatin1Char(' '));
    result.summary = result.demandSentence + QLatin1Char(' ') + result.summary;
}

} // namespace demandadvice

QStringList demandBlock(const AdvisorResult& result)
{
    QStringList lines;
    if (!result.input.demand) {
        return lines;
    }
    const AdvisorDemand& demand = *result.input.demand;
    const DemandFigures& figures = demand.figures;
    lines << QCoreApplication::translate("headroom::advice", "Customer demand: %1 (%2)")
                 .arg(figures.name, figures.source);
    lines << QCoreApplication::translate("headroom::advice", "  growth %1 a year, %2 years, %3")
                 .arg(QuantityFormat::text().percent(demand.growthPerYear * 100.0, demand.growthPerYear < 0.1 ? 1 : 0))
                 .arg(demand.years)
                 .arg(downText(demand.nodesDown));
    for (const QString& line : figures.derivation) {
        lines << QStringLiteral("  - ") + line;
    }
    for (const QString& line : result.workloadMatch) {
        lines << QCoreApplication::translate("headroom::advice", "  workload: ") + line;
    }
    if (result.baselineRunway) {
        lines << QCoreApplication::translate("headroom::advice", "  current cluster: ")
                + result.baselineRunway->sentence;
        if (result.baselineRunway->capacity) {
            lines << QStringLiteral("    ") + result.baselineRunway->capacity->derivation;
        }
    }
    for (const AdvisorOption& option : result.options) {
        if (!option.runway) {
            continue;
        }
        QString line = QStringLiteral("  %1: %2").arg(optionLabel(option), option.runway->sentence);
        if (!option.runway->notSupported.isEmpty()) {
            line += QStringLiteral(" — ") + option.runway->notSupported;
        }
        lines << line;
        if (option.runway->capacity) {
            lines << QStringLiteral("    ") + option.runway->capacity->derivation;
        }
    }
    return lines;
}

} // namespace headroom
