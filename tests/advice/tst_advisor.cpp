// SPDX-License-Identifier: GPL-3.0-or-later
// The advisor on curves built for the test (the demo has one published point per VxRail system for oltp32k):
// costs, gains, $ per IOPS gained, the node count that matches the network gain, the recommendation, and the
// extrapolation flag carried into every output.
#include "advice/advisor.h"
#include "advice/advisorjson.h"
#include "pricing/catalogfile.h"
#include "pricing/exchangerate.h"

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

NetworkDesign design25()
{
    const Catalog& c = defaultCatalog();
    return { QStringLiteral("25 GbE"), *c.find(QStringLiteral("540-BBUJ")), *c.find(QStringLiteral("210-APEX")),
        *c.find(QStringLiteral("470-BBCX")), 2, true };
}

// A 25 GbE-like curve that hits a wall, and a 100 GbE-like one with a 78 % higher peak that stays flat.
AdvisorInput vxrailLike()
{
    AdvisorInput input;
    input.workload = QStringLiteral("oltp32k (test curve)");
    input.baseline = { QStringLiteral("25G"), { { 50000, 0.3 * kMs }, { 100000, 0.6 * kMs }, { 150000, 1.5 * kMs } },
        false, 25.0, {} };
    input.candidates << AdvisorCurve { QStringLiteral("100G"),
        { { 50000, 0.25 * kMs }, { 100000, 0.35 * kMs }, { 200000, 0.6 * kMs }, { 267000, 0.77 * kMs } }, false, 100.0,
        {} };
    input.nodes = 6;
    input.portsPerNode = 2;
    input.design = design100();
    input.nodePriceCents = 5000000; // a test input, not a price from any source
    return input;
}
} // namespace

class TstAdvisor : public QObject {
    Q_OBJECT

private slots:
    void nodesForRatio_data()
    {
        QTest::addColumn<double>("ratio");
        QTest::addColumn<int>("nodes");
        QTest::addColumn<double>("scaling");
        QTest::addColumn<int>("expected");
        QTest::newRow("+78 % on 6") << 1.78 << 6 << 1.0 << 5; // 4.68 → 5
        QTest::newRow("+50 % on 6, exact") << 1.5 << 6 << 1.0 << 3;
        QTest::newRow("+78 % at 90 %") << 1.78 << 6 << 0.9 << 6; // 5.2 → 6
        QTest::newRow("no gain") << 1.0 << 6 << 1.0 << 1;
    }
    void nodesForRatio()
    {
        QFETCH(double, ratio);
        QFETCH(int, nodes);
        QFETCH(double, scaling);
        QFETCH(int, expected);
        QCOMPARE(headroom::nodesForRatio(ratio, nodes, scaling), expected);
    }

