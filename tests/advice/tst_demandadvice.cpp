// SPDX-License-Identifier: GPL-3.0-or-later
// The advisor answering with a customer's demand: capacity per node at the decisive metric (the highest measured
// point within the latency limit, never between points), runway and nodes needed, the CPU-bound rule (the customer's
// hosts outrank the lab), the verdict never preferring an option that does not carry the demand, the workload match,
// and the demand in the JSON and the table.
//
// The curves are vxrailLike's of tst_advisor (a 25 GbE wall at 150,000 IOPS, 100 GbE to 267,000 at 0.77 ms), both
// measured on 6 nodes; the demand is zColo_08 of the real export (tests/advice/zcolo.h): 2 nodes, 40,377 peak IOPS.
#include "advice/advisor.h"
#include "advice/advisorjson.h"
#include "advice/advisortable.h"
#include "advice/advisortext.h"
#include "advice/demandadvice.h"
#include "pricing/catalogfile.h"
#include "zcolo.h"

#include <cmath>

#include <QTest>

using namespace headroom;

namespace {
constexpr double kMs = 1e6;

NetworkDesign design100()
{
    const Catalog& c = defaultCatalog();
    return { QStringLiteral("100 GbE"), *c.find(QStringLiteral("540-BDEF")), *c.find(QStringLiteral("210-APHK")),
        *c.find(QStringLiteral("470-ABOX")), 2, true };
}

Workload oltp32k()
{
    Workload w;
    w.name = QStringLiteral("oltp32k");
    w.blockSizeBytes = 32768;
    w.readPct = 70;
    w.randomPct = 100;
    return w;
}

AdvisorInput labInput()
{
    AdvisorInput input;
    input.workload = QStringLiteral("oltp32k");
    input.baseline = { QStringLiteral("25G"), { { 50000, 0.3 * kMs }, { 100000, 0.6 * kMs }, { 150000, 1.5 * kMs } },
        false, 25.0, {} };
    input.baseline.nodes = 6;
    input.baseline.workload = oltp32k();
    AdvisorCurve candidate { QStringLiteral("100G"),
        { { 50000, 0.25 * kMs }, { 100000, 0.35 * kMs }, { 200000, 0.6 * kMs }, { 267000, 0.77 * kMs } }, false, 100.0,
        {} };
    candidate.nodes = 6;
    input.candidates << candidate;
    input.nodes = 6;
    input.portsPerNode = 2;
    input.design = design100();
    input.nodePriceCents = 5000000; // a test input, not a price from any source
    return input;
}

AdvisorDemand demandOf(const CustomerDemand& customer, int years = 5, int nodesDown = 1)
{
    const auto figures = demandFigures(customer);
    Q_ASSERT(figures.ok());
    return AdvisorDemand { *figures, customer.growthPerYear, years, nodesDown };
}

// zColo_08's figures without its hosts' evidence: the same demand, bottleneck unknown.
AdvisorDemand typedLikeZColo08(double peakIops, double growth)
{
    CustomerDemand typed;
    typed.name = QStringLiteral("typed");
    typed.typed.peakIops = peakIops;
    typed.typed.nodes = 2;
    typed.growthPerYear = growth;
    return demandOf(typed);
}

const AdvisorOption& optionOf(const AdvisorResult& result, OptionKind kind)
{
    for (const AdvisorOption& option : result.options) {
        if (option.kind == kind) {
            return option;
        }
    }
    qFatal("no option of that kind");
}

bool near(double a, double b, double tolerance)
{
    return std::abs(a - b) <= tolerance;
}

int columnOf(const AdvisorOptionsTable& table, AdvisorColumn column)
{
    for (int c = 0; c < table.columnCount(); ++c) {
        if (table.columnAt(c) == column) {
            return c;
        }
    }
    return -1;
}
} // namespace

