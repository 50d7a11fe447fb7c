// SPDX-License-Identifier: GPL-3.0-or-later
// What a page offers first, from the library's coverage: the Advisor's tests (network comparisons first), Compare's
// workloads (curves on the most systems first), the systems of a test (slowest link first) and the sweep-point
// counts, on a hand-made library whose order the ranking must change, and on the demo library.
#include "demo/demolibrary.h"
#include "gather/librarycoverage.h"
#include "support/mustread.h"

#include <QTest>

using namespace headroom;
using testing::mustRead;

namespace {
SystemConfig system(const char* name, std::optional<double> linkGbps)
{
    SystemConfig config;
    config.name = QString::fromLatin1(name);
    config.linkGbps = linkGbps;
    return config;
}

Workload workload(const char* name, std::optional<std::int64_t> blockSizeBytes, int jobs)
{
    Workload w;
    w.name = QString::fromLatin1(name);
    w.tool = QStringLiteral("fio");
    w.blockSizeBytes = blockSizeBytes;
    w.readPct = 100;
    w.randomPct = 100;
    w.queueDepth = 8;
    w.jobs = jobs;
    return w;
}

WorkloadCoverage pair(const char* system, const char* workload, int withIops, int points)
{
    return { QString::fromLatin1(system), QString::fromLatin1(workload), withIops, withIops, points };
}

// w1 and w1b are one test (another job count), measured on A (25 Gb/s) and B (100 Gb/s): a network comparison only
// by test. w2 has single points on A and C at one speed; w3 (no test key) curves on D and E, links unknown.
LibraryCoverage handMade()
{
    return LibraryCoverage(
        { pair("D", "w3", 5, 5), pair("C", "w3", 1, 0), pair("A", "w2", 1, 1), pair("C", "w2", 1, 1),
            pair("A", "w1", 3, 3), pair("B", "w1b", 2, 2), pair("E", "w3", 2, 2), pair("A", "w1", 1, 0) },
        { system("A", 25), system("B", 100), system("C", 25), system("D", std::nullopt), system("E", std::nullopt) },
        { workload("w3", std::nullopt, 1), workload("w2", 65536, 1), workload("w1", 4096, 1),
            workload("w1b", 4096, 2) });
}

QStringList strings(std::initializer_list<const char*> items)
{
    QStringList result;
    for (const char* item : items) {
        result << QString::fromLatin1(item);
    }
    return result;
}

QStringList names(const QList<WorkloadOffer>& offers)
{
    QStringList result;
    for (const WorkloadOffer& offer : offers) {
        result << offer.workload;
    }
    return result;
}
} // namespace

class TstCoverageOffers : public QObject {
    Q_OBJECT

private slots:
    void offersGroupByTest()
    {
        const QList<WorkloadOffer> byTest = handMade().offers(OfferGrouping::ByTest);
        QCOMPARE(names(byTest), strings({ "w3", "w2", "w1" }));
        const WorkloadOffer& w1 = byTest[2];
        QCOMPARE(w1.workloads, strings({ "w1", "w1b" }));
        QCOMPARE(w1.points.value(QStringLiteral("A")), 3); // the sweep points of both pairs of A, summed
        QCOMPARE(w1.points.value(QStringLiteral("B")), 2);
        QCOMPARE(w1.systemsWithPoints(), strings({ "A", "B" }));
        QCOMPARE(w1.linkSpeeds, 2);
        const WorkloadOffer& w3 = byTest[0];
        QCOMPARE(w3.systemsMeasured, strings({ "D", "C", "E" }));
        QCOMPARE(w3.systemsWithIops, strings({ "D", "C", "E" }));
        QCOMPARE(w3.systemsWithCurve(), strings({ "D", "E" }));
        QCOMPARE(byTest[1].systemsWithCurve(), QStringList()); // single points are no curve
        QCOMPARE(names(handMade().offers(OfferGrouping::ByName)), strings({ "w3", "w2", "w1", "w1b" }));
    }

    void rankingDependsOnThePagesQuestion_data()
    {
        QTest::addColumn<int>("purpose");
        QTest::addColumn<QStringList>("order");
        // The Advisor: two link speeds first, then two systems with points (ties in the library's order).
        QTest::newRow("network upgrade") << static_cast<int>(OfferPurpose::NetworkUpgrade)
                                         << strings({ "w1", "w3", "w2" });
        // Compare: curves on two or more systems first, then the most systems with IOPS.
        QTest::newRow("curves") << static_cast<int>(OfferPurpose::Curves) << strings({ "w3", "w2", "w1", "w1b" });
    }

    void rankingDependsOnThePagesQuestion()
    {
        QFETCH(int, purpose);
        QFETCH(QStringList, order);
        QCOMPARE(names(handMade().ranked(static_cast<OfferPurpose>(purpose))), order);
    }

    void systemsAndWorkloadsOfEachOther()
    {
        const LibraryCoverage coverage = handMade();
        QStringList baselineFirst;
        for (const SystemConfig& s : coverage.systemsMeasuring(QStringLiteral("w1b"))) {
            baselineFirst << s.name;
        }
        QCOMPARE(baselineFirst, strings({ "A", "B" })); // by test; the slowest link first
        baselineFirst.clear();
        for (const SystemConfig& s : coverage.systemsMeasuring(QStringLiteral("w3"))) {
            baselineFirst << s.name;
        }
        QCOMPARE(baselineFirst, strings({ "D", "E", "C" })); // no link counts as the slowest
        QCOMPARE(coverage.systemsMeasuring(QStringLiteral("nope")).size(), 0);
        QCOMPARE(coverage.systemsOf(QStringLiteral("w1")), strings({ "A" })); // by name
        QCOMPARE(coverage.workloadsWithPoints(QStringLiteral("A")), strings({ "w2", "w1" }));
        QCOMPARE(coverage.workloadsWithPoints(QStringLiteral("C")), strings({ "w2" }));
        QCOMPARE(coverage.measuredBy(QStringLiteral("C")).size(), 2);
        QCOMPARE(coverage.sharedPointsWorkload(QStringLiteral("A"), QStringLiteral("C")), QStringLiteral("w2"));
        QCOMPARE(coverage.sharedPointsWorkload(QStringLiteral("C"), QStringLiteral("D")), QString()); // C: no points
    }

    void theDemoLibraryOffersItsComparisons()
    {
        auto demo = openDemoLibrary();
        QVERIFY(demo);
        const LibraryCoverage coverage = mustRead(LibraryCoverage::read(**demo));
        // The Advisor: the published VxRail test at 25 and 100 GbE; Compare: the Ceph fio sweeps, 6 points each.
        QCOMPARE(coverage.ranked(OfferPurpose::NetworkUpgrade).first().workload, QStringLiteral("oltp32k"));
        const WorkloadOffer curves = coverage.ranked(OfferPurpose::Curves).first();
        QCOMPARE(curves.workload, QStringLiteral("4k_100rd_100rand_j1"));
        QCOMPARE(curves.systemsWithCurve().size(), 2);
        for (const QString& system : curves.systemsWithCurve()) {
            QCOMPARE(curves.points.value(system), 6);
        }
        QVERIFY(!coverage
                     .sharedPointsWorkload(
                         QStringLiteral("Ceph RBD cluster, HDD OSDs"), QStringLiteral("Ceph RBD cluster, SSD OSDs"))
                     .isEmpty());
    }
};

QTEST_MAIN(TstCoverageOffers)
#include "tst_coverageoffers.moc"
