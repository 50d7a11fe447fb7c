// SPDX-License-Identifier: GPL-3.0-or-later
// Demand figures of a customer's cluster, on the real export's two clusters (tests/advice/zcolo.h says where each
// figure comes from).
#include "advice/demand.h"
#include "zcolo.h"

#include <cmath>

#include <QCoreApplication>
#include <QTest>
#include <QTranslator>

using namespace headroom;
using headroom::testdata::zColo06;
using headroom::testdata::zColo08;

namespace {

bool near(double a, double b, double tolerance)
{
    return std::abs(a - b) <= tolerance;
}

// Every message "⟦" + source + "⟧", as the translation walk's pseudo language.
class PseudoTranslator : public QTranslator {
public:
    QString translate(const char*, const char* source, const char*, int) const override
    {
        return QStringLiteral("⟦%1⟧").arg(QString::fromUtf8(source));
    }
    bool isEmpty() const override { return false; }
};

} // namespace

class TstDemand : public QObject {
    Q_OBJECT

private slots:
    void realExportZColo08()
    {
        const auto figures = demandFigures(zColo08());
        QVERIFY2(figures, qPrintable(figures.ok() ? QString() : figures.error()));
        QCOMPARE(figures->name, QStringLiteral("zColo_08"));
        QCOMPARE(figures->nodes, 2);
        QCOMPARE(*figures->portsPerNode, 2);
        QCOMPARE(*figures->linkGbps, 25.0);
        QCOMPARE(figures->peakIops, 40377.0); // 20,104 + 20,273
        QVERIFY(figures->peakIsUpperBound);
        QVERIFY(!figures->peakIsChosen);
        QCOMPARE(figures->averageIops, 1845.0); // 366 + 1,479
        QVERIFY(near(*figures->peakBytesPerSec, 1280.3e6, 1)); // 667.1 + 613.2 MB/s
        QVERIFY(near(*figures->averageBytesPerSec, 41e6, 1)); // 12 + 29
        // (71 × 366 + 67 × 1,479) ÷ 1,845 = 125,079 ÷ 1,845 = 67.79 %
        QVERIFY(near(*figures->readPct, 67.7935, 1e-3));
        // 41,000,000 ÷ 1,845 = 22,222 bytes
        QVERIFY(near(*figures->ioSizeBytes, 22222.2, 0.1));
        QCOMPARE(figures->growthPerYear, 0.2);
        QCOMPARE(figures->linkedSystem, QStringLiteral("VxRail 740 2-node"));
        QVERIFY(figures->source.contains(QStringLiteral("2022/11/14")));
    }

    void realExportHostsAreCpuBound()
    {
        const auto figures = demandFigures(zColo08());
        QVERIFY(figures);
        QCOMPARE(figures->hosts.size(), 2);
        // 667.1 MB/s ÷ (2 × 25,000 Mb/s ÷ 8 = 6,250 MB/s) = 10.67 %; 613.2 ÷ 6,250 = 9.81 %.
        QCOMPARE(*figures->hosts[0].linkBytesPerSec, 6250e6);
        QVERIFY(near(*figures->hosts[0].linkUtilisationPct, 10.6736, 1e-3));
        QVERIFY(near(*figures->hosts[1].linkUtilisationPct, 9.8112, 1e-3));
        QVERIFY(figures->hosts[0].derivation.contains(QStringLiteral("10.7 %")));
        QCOMPARE(toString(figures->bottleneck.kind), toString(BottleneckKind::Cpu));
        QVERIFY(figures->bottleneck.sentence.contains(QStringLiteral("a faster network will not help")));
    }

    void everyFigureIsDerived()
    {
        const auto figures = demandFigures(zColo08());
        QVERIFY(figures);
        const QString all = figures->derivation.join(u'\n');
        QVERIFY2(all.contains(QStringLiteral("peak IOPS 40,377 = 20,104 + 20,273")), qPrintable(all));
        QVERIFY2(all.contains(QStringLiteral("upper bound")), qPrintable(all));
        QVERIFY2(all.contains(QStringLiteral("average IOPS 1,845 = 366 + 1,479")), qPrintable(all));
        QVERIFY2(all.contains(QStringLiteral("667.1 + 613.2")), qPrintable(all));
        QVERIFY2(all.contains(QStringLiteral("10^6 bytes")), qPrintable(all));
        QVERIFY2(all.contains(QStringLiteral("71 % × 366 + 67 % × 1,479")), qPrintable(all));
        QVERIFY2(all.contains(QStringLiteral("22,222 bytes")), qPrintable(all));
        QVERIFY2(all.contains(QStringLiteral("25,000 Mb/s")), qPrintable(all));
        QVERIFY2(all.contains(QStringLiteral("nodes 2")), qPrintable(all));
        QVERIFY2(all.contains(QStringLiteral("CPU bound")), qPrintable(all));
    }

    // The GUI picks each figure's lines by its key, whatever language the lines are written in.
    void derivationLinesAreFoundByTheirFigure()
    {
        CustomerDemand demand = zColo08();
        demand.chosenPeakIops = 25000;
        PseudoTranslator pseudo;
        QCoreApplication::installTranslator(&pseudo);
        const auto figures = demandFigures(demand);
        QCoreApplication::removeTranslator(&pseudo);
        QVERIFY(figures);
        QCOMPARE(figures->derivationFigures.size(), figures->derivation.size());
        const QStringList peak = derivationOf(*figures, { QStringLiteral("peakIops") });
        QCOMPARE(peak.size(), 2); // the hosts' sum and the chosen peak
        QVERIFY2(peak[0].startsWith(QStringLiteral("⟦⟦peak IOPS⟧ ")), qPrintable(peak[0]));
        QVERIFY2(peak[1].contains(QStringLiteral("instead of the derived")), qPrintable(peak[1]));
        QVERIFY2(peak[1].startsWith(QStringLiteral("⟦")), qPrintable(peak[1]));
        QCOMPARE(
            derivationOf(*figures, { QStringLiteral("nodes"), QStringLiteral("ports"), QStringLiteral("link") }).size(),
            3);
        QCOMPARE(derivationOf(*figures, { QStringLiteral("host") }).size(), 2);
        QCOMPARE(derivationOf(*figures, { QStringLiteral("growth") }).size(), 1);
        QVERIFY(derivationOf(*figures, { QStringLiteral("nowhere") }).isEmpty());
    }