class TstDemandAdvice : public QObject {
    Q_OBJECT

private slots:
    void capacityIsTheHighestMeasuredPointPerNode()
    {
        AdvisorInput input = labInput();
        input.demand = demandOf(testdata::zColo08());
        const AdvisorResult result = advise(input);
        QCOMPARE(result.metric, QStringLiteral("IOPS at the 1 ms latency limit"));
        QVERIFY(result.baselineRunway && result.baselineRunway->capacity);
        const OptionCapacity& capacity = *result.baselineRunway->capacity;
        // The highest measured point within 1 ms is 100,000 @ 0.6 ms (the curve crosses 1 ms at 122,222 between
        // points: not taken). ÷ 6 measured nodes = 16,666.7 per node; zColo_08 has 2 nodes, 1 down: 16,667.
        QVERIFY(near(capacity.perNodeIops, 100000.0 / 6, 1e-6));
        QVERIFY(near(capacity.iops, 2 * 100000.0 / 6, 1e-6));
        QVERIFY(near(capacity.iopsNodesDown, 100000.0 / 6, 1e-6));
        QCOMPARE(capacity.measuredNodes, 6);
        QCOMPARE(capacity.fromSystem, QStringLiteral("25G"));
        QCOMPARE(capacity.fromWorkload, QStringLiteral("OLTP 32 KiB 70/30")); // the test, named for people
        QVERIFY2(capacity.derivation.contains(QStringLiteral("linear model")), qPrintable(capacity.derivation));
        QVERIFY2(capacity.derivation.contains(QStringLiteral("100,000 IOPS at")), qPrintable(capacity.derivation));
        // Short today: 40,377 − 16,667 = 23,710; runway 0.
        QVERIFY(near(result.baselineRunway->shortByIops, 23710.33, 0.01));
        QCOMPARE(*result.baselineRunway->runwayYears, 0.0);
        QVERIFY(!result.baselineRunway->carriesDemand);
    }

    void noPointWithinTheLimitIsNotKnown()
    {
        AdvisorInput input = labInput();
        input.latencyLimitNs = 0.2 * kMs; // every measured point is above it
        input.demand = demandOf(testdata::zColo08());
        const AdvisorResult result = advise(input);
        QCOMPARE(result.metric, QStringLiteral("peak IOPS")); // the advisor's rule: no baseline figure at 0.2 ms
        // At peak: the baseline's highest measured point, 150,000 ÷ 6 = 25,000 per node.
        QVERIFY(near(result.baselineRunway->capacity->perNodeIops, 25000, 1e-6));
        QCOMPARE(result.baselineRunway->capacity->metric, QStringLiteral("peak IOPS"));

        AdvisorCurve above { QStringLiteral("slow"), { { 1000, 0.5 * kMs } }, false, 25.0, {} };
        const auto reading = demandadvice::capacityReading(above, 0.2 * kMs, true);
        QVERIFY(!reading.iops);
        QVERIFY(reading.how.contains(QStringLiteral("not extrapolated")));
    }

    void addedNodesAreSizedByNodesNeeded()
    {
        AdvisorInput input = labInput();
        input.demand = demandOf(testdata::zColo08());
        const AdvisorResult result = advise(input);
        const AdvisorOption& nodes = optionOf(result, OptionKind::AddNodes);
        // 40,377 × 1.2^5 = 100,470.9 ÷ 16,666.7 per node = 6.03 nodes up: 2 + k − 1 ≥ 6.03 → k = 6.
        QCOMPARE(nodes.nodesAdded, 6);
        QVERIFY2(nodes.costTrace.startsWith(QStringLiteral("6 node(s): the fewest")), qPrintable(nodes.costTrace));
        QCOMPARE(*nodes.costCents, 6 * 5000000LL);
        QVERIFY(nodes.runway && nodes.runway->capacity);
        // (2 + 6 − 1) × 16,666.7 = 116,667: ln(116,667 ÷ 40,377) ÷ ln 1.2 = 5.82 years, $300,000 ÷ 5.82 = $51,549.
        QVERIFY(near(nodes.runway->capacity->iopsNodesDown, 116666.67, 0.01));
        QVERIFY(near(*nodes.runway->runwayYears, 5.8197, 1e-3));
        QVERIFY(near(*nodes.runway->costPerRunwayYear, 51548.86, 0.1));
        QCOMPARE(*nodes.runway->nodesNeeded, 6);
        QVERIFY(nodes.runway->carriesDemand);
        QCOMPARE(*result.baselineRunway->nodesNeeded, 6);
    }

    void typedNodeCountIsKept()
    {
        AdvisorInput input = labInput();
        input.nodesToAdd = 2;
        input.demand = demandOf(testdata::zColo08());
        const AdvisorResult result = advise(input);
        const AdvisorOption& nodes = optionOf(result, OptionKind::AddNodes);
        QCOMPARE(nodes.nodesAdded, 2);
        // (2 + 2 − 1) × 16,666.7 = 50,000: ln(50,000 ÷ 40,377) ÷ ln 1.2 = 1.17 years, short of 5.
        QVERIFY(near(*nodes.runway->runwayYears, 1.1724, 1e-3));
        QVERIFY(!nodes.runway->carriesDemand);
        QVERIFY(nodes.runway->sentence.contains(QStringLiteral("short of the 5 years asked")));
    }

