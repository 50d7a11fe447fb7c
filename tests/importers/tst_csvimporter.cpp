// SPDX-License-Identifier: GPL-3.0-or-later
// CSV figures typed in from reports: header in any order and case, units converted, and every malformed number
// rejected with its line and column.
#include "importers/csvimporter.h"
#include "importers/formatdetection.h"

#include <QTest>

using namespace headroom;

class TestCsvImporter : public QObject {
    Q_OBJECT

private slots:
    void goodFile()
    {
        const QString text
            = QStringLiteral("# figures from the VxRail report\n"
                             "Workload,SYSTEM,iops,latency_ms,mb_per_s,read_pct,block_size,queue_depth,p99_latency_ms,"
                             "cpu_pct,modeled,source\n"
                             "oltp32k,VxRail 25GbE,106000,0.72,3473.4,70,32k,8,1.5,61.5,no,Dell blog p.3\n"
                             "oltp32k,\"VxRail 100GbE, RDMA\",350000,0.73,,70,32k,16,,,yes,\n");
        const auto parsed = importCsv(text, QStringLiteral("f.csv"), {});
        QVERIFY2(parsed.ok(), qPrintable(parsed.ok() ? QString() : parsed.error()));
        QCOMPARE(parsed->measurements.size(), 2);
        const Measurement& a = parsed->measurements[0];
        QCOMPARE(a.systemName, QStringLiteral("VxRail 25GbE"));
        QCOMPARE(*a.iops, 106000.0);
        QCOMPARE(*a.combined.latency.meanNs, 720000.0);
        QCOMPARE(*a.combined.latency.percentileNs(99), 1.5e6);
        QCOMPARE(*a.bytesPerSec, 3473.4e6);
        QCOMPARE(*a.workload.blockSizeBytes, 32768);
        QCOMPARE(*a.loadSetting, 8.0);
        QCOMPARE(*a.cpu.hostPct, 61.5);
        QVERIFY(!a.modeled);
        QVERIFY(a.note.contains(QStringLiteral("Dell blog p.3")));
        QCOMPARE(parsed->measurements[1].systemName, QStringLiteral("VxRail 100GbE, RDMA"));
        QVERIFY(parsed->measurements[1].modeled);
        QCOMPARE(toString(detectFormat(text.toUtf8(), QStringLiteral("f.csv")).value()), toString(ImportFormat::Csv));
    }

    void rejected_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("message");
        const QString header = QStringLiteral("system,workload,iops,latency_ms\n");
        QTest::newRow("thousands separator unquoted")
            << header + QStringLiteral("S,W,1,234,0.5\n") << QStringLiteral("line 2, column 3 (iops): '1,234'");
        QTest::newRow("unquoted comma in a text cell") // not a thousands separator in a numeric column
            << QStringLiteral("system,workload,iops,latency_ms,source\nS,W,1000,250,Dell blog, p.3\n")
            << QStringLiteral("line 2, column 5 (source): the text 'Dell blog,p.3' holds an unquoted comma");
        QTest::newRow("unquoted comma, two text cells could hold it")
            << header + QStringLiteral("S,70/30 mix, 8k,1000,250\n")
            << QStringLiteral("line 2: one field too many: a text cell holds an unquoted comma (column 1 (system) or "
                              "column 2 (workload))");
        QTest::newRow("thousands separator quoted")
            << header + QStringLiteral("S,W,\"1,234\",0.5\n")
            << QStringLiteral("line 2, column 3 (iops): '1,234' is not a plain number");
        QTest::newRow("unit inside the number")
            << header + QStringLiteral("S,W,1000,5 ms\n")
            << QStringLiteral("line 2, column 4 (latency_ms): '5 ms' is not a plain number");
        QTest::newRow("decimal comma") << header + QStringLiteral("S,W,1000,\"0,5\"\n")
                                       << QStringLiteral("column 4 (latency_ms): '0,5'");
        QTest::newRow("missing column") << QStringLiteral("system,workload,iops\nS,W,1\n")
                                        << QStringLiteral("lacks the required column 'latency_ms'");
        QTest::newRow("unknown column") << QStringLiteral("system,workload,iops,latency_ms,colour\n")
                                        << QStringLiteral("column 5: unknown column 'colour'");
        QTest::newRow("header only") << header << QStringLiteral("a header but no rows");
        QTest::newRow("bad block size") << QStringLiteral(
            "system,workload,iops,latency_ms,block_size\nS,W,1,1,4 parsecs\n")
                                        << QStringLiteral("line 2, column 5 (block_size)");
    }

    void rejected()
    {
        QFETCH(QString, text);
        QFETCH(QString, message);
        const auto parsed = importCsv(text, QStringLiteral("bad.csv"), {});
        QVERIFY(!parsed.ok());
        QVERIFY2(parsed.error().contains(message), qPrintable(parsed.error()));
        QVERIFY(parsed.error().startsWith(QStringLiteral("bad.csv")));
    }
};

QTEST_MAIN(TestCsvImporter)
#include "tst_csvimporter.moc"
