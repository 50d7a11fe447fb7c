// SPDX-License-Identifier: GPL-3.0-or-later
// What a fio file does not say is not stored: real output of Debian's fio generated here, imported, and each figure
// the file leaves out checked to be unknown rather than 0.
#include "fioqtjson.h"
#include "fiorunner.h"
#include "importers/fioimporter.h"
#include "model/curve.h"

#include <QTest>

using namespace headroom;
using namespace headroom::test;

class TestFioUnsaid : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QString m_dataFile;

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        QVERIFY2(QFile::exists(test::fioPath()), "Debian's fio is required (packaging/bootstrap installs it)");
        m_dataFile = m_dir.filePath(QStringLiteral("data"));
    }

    void latencyWithoutTimestampsIsUnknown_data()
    {
        QTest::addColumn<QString>("format");
        QTest::addColumn<int>("jobs");
        QTest::addColumn<bool>("gtodReduce");
        QTest::newRow("json, gtod_reduce") << QStringLiteral("json") << 1 << true;
        QTest::newRow("json+, gtod_reduce") << QStringLiteral("json+") << 1 << true;
        QTest::newRow("json, 2 clones merged, gtod_reduce") << QStringLiteral("json") << 2 << true;
        QTest::newRow("json+, 2 clones merged, gtod_reduce") << QStringLiteral("json+") << 2 << true;
        QTest::newRow("json, timestamps taken (control)") << QStringLiteral("json") << 1 << false;
    }

    // fio with gtod_reduce=1 takes no timestamps and writes zeros with N = 0 for slat, clat and lat: the latency is
    // unknown, so it can never pass a latency limit, and the note says why.
    void latencyWithoutTimestampsIsUnknown()
    {
        QFETCH(QString, format);
        QFETCH(int, jobs);
        QFETCH(bool, gtodReduce);
        QStringList extra { QStringLiteral("--output-format=") + format, QStringLiteral("--numjobs=%1").arg(jobs) };
        if (gtodReduce) {
            extra << QStringLiteral("--gtod_reduce=1");
        }
        const QString name = QStringLiteral("gtod-%1-%2-%3.json").arg(format).arg(jobs).arg(gtodReduce);
        const QByteArray bytes = test::runSmallJob(m_dataFile, QStringLiteral("randread"), extra, m_dir.filePath(name));
        QVERIFY(!bytes.isEmpty());
        const QJsonArray fileJobs = qtJson(bytes)[QStringLiteral("jobs")].toArray();
        QCOMPARE(fileJobs.size(), jobs);
        double fileIops = 0;
        for (const QJsonValue& job : fileJobs) {
            const QJsonObject read = job.toObject()[QStringLiteral("read")].toObject();
            fileIops += read[QStringLiteral("iops")].toDouble();
            const double samples = read[QStringLiteral("lat_ns")].toObject()[QStringLiteral("N")].toDouble();
            QCOMPARE(samples == 0, gtodReduce); // what the file says
        }
        const auto parsed = importFioJson(bytes, name, { QStringLiteral("host"), {}, {}, false });
        QVERIFY2(parsed.ok(), qPrintable(parsed.ok() ? QString() : parsed.error()));
        QCOMPARE(parsed->measurements.size(), 1);
        const Measurement& m = parsed->measurements.first();
        QVERIFY(std::abs(*m.read.iops - fileIops) <= 1e-9 * fileIops); // the figures the file has are kept
        QCOMPARE(m.read.latency.meanNs.has_value(), !gtodReduce);
        QCOMPARE(m.read.latency.minNs.has_value(), !gtodReduce);
        QCOMPARE(m.read.latency.maxNs.has_value(), !gtodReduce);
        QCOMPARE(m.meanLatencyNs().has_value(), !gtodReduce);
        if (gtodReduce) {
            QVERIFY(m.read.latency.percentilesNs.empty());
            QVERIFY2(m.note.contains(QStringLiteral("latency unknown")), qPrintable(m.note));
            QVERIFY2(!m.note.contains(QStringLiteral("percentiles")), qPrintable(m.note)); // there are none
        } else {
            QVERIFY(*m.read.latency.meanNs > 0);
            QVERIFY(!m.note.contains(QStringLiteral("latency unknown")));
        }
    }
    // A real Nutanix X-Ray file whose job options are not the job it measured: rw=randwrite, bs=32k and
    // rate_iops=5, while the figures show half reads, about 9 KB per I/O and ~255 IOPS per direction.
    void optionsThatContradictTheMeasurement()
    {
        QFile file(QFINDTESTDATA("../data/fio/fio-2.8-nutanix-xray/example_results_single.out"));
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray bytes = file.readAll();
        const QJsonObject job = qtJson(bytes)[QStringLiteral("jobs")].toArray().first().toObject();
        const auto ios = [&job](const char* direction) {
            return job[QLatin1String(direction)].toObject()[QStringLiteral("total_ios")].toDouble();
        };
        const double readPct = std::round(ios("read") / (ios("read") + ios("write")) * 1000.0) / 10.0;
        const auto parsed = importFioJson(bytes, QStringLiteral("xray.out"), { QStringLiteral("xray"), {}, {}, false });
        QVERIFY2(parsed.ok(), qPrintable(parsed.ok() ? QString() : parsed.error()));
        QCOMPARE(parsed->measurements.size(), 1);
        const Measurement& m = parsed->measurements.first();
        QCOMPARE(*m.workload.readPct, readPct); // 49.5 %, not rw=randwrite's 0 %
        QVERIFY(!m.workload.blockSizeBytes); // ~8.8 and ~9.8 KB per I/O: not one size, and not bs=32k
        QVERIFY(!m.workload.queueDepth); // the load is the iodepth, not a rate of 5 IOPS
        QCOMPARE(*m.loadSetting, 1.0);
        QVERIFY2(!m.note.contains(QStringLiteral("rate_iops")), qPrintable(m.note));
        const QString warnings = parsed->warnings.join(QLatin1Char('\n'));
        for (const char* option : { "rw=randwrite", "block size 32k", "rate_iops=5" }) {
            QVERIFY2(warnings.contains(QLatin1String(option)),
                qPrintable(QLatin1String(option) + QStringLiteral(": ") + warnings));
        }
    }

    void overlongTextIsRefusedNamingItsField_data()
    {
        QTest::addColumn<QByteArray>("field");
        QTest::addColumn<int>("bytes");
        QTest::addColumn<QString>("refusal"); // empty: stored
        QTest::newRow("job name of 4 KiB") << QByteArray("\"jobname\" : \"t\"") << 4096 << QString();
        QTest::newRow("job name over 4 KiB")
            << QByteArray("\"jobname\" : \"t\"") << 4097
            << QStringLiteral("jobs[0].jobname: 4097 bytes of text, more than the 4 KiB");
        QTest::newRow("option over 64 KiB")
            << QByteArray("\"rw\" : \"randread\"") << 70000
            << QStringLiteral("jobs[0][\"job options\"].rw: 70000 bytes of text, more than the 64 KiB");
    }

    // A real run whose job name or option is made longer than a name or an option may be: refused with the member's
    // path and its length, before the text is copied out of the parser.
    void overlongTextIsRefusedNamingItsField()
    {
        QFETCH(QByteArray, field);
        QFETCH(int, bytes);
        QFETCH(QString, refusal);
        QByteArray json = test::runSmallJob(m_dataFile, QStringLiteral("randread"),
            { QStringLiteral("--output-format=json") }, m_dir.filePath(QStringLiteral("long.json")));
        QVERIFY(json.contains(field));
        const QByteArray key = field.left(field.indexOf(':') + 1);
        json.replace(field, key + " \"" + QByteArray(bytes, 'x') + '"');
        const auto parsed = importFioJson(json, QStringLiteral("long.json"), { QStringLiteral("S"), {}, {}, false });
        if (refusal.isEmpty()) {
            QVERIFY2(parsed.ok(), qPrintable(parsed.ok() ? QString() : parsed.error()));
            QCOMPARE(parsed->measurements.size(), 1);
            return;
        }
        QVERIFY(!parsed.ok());
        QVERIFY2(parsed.error().contains(refusal), qPrintable(parsed.error()));
    }

    // Real runs of Debian's fio whose options hold: nothing is overridden and nothing is warned about; and a bssplit
    // job (no one block size) keeps no block size.
    void optionsThatHoldAreKept_data()
    {
        QTest::addColumn<QStringList>("extra");
        QTest::addColumn<QString>("rw");
        QTest::addColumn<bool>("rateLimited");
        QTest::addColumn<bool>("oneBlockSize");
        QTest::newRow("rate_iops=200 holds")
            << QStringList { QStringLiteral("--rate_iops=200") } << QStringLiteral("randread") << true << true;
        QTest::newRow("rwmixread=70 holds") << QStringList { QStringLiteral("--rwmixread=70"),
            QStringLiteral("--time_based=0"), QStringLiteral("--io_size=800k") }
                                            << QStringLiteral("randrw") << false << true;
        QTest::newRow("bssplit: no one size")
            << QStringList { QStringLiteral("--bssplit=4k/50:64k/50") } << QStringLiteral("randread") << false << false;
    }

    void optionsThatHoldAreKept()
    {
        QFETCH(QStringList, extra);
        QFETCH(QString, rw);
        QFETCH(bool, rateLimited);
        QFETCH(bool, oneBlockSize);
        const QString name = QStringLiteral("%1.json").arg(QString::fromLatin1(QTest::currentDataTag()).size());
        const QByteArray bytes = test::runSmallJob(
            m_dataFile, rw, extra + QStringList { QStringLiteral("--output-format=json") }, m_dir.filePath(name));
        QVERIFY(!bytes.isEmpty());
        const auto parsed = importFioJson(bytes, name, { QStringLiteral("host"), {}, {}, false });
        QVERIFY2(parsed.ok(), qPrintable(parsed.ok() ? QString() : parsed.error()));
        const Measurement& m = parsed->measurements.first();
        QCOMPARE(m.workload.queueDepth.has_value(), rateLimited);
        QCOMPARE(*m.loadSetting, rateLimited ? 200.0 : 1.0);
        QCOMPARE(m.workload.blockSizeBytes.has_value(), oneBlockSize);
        const QString warnings = parsed->warnings.join(QLatin1Char('\n'));
        QCOMPARE(warnings.contains(QStringLiteral("block size")), !oneBlockSize);
        QVERIFY2(!warnings.contains(QStringLiteral("rate_iops")) && !warnings.contains(QStringLiteral("reads")),
            qPrintable(warnings));
        if (rw == QLatin1String("randrw")) {
            QCOMPARE(*m.workload.readPct, 70.0); // within 5 points of the options: theirs is kept
        }
    }
    // fio --status-interval writes a document a second, each with its totals since the start; `import --intervals`
    // keeps them as the run's time series: only the last is the run, so one point with one run, no error bars.
    void intervalSnapshotsAreOneRunsTimeSeries()
    {
        const QString name = QStringLiteral("status-interval.json");
        const QByteArray bytes = test::runSmallJob(m_dataFile, QStringLiteral("randread"),
            { QStringLiteral("--output-format=json"), QStringLiteral("--status-interval=1"),
                QStringLiteral("--runtime=2500ms") },
            m_dir.filePath(name));
        QVERIFY(!bytes.isEmpty());
        const int documents = static_cast<int>(bytes.count("\"fio version\""));
        QVERIFY2(documents >= 2, qPrintable(QString::number(documents)));
        ImportOptions options { QStringLiteral("host"), {}, {}, false };
        options.keepIntervals = true;
        const auto parsed = importFioJson(bytes, name, options);
        QVERIFY2(parsed.ok(), qPrintable(parsed.ok() ? QString() : parsed.error()));
        const QList<Measurement>& series = parsed->measurements;
        QCOMPARE(series.size(), documents);
        for (int i = 0; i < documents; ++i) {
            QCOMPARE(series[i].interval, (IntervalPosition { i + 1, documents }));
            QCOMPARE(series[i].isCurvePoint(), i + 1 == documents);
        }
        const Curve curve = Curve::fromMeasurements(QStringLiteral("host"), series.first().workload.name, series);
        QCOMPARE(curve.points.size(), 1);
        QCOMPARE(curve.runs.first().runCount(), 1); // not "4 runs of one point"
        QVERIFY(!curve.runs.first().iops || !curve.runs.first().iops->stdev); // no spread, no noise figure
        QCOMPARE(*curve.points.first().totalIops(), *series.last().totalIops()); // the run's own figure
    }

    // fio's JSON inside other text, found where it starts: after a console log's lines, after text on its own first
    // line ("results: {"), with a trailer after it. The same figures as the output alone.
    void jsonInsideOtherTextIsFoundWhereItStarts()
    {
        const QString name = QStringLiteral("plain.json");
        const QByteArray bytes = test::runSmallJob(
            m_dataFile, QStringLiteral("randread"), { QStringLiteral("--output-format=json") }, m_dir.filePath(name));
        QVERIFY(!bytes.isEmpty());
        const ImportOptions options { QStringLiteral("host"), {}, {}, false };
        const auto plain = importFioJson(bytes, name, options);
        QVERIFY2(plain.ok(), qPrintable(plain.ok() ? QString() : plain.error()));
        const QList<QByteArray> wrapped {
            "+ fio --output-format=json job.fio\nStarting 1 process\n" + bytes + "\n+ exit 0\n",
            "2026-12-02T10:00:00Z bench-runner: results: " + bytes + "2026-12-02T10:00:05Z bench-runner: done\n",
            "# lab run 3, kept for the POC: " + bytes,
        };
        for (const QByteArray& text : wrapped) {
            const auto parsed = importFioJson(text, QStringLiteral("wrapped.log"), options);
            QVERIFY2(parsed.ok(), qPrintable(parsed.ok() ? QString() : parsed.error()));
            QCOMPARE(parsed->measurements.size(), plain->measurements.size());
            QCOMPARE(parsed->measurements.first().totalIops(), plain->measurements.first().totalIops());
            QCOMPARE(parsed->measurements.first().read.latency, plain->measurements.first().read.latency);
        }
    }

    // A rate-capped queue-depth sweep (fio --rate_iops at iodepth 1 … 8): one rate at every depth, so the depths are
    // the curve's loads, never four runs of one point with a "95 % interval" over QD1–QD8.
    void rateCappedDepthSweepIsOneLoadPerDepth()
    {
        QList<Measurement> sweep;
        for (const int depth : { 8, 1, 4, 2 }) {
            const QString name = QStringLiteral("rate-capped-qd%1.json").arg(depth);
            const QByteArray bytes = test::runSmallJob(m_dataFile, QStringLiteral("randread"),
                { QStringLiteral("--output-format=json"), QStringLiteral("--rate_iops=400"),
                    QStringLiteral("--iodepth=%1").arg(depth) },
                m_dir.filePath(name));
            QVERIFY(!bytes.isEmpty());
            const auto parsed = importFioJson(bytes, name, ImportOptions { QStringLiteral("host"), {}, {}, false });
            QVERIFY2(parsed.ok(), qPrintable(parsed.ok() ? QString() : parsed.error()));
            QCOMPARE(parsed->measurements.size(), 1);
            sweep << parsed->measurements.first();
        }
        const Curve curve = Curve::fromMeasurements(QStringLiteral("host"), sweep.first().workload.name, sweep);
        QCOMPARE(curve.points.size(), 4);
        QList<int> depths;
        for (const PointRuns& point : curve.runs) {
            QCOMPARE(point.runCount(), 1);
            depths << point.mean.workload.queueDepth.value_or(0);
        }
        QCOMPARE(depths, (QList<int> { 1, 2, 4, 8 }));
    }
};

QTEST_GUILESS_MAIN(TestFioUnsaid)
#include "tst_fiounsaid.moc"