    void networkUpgradeAgainstNodes()
    {
        const AdvisorResult r = advise(vxrailLike());
        QCOMPARE(r.options.size(), 2);
        const AdvisorOption& net = r.options[0];
        const AdvisorOption& nodes = r.options[1];
        QCOMPARE(toString(net.kind), toString(OptionKind::NetworkUpgrade));
        QCOMPARE(*net.costCents, qint64(4265213)); // 12 ports × $3,554.34375
        QVERIFY(qAbs(*net.peakGainPct - 78.0) < 1e-9);
        // Baseline at 1 ms: 100,000 @ 0.6 → 150,000 @ 1.5, t = 0.4 / 0.9 → 122,222.2; the candidate never reaches 1 ms.
        QVERIFY(qAbs(r.baseline.atLatencyLimit->iops - 122222.2222) < 1e-3);
        QCOMPARE(net.figures.atLatencyLimit->iops, 267000.0);
        QVERIFY(qAbs(*net.costPerIopsAtPeak - 42652.13 / 117000.0) < 1e-9);
        // Headroom: the middle of 60–70 %, 65 % of each curve's own peak: 97,500 → 0.585 ms; 173,550 → 0.53388 ms.
        QVERIFY(qAbs(r.baseline.headroom->latencyNs - 0.585 * kMs) < 1);
        QVERIFY(qAbs(net.figures.headroom->latencyNs - 0.533875 * kMs) < 1);
        QVERIFY(qAbs(*net.headroomGainPct - 78.0) < 1e-9); // same fraction of each own peak: the peak ratio
        QVERIFY(qAbs(*net.headroomLatencyChangePct - (0.533875 / 0.585 - 1) * 100) < 1e-6);

        QCOMPARE(toString(nodes.kind), toString(OptionKind::AddNodes));
        QCOMPARE(nodes.nodesAdded, 5);
        QVERIFY(nodes.curve.modeled);
        QCOMPARE(*nodes.costCents, qint64(25000000));
        QVERIFY(qAbs(nodes.figures.peak->iops - 150000.0 * (1 + 5.0 / 6)) < 1e-6);
        QCOMPARE(nodes.figures.peak->latencyNs, 1.5 * kMs);
        QVERIFY(qAbs(*nodes.costPerIopsAtPeak - 250000.0 / 125000.0) < 1e-9);

        QCOMPARE(toString(r.recommendation), toString(Recommendation::NetworkUpgrade));
        QVERIFY2(r.summary.startsWith(QStringLiteral("Upgrade the network")), qPrintable(r.summary));
        QVERIFY(r.summary.contains(QStringLiteral("$42,652.13")));
        QVERIFY(!r.extrapolated);
    }

    void costPer1000IopsAtTheDecisiveMetric_data()
    {
        QTest::addColumn<double>("latencyLimitMs");
        QTest::addColumn<bool>("atLimit");
        QTest::newRow("latency limit reached by every curve") << 1.0 << true;
        QTest::newRow("limit below every point: peak decides") << 0.1 << false;
    }
    void costPer1000IopsAtTheDecisiveMetric()
    {
        QFETCH(double, latencyLimitMs);
        QFETCH(bool, atLimit);
        AdvisorInput input = vxrailLike();
        input.latencyLimitNs = latencyLimitMs * kMs;
        const AdvisorResult r = advise(input);
        QCOMPARE(r.metric.contains(QStringLiteral("latency limit")), atLimit);
        for (const AdvisorOption& option : r.options) {
            const auto perIops = atLimit ? option.costPerIopsAtLatencyLimit : option.costPerIopsAtPeak;
            QVERIFY(perIops && option.costPer1000IopsGained);
            QCOMPARE(*option.costPer1000IopsGained, *perIops * 1000.0);
        }
        // The network upgrade at the limit: $42,652.13 ÷ (267,000 − 122,222.2) × 1,000.
        if (atLimit) {
            QVERIFY(qAbs(*r.options[0].costPer1000IopsGained - 42652.13 / (267000 - 122222.2222) * 1000) < 1e-3);
        }
    }

    void nodeScalingAndExplicitNodeCount()
    {
        AdvisorInput input = vxrailLike();
        input.nodeScaling = 0.9;
        QCOMPARE(advise(input).options[1].nodesAdded, 6);
        input.nodesToAdd = 2;
        const AdvisorResult r = advise(input);
        QCOMPARE(r.options[1].nodesAdded, 2);
        QVERIFY(qAbs(r.options[1].figures.peak->iops - 150000.0 * (1 + 0.9 * 2 / 6)) < 1e-6);
        QVERIFY(r.options[1].costTrace.contains(QStringLiteral("as asked")));
    }

    void noNodePriceMeansNoRecommendation()
    {
        AdvisorInput input = vxrailLike();
        input.nodePriceCents.reset();
        const AdvisorResult r = advise(input);
        QCOMPARE(toString(r.recommendation), QStringLiteral("no-recommendation"));
        QVERIFY2(r.summary.startsWith(QStringLiteral("No recommendation")), qPrintable(r.summary));
        QVERIFY(!r.options[1].costCents);
        QVERIFY(!r.options[1].problems.isEmpty());
        QVERIFY(r.missing.join(QLatin1Char('\n')).contains(QStringLiteral("no node price")));
        // The priced network upgrade does not win by default.
        QVERIFY(r.options[0].problems.isEmpty());
    }

