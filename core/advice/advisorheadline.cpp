// SPDX-License-Identifier: GPL-3.0-or-later
#include "advisorheadline.h"

#include "advisortext.h"
#include "model/quantityformat.h"
#include "model/units.h"
#include "pricing/money.h"

#include <algorithm>
#include <cmath>

#include <QCoreApplication>
#include <QRegularExpression>

namespace headroom {

namespace {
constexpr int kMaxHeadlineWords = 20;

QString limitText(const AdvisorResult& result)
{
    return QuantityFormat::text().significant(units::nsToMs(result.input.latencyLimitNs), 4) + QStringLiteral(" ms");
}

// "$42,653": the money a headline says, to the whole unit.
QString wholeMoney(std::int64_t cents, const QString& currency)
{
    return QuantityFormat::text().wholeMoney(cents, currency);
}

// The link speed of a network upgrade that no other option shares and the baseline does not have: the upgrade is
// named by it ("the 100 GbE upgrade").
std::optional<double> upgradeSpeed(const AdvisorResult& result, const AdvisorOption& option)
{
    const auto speed = option.curve.linkGbps;
    const bool unique = speed && std::none_of(result.options.cbegin(), result.options.cend(), [&](const auto& o) {
        return &o != &option && o.kind == OptionKind::NetworkUpgrade && o.curve.linkGbps == speed;
    });
    const auto baseSpeed = result.input.baseline.linkGbps;
    return unique && (!baseSpeed || *baseSpeed != *speed) ? speed : std::nullopt;
}

std::optional<double> decisivePerIops(const AdvisorResult& result, const AdvisorOption& option)
{
    return decidesAtLatencyLimit(result) ? option.costPerIopsAtLatencyLimit : option.costPerIopsAtPeak;
}

std::optional<double> decisiveGain(const AdvisorResult& result, const AdvisorOption& option)
{
    return decidesAtLatencyLimit(result) ? option.latencyLimitGainPct : option.peakGainPct;
}

// "peak IOPS", "IOPS at 1 ms", "IOPS within 1 ms": what the headline's gain counts.
QString gainWhat(const AdvisorResult& result, const AdvisorOption& option)
{
    if (!decidesAtLatencyLimit(result)) {
        return QCoreApplication::translate("headroom::advice", "peak IOPS");
    }
    const bool base = reachesLatencyLimit(result.input.baseline, result.input.latencyLimitNs);
    const bool other = reachesLatencyLimit(option.curve, result.input.latencyLimitNs);
    if (!base && !other) {
        return QCoreApplication::translate("headroom::advice", "peak IOPS");
    }
    return (base && other ? QCoreApplication::translate("headroom::advice", "IOPS at %1")
                          : QCoreApplication::translate("headroom::advice", "IOPS within %1"))
        .arg(limitText(result));
}

// "32× cheaper", "40 % cheaper": how much less the chosen option pays per IOPS than the other.
QString cheaperText(double chosen, double other)
{
    const double ratio = other / chosen;
    if (ratio >= 2) {
        return QCoreApplication::translate("headroom::advice", "%1× cheaper")
            .arg(QuantityFormat::text().significant(ratio, 2));
    }
    return QCoreApplication::translate("headroom::advice", "%1 % cheaper")
        .arg(QuantityFormat::text().number((1 - chosen / other) * 100, 0));
}

// The cheapest other weighed option at the decisive metric, for the comparison.
const AdvisorOption* runnerUp(const AdvisorResult& result, const AdvisorOption& chosen)
{
    const AdvisorOption* best = nullptr;
    for (const AdvisorOption& option : result.options) {
        const auto value = decisivePerIops(result, option);
        if (&option == &chosen || !option.problems.isEmpty() || !value) {
            continue;
        }
        if (!best || *value < *decisivePerIops(result, *best)) {
            best = &option;
        }
    }
    return best;
}

QString action(const AdvisorResult& result, const AdvisorOption& option, bool shortForm)
{
    if (option.kind == OptionKind::AddNodes) {
        return option.nodesAdded == 1
            ? QCoreApplication::translate("headroom::advice", "Add 1 node")
            : QCoreApplication::translate("headroom::advice", "Add %1 nodes").arg(option.nodesAdded);
    }
    if (const auto speed = upgradeSpeed(result, option)) {
        return QCoreApplication::translate("headroom::advice", "Upgrade to %1 GbE")
            .arg(QuantityFormat::text().significant(*speed, 4));
    }
    return shortForm ? QCoreApplication::translate("headroom::advice", "Upgrade the network")
                     : QCoreApplication::translate("headroom::advice", "Move to %1").arg(option.curve.system);
}

QString recommendedHeadline(const AdvisorResult& result, const AdvisorOption& chosen)
{
    QStringList forms;
    for (const bool shortForm : { false, true }) {
        QString text = action(result, chosen, shortForm) + QLatin1Char(':');
        if (const auto gain = decisiveGain(result, chosen)) {
            text += QStringLiteral(" %1 %2").arg(QuantityFormat::text().gain(*gain), gainWhat(result, chosen));
        }
        if (chosen.costCents) {
            text += QLatin1Char(' ')
                + QCoreApplication::translate("headroom::advice", "for %1")
                      .arg(wholeMoney(*chosen.costCents, result.currency));
        }
        const AdvisorOption* other = runnerUp(result, chosen);
        const auto mine = decisivePerIops(result, chosen);
        // The comparison only when the other option pays more per IOPS (with a customer's demand, the cheaper one
        // may not carry it and lose).
        if (other && mine && *mine > 0 && *decisivePerIops(result, *other) > *mine) {
            forms << text
                    + QCoreApplication::translate("headroom::advice", " — %1 per IOPS than %2")
                          .arg(cheaperText(*mine, *decisivePerIops(result, *other)), optionForPeople(result, *other));
        }
        forms << text;
    }
    for (const QString& form : std::as_const(forms)) {
        if (wordCount(form) <= kMaxHeadlineWords) {
            return form;
        }
    }
    return forms.last();
}
} // namespace

QString workloadForPeople(const AdvisorInput& input)
{
    if (input.measuredWorkload) {
        return workloadDisplayName(*input.measuredWorkload);
    }
    if (input.baseline.workload) {
        return workloadDisplayName(*input.baseline.workload);
    }
    Workload named;
    named.name = input.workload;
    return workloadDisplayName(named);
}

bool reachesLatencyLimit(const AdvisorCurve& curve, double limitNs)
{
    return std::any_of(
        curve.points.cbegin(), curve.points.cend(), [limitNs](const CurvePoint& p) { return p.latencyNs > limitNs; });
}

QString decisivePoint(const AdvisorResult& result, const AdvisorOption& option)
{
    if (!decidesAtLatencyLimit(result)) {
        return QCoreApplication::translate("headroom::advice", "at peak");
    }
    const double limitNs = result.input.latencyLimitNs;
    const bool base = reachesLatencyLimit(result.input.baseline, limitNs);
    const bool other = reachesLatencyLimit(option.curve, limitNs);
    if (base && other) {
        return QCoreApplication::translate("headroom::advice", "at the %1 latency limit").arg(limitText(result));
    }
    if (!base && !other) {
        return QCoreApplication::translate("headroom::advice", "at peak — neither curve reaches %1")
            .arg(limitText(result));
    }
    return QCoreApplication::translate("headroom::advice", "within %1 — %2 stays under it up to its peak")
        .arg(limitText(result),
            base ? optionForPeople(result, option) : QCoreApplication::translate("headroom::advice", "the baseline"));
}

QString optionForPeople(const AdvisorResult& result, const AdvisorOption& option)
{
    if (option.kind == OptionKind::AddNodes) {
        return option.nodesAdded == 1
            ? QCoreApplication::translate("headroom::advice", "1 more node")
            : QCoreApplication::translate("headroom::advice", "%1 more nodes").arg(option.nodesAdded);
    }
    if (const auto speed = upgradeSpeed(result, option)) {
        return QCoreApplication::translate("headroom::advice", "the %1 GbE upgrade")
            .arg(QuantityFormat::text().significant(*speed, 4));
    }
    return QCoreApplication::translate("headroom::advice", "moving to %1").arg(option.curve.system);
}

int wordCount(const QString& text)
{
    static const QRegularExpression word(QStringLiteral("\\S*[\\p{L}\\p{N}]\\S*"));
    int count = 0;
    for (auto it = word.globalMatch(text); it.hasNext(); it.next()) {
        ++count;
    }
    return count;
}

QString headlineSentence(const AdvisorResult& result)
{
    switch (result.recommendation) {
    case Recommendation::None:
        return QCoreApplication::translate("headroom::advice",
            "No recommendation yet: the network upgrade and the added nodes cannot both be weighed");
    case Recommendation::Neither:
        return QCoreApplication::translate(
            "headroom::advice", "Neither option: none gains IOPS beyond the measured noise");
    case Recommendation::NetworkUpgrade:
    case Recommendation::AddNodes:
        break;
    }
    const AdvisorOption* chosen = recommendedOption(result);
    return chosen ? recommendedHeadline(result, *chosen)
                  : QCoreApplication::translate("headroom::advice", "No recommendation");
}

QString remeasureAdvice()
{
    return QCoreApplication::translate(
        "headroom::advice", "measure each point three times (or import every run) before trusting a small gain");
}

const AdvisorOption* recommendedOption(const AdvisorResult& result)
{
    const OptionKind wanted
        = result.recommendation == Recommendation::AddNodes ? OptionKind::AddNodes : OptionKind::NetworkUpgrade;
    const AdvisorOption* best = nullptr;
    for (const AdvisorOption& option : result.options) {
        if (option.kind != wanted || !option.problems.isEmpty()) {
            continue;
        }
        const auto value = decisivePerIops(result, option);
        const auto bestValue = best ? decisivePerIops(result, *best) : std::nullopt;
        if (!best || (value && (!bestValue || *value < *bestValue))) {
            best = &option;
        }
    }
    if (best) {
        return best;
    }
    return result.options.isEmpty() ? nullptr : &result.options.first();
}

} // namespace headroom
