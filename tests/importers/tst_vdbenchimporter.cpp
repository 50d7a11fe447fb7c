// SPDX-License-Identifier: GPL-3.0-or-later
// vdbench: the real 5.04.07 output folder in tests/data (vdbench -t: the SD_format run, then rd1) checked against its
// own lines, and constructed lines (labelled as such) for the column layouts the project has no real file of: both
// block-device layouts and the file-system (FSD/FWD) layout, whose columns are those of published vdbench reports.
#include "importers/formatdetection.h"
#include "importers/importplan.h"
#include "importers/vdbenchflatfile.h"
#include "importers/vdbenchimporter.h"
#include "importers/vdbenchparameters.h"

#include <QFile>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

using namespace headroom;

namespace {

const QString kQuickTest = QStringLiteral(HEADROOM_SOURCE_DIR "/tests/data/vdbench/vdbench-5.04.07-quick-test");

QString readText(const QString& path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? QString::fromUtf8(file.readAll()) : QString();
}

// The numbers after "avg_2-5" on the line that holds it, and that line's number (1-based); read without the importer.
std::pair<QStringList, int> averageOf(const QString& text, const QString& run)
{
    const QStringList lines = text.split(QLatin1Char('\n'));
    bool inRun = false;
    for (int i = 0; i < lines.size(); ++i) {
        if (lines[i].contains(QStringLiteral("Starting RD="))) {
            inRun = lines[i].contains(QStringLiteral("RD=%1;").arg(run));
        }
        if ((inRun || lines[i].contains(QLatin1Char(' ') + run + QLatin1Char(' ')))
            && lines[i].contains(QStringLiteral("avg_"))) {
            QString line = lines[i];
            line.remove(QRegularExpression(QStringLiteral("<[^>]*>")));
            QStringList cells = line.split(QLatin1Char(' '), Qt::SkipEmptyParts);
            while (!cells.isEmpty() && !cells.first().startsWith(QStringLiteral("avg_"))) {
                cells.removeFirst();
            }
            cells.removeFirst();
            return { cells, i + 1 };
        }
    }
    return { {}, 0 };
}

} // namespace

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
        QCOMPARE(*max.bytesPerSec, 95211.25 * 4096.0); // rate × bytes per I/O; MB/sec (371.92) is rounded
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

    void realQuickTestSummaryAndTotals_data()
    {
        QTest::addColumn<QString>("file");
        QTest::newRow("summary.html") << QStringLiteral("summary.html");
        QTest::newRow("totals.html") << QStringLiteral("totals.html");
    }

    void realQuickTestSummaryAndTotals()
    {
        QFETCH(QString, file);
        const QString path = kQuickTest + QLatin1Char('/') + file;
        const QString text = readText(path);
        QVERIFY(!text.isEmpty());
        const auto [rd1, line] = averageOf(text, QStringLiteral("rd1"));
        const auto [format, formatLine] = averageOf(text, QStringLiteral("SD_format"));
        QCOMPARE(rd1.size(), 11); // 50407 layout: read max and write max, no cpu columns
        const auto parsed = parseSourceBytes(text.toUtf8(), path, { QStringLiteral("mac"), {}, {}, false });
        QVERIFY2(parsed.ok(), qPrintable(parsed.ok() ? QString() : parsed.error()));
        QCOMPARE(parsed->measurements.size(), 1); // SD_format skipped with a note naming its line
        QVERIFY2(parsed->warnings.join(QLatin1Char('\n'))
                     .contains(
                         QStringLiteral("%1: line %2: RD=SD_format is vdbench's format run").arg(path).arg(formatLine)),
            qPrintable(parsed->warnings.join(QLatin1Char('\n'))));
        const Measurement& m = parsed->measurements.first();
        QCOMPARE(*m.iops, rd1[0].toDouble());
        // bytes/s from the I/O rate × bytes per I/O, not the MB/sec column rounded to 0.10 (−2.8 %).
        QCOMPARE(*m.bytesPerSec, rd1[0].toDouble() * rd1[2].toDouble());
        QVERIFY(std::abs(*m.bytesPerSec / (rd1[1].toDouble() * 1048576.0) - 1.0) > 0.02);
        // The workload is what the run asked for (parmfile.html beside it: wd1 xf=1k rdpct=50, vdbench's default
        // seekpct=100 and threads=8), not its name nor the read % it happened to do.
        QCOMPARE(*m.workload.blockSizeBytes, std::int64_t(rd1[2].toDouble()));
        QCOMPARE(*m.workload.readPct, 50.0);
        QVERIFY(rd1[3].toDouble() != 50.0);
        QCOMPARE(m.workload.randomPct, std::optional<double>(100.0));
        QCOMPARE(m.queueDepth, std::optional<int>(8));
        QCOMPARE(*m.combined.latency.meanNs, rd1[4].toDouble() * 1e6);
        QCOMPARE(*m.read.latency.meanNs, rd1[5].toDouble() * 1e6);
        QCOMPARE(*m.write.latency.meanNs, rd1[6].toDouble() * 1e6);
        QCOMPARE(*m.combined.latency.maxNs, std::max(rd1[7].toDouble(), rd1[8].toDouble()) * 1e6);
        QCOMPARE(*m.loadSetting, 100.0); // "I/O rate: 100"
        QCOMPARE(m.workload.canonicalName(), QStringLiteral("vdbench_1k_50rd_100rand"));
        QVERIFY2(m.note.contains(QStringLiteral("line %1").arg(line)), qPrintable(m.note));
    }

    void realQuickTestFlatfile()
    {
        const QString path = kQuickTest + QStringLiteral("/flatfile.html");
        const QString text = readText(path);
        const auto parsed = parseSourceBytes(text.toUtf8(), path, { QStringLiteral("mac"), {}, {}, false });
        QVERIFY2(parsed.ok(), qPrintable(parsed.ok() ? QString() : parsed.error()));
        QCOMPARE(parsed->measurements.size(), 1);
        QVERIFY(
            parsed->warnings.join(QLatin1Char('\n')).contains(QStringLiteral("Run=SD_format is vdbench's format run")));
        QString header;
        QString average;
        for (QString line : text.split(QLatin1Char('\n'))) {
            line.remove(QRegularExpression(QStringLiteral("<[^>]*>")));
            if (line.trimmed().startsWith(QStringLiteral("tod "))) {
                header = line;
            } else if (line.contains(QStringLiteral(" rd1 ")) && line.contains(QStringLiteral("avg_"))) {
                average = line;
            }
        }
        const QStringList columns = header.split(QLatin1Char(' '), Qt::SkipEmptyParts);
        const QStringList cells = average.split(QLatin1Char(' '), Qt::SkipEmptyParts);
        QCOMPARE(cells.size(), columns.size());
        const auto cell = [&](const char* name) { return cells[columns.indexOf(QLatin1String(name))].toDouble(); };
        const Measurement& m = parsed->measurements.first();
        QCOMPARE(*m.iops, cell("rate")); // 105.25, where summary.html says 105.3
        QCOMPARE(*m.bytesPerSec, cell("rate") * cell("bytes/io"));
        // The parameters are the flatfile's own columns.
        QCOMPARE(*m.workload.readPct, cell("rdpct"));
        QCOMPARE(*m.workload.blockSizeBytes, std::int64_t(cell("xfersize")));
        QCOMPARE(*m.workload.randomPct, cell("seekpct"));
        QCOMPARE(*m.queueDepth, int(cell("threads")));
        QCOMPARE(*m.combined.latency.meanNs, cell("resp") * 1e6);
        QCOMPARE(*m.loadSetting, cell("reqrate"));
    }

    // A parameter file (the user's, as vdbench reads it): default lines first, a wd= per workload, rd= naming its wd=.
    // A thread sweep (forthreads) takes each run's threads from its "For loops:"; a 1 MiB sequential run is another
    // test than a 4 KiB random one, so it never joins its curve.
    void parametersFromParmfileAndForLoops()
    {
        const QString parmfile = QStringLiteral("sd=sd1,lun=/dev/sdb\n"
                                                "wd=default,xf=4k\n"
                                                "wd=wd1,sd=sd1,rdpct=70,seekpct=random  * OLTP-like\n"
                                                "wd=wd2,sd=sd1,xf=1m,seekpct=seq\n"
                                                "rd=default,elapsed=60,threads=16\n"
                                                "rd=rd1,wd=wd1,iorate=max,forthreads=(1,2,4)\n"
                                                "rd=rd2,wd=wd2,iorate=max,threads=4\n");
        const auto runs = parmfileRuns(parmfile);
        QCOMPARE(runs.size(), 2);
        QCOMPARE(runs[QStringLiteral("rd1")].xferBytes, std::optional<std::int64_t>(4096));
        QCOMPARE(runs[QStringLiteral("rd1")].readPct, std::optional<double>(70));
        QCOMPARE(runs[QStringLiteral("rd1")].seekPct, std::optional<double>(100));
        QCOMPARE(runs[QStringLiteral("rd1")].threads, std::optional<int>(16)); // the sweep's threads: "For loops:"
        QCOMPARE(runs[QStringLiteral("rd2")].xferBytes, std::optional<std::int64_t>(1024 * 1024));
        QCOMPARE(runs[QStringLiteral("rd2")].readPct, std::optional<double>(100)); // vdbench's default
        QCOMPARE(runs[QStringLiteral("rd2")].seekPct, std::optional<double>(0));
        QCOMPARE(runs[QStringLiteral("rd2")].threads, std::optional<int>(4));
        const VdbenchParameters loops
            = forLoopParameters(QStringLiteral("Starting RD=rd1; I/O rate: Uncontrolled MAX; elapsed=60; For loops: "
                                               "threads=2 xfersize=8k"));
        QCOMPARE(loops.threads, std::optional<int>(2));
        QCOMPARE(loops.xferBytes, std::optional<std::int64_t>(8192));
        const VdbenchParameters swept = runs[QStringLiteral("rd1")].overriddenBy(loops);
        QCOMPARE(swept.threads, std::optional<int>(2));
        QCOMPARE(swept.readPct, std::optional<double>(70));
        const Workload oltp = vdbenchWorkload(swept, 8192, 69.8);
        const Workload stream = vdbenchWorkload(runs[QStringLiteral("rd2")], 1048576, 100);
        QCOMPARE(oltp.canonicalName(), QStringLiteral("vdbench_8k_70rd_100rand"));
        QVERIFY(workloadTestKey(oltp) != workloadTestKey(stream));
        QVERIFY(!workloadTestKey(stream).isEmpty());
    }

    void realQuickTestFolder()
    {
        // The whole output folder: summary.html is imported; totals.html and flatfile.html hold the same runs and are
        // skipped, so the run is one point, not three; parmfile.html is not a results file.
        const ImportPlan plan = planImport({ kQuickTest }, { QStringLiteral("mac"), {}, {}, false });
        QVERIFY2(plan.error.isEmpty(), qPrintable(plan.error));
        QCOMPARE(plan.sources.size(), 1);
        QVERIFY(plan.sources.first().source.file.endsWith(QStringLiteral("summary.html")));
        const QString warnings = plan.warnings.join(QLatin1Char('\n'));
        QVERIFY2(warnings.contains(QStringLiteral("totals.html: the same vdbench runs as summary.html")),
            qPrintable(warnings));
        QVERIFY2(warnings.contains(QStringLiteral("flatfile.html: the same vdbench runs as summary.html")),
            qPrintable(warnings));
    }

    void fileSystemSummary()
    {
        // Constructed in the file-system layout of published vdbench summaries (".ReqstdOps..." header): a format
        // run (skipped) and one measured run with a 60/40 read/write mix of 1 MiB transfers.
        const QString text = QStringLiteral(
            "<title>Vdbench output/summary.html</title><pre>\n"
            "07:21:49.001 Starting RD=format_for_rd1\n"
            "Feb 15, 2019 ..Interval.. .ReqstdOps... ...cpu%...  read ....read..... ....write.... ..mb/sec... mb/sec "
            ".xfer.. ...mkdir.... ...rmdir.... ...create... ....open.... ...close.... ...delete...\n"
            "                          rate   resp total  sys   pct   rate   resp   rate   resp  read write  total    "
            "size "
            " rate   resp  rate   resp  rate   resp  rate   resp  rate   resp  rate   resp\n"
            "07:22:40.218   avg_2-20   57.6 6.244 13.4  2.99   0.0    0.0 0.000   57.6 6.244  0.00  7.20   7.20  "
            "131072 "
            "  0.2 104.49   0.2 41.526   1.8 7527.0   1.8 192.01   1.8 7134.3   1.8 21.984\n"
            "16:18:50.001 Starting RD=rd1; I/O rate: Uncontrolled MAX; elapsed=600; For loops: None\n"
            "Dec 11, 2020 .Interval. .ReqstdOps... ...cpu%...  read ....read..... ....write.... ..mb/sec... mb/sec "
            ".xfer.. ...mkdir.... ...rmdir.... ...create... ....open.... ...close.... ...delete...\n"
            "                          rate   resp total  sys   pct   rate   resp   rate   resp  read write  total    "
            "size "
            " rate   resp  rate   resp  rate   resp  rate   resp  rate   resp  rate   resp\n"
            "16:28:58.063   avg_2-600 3334.0 19.110  28.8 3.81  59.8 1995.0  6.600 1339.0 37.750  1995  1339 3334.0 "
            "1048576   0.0  0.000   0.0  0.000   0.0  0.000  14.0  0.049  14.0  0.018   0.0  0.000\n");
        const auto parsed
            = importVdbench(text, QStringLiteral("fs/summary.html"), { QStringLiteral("S"), {}, {}, false });
        QVERIFY2(parsed.ok(), qPrintable(parsed.ok() ? QString() : parsed.error()));
        QCOMPARE(parsed->measurements.size(), 1);
        QVERIFY(parsed->warnings.join(QLatin1Char('\n'))
                    .contains(QStringLiteral("RD=format_for_rd1 is vdbench's format run")));
        const Measurement& m = parsed->measurements.first();
        QCOMPARE(*m.iops, 3334.0);
        QCOMPARE(*m.read.iops, 1995.0);
        QCOMPARE(*m.write.iops, 1339.0);
        QCOMPARE(*m.read.latency.meanNs, 6.6e6);
        QCOMPARE(*m.write.latency.meanNs, 37.75e6);
        QCOMPARE(*m.combined.latency.meanNs, 19.11e6);
        QCOMPARE(*m.bytesPerSec, 3334.0 * 1048576.0);
        QCOMPARE(*m.workload.blockSizeBytes, 1048576);
        QCOMPARE(*m.workload.readPct, 59.8);
        QCOMPARE(*m.cpu.hostPct, 28.8);
        QVERIFY(m.note.contains(QStringLiteral("file-system (FSD/FWD)")));
    }

    void perHostReportIsNotACurvePoint()
    {
        // A multi-host run's per-host report (named <host>.summary.html): the host's share, stored with the host.
        const QString text = readText(kQuickTest + QStringLiteral("/summary.html"));
        const auto parsed
            = importVdbench(text, QStringLiteral("run/hd1.summary.html"), { QStringLiteral("S"), {}, {}, false });
        QVERIFY2(parsed.ok(), qPrintable(parsed.ok() ? QString() : parsed.error()));
        QCOMPARE(parsed->measurements.first().host, QStringLiteral("hd1"));
        QVERIFY(parsed->measurements.first().perHost);
        QVERIFY(!parsed->measurements.first().isCurvePoint());
    }

    void impossibleFigureIsRefusedWithFileAndLine()
    {
        // Malformed on purpose (a read percentage of 150): refused before storage, naming the file and the line,
        // never with the library's CHECK-constraint message.
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("summary.html"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(
            "Vdbench summary report\n"
            "Starting RD=rd1; I/O rate: 100; elapsed=5; For loops: None\n"
            "21:16:15.029     avg_2-5      105.3     0.10    1024 150.00    0.026    0.015    0.037     0.06     "
            "0.12    0.022    0.0\n");
        file.close();
        const ImportPlan plan = planImport({ path }, { QStringLiteral("S"), {}, {}, false });
        QVERIFY2(
            plan.error.contains(path + QStringLiteral(": line 3: read % 150 is over 100 %")), qPrintable(plan.error));
        QVERIFY(!plan.error.contains(QStringLiteral("CHECK")));
    }
};

QTEST_MAIN(TestVdbenchImporter)
#include "tst_vdbenchimporter.moc"
