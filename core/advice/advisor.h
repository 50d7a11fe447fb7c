// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "bottleneck.h"
#include "curvemath.h"
#include "demand.h"
#include "model/workload.h"
#include "pricing/exchangerate.h"
#include "pricing/networkdesign.h"

#include <optional>

#include <QList>
#include <QString>

namespace headroom {

// A curve to compare: a measured system, or the baseline scaled for added nodes (modeled).
struct AdvisorCurve {
    QString system;
    std::vector<CurvePoint> points;
    bool modeled = false;
    std::optional<double> linkGbps; // of a measured system, for the upgrade evidence
    QStringList workloadsMeasured; // what the system does have measured, named when this curve is empty
    // With a customer demand: the measured system's node count (per-node capacity; empty: unknown, the baseline's
    // taken and said so) and the measured test behind the points (block size and read %, for the workload match).
    std::optional<int> nodes {};
    std::optional<Workload> workload {};
};

// Which cost of the network upgrade decides: the per-port amortised share (the seed's method: NIC, switch port
// and cable per port × ports) or the whole units to buy (NICs, switches — a redundant pair at least — cables).
enum class CostBasis { Amortised, WholeUnits };
QString toString(CostBasis basis); // "amortised", "whole-units"
std::optional<CostBasis> costBasisFromString(const QString& text);
QString describe(CostBasis basis); // "per-port amortised cost", "whole-unit build-out"

// The customer's demand put to the advisor (advise --demand): its figures, growing by `growthPerYear` a year, to be
// carried for `years` with `nodesDown` nodes in maintenance.
struct AdvisorDemand {
    DemandFigures figures;
    double growthPerYear = 0; // 0.2 = 20 % a year
    int years = 5;
    int nodesDown = 1;
};

// Everything the advisor weighs. Latencies in ns, percents 0..100, money in cents with its currency.
struct AdvisorInput {
    QString workload;
    AdvisorCurve baseline;
    QList<AdvisorCurve> candidates; // the same cluster with a faster network, measured or published
    int nodes = 0;
    int portsPerNode = 2;
    NetworkDesign design; // the upgrade's network design
    std::optional<std::int64_t> nodePriceCents;
    QString nodePriceCurrency; // of nodePriceCents; empty: assumed to be the answer's currency (and said so)
    QString nodePriceSource; // "catalog item NODE-1 (…)" or empty when typed in
    QString currency; // the answer's currency; empty: the node price's, else the one most parts use
    QList<ExchangeRate> rates; // for parts or a node price in another currency; none: mixed currencies are refused
    CostBasis costBasis = CostBasis::Amortised;
    double nodeScaling = 1.0; // adding k nodes to n multiplies IOPS by 1 + scaling × k / n at the same latency
    std::optional<int> nodesToAdd; // default: the fewest that match the network upgrade's peak gain
    double latencyLimitNs = 1e6;
    double headroomLowPct = 60;
    double headroomHighPct = 70;
    Extrapolation extrapolation = Extrapolation::Forbidden;
    BottleneckInput bottleneck; // observations of the baseline system (see observationsFor)
    QStringList notes; // what loading the inputs noticed (points left out, …); carried into the warnings
    std::optional<AdvisorDemand> demand; // the customer's workload; empty: the lab curves alone decide
    std::optional<Workload> measuredWorkload {}; // the test the curves measure; empty: the baseline curve's workload
};

// The figures read off one curve. The headroom point is the middle of the band, as a fraction of the curve's
// own peak (so its IOPS gain equals the peak gain; what changes is the latency there).
struct CurveFigures {
    std::optional<CurveReading> peak;
    std::optional<CurveReading> atLatencyLimit;
    std::optional<CurveReading> headroom;
    std::optional<CurveReading> headroomLow;
    std::optional<CurveReading> headroomHigh;
    bool extrapolated() const;
};

// What the runs behind two figures say about the gain between them. A gain whose 95 % interval includes zero, or
// (fewer than 3 runs) that is no larger than the run-to-run spread, is within the measured noise: it cannot decide a
// recommendation. Percentage points of the gain.
struct GainNoise {
    int baselineRuns = 1; // the fewest runs behind the baseline's figure
    int optionRuns = 1;
    std::optional<double> halfWidthPct; // ± around the gain; empty when both figures were measured once
    enum class Method { Unknown, Interval, RunSpread, Modeled } method = Method::Unknown;
    bool withinNoise = false;
    bool operator==(const GainNoise&) const = default;
};
QString toString(GainNoise::Method method); // "unknown", "95%-interval", "run-spread", "modeled"

// The gain's noise from the readings' noise: both with 3 runs or more, the 95 % intervals combined in quadrature
// (each figure's interval relative to its value); else the larger relative run-to-run range of either side; else
// unknown (every figure measured once).
GainNoise gainNoise(double gainPct, const ReadingNoise& base, const ReadingNoise& option);

// What an option carries of the customer's demand. The capacity is the option's IOPS at the decisive metric (at
// the latency limit: the highest measured point within it, never extrapolated), per node = capacity ÷ the measured
// system's nodes, scaled linearly to the customer's nodes (a model, said so) and to N − m with m nodes down.
struct OptionCapacity {
    double iops = 0; // with all the customer's N nodes (plus any added)
    double iopsNodesDown = 0; // with m down
    double perNodeIops = 0;
    int measuredNodes = 0;
    QString fromSystem; // the measured system the capacity comes from
    QString fromWorkload;
    QString metric; // "IOPS at the 1 ms latency limit", "IOPS at 65 % of peak", "peak IOPS"
    QString derivation; // "164,012 IOPS ÷ 6 nodes × (3 − 1) = 54,671 IOPS"
    bool operator==(const OptionCapacity&) const = default;
};

struct OptionRunway {
    std::optional<OptionCapacity> capacity; // empty: "not known" (no point within the latency limit)
    std::optional<double> runwayYears; // 0 when short today; empty when unbounded (no growth) or capacity unknown
    bool unbounded = false; // carries the demand while it stays flat
    double shortByIops = 0; // > 0 when the capacity with m down is below today's demand
    std::optional<int> nodesNeeded; // to carry the demand for Y years with m down (add-nodes sizing)
    std::optional<double> costPerRunwayYear; // currency units per year of runway; empty when 0 or unbounded
    bool carriesDemand = false; // for the asked years, with m down
    QString notSupported; // "not supported by the customer's own hosts: CPU bound"; empty when supported
    QString sentence; // "carries 40,377 IOPS growing 20 %/yr for 3.4 years with 1 node down"
};

enum class OptionKind { NetworkUpgrade, AddNodes };
QString toString(OptionKind kind); // "network-upgrade", "add-nodes"

struct AdvisorOption {
    OptionKind kind = OptionKind::NetworkUpgrade;
    AdvisorCurve curve;
    int nodesAdded = 0;
    std::optional<std::int64_t> costCents; // on the decisive cost basis; empty when not priced
    std::optional<std::int64_t> amortisedCostCents; // per-port amortised (adding nodes: the nodes' price)
    std::optional<std::int64_t> wholeUnitCostCents; // whole units to buy (adding nodes: the same)
    // Why this option cannot be weighed (no measurement of the workload, not priced, parts that do not fit, no
    // figure at the decisive metric); empty when it can. An option with a problem never wins.
    QStringList problems;
    QString costTrace; // how the cost was computed
    CurveFigures figures;
    std::optional<double> peakGainPct;
    std::optional<double> latencyLimitGainPct;
    std::optional<double> headroomGainPct;
    std::optional<double> headroomLatencyChangePct;
    // The noise of the peak and latency-limit gains (a modeled option: the baseline's runs, no noise of its own).
    std::optional<GainNoise> peakGainNoise;
    std::optional<GainNoise> latencyLimitGainNoise;
    // Currency units per IOPS gained; empty when not priced or nothing gained.
    std::optional<double> costPerIopsAtPeak;
    std::optional<double> costPerIopsAtLatencyLimit;
    std::optional<double> costPerIopsAtHeadroom;
    // Currency units per 1,000 IOPS gained at the decisive metric (the result's `metric`); empty as above.
    std::optional<double> costPer1000IopsGained;
    std::optional<OptionRunway> runway; // with a customer demand only
};

// Neither: both kinds of option were weighed and none gains. None: no recommendation, because the network upgrade
// or the added nodes cannot be weighed (the result's `missing` says what is missing).
enum class Recommendation { NetworkUpgrade, AddNodes, Neither, None };
QString toString(Recommendation recommendation); // "network-upgrade", "add-nodes", "neither", "no-recommendation"

struct AdvisorResult {
    AdvisorInput input;
    QString currency;
    std::optional<PerPortCost> perPort;
    std::optional<BuildOut> buildOut;
    CurveFigures baseline;
    QList<AdvisorOption> options;
    BottleneckVerdict bottleneck;
    Recommendation recommendation = Recommendation::Neither;
    QString metric; // what the decision compared: "peak IOPS" or "IOPS at the 1 ms latency limit"
    // The answer on the other cost basis, and whether it differs from `recommendation`.
    Recommendation otherBasisRecommendation = Recommendation::Neither;
    bool otherBasisChangesAnswer = false;
    QStringList missing; // for Recommendation::None: what would let the options be weighed
    QString summary;
    bool extrapolated = false; // true when any figure lies outside a measured range
    QStringList warnings;
    // With a customer demand: the baseline's own runway (what the customer has today), the workload match and the
    // sentence a sales engineer would say ("zColo_08 needs 2 more nodes to carry its growth for 5 years …").
    std::optional<OptionRunway> baselineRunway;
    QStringList workloadMatch; // "customer: 33 KiB, 68 % read; measured: OLTP 32 KiB, 70 % read" (warnings when off)
    QString demandSentence;
};

// Pure computation; no I/O. Errors (no baseline points, a design with mixed currencies) are in the result's
// warnings and in the problems of the options they concern; figures that cannot be computed stay empty.
// A recommendation needs at least one network upgrade and the added nodes both weighed on evidence.
AdvisorResult advise(const AdvisorInput& input);

// The fewest nodes to add to `nodes` so that 1 + scaling × k / n reaches `ratio` (at least 1).
int nodesForRatio(double ratio, int nodes, double scaling);

} // namespace headroom
