// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "advisor.h"
#include "model/quantityformat.h"

namespace headroom {

// How the network upgrade's cost was computed: per-port amortised (the report's method, exact and with the
// report's rounding) and whole units.
QString networkCostTrace(
    const AdvisorInput& input, const PerPortCost& perPort, const std::optional<BuildOut>& buildOut);
// How many nodes, why, and what they cost.
// `price` is one node's price in the answer's `currency` (converted when the user priced it in another).
// `sizedBy`: why this many nodes when a customer's demand sized them (demandadvice::nodesToCarryText).
QString nodeCostTrace(const AdvisorInput& input, int nodesAdded, double factor, std::optional<double> matchedRatio,
    const std::optional<Money>& price, const QString& currency, const QString& sizedBy = {});
// Sets the recommendation and the summary sentence from the options and the bottleneck verdict: only options without
// problems are weighed; an option with no figure at the decisive metric gets that as its problem. Each option's cost
// per 1,000 IOPS gained is read at that metric.
// With a customer demand, an option that does not carry it (demandadvice::mayWin) is never recommended.
void decide(AdvisorResult& result);
// Whether decide() compares at the latency limit (else at peak): when every weighed option has a figure there.
bool decidesAtLatencyLimit(const AdvisorResult& result);
// The customer's demand as the faces print it: its figures with their derivations, the workload match, the current
// cluster's runway and each option's (empty without a demand). Implemented in demandtext.cpp.
QStringList demandBlock(const AdvisorResult& result);
// The noise after a gain: "± 2 % (95 % interval, 3 and 3 runs)", "within the measured noise (± 9 %, run-to-run
// spread, 2 and 2 runs)", "measured once: noise unknown"; empty without a noise.
QString noiseText(const std::optional<GainNoise>& noise);
// "+78 % ± 2 % (95 % interval, 3 and 3 runs)": the gain with noiseText.
QString gainText(double pct, const std::optional<GainNoise>& noise);
// For tables, after a gain: " ± 2 %", " (noise ± 9 %)" when within the noise, " (1 run)" when measured once,
// nothing for a modeled option or without a noise.
// In `format`'s locale (the GUI's is the system's).
QString noiseSuffix(const std::optional<GainNoise>& noise, const QuantityFormat& format = QuantityFormat::text());
// The decisive gain's noise of an option (latency limit or peak).
const std::optional<GainNoise>& decisiveNoise(const AdvisorOption& option, bool atLimit);
// "network upgrade to X", "adding 3 node(s)": how messages name an option.
QString optionLabel(const AdvisorOption& option);
// "$0.18" for currency units per IOPS.
QString moneyPerIops(double unitsPerIops, const QString& currency);

} // namespace headroom
