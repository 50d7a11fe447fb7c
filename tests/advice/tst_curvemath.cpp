// SPDX-License-Identifier: GPL-3.0-or-later
// Curve math on hand-computed curves: straight segments in load order, non-monotone tails, no extrapolation
// unless allowed (and then flagged).
#include "advice/curvemath.h"

#include <QTest>

using namespace headroom;

namespace {
constexpr double kMs = 1e6;
// Load order; the last point is past saturation: IOPS falls while latency climbs.
const std::vector<CurvePoint> kTail { { 10000, 0.2 * kMs }, { 20000, 0.3 * kMs }, { 40000, 0.6 * kMs },
    { 50000, 1.4 * kMs }, { 45000, 2.5 * kMs } };
// Latency dips between the first two points.
const std::vector<CurvePoint> kDip { { 1000, 0.5 * kMs }, { 2000, 0.4 * kMs }, { 3000, 0.9 * kMs } };
} // namespace

class TstCurveMath : public QObject {
    Q_OBJECT

private slots:
    void peakIsTheHighestMeasuredPoint()
    {
        const auto peak = curvemath::peak(kTail);
        QVERIFY(peak);
        QCOMPARE(peak->iops, 50000.0);
        QCOMPARE(peak->latencyNs, 1.4 * kMs);
        QVERIFY(!peak->extrapolated);
        QVERIFY(!curvemath::peak({}));
    }

    void iopsAtLatencyLimit_data()
    {
        QTest::addColumn<int>("curve");
        QTest::addColumn<double>("limitMs");
        QTest::addColumn<double>("iops");
        // 1 ms on 40,000 @ 0.6 → 50,000 @ 1.4: t = 0.4 / 0.8 = 0.5 → 45,000. The tail is above 1 ms throughout.
        QTest::newRow("crossing") << 0 << 1.0 << 45000.0;
        // 2 ms: the peak (1.4 ms) is under; the tail crosses 2 ms at 47,272.7 < 50,000.
        QTest::newRow("peak under, tail crosses") << 0 << 2.0 << 50000.0;
        // 3 ms: every point is under: the peak, never beyond it.
        QTest::newRow("whole curve under") << 0 << 3.0 << 50000.0;
        // At exactly a point's latency.
        QTest::newRow("on a point") << 0 << 0.6 << 40000.0;
        // Dip: 0.45 ms is crossed on 1→2 (at 1,500) and on 2→3 at t = 0.05 / 0.5 = 0.1 → 2,100: the highest wins.
        QTest::newRow("dip") << 1 << 0.45 << 2100.0;
    }
    void iopsAtLatencyLimit()
    {
        QFETCH(int, curve);
        QFETCH(double, limitMs);
        QFETCH(double, iops);
        const auto reading = curvemath::iopsAtLatencyLimit(curve == 0 ? kTail : kDip, limitMs * kMs);
        QVERIFY(reading);
        QVERIFY(qAbs(reading->iops - iops) < 1e-6);
        QVERIFY(reading->latencyNs <= limitMs * kMs + 1e-6);
        QVERIFY(!reading->extrapolated);
    }

    void limitBelowEveryPointNeedsExtrapolation()
    {
        QVERIFY(!curvemath::iopsAtLatencyLimit(kTail, 0.15 * kMs));
        // First segment (10,000 @ 0.2 → 20,000 @ 0.3) extended: 10,000 − 0.05 ms × 100,000 IOPS/ms = 5,000.
        const auto reading = curvemath::iopsAtLatencyLimit(kTail, 0.15 * kMs, Extrapolation::Allowed);
        QVERIFY(reading);
        QVERIFY(reading->extrapolated);
        QVERIFY(qAbs(reading->iops - 5000.0) < 1e-6);
        QVERIFY(reading->how.startsWith(QStringLiteral("EXTRAPOLATED")));
    }

    void latencyAtIops_data()
    {
        QTest::addColumn<double>("iops");
        QTest::addColumn<double>("latencyMs");
        QTest::newRow("interpolated") << 30000.0 << 0.45;
        QTest::newRow("on a point") << 20000.0 << 0.3;
        // 47,500 is reached twice: rising (40,000 → 50,000, t = 0.75 → 1.2 ms) and in the tail (≈ 1.95 ms);
        // the first in load order is the operating point.
        QTest::newRow("first crossing, not the tail") << 47500.0 << 1.2;
        QTest::newRow("peak") << 50000.0 << 1.4;
    }
    void latencyAtIops()
    {
        QFETCH(double, iops);
        QFETCH(double, latencyMs);
        const auto reading = curvemath::latencyAtIops(kTail, iops);
        QVERIFY(reading);
        QVERIFY2(qAbs(reading->latencyNs - latencyMs * kMs) < 1e-3, qPrintable(QString::number(reading->latencyNs)));
        QVERIFY(!reading->extrapolated);
    }