    void cpuBoundCustomerDoesNotCreditTheNetwork()
    {
        AdvisorInput input = labInput();
        input.demand = demandOf(testdata::zColo08());
        QCOMPARE(toString(input.demand->figures.bottleneck.kind), QStringLiteral("cpu"));
        const AdvisorResult result = advise(input);
        const AdvisorOption& network = optionOf(result, OptionKind::NetworkUpgrade);
        QVERIFY(network.runway && network.runway->capacity);
        // Not 267,000 ÷ 6 × 1 = 44,500: the current capacity, 16,667.
        QVERIFY(near(network.runway->capacity->iopsNodesDown, 100000.0 / 6, 1e-6));
        QCOMPARE(network.runway->notSupported, QStringLiteral("not supported by the customer's own hosts: CPU bound"));
        QVERIFY(network.runway->capacity->derivation.contains(QStringLiteral("not credited")));
        QCOMPARE(toString(result.recommendation), toString(Recommendation::AddNodes));
        QVERIFY2(result.demandSentence.contains(QStringLiteral("CPU bound")), qPrintable(result.demandSentence));
        QVERIFY2(result.demandSentence.contains(QStringLiteral("a faster network will not help")),
            qPrintable(result.demandSentence));
        QVERIFY(result.summary.startsWith(result.demandSentence));
    }

    void verdictNeverPrefersAnOptionThatDoesNotCarry()
    {
        // Without a demand, the network upgrade is the lower cost per IOPS gained.
        AdvisorInput input = labInput();
        QCOMPARE(toString(advise(input).recommendation), toString(Recommendation::NetworkUpgrade));
        // With zColo_08's demand as typed (no host evidence): 267,000 ÷ 6 × (2 − 1) = 44,500 IOPS lasts
        // ln(44,500 ÷ 40,377) ÷ ln 1.2 = 0.53 years, short of 5: it does not carry, however cheap per IOPS.
        input.demand = typedLikeZColo08(40377, 0.2);
        const AdvisorResult result = advise(input);
        const AdvisorOption& network = optionOf(result, OptionKind::NetworkUpgrade);
        QVERIFY(network.runway->notSupported.isEmpty());
        QVERIFY(near(*network.runway->runwayYears, 0.5333, 1e-3));
        QVERIFY(!network.runway->carriesDemand);
        QVERIFY(network.costPer1000IopsGained < optionOf(result, OptionKind::AddNodes).costPer1000IopsGained);
        QCOMPARE(toString(result.recommendation), toString(Recommendation::AddNodes));
        // Both figures and why one stands.
        QVERIFY2(result.demandSentence.contains(QStringLiteral("costs less per 1,000 IOPS gained")),
            qPrintable(result.demandSentence));
        QVERIFY2(result.demandSentence.contains(QStringLiteral("does not carry the demand")),
            qPrintable(result.demandSentence));
        QVERIFY2(result.demandSentence.contains(QStringLiteral("0.5 years")), qPrintable(result.demandSentence));
        QVERIFY2(result.demandSentence.contains(QStringLiteral("5.8 years")), qPrintable(result.demandSentence));
    }

    void noOptionCarriesGivesNeither()
    {
        AdvisorInput input = labInput();
        input.nodesToAdd = 1;
        input.demand = typedLikeZColo08(40377, 0.2);
        const AdvisorResult result = advise(input);
        QCOMPARE(toString(result.recommendation), toString(Recommendation::Neither));
        QVERIFY2(
            result.demandSentence.contains(QStringLiteral("No option carries it")), qPrintable(result.demandSentence));
        QVERIFY2(result.demandSentence.contains(QStringLiteral("6 node(s) more")), qPrintable(result.demandSentence));
    }

    void unweighedOptionsStillSayWhatTheyCarry()
    {
        AdvisorInput input = labInput();
        input.nodePriceCents.reset(); // the added nodes cannot be weighed: no recommendation
        input.demand = typedLikeZColo08(20000, 0.0);
        const AdvisorResult result = advise(input);
        QCOMPARE(toString(result.recommendation), toString(Recommendation::None));
        QVERIFY2(result.demandSentence.contains(QStringLiteral("Against the demand: network upgrade to 100G: carries "
                                                               "20,000 IOPS with 1 node down (capacity 44,500 IOPS)")),
            qPrintable(result.demandSentence));
        QVERIFY(!result.demandSentence.contains(QStringLiteral("No option carries")));
    }

