// vdbench summary lines in both column layouts. The lines are constructed from the layout in
// reference/formats.md (no real vdbench output is available to the project); the test checks the column mapping.
#include "importers/formatdetection.h"
#include "importers/importplan.h"
#include "importers/vdbenchflatfile.h"
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
            "13:25:52.058  avg_2-5    95211.25   371.92    4096 70.00    0.039    0.030    0.060     5.14    0.016   "
            "3.7  20.5  14.6\n"
            "Starting RD=rd1_(10%); I/O rate: 9500; elapsed=30; For loops: None\n"
            "13:27:52.058  avg_2-5     9500.10    37.11    4096 70.00    0.020    0.015    0.031     1.00    0.010   "
            "0.2   5.5   3.0\n") << 5.14;
        QTest::newRow("50407: read max and write max") << QStringLiteral(
            "Vdbench distribution: vdbench50407\n"
            "Starting RD=rd1; I/O rate: Uncontrolled curve; elapsed=30; For loops: None\n"
            "13:25:52.058  avg_2-5    95211.25   371.92    4096 70.00    0.039    0.030    0.060     4.00     5.14    "
            "0.016   3.7  20.5  14.6\n"
            "Starting RD=rd1_(10%); I/O rate: 9500; elapsed=30; For loops: None\n"
            "13:27:52.058  avg_2-5     9500.10    37.11    4096 70.00    0.020    0.015    0.031     1.00     0.50    "
            "0.010   0.2   5.5   3.0\n") << 5.14;
    }

    void averages()
    {
        QFETCH(QString, text);
        QFETCH(double, maxMs);
        QCOMPARE(toString(detectFormat(text.toUtf8(), QStringLiteral("summary.html")).value()),
            toString(ImportFormat::Vdbench));
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

    void flatfile()
    {
        const QString text
            = QStringLiteral("* vdbench flatfile (columns as in reference/formats.md)\n"
                             "tod timestamp Run Interval reqrate rate MB/sec bytes/io read% resp read_resp write_resp "
                             "resp_max resp_std\n"
                             "13:00:01 1 rd1 1 0 1000.0 3.91 4096 100.0 0.50 0.50 n/a 2.0 0.1\n"
                             "13:00:02 2 rd1 2 0 3000.0 11.72 4096 100.0 0.70 0.70 n/a 4.0 0.2\n"
                             "13:00:03 3 rd1_(50%) 1 1500 1500.0 5.86 4096 100.0 0.30 0.30 n/a 1.0 0.1\n"
                             "13:00:04 4 rd1_(50%) avg_1-1 1500 1500.0 5.86 4096 100.0 0.30 0.30 n/a 1.0 0.1\n");
        QCOMPARE(toString(detectFormat(text.toUtf8(), QStringLiteral("flatfile.html")).value()),
            toString(ImportFormat::Vdbench));
        const auto parsed
            = parseSourceBytes(text.toUtf8(), QStringLiteral("flatfile.html"), { QStringLiteral("S"), {}, {}, false });
        QVERIFY2(parsed.ok(), qPrintable(parsed.ok() ? QString() : parsed.error()));
        QCOMPARE(parsed->measurements.size(), 2);
        QCOMPARE(*parsed->measurements[0].iops, 2000.0); // no avg_ row: the mean of the intervals, with a warning
        QCOMPARE(parsed->warnings.size(), 1);
        QCOMPARE(*parsed->measurements[1].loadSetting, 1500.0);
        QCOMPARE(*parsed->measurements[1].combined.latency.meanNs, 300000.0);
        QCOMPARE(parsed->measurements[1].workload.canonicalName(), parsed->measurements[0].workload.canonicalName());
        QVERIFY(!parsed->measurements[1].write.latency.meanNs); // n/a
    }
};

QTEST_MAIN(TestVdbenchImporter)
#include "tst_vdbenchimporter.moc"
