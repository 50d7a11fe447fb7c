#pragma once

#include "bottleneck.h"
#include "curvemath.h"
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
};

// Everything the advisor weighs. Latencies in ns, percents 0..100, money in cents of the design's currency.
struct AdvisorInput {
    QString workload;
    AdvisorCurve baseline;
    QList<AdvisorCurve> candidates; // the same cluster with a faster network, measured or published
    int nodes = 0;
    int portsPerNode = 2;
    NetworkDesign design; // the upgrade's network design
    std::optional<std::int64_t> nodePriceCents;
    double nodeScaling = 1.0; // adding k nodes to n multiplies IOPS by 1 + scaling × k / n at the same latency
    std::optional<int> nodesToAdd; // default: the fewest that match the network upgrade's peak gain
    double latencyLimitNs = 1e6;
    double headroomLowPct = 60;
    double headroomHighPct = 70;
    Extrapolation extrapolation = Extrapolation::Forbidden;
    BottleneckInput bottleneck; // observations of the baseline system (see observationsFor)
    QStringList notes; // what loading the inputs noticed (points left out, …); carried into the warnings
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

enum class OptionKind { NetworkUpgrade, AddNodes };
QString toString(OptionKind kind); // "network-upgrade", "add-nodes"

struct AdvisorOption {
    OptionKind kind = OptionKind::NetworkUpgrade;
    AdvisorCurve curve;
    int nodesAdded = 0;
    std::optional<std::int64_t> costCents; // empty when not priced (no node price)
    QString costTrace; // how the cost was computed
    CurveFigures figures;
    std::optional<double> peakGainPct;
    std::optional<double> latencyLimitGainPct;
    std::optional<double> headroomGainPct;
    std::optional<double> headroomLatencyChangePct;
    // Currency units per IOPS gained; empty when not priced or nothing gained.
    std::optional<double> costPerIopsAtPeak;
    std::optional<double> costPerIopsAtLatencyLimit;
    std::optional<double> costPerIopsAtHeadroom;
};

enum class Recommendation { NetworkUpgrade, AddNodes, Neither };
QString toString(Recommendation recommendation); // "network-upgrade", "add-nodes", "neither"

struct AdvisorResult {
    AdvisorInput input;
    QString currency;
    std::optional<PerPortCost> perPort;
    std::optional<BuildOut> buildOut;
    CurveFigures baseline;
    QList<AdvisorOption> options;
    BottleneckVerdict bottleneck;
    Recommendation recommendation = Recommendation::Neither;
    QString summary;
    bool extrapolated = false; // true when any figure lies outside a measured range
    QStringList warnings;
};

// Pure computation; no I/O. Errors (no baseline points, a design with mixed currencies) are in the result's
// warnings; figures that cannot be computed stay empty.
AdvisorResult advise(const AdvisorInput& input);

// The fewest nodes to add to `nodes` so that 1 + scaling × k / n reaches `ratio` (at least 1).
int nodesForRatio(double ratio, int nodes, double scaling);

} // namespace headroom
