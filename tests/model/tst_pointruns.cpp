// SPDX-License-Identifier: GPL-3.0-or-later
// Repeated runs of one point: the spread of a figure (mean, min, max, sample stdev, the Student-t 95 % interval),
// which measurements are runs of one point, their mean, and a curve that draws such runs as one point.
#include "model/curve.h"
#include "model/pointruns.h"
#include "model/runspread.h"

#include <cmath>

#include <QTest>

using namespace headroom;

namespace {
Measurement run(double qd, double iops, double meanUs, qint64 id, const QString& file = QStringLiteral("a.json"))
{
    Measurement m;
    m.id = id;
    m.systemName = QStringLiteral("S");
    m.workload.name = QStringLiteral("4k_100rd_100rand_j1");
    m.workload.blockSizeBytes = 4096;
    m.workload.readPct = 100;
    m.workload.randomPct = 100;
    m.workload.jobs = 1;
    m.loadSetting = qd;
    m.read.iops = iops;
    m.read.bytesPerSec = iops * 4096;
    m.read.latency.meanNs = meanUs * 1000;
    m.read.latency.minNs = meanUs * 500;
    m.read.latency.maxNs = meanUs * 4000;
    m.read.latency.percentilesNs = { { 50.0, meanUs * 900 }, { 99.0, meanUs * 2000 } };
    m.source.file = file;
    return m;
}
} // namespace

class TestPointRuns : public QObject {
    Q_OBJECT

private slots:
    void spreadOfThreeRuns()
    {
        const auto s = spreadOf({ 10.0, 12.0, 14.0 });
        QVERIFY(s);
        QCOMPARE(s->runs, 3);
        QCOMPARE(s->mean, 12.0);
        QCOMPARE(s->min, 10.0);
        QCOMPARE(s->max, 14.0);
        QCOMPARE(*s->stdev, 2.0); // sqrt(((−2)² + 0 + 2²) / (3 − 1))
        QVERIFY(std::abs(*s->ci95HalfWidth - 4.303 * 2.0 / std::sqrt(3.0)) < 1e-12);
        QVERIFY(std::abs(*s->relativeRange() - 4.0 / 12.0) < 1e-12);
    }

    void fewRunsGiveNoIntervalAndOneNoStdev()
    {
        const auto two = spreadOf({ 100.0, 110.0 });
        QVERIFY(two->stdev && !two->ci95HalfWidth);
        QVERIFY(std::abs(*two->stdev - std::sqrt(50.0)) < 1e-12);
        const auto one = spreadOf({ 7.0 });
        QVERIFY(!one->stdev && !one->ci95HalfWidth && !one->relativeRange());
        QVERIFY(!spreadOf({}));
    }

    void studentT()
    {
        QCOMPARE(studentT975(1), 12.706);
        QCOMPARE(studentT975(2), 4.303);
        QCOMPARE(studentT975(30), 2.042);
        QCOMPARE(studentT975(45), 2.021); // steps down to df 40: a wider interval, never a narrower one
        QCOMPARE(studentT975(100000), 1.960);
    }

    void runsOfOnePointAreGroupedAndAveraged()
    {
        // Two files of the same test at QD 4 and one at QD 8: one point of two runs and a point measured once.
        const QList<Measurement> all { run(4, 1000, 400, 1, QStringLiteral("a.json")),
            run(8, 1500, 530, 2, QStringLiteral("a.json")), run(4, 1200, 330, 3, QStringLiteral("b.json")) };
        const QList<PointRuns> points = groupRuns(all);
        QCOMPARE(points.size(), 2);
        const PointRuns& qd4 = points[0];
        QCOMPARE(qd4.runIds(), (QList<qint64> { 1, 3 }));
        QCOMPARE(qd4.runs[1].source.file, QStringLiteral("b.json")); // each run keeps its source
        QCOMPARE(*qd4.mean.totalIops(), 1100.0);
        QCOMPARE(*qd4.mean.read.latency.meanNs, 365000.0);
        QCOMPARE(qd4.mean.read.latency.percentileNs(99).value(), (800000.0 + 660000.0) / 2);
        QCOMPARE(*qd4.mean.read.latency.minNs, 330 * 500.0); // the lowest of the runs
        QCOMPARE(*qd4.mean.read.latency.maxNs, 400 * 4000.0); // the highest
        QVERIFY(qd4.mean.note.contains(QStringLiteral("mean of 2 runs (measurements 1, 3)")));
        QCOMPARE(qd4.iops->min, 1000.0);
        QCOMPARE(qd4.iops->max, 1200.0);
        QCOMPARE(qd4.latencyP50Ns->mean, (360000.0 + 297000.0) / 2);
        QCOMPARE(points[1].runCount(), 1);
        QCOMPARE(points[1].mean, all[1]); // a point measured once is its run
    }

