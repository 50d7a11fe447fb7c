#pragma once

#include "advisor.h"

namespace headroom {

// How the network upgrade's cost was computed: per-port amortised (the report's method, exact and with the
// report's rounding) and whole units.
QString networkCostTrace(
    const AdvisorInput& input, const PerPortCost& perPort, const std::optional<BuildOut>& buildOut);
// How many nodes, why, and what they cost.
// `price` is one node's price in the answer's `currency` (converted when the user priced it in another).
QString nodeCostTrace(const AdvisorInput& input, int nodesAdded, double factor, std::optional<double> matchedRatio,
    const std::optional<Money>& price, const QString& currency);
// Sets the recommendation and the summary sentence from the options and the bottleneck verdict: only options without
// problems are weighed; an option with no figure at the decisive metric gets that as its problem.
void decide(AdvisorResult& result);
// "network upgrade to X", "adding 3 node(s)": how messages name an option.
QString optionLabel(const AdvisorOption& option);
// "$0.18" for currency units per IOPS.
QString moneyPerIops(double unitsPerIops, const QString& currency);

} // namespace headroom