    void outsideTheMeasuredRange()
    {
        QVERIFY(!curvemath::latencyAtIops(kTail, 5000));
        QVERIFY(!curvemath::latencyAtIops(kTail, 60000));
        const auto below = curvemath::latencyAtIops(kTail, 5000, Extrapolation::Allowed);
        QVERIFY(below && below->extrapolated);
        QCOMPARE(below->latencyNs, 0.2 * kMs); // the lowest-load point's latency held
        // Beyond the peak: the segment into the peak extended: 0.6 + 0.8 × (60,000 − 40,000) / 10,000 = 2.2 ms.
        const auto above = curvemath::latencyAtIops(kTail, 60000, Extrapolation::Allowed);
        QVERIFY(above && above->extrapolated);
        QVERIFY(qAbs(above->latencyNs - 2.2 * kMs) < 1e-3);
    }

    void percentOfPeak_data()
    {
        QTest::addColumn<double>("percent");
        QTest::addColumn<double>("iops");
        QTest::addColumn<double>("latencyMs");
        QTest::newRow("60 %") << 60.0 << 30000.0 << 0.45;
        QTest::newRow("65 %") << 65.0 << 32500.0 << 0.4875;
        QTest::newRow("70 %") << 70.0 << 35000.0 << 0.525;
        QTest::newRow("95 %") << 95.0 << 47500.0 << 1.2;
        QTest::newRow("100 %") << 100.0 << 50000.0 << 1.4;
    }
    void percentOfPeak()
    {
        QFETCH(double, percent);
        QFETCH(double, iops);
        QFETCH(double, latencyMs);
        const auto reading = curvemath::atPercentOfPeak(kTail, percent);
        QVERIFY(reading);
        QVERIFY(qAbs(reading->iops - iops) < 1e-6);
        QVERIFY(qAbs(reading->latencyNs - latencyMs * kMs) < 1e-3);
    }

    void singlePointCurve()
    {
        const std::vector<CurvePoint> one { { 106000, 0.72 * kMs } };
        QCOMPARE(curvemath::peak(one)->iops, 106000.0);
        QCOMPARE(curvemath::iopsAtLatencyLimit(one, 1 * kMs)->iops, 106000.0);
        QVERIFY(!curvemath::iopsAtLatencyLimit(one, 0.5 * kMs));
        QVERIFY(!curvemath::iopsAtLatencyLimit(one, 0.5 * kMs, Extrapolation::Allowed)); // no segment to extend
        QVERIFY(!curvemath::atPercentOfPeak(one, 65));
        const auto held = curvemath::atPercentOfPeak(one, 65, Extrapolation::Allowed);
        QVERIFY(held && held->extrapolated);
        QCOMPARE(held->latencyNs, 0.72 * kMs);
    }

    void scalingKeepsLatency()
    {
        const auto scaled = curvemath::scaled(kTail, 1.5);
        QCOMPARE(scaled.size(), kTail.size());
        QCOMPARE(scaled[3].iops, 75000.0);
        QCOMPARE(scaled[3].latencyNs, kTail[3].latencyNs);
    }

    void pointsOfSkipsIncompleteMeasurements()
    {
        Curve curve;
        curve.systemName = QStringLiteral("s");
        curve.workloadName = QStringLiteral("w");
        Measurement complete;
        complete.iops = 100;
        complete.combined.latency.meanNs = 500000;
        Measurement noLatency;
        noLatency.iops = 200;
        curve.points = { complete, noLatency };
        QStringList warnings;
        const auto points = curvemath::pointsOf(curve, &warnings);
        QCOMPARE(points.size(), std::size_t(1));
        QCOMPARE(warnings.size(), 1);
        QVERIFY(warnings[0].contains(QStringLiteral("mean latency")));
    }
};

QTEST_GUILESS_MAIN(TstCurveMath)
#include "tst_curvemath.moc"