    void zColo06IsCpuBoundWithIdleLinks()
    {
        const auto figures = demandFigures(zColo06());
        QVERIFY(figures);
        QCOMPARE(figures->nodes, 3);
        QCOMPARE(figures->peakIops, 124.0);
        QCOMPARE(*figures->linkGbps, 10.0);
        QCOMPARE(toString(figures->bottleneck.kind), toString(BottleneckKind::Cpu));
        // Its hosts' average throughput is written as 0 MB/s (rounded) beside 20 average IOPS: no I/O size of 0.
        QVERIFY(!figures->ioSizeBytes);
        QVERIFY(figures->derivation.join(QLatin1Char('\n')).contains(QStringLiteral("mean I/O size not known")));
    }

    void chosenPeakReplacesTheDerivedOne()
    {
        CustomerDemand demand = zColo08();
        demand.chosenPeakIops = 25000;
        const auto figures = demandFigures(demand);
        QVERIFY(figures);
        QCOMPARE(figures->peakIops, 25000.0);
        QVERIFY(figures->peakIsChosen);
        QVERIFY(!figures->peakIsUpperBound);
        QVERIFY(figures->derivation.join(u'\n').contains(QStringLiteral("instead of the derived 40,377")));
    }

    void typedDemandIsTakenAsTyped()
    {
        CustomerDemand demand;
        demand.name = QStringLiteral("acme");
        demand.typed.peakIops = 30000;
        demand.typed.readPct = 70;
        demand.typed.averageIops = 10000;
        demand.typed.averageBytesPerSec = 320e6;
        const auto figures = demandFigures(demand);
        QVERIFY(figures);
        QCOMPARE(figures->nodes, 0); // not typed: unknown
        QVERIFY(!figures->portsPerNode);
        QCOMPARE(figures->peakIops, 30000.0);
        QCOMPARE(*figures->readPct, 70.0);
        QCOMPARE(*figures->ioSizeBytes, 32000.0);
        QCOMPARE(figures->source, QStringLiteral("typed"));
        const QString all = figures->derivation.join(u'\n');
        QVERIFY2(all.contains(QStringLiteral("nodes: not typed (unknown)")), qPrintable(all));
        QVERIFY2(all.contains(QStringLiteral("peak IOPS 30,000: as typed")), qPrintable(all));
        QVERIFY2(all.contains(QStringLiteral("average throughput 320.0 MB/s: as typed")), qPrintable(all));
        QVERIFY2(all.contains(QStringLiteral("mean I/O size 32,000 bytes = 320.0 MB/s ÷ 10,000 average IOPS")),
            qPrintable(all));
        QCOMPARE(toString(figures->bottleneck.kind), toString(BottleneckKind::Unknown));
    }

    void noPeakFailsNamingTheField()
    {
        CustomerDemand demand;
        demand.name = QStringLiteral("empty");
        demand.typed.averageIops = 100;
        const auto figures = demandFigures(demand);
        QVERIFY(!figures);
        QCOMPARE(figures.failure().fields, QStringList { QStringLiteral("peak-iops") });
        QVERIFY(figures.error().contains(QStringLiteral("peak IOPS")));

        CustomerDemand cluster = zColo08();
        for (CustomerHost& h : cluster.cluster->hosts) {
            h.peakIops.reset();
        }
        const auto fromCluster = demandFigures(cluster);
        QVERIFY(!fromCluster);
        QVERIFY(fromCluster.error().contains(QStringLiteral("zColo_08")));
    }

    void growth_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<double>("growth");
        QTest::newRow("percent") << "20%" << 0.2;
        QTest::newRow("per yr") << "20%/yr" << 0.2;
        QTest::newRow("spaced per year") << "20 %/year" << 0.2;
        QTest::newRow("fraction") << "0.2" << 0.2;
        QTest::newRow("zero") << "0" << 0.0;
        QTest::newRow("1000 %") << "1000%" << 10.0;
    }

    void growth()
    {
        QFETCH(QString, text);
        QFETCH(double, growth);
        const auto parsed = parseGrowthPerYear(text);
        QVERIFY2(parsed, qPrintable(parsed.ok() ? QString() : parsed.error()));
        QVERIFY(near(*parsed, growth, 1e-12));
    }

    void growthRefused_data()
    {
        QTest::addColumn<QString>("text");
        QTest::newRow("negative") << "-5%";
        QTest::newRow("absurd") << "1001%";
        QTest::newRow("absurd fraction") << "12";
        QTest::newRow("words") << "lots";
        QTest::newRow("empty") << "";
    }

    void growthRefused()
    {
        QFETCH(QString, text);
        const auto parsed = parseGrowthPerYear(text);
        QVERIFY(!parsed);
        QVERIFY2(parsed.error().contains(QStringLiteral("\"%1\"").arg(text)), qPrintable(parsed.error()));
        QCOMPARE(parsed.failure().fields, QStringList { QStringLiteral("growth") });
    }
};

QTEST_GUILESS_MAIN(TstDemand)
#include "tst_demand.moc"