    void flatDemandIsUnbounded()
    {
        AdvisorInput input = labInput();
        input.demand = typedLikeZColo08(20000, 0.0);
        const AdvisorResult result = advise(input);
        const AdvisorOption& network = optionOf(result, OptionKind::NetworkUpgrade);
        QVERIFY(network.runway->unbounded);
        QVERIFY(!network.runway->runwayYears);
        QVERIFY(!network.runway->costPerRunwayYear); // "–": unbounded
        QVERIFY(network.runway->carriesDemand);
        // 16,667 × (2 + k − 1) ≥ 20,000 → k = 1.
        QCOMPARE(optionOf(result, OptionKind::AddNodes).nodesAdded, 1);
        QCOMPARE(toString(result.recommendation), toString(Recommendation::NetworkUpgrade));
    }

    void candidateNodeCountGivesItsPerNodeFigure()
    {
        AdvisorInput input = labInput();
        input.candidates[0].nodes = 4;
        input.demand = typedLikeZColo08(20000, 0.0);
        const AdvisorResult result = advise(input);
        QVERIFY(near(optionOf(result, OptionKind::NetworkUpgrade).runway->capacity->perNodeIops, 267000.0 / 4, 1e-6));
        input.candidates[0].nodes.reset();
        const AdvisorResult unknown = advise(input);
        QVERIFY(
            unknown.options.first().runway->capacity->derivation.contains(QStringLiteral("taken as the baseline's 6")));
    }

    void workloadMatch()
    {
        AdvisorInput input = labInput();
        input.demand = demandOf(testdata::zColo08());
        // 22,222 bytes and 67.8 % read against 32 KiB and 70 %: within 2× and 15 points.
        const AdvisorResult close = advise(input);
        QCOMPARE(close.workloadMatch.first(),
            QStringLiteral("customer: 22 KiB, 68 % read; measured: OLTP 32 KiB 70/30 (32 KiB, 70 % read)"));
        QCOMPARE(close.workloadMatch.size(), 1);
        Workload small = oltp32k();
        small.blockSizeBytes = 4096;
        small.readPct = 100;
        input.measuredWorkload = small;
        const AdvisorResult off = advise(input);
        QCOMPARE(off.workloadMatch.size(), 2);
        QVERIFY2(off.workloadMatch.at(1).contains(QStringLiteral("32 percentage points")),
            qPrintable(off.workloadMatch.at(1)));
        QVERIFY(off.workloadMatch.at(1).contains(QStringLiteral("more than 2×")));
        QVERIFY(off.warnings.contains(off.workloadMatch.at(1)));
    }

    void withoutDemandNothingChanges()
    {
        const AdvisorResult result = advise(labInput());
        QVERIFY(!result.baselineRunway);
        QVERIFY(result.demandSentence.isEmpty());
        QVERIFY(result.workloadMatch.isEmpty());
        for (const AdvisorOption& option : result.options) {
            QVERIFY(!option.runway);
        }
        QVERIFY(!advisorResultToJson(result).contains("demand"));
        const AdvisorOptionsTable table(result, TableFace::Cli);
        QCOMPARE(columnOf(table, AdvisorColumn::RunwayYears), -1);
    }