    void candidateWithoutTheWorkloadNeverWins()
    {
        // The case: a candidate with no measurement of the workload printed "add-nodes" and exited 0.
        AdvisorInput input = vxrailLike();
        input.candidates[0].points.clear();
        input.candidates[0].workloadsMeasured = { QStringLiteral("4k-randread"), QStringLiteral("seq-write") };
        const AdvisorResult r = advise(input);
        QCOMPARE(toString(r.recommendation), QStringLiteral("no-recommendation"));
        const QString problems = r.options[0].problems.join(QLatin1Char('\n'));
        QVERIFY2(
            problems.contains(QStringLiteral("100G has no measurement of oltp32k (test curve)")), qPrintable(problems));
        QVERIFY(problems.contains(QStringLiteral("it has: 4k-randread, seq-write")));
        QVERIFY(r.summary.contains(QStringLiteral("Missing:")));
        const nlohmann::json json = advisorResultToJson(r);
        QCOMPARE(json["recommendation"].get<std::string>(), std::string("no-recommendation"));
        QCOMPARE(json["options"][0]["weighed"].get<bool>(), false);
        QVERIFY(!json["missing"].empty());
    }

    void oneCandidateWithoutDataDoesNotBlockAnother()
    {
        AdvisorInput input = vxrailLike();
        AdvisorCurve empty { QStringLiteral("elsewhere"), {}, false, 100.0, { QStringLiteral("seq-read") } };
        input.candidates.prepend(empty);
        const AdvisorResult r = advise(input);
        QCOMPARE(toString(r.recommendation), toString(Recommendation::NetworkUpgrade));
        QVERIFY(!r.options[0].problems.isEmpty());
        QVERIFY(r.summary.contains(QStringLiteral("not weighed")));
        QVERIFY(r.summary.contains(QStringLiteral("moving to 100G")));
    }

    void mixedCurrenciesNeedARateWithItsDate()
    {
        AdvisorInput input = vxrailLike();
        input.design.switchItem.currency = QStringLiteral("EUR");
        AdvisorResult r = advise(input);
        QCOMPARE(toString(r.recommendation), QStringLiteral("no-recommendation"));
        QVERIFY(!r.options[0].costCents);
        const QString problems = r.options[0].problems.join(QLatin1Char('\n'));
        QVERIFY2(problems.contains(QStringLiteral("210-APHK")) && problems.contains(QStringLiteral("priced in EUR"))
                && problems.contains(QStringLiteral("exchange rate")),
            qPrintable(problems));

        const auto rate = parseExchangeRate(QStringLiteral("EUR:USD=1.10"), QStringLiteral("2026-11-30"));
        QVERIFY(rate);
        input.rates << *rate;
        r = advise(input);
        QCOMPARE(toString(r.recommendation), toString(Recommendation::NetworkUpgrade));
        // The switch $62,475 read as EUR × 1.10 = $68,722.50; per port 68,722.50 / 32 = 2,147.578125.
        QCOMPARE(r.perPort->switchPort.roundedCents(), qint64(214758));
        QVERIFY(r.warnings.join(QLatin1Char('\n')).contains(QStringLiteral("1 EUR = 1.10 USD (rate of 2026-11-30)")));
        QCOMPARE(advisorResultToJson(r)["exchange_rates"][0]["date"].get<std::string>(), std::string("2026-11-30"));
    }

