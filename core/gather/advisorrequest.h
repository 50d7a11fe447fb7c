// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "advice/advisor.h"
#include "model/expected.h"
#include "pricing/catalog.h"

#include <QStringList>

namespace headroom {

class ResultsLibrary;

// The advisor's inputs as a user names them (systems, workload and parts by name), before they are looked up.
struct AdvisorRequest {
    QString workload;
    QString baseline;
    QStringList candidates;
    int nodes = 0; // 0: the baseline system's node count
    int portsPerNode = 0; // 0: the baseline system's ports per node
    int storagePortsPerNode = 1; // ports carrying storage traffic at once (see observationsFor)
    QString nicPart;
    QString switchPart;
    QString cablePart;
    bool redundantSwitches = true;
    std::optional<std::int64_t> nodePriceCents;
    QString nodePriceCurrency; // empty: the answer's currency (and the result says it assumed so)
    QString nodePart; // a catalog item of kind node whose price is the node price (instead of nodePriceCents)
    QString currency; // the answer's currency; empty: the node price's, else the one most parts use
    QList<ExchangeRate> rates;
    CostBasis costBasis = CostBasis::Amortised;
    double nodeScaling = 1.0;
    std::optional<int> nodesToAdd;
    double latencyLimitMs = 1.0;
    double headroomLowPct = 60;
    double headroomHighPct = 70;
    bool allowExtrapolation = false;
    // advise --demand: the customer demand to carry (empty: none), its growth (empty: the demand's own), for how many
    // years, with how many nodes down. With a demand, the baseline, workload, candidates and parts may be left
    // empty: advisordemand.h fills them in and says so in the input's notes.
    QString demand;
    std::optional<double> growthPerYear;
    int years = 5;
    int nodesDown = 1;
};

// The aggregate (not per-host) measurements of `system` running `workload`, as a curve in load order.
Expected<AdvisorCurve> curveFromLibrary(
    const ResultsLibrary& library, const QString& system, const QString& workload, QStringList* warnings);

// The measurements behind `result`'s measured curves (the baseline and the candidates not modeled): the curve points
// of every workload of the result's test, as curveFromLibrary reads them. The report's appendix lists them; charts
// draw them.
Expected<QList<Measurement>> measurementsBehind(const ResultsLibrary& library, const AdvisorResult& result);

// The workloads `system` has measured with IOPS and latency (aggregate), for "it has: …" in messages.
Expected<QStringList> workloadsMeasured(const ResultsLibrary& library, const QString& system);

// Looks up the systems, curves, parts and bottleneck observations (owner thread of `library`; no cancel: a few
// small reads). The error carries the request's fields at fault (Error::fields: "workload", "baseline", "candidate",
// "nodes", "ports-per-node", "nic", "switch", "cable", "node-price"; the first is the one to fix) and a message
// without command-line syntax: an unknown system or part, a part of the wrong kind, and parts whose speeds do not
// fit each other or the candidates' links (naming both sides).
Expected<AdvisorInput> buildAdvisorInput(
    const ResultsLibrary& library, const Catalog& catalog, const AdvisorRequest& request);

// "60-70" → {60, 70}; otherwise an error on the field "headroom".
Expected<std::pair<double, double>> parseHeadroomBand(const QString& text);

} // namespace headroom