    void differentLoadsSystemsHostsAndJobsAreNotRepeats()
    {
        const Measurement a = run(4, 1000, 400, 1);
        Measurement other = a;
        QVERIFY(sameRepeatPoint(a, other));
        other.systemName = QStringLiteral("T");
        QVERIFY(!sameRepeatPoint(a, other));
        other = a;
        other.host = QStringLiteral("node2");
        QVERIFY(!sameRepeatPoint(a, other));
        other = a;
        other.loadSetting = 2; // QD 2 × 2 jobs is the same load as QD 4 × 1 job, but another test setting
        other.workload.jobs = 2;
        QVERIFY(!sameRepeatPoint(a, other));
        other = a;
        other.workload.readPct = 70;
        QVERIFY(!sameRepeatPoint(a, other));
        other = a;
        other.failed = true;
        QVERIFY(!sameRepeatPoint(a, other));
        other = a;
        other.loadSetting.reset();
        other.workload.jobs.reset();
        QVERIFY(!sameRepeatPoint(other, other)); // without a load nothing says two runs are one point
    }

    void manyPointsInterleavedKeepTheOrderEachFirstAppears()
    {
        // 3,000 loads measured three times over, round after round, with failed runs and runs without a load
        // between: each load is one point of three runs, in the order of the first round; the others stay alone.
        QList<Measurement> all;
        qint64 id = 0;
        for (int round = 0; round < 3; ++round) {
            for (int load = 1; load <= 3000; ++load) {
                all << run(load, 1000.0 + load + round, 400, ++id);
            }
            Measurement noLoad = run(1, 5, 400, ++id);
            noLoad.loadSetting.reset();
            noLoad.workload.jobs.reset();
            Measurement failed = run(1, 5, 400, ++id);
            failed.failed = true;
            all << noLoad << failed;
        }
        const QList<PointRuns> points = groupRuns(all);
        QCOMPARE(points.size(), 3000 + 6);
        QCOMPARE(points[0].runIds(), (QList<qint64> { 1, 3003, 6005 }));
        QCOMPARE(*points[0].mean.totalIops(), 1002.0);
        QCOMPARE(points[2999].runIds(), (QList<qint64> { 3000, 6002, 9004 }));
        QCOMPARE(points[3000].runIds(), (QList<qint64> { 3001 })); // the first round's run without a load
        QCOMPARE(points[3001].runIds(), (QList<qint64> { 3002 })); // and its failed run
        QCOMPARE(points[3002].runIds(), (QList<qint64> { 6003 }));
        QCOMPARE(points[3005].runIds(), (QList<qint64> { 9006 }));
    }

    void sameWorkloadNameWithoutParametersIsOneTest()
    {
        Measurement a = run(4, 1000, 400, 1);
        a.workload.blockSizeBytes.reset(); // no test key: the name says which test it is
        Measurement b = a;
        b.id = 2;
        QVERIFY(sameRepeatPoint(a, b));
        b.workload.name = QStringLiteral("another");
        QVERIFY(!sameRepeatPoint(a, b));
        QCOMPARE(groupRuns({ a, b }).size(), 2);
    }

    void curveDrawsRepeatsAsOnePointAtTheirMean()
    {
        // Interleaved runs, as `bench --repeat 2` stores them: QD1, QD2, QD1, QD2.
        const QList<Measurement> all { run(1, 500, 200, 1), run(2, 900, 220, 2), run(1, 520, 190, 3),
            run(2, 860, 230, 4) };
        const Curve curve = Curve::fromMeasurements(QStringLiteral("S"), QStringLiteral("w"), all);
        QCOMPARE(curve.points.size(), 2);
        QCOMPARE(curve.runs.size(), 2);
        QCOMPARE(*curve.points[0].totalIops(), 510.0);
        QCOMPARE(*curve.points[1].totalIops(), 880.0);
        QCOMPARE(curve.runs[1].runIds(), (QList<qint64> { 2, 4 }));
        QCOMPARE(*curve.runs[1].iops->stdev, std::sqrt(800.0));
    }
};

QTEST_GUILESS_MAIN(TestPointRuns)
#include "tst_pointruns.moc"
