// SPDX-License-Identifier: GPL-3.0-or-later
// Runway and nodes needed, against hand-computed figures: ln(capacity ÷ demand) ÷ ln(1 + g) and the smallest k ≥ 0
// with perNode × (N + k − m) ≥ demand × (1 + g)^Y.
#include "advice/runway.h"

#include <cmath>

#include <QTest>

using namespace headroom;

class TstRunway : public QObject {
    Q_OBJECT

private slots:
    void runwayIsTheLogRatio()
    {
        // 100,000 IOPS carrying 40,000 growing 20 %: ln 2.5 ÷ ln 1.2 = 0.916291 ÷ 0.182322 = 5.0257 years.
        const auto years = runwayYears(100000, 40000, 0.2);
        QVERIFY(years);
        QVERIFY(std::abs(*years - 5.02568) < 1e-4);
        // Doubling at 100 %: exactly one year.
        QVERIFY(std::abs(*runwayYears(2000, 1000, 1.0) - 1.0) < 1e-12);
        // Capacity equal to demand: no runway left, not short.
        QCOMPARE(*runwayYears(1000, 1000, 0.2), 0.0);
    }

    void shortTodayIsZero()
    {
        QCOMPARE(*runwayYears(30000, 40000, 0.2), 0.0);
        QCOMPARE(*runwayYears(30000, 40000, 0.0), 0.0); // short even without growth
        QCOMPARE(*runwayYears(0, 40000, 0.2), 0.0);
    }

    void flatDemandIsUnbounded()
    {
        QVERIFY(!runwayYears(100000, 40000, 0.0));
        QVERIFY(!runwayYears(40000, 40000, 0.0));
    }

    void nodesNeeded_data()
    {
        QTest::addColumn<double>("perNode");
        QTest::addColumn<int>("nodes");
        QTest::addColumn<int>("down");
        QTest::addColumn<double>("demand");
        QTest::addColumn<double>("growth");
        QTest::addColumn<int>("years");
        QTest::addColumn<int>("k");
        // 40,000 × 1.2^5 = 99,532.8 ÷ 10,000 per node = 9.95 nodes up; N = 2, one down: 2 + k − 1 ≥ 9.95 → k = 9.
        QTest::newRow("grow 5 years") << 10000.0 << 2 << 1 << 40000.0 << 0.2 << 5 << 9;
        // Already enough: 6 nodes × 10,000 with one down = 50,000 ≥ 40,000 flat.
        QTest::newRow("enough") << 10000.0 << 6 << 1 << 40000.0 << 0.0 << 5 << 0;
        // Exact fit: 4 × 10,000 with none down = 40,000: no node more.
        QTest::newRow("exact") << 10000.0 << 4 << 0 << 40000.0 << 0.0 << 3 << 0;
        // Exact fit after growth: 10,000 × 1.1^2 = 12,100 = 1,210 × 10 nodes with 2 down → N = 12 needed, have 8.
        QTest::newRow("exact grown") << 1210.0 << 8 << 2 << 10000.0 << 0.1 << 2 << 4;
        // Two nodes down on a two-node cluster: all capacity comes from new nodes: 20,000 ÷ 5,000 = 4.
        QTest::newRow("all down") << 5000.0 << 2 << 2 << 20000.0 << 0.0 << 1 << 4;
    }

    void nodesNeeded()
    {
        QFETCH(double, perNode);
        QFETCH(int, nodes);
        QFETCH(int, down);
        QFETCH(double, demand);
        QFETCH(double, growth);
        QFETCH(int, years);
        QFETCH(int, k);
        const auto got = headroom::nodesNeeded(perNode, nodes, down, demand, growth, years);
        QVERIFY(got);
        QCOMPARE(*got, k);
        // The definition: k carries the demand, k − 1 does not.
        const double target = demand * std::pow(1.0 + growth, years);
        QVERIFY(perNode * (nodes + k - down) >= target * (1 - 1e-12));
        if (k > 0) {
            QVERIFY(perNode * (nodes + k - 1 - down) < target);
        }
    }

    void nodesNeededWithoutPerNodeIsEmpty()
    {
        QVERIFY(!headroom::nodesNeeded(0, 4, 1, 1000, 0.2, 5));
        QVERIFY(!headroom::nodesNeeded(-1, 4, 1, 1000, 0.2, 5));
    }
};

QTEST_GUILESS_MAIN(TstRunway)
#include "tst_runway.moc"
