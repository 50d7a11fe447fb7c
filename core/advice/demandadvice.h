// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "advisor.h"

#include <optional>

#include <QString>

// The customer's demand put to the advisor's options (AdvisorInput::demand): what each option carries, for how
// long, how many nodes it takes, and the rule that the customer's own evidence outranks the lab. Pure functions on
// plain values; thread-safe.
namespace headroom::demandadvice {

// The customer's workload and the measured one differ when their read shares are more than kReadTolerancePct
// percentage points apart, or their I/O sizes more than kSizeToleranceRatio times: the advisor then warns.
inline constexpr double kReadTolerancePct = 15.0;
inline constexpr double kSizeToleranceRatio = 2.0;

// How many IOPS a curve is credited with at the decisive metric: at the latency limit, the highest measured point
// within it (never a point between measurements, never extrapolated); else the measured peak.
struct CapacityReading {
    std::optional<double> iops; // empty: "not known" (no measured point within the limit)
    QString metric; // "IOPS at the 1 ms latency limit", "peak IOPS"
    QString how; // "the highest measured point within it: 150,000 IOPS at 0.6 ms"
};
CapacityReading capacityReading(const AdvisorCurve& curve, double latencyLimitNs, bool atLatencyLimit);

// The customer's node count N: the demand's, else (a typed demand without nodes) the input's.
int customerNodes(const AdvisorInput& input);

// The nodes to add so that the baseline, per node and linearly, carries the demand for its years with its nodes down
// (nodesNeeded on the baseline's per-node capacity). Empty without a demand, when the user chose the count
// (input.nodesToAdd), or when the baseline's capacity is not known.
std::optional<int> nodesToCarry(const AdvisorInput& input, bool atLatencyLimit);

// "9 node(s): the fewest that carry zColo_08's 40,377 IOPS growing 20 %/yr for 5 years with 1 node down (…)"
QString nodesToCarryText(const AdvisorInput& input, int nodes, bool atLatencyLimit);

// Fills every option's runway, the baseline's runway and the workload match (with its warnings). Call once the
// options are built, before decide().
void applyDemand(AdvisorResult& result, bool atLatencyLimit);

// Whether an option may be recommended on the customer's demand: it carries the demand for the years asked and the
// customer's hosts do not contradict it. Always true without a demand.
bool mayWin(const AdvisorOption& option);

// The sales engineer's sentence (result.demandSentence), put in front of the summary. Call after decide().
void explainDemand(AdvisorResult& result);

} // namespace headroom::demandadvice