    void nodePriceCarriesItsCurrency()
    {
        AdvisorInput input = vxrailLike();
        input.nodePriceCurrency = QStringLiteral("EUR");
        AdvisorResult r = advise(input);
        // The answer takes the node price's currency: now the USD parts are the ones without a rate.
        QCOMPARE(r.currency, QStringLiteral("EUR"));
        QCOMPARE(toString(r.recommendation), QStringLiteral("no-recommendation"));
        QVERIFY(r.options[0]
                    .problems.join(QLatin1Char('\n'))
                    .contains(QStringLiteral("priced in USD but the answer is in EUR")));
        input.currency = QStringLiteral("USD");
        r = advise(input);
        QCOMPARE(toString(r.recommendation), QStringLiteral("no-recommendation"));
        QVERIFY(r.options[1].problems.join(QLatin1Char('\n')).contains(QStringLiteral("node price is in EUR")));
        input.rates << *parseExchangeRate(QStringLiteral("USD:EUR=0.5"), QStringLiteral("2026-11-30"));
        r = advise(input);
        // 50,000 EUR at 1 USD = 0.5 EUR → $100,000 a node; the rate is used in the other direction.
        QCOMPARE(*r.options[1].costCents, qint64(5 * 10000000LL));
        QVERIFY(r.options[1].costTrace.contains(QStringLiteral("converted")));

        input.nodePriceCurrency.clear();
        input.rates.clear();
        r = advise(input);
        QVERIFY(r.warnings.join(QLatin1Char('\n')).contains(QStringLiteral("no currency: taken as USD")));
    }

    void partsMustRunAtTheCandidatesLinkSpeed()
    {
        const Catalog& c = defaultCatalog();
        AdvisorInput input = vxrailLike();
        input.design.nic = *c.find(QStringLiteral("540-BBUJ")); // a 25 Gb NIC for a 100 Gb candidate
        AdvisorResult r = advise(input);
        QCOMPARE(toString(r.recommendation), QStringLiteral("no-recommendation"));
        QString problems = r.options[0].problems.join(QLatin1Char('\n'));
        QVERIFY2(problems.contains(QStringLiteral("540-BBUJ")) && problems.contains(QStringLiteral("210-APHK")),
            qPrintable(problems)); // the NIC against the switch, naming both
        QVERIFY(problems.contains(QStringLiteral("100G runs its links at 100 Gb/s")));

        input = vxrailLike();
        input.design.cable = *c.find(QStringLiteral("470-BBCX")); // a 25 Gb cable on a 100 Gb switch
        r = advise(input);
        problems = r.options[0].problems.join(QLatin1Char('\n'));
        QVERIFY2(problems.contains(QStringLiteral("470-BBCX")) && problems.contains(QStringLiteral("25 Gb/s cable"))
                && problems.contains(QStringLiteral("210-APHK"))
                && problems.contains(QStringLiteral("100 Gb/s switch")),
            qPrintable(problems));
    }

    void costBasisIsSaidAndAFlipIsReported()
    {
        // 100 GbE for 6 nodes: amortised $42,652.13; whole units 6 NICs $14,904 + 2 switches $124,950 + 12 cables
        // $4,320 = $144,174. Gain 117,000 IOPS: $0.36 vs $1.23 per IOPS. Five nodes at $20,000 (a test input)
        // gain 125,000 IOPS for $100,000: $0.80 per IOPS, between the two.
        AdvisorInput input = vxrailLike();
        input.nodePriceCents = 2000000;
        AdvisorResult r = advise(input);
        QCOMPARE(*r.options[0].wholeUnitCostCents, qint64(14417400));
        QCOMPARE(toString(r.recommendation), toString(Recommendation::NetworkUpgrade));
        QCOMPARE(toString(r.otherBasisRecommendation), toString(Recommendation::AddNodes));
        QVERIFY(r.otherBasisChangesAnswer);
        QVERIFY2(r.summary.contains(QStringLiteral("Decided on the per-port amortised cost; on the whole-unit "
                                                   "build-out the answer would be: add nodes")),
            qPrintable(r.summary));
        QVERIFY(r.summary.contains(QStringLiteral("$144,174.00")));

        input.costBasis = CostBasis::WholeUnits;
        r = advise(input);
        QCOMPARE(toString(r.recommendation), toString(Recommendation::AddNodes));
        QCOMPARE(*r.options[0].costCents, qint64(14417400));
        QVERIFY(r.summary.contains(QStringLiteral("Decided on the whole-unit build-out; on the per-port amortised "
                                                  "cost the answer would be: upgrade the network")));
        QCOMPARE(advisorResultToJson(r)["other_cost_basis"]["changes_answer"].get<bool>(), true);

        input.nodePriceCents = 5000000; // $2 per IOPS: the network wins on both
        r = advise(input);
        QVERIFY(!r.otherBasisChangesAnswer);
        QVERIFY(r.summary.contains(QStringLiteral("on the per-port amortised cost the answer is the same")));
    }

