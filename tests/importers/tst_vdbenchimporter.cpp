// vdbench summary lines in both column layouts. The lines are constructed from the layout in
// reference/formats.md (no real vdbench output is available to the project); the test checks the column mapping.
#include "importers/formatdetection.h"
#include "importers/vdbenchimporter.h"

#include <QTest>

using namespace headroom;

class TestVdbenchImporter : public QObject {
    Q_OBJECT

private slots:
    void averages_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<double>("maxMs");
        QTest::newRow("12 columns") << QStringLiteral(
            "<html><title>vdbench summary</title><pre>\n"
            "Starting RD=rd1; I/O rate: Uncontrolled curve; elapsed=30; For loops: None\n"
            "13:25:52.058  avg_2-5    95211.25   371.92    4096 70.00    0.039    0.030    0.060     5.14    0.016   3.7  20.5  14.6\n"
            "Starting RD=rd1_(10%); I/O rate: 9500; elapsed=30; For loops: None\n"
            "13:27:52.058  avg_2-5     9500.10    37.11    4096 70.00    0.020    0.015    0.031     1.00    0.010   0.2   5.5   3.0\n")
                                    << 5.14;
        QTest::newRow("50407: read max and write max") << QStringLiteral(
            "Vdbench distribution: vdbench50407\n"
            "Starting RD=rd1; I/O rate: Uncontrolled curve; elapsed=30; For loops: None\n"
            "13:25:52.058  avg_2-5    95211.25   371.92    4096 70.00    0.039    0.030    0.060     4.00     5.14    0.016   3.7  20.5  14.6\n"
            "Starting RD=rd1_(10%); I/O rate: 9500; elapsed=30; For loops: None\n"
            "13:27:52.058  avg_2-5     9500.10    37.11    4096 70.00    0.020    0.015    0.031     1.00     0.50    0.010   0.2   5.5   3.0\n")
                                                       << 5.14;
    }

    void averages()
    {
        QFETCH(QString, text);
        QFETCH(double, maxMs);
        QCOMPARE(toString(detectFormat(text.toUtf8(), QStringLiteral("summary.html")).value()), toString(ImportFormat::Vdbench));
        const auto parsed = importVdbench(text, QStringLiteral("summary.html"), { QStringLiteral("S"), {}, {}, false });
        QVERIFY2(parsed.ok(), qPrintable(parsed.ok() ? QString() : parsed.error()));
        QCOMPARE(parsed->measurements.size(), 2);
        const Measurement& max = parsed->measurements[0];
        QCOMPARE(*max.iops, 95211.25);
        QCOMPARE(*max.bytesPerSec, 371.92 * 1048576.0);
        QCOMPARE(*max.combined.latency.meanNs, 39000.0);
        QCOMPARE(*max.combined.latency.maxNs, maxMs * 1e6);
        QCOMPARE(*max.read.latency.meanNs, 30000.0);
        QCOMPARE(*max.write.latency.meanNs, 60000.0);
        QCOMPARE(*max.cpu.hostPct, 20.5);
        QCOMPARE(*max.workload.readPct, 70.0);
        QVERIFY(!max.loadSetting);
        QCOMPARE(*parsed->measurements[1].loadSetting, 9500.0);
        QCOMPARE(parsed->measurements[1].workload.canonicalName(), max.workload.canonicalName()); // one curve
    }
};

QTEST_MAIN(TestVdbenchImporter)
#include "tst_vdbenchimporter.moc"