    void json()
    {
        AdvisorInput input = labInput();
        input.demand = demandOf(testdata::zColo08());
        const auto document = advisorResultToJson(advise(input));
        const auto& demand = document.at("demand");
        QCOMPARE(demand.at("cluster").get<std::string>(), std::string("zColo_08"));
        QCOMPARE(demand.at("figures").at("peak_iops").get<double>(), 40377.0);
        QCOMPARE(demand.at("figures").at("nodes").get<int>(), 2);
        QCOMPARE(demand.at("figures").at("bottleneck").at("verdict").get<std::string>(), std::string("cpu"));
        QCOMPARE(demand.at("growth").get<double>(), 0.2);
        QCOMPARE(demand.at("years").get<int>(), 5);
        QCOMPARE(demand.at("nodes_down").get<int>(), 1);
        QCOMPARE(demand.at("current_cluster").at("runway_years").get<double>(), 0.0); // short today
        const auto& network = document.at("options").at(0);
        for (const char* key :
            { "iops", "iops_nodes_down", "per_node_iops", "from_system", "from_workload", "metric" }) {
            QVERIFY2(network.at("capacity").contains(key), key);
        }
        QCOMPARE(network.at("short_by_iops").get<double>(), 23710.0);
        QCOMPARE(network.at("not_supported").get<std::string>(),
            std::string("not supported by the customer's own hosts: CPU bound"));
        const auto& nodes = document.at("options").at(1);
        QCOMPARE(nodes.at("nodes_needed").get<int>(), 6);
        QCOMPARE(nodes.at("runway_years").get<double>(), 5.82);
        QCOMPARE(nodes.at("capacity").at("iops_nodes_down").get<double>(), 116667.0);

        input.demand = typedLikeZColo08(20000, 0.0);
        const auto flat = advisorResultToJson(advise(input));
        QVERIFY(flat.at("options").at(0).at("runway_years").is_null()); // the demand does not grow
        QVERIFY(flat.at("options").at(0).at("runway_unbounded").get<bool>());
    }

    void tableColumns()
    {
        AdvisorInput input = labInput();
        input.demand = demandOf(testdata::zColo08());
        const AdvisorOptionsTable table(advise(input), TableFace::Cli);
        const QuantityFormat text = QuantityFormat::text();
        const int capacity = columnOf(table, AdvisorColumn::DemandCapacity);
        const int runway = columnOf(table, AdvisorColumn::RunwayYears);
        const int needed = columnOf(table, AdvisorColumn::NodesNeeded);
        const int perYear = columnOf(table, AdvisorColumn::CostPerRunwayYear);
        QVERIFY(capacity > 0 && runway > 0 && needed > 0 && perYear > 0);
        // Rows: the baseline, the network upgrade, the added nodes.
        QCOMPARE(table.text(0, capacity, text), QStringLiteral("16,667"));
        QCOMPARE(table.text(0, runway, text), QStringLiteral("0.0"));
        QCOMPARE(table.text(0, needed, text), QStringLiteral("6"));
        QCOMPARE(table.text(0, perYear, text), QString()); // the baseline has no cost
        QCOMPARE(table.text(1, capacity, text), QStringLiteral("16,667 (CPU bound)"));
        QCOMPARE(table.text(1, perYear, text), QStringLiteral("–")); // runway 0
        QCOMPARE(table.text(2, capacity, text), QStringLiteral("116,667"));
        QCOMPARE(table.text(2, runway, text), QStringLiteral("5.8"));
        QCOMPARE(table.text(2, perYear, text), QStringLiteral("$51,548.86"));
        QVERIFY(
            table.trace(2, runway).contains(QStringLiteral("ln(capacity with m down ÷ peak demand) ÷ ln(1 + growth)")));
        QVERIFY(table.trace(2, needed).contains(QStringLiteral("N = 2, m = 1, 5 years")));
        QVERIFY(table.headerTip(perYear).contains(QStringLiteral("USD per year")));
        const AdvisorOptionsTable gui(advise(input), TableFace::Gui);
        QCOMPARE(gui.columnCount(), static_cast<int>(AdvisorColumn::ColumnCount)); // the GUI shows them all
        // The deck keeps its short table.
        QCOMPARE(columnOf(AdvisorOptionsTable(advise(input), TableFace::Deck), AdvisorColumn::RunwayYears), -1);
    }

    void demandBlockSaysEveryFigure()
    {
        AdvisorInput input = labInput();
        input.demand = demandOf(testdata::zColo08());
        const QString block = demandBlock(advise(input)).join(u'\n');
        QVERIFY2(block.contains(QStringLiteral("Customer demand: zColo_08")), qPrintable(block));
        QVERIFY2(block.contains(QStringLiteral("peak IOPS 40,377 = 20,104 + 20,273")), qPrintable(block));
        QVERIFY2(block.contains(QStringLiteral("workload: customer: 22 KiB")), qPrintable(block));
        QVERIFY2(block.contains(QStringLiteral("current cluster: short by 23,710 IOPS today")), qPrintable(block));
        QVERIFY2(block.contains(QStringLiteral("not supported by the customer's own hosts")), qPrintable(block));
    }
};

QTEST_GUILESS_MAIN(TstDemandAdvice)
#include "tst_demandadvice.moc"