    void cpuBoundClusterGetsNodes()
    {
        // 10 → 25 Gb bought nothing (seed: vsan-poc-10gb-25gb-rocev2.txt); the hosts were CPU bound.
        AdvisorInput input = vxrailLike();
        input.baseline.linkGbps = 10.0;
        input.candidates[0] = { QStringLiteral("25G"), input.baseline.points, false, 25.0, {} };
        input.design = design25();
        input.bottleneck.cpu << CpuObservation { QStringLiteral("POC"), std::nullopt,
            QStringLiteral("instead was CPU bound") };
        input.nodesToAdd = 2;
        const AdvisorResult r = advise(input);
        QCOMPARE(toString(r.bottleneck.kind), toString(BottleneckKind::Cpu));
        QCOMPARE(toString(r.recommendation), toString(Recommendation::AddNodes));
        QVERIFY(r.summary.contains(QStringLiteral("a faster network will not help")));
    }

    void extrapolationIsCarriedIntoEveryOutput()
    {
        AdvisorInput input = vxrailLike();
        input.baseline.points = { { 106000, 0.72 * kMs } };
        input.candidates[0].points = { { 350000, 0.73 * kMs } };
        AdvisorResult r = advise(input);
        QVERIFY(!r.extrapolated);
        QVERIFY(!r.baseline.headroom); // below the only point: not without the flag
        QVERIFY(r.warnings.join(QLatin1Char('\n')).contains(QStringLiteral("one measured point only")));

        input.extrapolation = Extrapolation::Allowed;
        r = advise(input);
        QVERIFY(r.extrapolated);
        QVERIFY(r.baseline.headroom && r.baseline.headroom->extrapolated);
        QVERIFY(r.summary.contains(QStringLiteral("EXTRAPOLATED")));
        const nlohmann::json json = advisorResultToJson(r);
        QCOMPARE(json["extrapolated"].get<bool>(), true);
        QCOMPARE(json["baseline"]["extrapolated"].get<bool>(), true);
        QCOMPARE(json["options"][0]["extrapolated"].get<bool>(), true);
        QCOMPARE(json["settings"]["allow_extrapolation"].get<bool>(), true);
    }

    void jsonHasTheDocumentedKeys()
    {
        const nlohmann::json json = advisorResultToJson(advise(vxrailLike()));
        for (const char* key :
            { "workload", "baseline", "options", "bottleneck", "recommendation", "summary", "extrapolated" }) {
            QVERIFY2(json.contains(key), key);
        }
        for (const char* key : { "system", "peak_iops", "latency_at_peak_ms", "iops_at_latency_limit", "headroom_iops",
                 "latency_at_headroom_ms" }) {
            QVERIFY2(json["baseline"].contains(key), key);
        }
        for (const char* key : { "kind", "system", "nodes_added", "cost", "currency", "peak_iops", "peak_gain_pct",
                 "iops_at_latency_limit", "latency_limit_gain_pct", "usd_per_iops_gained" }) {
            QVERIFY2(json["options"][0].contains(key), key);
        }
        QCOMPARE(json["options"][0]["kind"].get<std::string>(), std::string("network-upgrade"));
        QCOMPARE(json["options"][1]["kind"].get<std::string>(), std::string("add-nodes"));
        QCOMPARE(json["options"][0]["cost"].get<double>(), 42652.13);
        QCOMPARE(json["options"][0]["peak_gain_pct"].get<double>(), 78.0);
        QCOMPARE(json["recommendation"].get<std::string>(), std::string("network-upgrade"));
        QCOMPARE(json["network_cost"]["total_report_rounding"].get<double>(), 42648.0);
    }
};

QTEST_GUILESS_MAIN(TstAdvisor)
#include "tst_advisor.moc"
