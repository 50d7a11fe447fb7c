// SPDX-License-Identifier: GPL-3.0-or-later
// fio JSON import of real output of Debian's fio generated here (json, json+, normal+json, clones, status-interval,
// fio 2.x keys, no job options, failed and interrupted runs), each figure checked against the file as Qt reads it.
// The project's fixtures are tst_fiofixtures'.
#include "fioqtjson.h"
#include "fiorunner.h"
#include "importers/fioimporter.h"
#include "importers/latencymerge.h"
#include "model/curve.h"

#include <csignal>

#include <QTest>

using namespace headroom;
using namespace headroom::test;

class TestFioImporter : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QString m_dataFile;

    QByteArray generate(const QStringList& extra, const QString& name, const QString& rw = QStringLiteral("randread"))
    {
        return test::runSmallJob(m_dataFile, rw, extra, m_dir.filePath(name));
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        QVERIFY2(QFile::exists(test::fioPath()), "Debian's fio is required (packaging/bootstrap installs it)");
        m_dataFile = m_dir.filePath(QStringLiteral("data"));
    }

    void realJsonVariants_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<bool>("bins");
        QTest::newRow("json") << QStringList { QStringLiteral("--output-format=json") } << false;
        QTest::newRow("json+") << QStringList { QStringLiteral("--output-format=json+") } << true;
        QTest::newRow("normal,json (text around the JSON)")
            << QStringList { QStringLiteral("--output-format=normal,json") } << false;
        QTest::newRow("lat_percentiles") << QStringList { QStringLiteral("--output-format=json"),
            QStringLiteral("--lat_percentiles=1") }
                                         << false;
    }

    void realJsonVariants()
    {
        QFETCH(QStringList, arguments);
        QFETCH(bool, bins);
        const QByteArray bytes = generate(arguments,
            QStringLiteral("out-%1.txt")
                .arg(QString::fromLatin1(QTest::currentDataTag()))
                .replace(QLatin1Char(' '), QLatin1Char('_')));
        QVERIFY(!bytes.isEmpty());
        const QJsonObject read
            = qtJson(bytes)[QStringLiteral("jobs")].toArray()[0].toObject()[QStringLiteral("read")].toObject();
        const auto parsed
            = importFioJson(bytes, QStringLiteral("real.json"), { QStringLiteral("host"), {}, {}, false });
        QVERIFY2(parsed.ok(), qPrintable(parsed.ok() ? QString() : parsed.error()));
        QCOMPARE(parsed->measurements.size(), 1);
        const Measurement& m = parsed->measurements.first();
        QCOMPARE(m.systemName, QStringLiteral("host"));
        QCOMPARE(*m.read.iops, read[QStringLiteral("iops")].toDouble());
        QCOMPARE(*m.read.bytesPerSec, read[QStringLiteral("bw_bytes")].toDouble());
        QCOMPARE(*m.read.latency.meanNs, read[QStringLiteral("lat_ns")].toObject()[QStringLiteral("mean")].toDouble());
        const bool latPercentiles = arguments.contains(QStringLiteral("--lat_percentiles=1"));
        QCOMPARE(*m.read.latency.percentileNs(99), p99Ns(read, latPercentiles ? "lat_ns" : "clat_ns"));
        // Each kind describes the figures beside it: the mean from lat_ns is total latency; the percentiles are
        // clat's unless fio ran with lat_percentiles=1.
        QCOMPARE(toString(m.read.latency.kind), toString(LatencyKind::Total));
        QCOMPARE(toString(m.read.latency.percentileKind),
            toString(latPercentiles ? LatencyKind::Total : LatencyKind::Completion));
        QCOMPARE(m.read.latency.histogram.empty(), !bins);
        if (bins) {
            // fio's bins give back exactly fio's percentiles with fio's rule.
            const auto fromBins = percentilesFromBins(qtBins(read), fioPercentiles());
            for (const auto& [percent, ns] : m.read.latency.percentilesNs) {
                QCOMPARE(fromBins.at(percent), ns);
            }
        }
    }

    void clonesWithoutGroupReporting_data()
    {
        QTest::addColumn<QString>("format");
        QTest::addColumn<PercentileOrigin>("origin");
        QTest::newRow("json+ bins merge exactly") << QStringLiteral("json+") << PercentileOrigin::MergedHistogram;
        QTest::newRow("json: mean of clones") << QStringLiteral("json") << PercentileOrigin::MeanOfPerWorker;
    }

    void clonesWithoutGroupReporting()
    {
        QFETCH(QString, format);
        QFETCH(PercentileOrigin, origin);
        const QByteArray bytes = generate({ QStringLiteral("--numjobs=2"), QStringLiteral("--output-format=") + format,
                                              QStringLiteral("--rwmixread=70"),
                                              // a fixed I/O count, so both clones do I/O in both directions under load
                                              QStringLiteral("--time_based=0"), QStringLiteral("--io_size=400k") },
            QStringLiteral("clones-%1.json").arg(format), QStringLiteral("randrw"));
        QVERIFY(!bytes.isEmpty());
        const QJsonArray jobs = qtJson(bytes)[QStringLiteral("jobs")].toArray();
        QCOMPARE(jobs.size(), 2);
        const auto parsed
            = importFioJson(bytes, QStringLiteral("clones.json"), { QStringLiteral("host"), {}, {}, false });
        QVERIFY2(parsed.ok(), qPrintable(parsed.ok() ? QString() : parsed.error()));
        QCOMPARE(parsed->measurements.size(), 1);
        const Measurement& m = parsed->measurements.first();
        QCOMPARE(*m.workload.jobs, 2);
        QCOMPARE(*m.workload.readPct, 70.0);
        for (const char* direction : { "read", "write" }) {
            const QJsonObject a = jobs[0].toObject()[QLatin1String(direction)].toObject();
            const QJsonObject b = jobs[1].toObject()[QLatin1String(direction)].toObject();
            const DirectionStats& d = QByteArrayView(direction) == "read" ? m.read : m.write;
            QCOMPARE(*d.iops, a[QStringLiteral("iops")].toDouble() + b[QStringLiteral("iops")].toDouble());
            QCOMPARE(
                *d.bytesPerSec, a[QStringLiteral("bw_bytes")].toDouble() + b[QStringLiteral("bw_bytes")].toDouble());
            const auto lat = [](const QJsonObject& o, const char* key) {
                return o[QStringLiteral("lat_ns")].toObject()[QLatin1String(key)].toDouble();
            };
            const double weighted
                = (lat(a, "mean") * lat(a, "N") + lat(b, "mean") * lat(b, "N")) / (lat(a, "N") + lat(b, "N"));
            QVERIFY(std::abs(*d.latency.meanNs - weighted) < 1e-6 * weighted);
            QCOMPARE(*d.latency.maxNs, std::max(lat(a, "max"), lat(b, "max")));
            QCOMPARE(toString(d.latency.percentileOrigin), toString(origin));
            if (origin == PercentileOrigin::MergedHistogram) {
                auto merged = qtBins(a);
                for (const auto& [ns, count] : qtBins(b)) {
                    merged[ns] += count;
                }
                QCOMPARE(*d.latency.percentileNs(99), percentilesFromBins(merged, fioPercentiles()).at(99.0));
            } else {
                QCOMPARE(*d.latency.percentileNs(99), (p99Ns(a) + p99Ns(b)) / 2);
                QVERIFY(m.note.contains(QStringLiteral("not exact")));
            }
        }
    }

    void statusInterval()
    {
        QStringList arguments = test::smallJob(m_dataFile);
        arguments.replaceInStrings(QStringLiteral("--runtime=300ms"), QStringLiteral("--runtime=2500ms"));
        QString error;
        const QByteArray bytes = test::runFio(
            arguments + QStringList { QStringLiteral("--output-format=json"), QStringLiteral("--status-interval=1") },
            m_dir.filePath(QStringLiteral("interval.json")), error);
        QVERIFY2(!bytes.isEmpty(), qPrintable(error));
        QVERIFY(bytes.count("\"fio version\"") >= 2);
        const QJsonObject last = qtJson(bytes)[QStringLiteral("jobs")].toArray()[0].toObject();
        QCOMPARE(last[QStringLiteral("eta")].toInt(), 0);
        const auto parsed
            = importFioJson(bytes, QStringLiteral("interval.json"), { QStringLiteral("host"), {}, {}, false });
        QVERIFY2(parsed.ok(), qPrintable(parsed.ok() ? QString() : parsed.error()));
        QCOMPARE(parsed->measurements.size(), 1);
        QCOMPARE(*parsed->measurements.first().read.iops,
            last[QStringLiteral("read")].toObject()[QStringLiteral("iops")].toDouble());
        QVERIFY(parsed->warnings.join(QLatin1Char('\n')).contains(QStringLiteral("--status-interval")));
        const auto series
            = importFioJson(bytes, QStringLiteral("interval.json"), { QStringLiteral("host"), {}, {}, true });
        QVERIFY(series.ok());
        QCOMPARE(series->measurements.size(), bytes.count("\"fio version\""));
    }

    void fio2MicrosecondKeys()
    {
        // fio 2.x keys: clat/lat in µs, io_bytes in KiB, no timestamp. Built from a real fio 3 run by renaming keys
        // back and scaling, so the figures stay real; the test checks the units come back.
        const QByteArray bytes = generate({ QStringLiteral("--output-format=json") }, QStringLiteral("v3.json"));
        QJsonObject root = qtJson(bytes);
        QJsonArray jobs = root[QStringLiteral("jobs")].toArray();
        QJsonObject job = jobs[0].toObject();
        QJsonObject read = job[QStringLiteral("read")].toObject();
        const QJsonObject v3 = read;
        for (const char* key : { "slat", "clat", "lat" }) {
            QJsonObject latency = read.take(QLatin1String(key) + QStringLiteral("_ns")).toObject();
            for (const char* field : { "min", "max", "mean", "stddev" }) {
                latency[QLatin1String(field)] = latency[QLatin1String(field)].toDouble() / 1000.0;
            }
            QJsonObject percentiles = latency[QStringLiteral("percentile")].toObject();
            for (auto it = percentiles.begin(); it != percentiles.end(); ++it) {
                it.value() = it.value().toDouble() / 1000.0;
            }
            latency[QStringLiteral("percentile")] = percentiles;
            latency.remove(QStringLiteral("N"));
            read[QLatin1String(key)] = latency;
        }
        read[QStringLiteral("io_bytes")] = v3[QStringLiteral("io_kbytes")];
        read.remove(QStringLiteral("bw_bytes"));
        read.remove(QStringLiteral("io_kbytes"));
        job[QStringLiteral("read")] = read;
        job.remove(QStringLiteral("write"));
        job.remove(QStringLiteral("trim"));
        jobs[0] = job;
        root[QStringLiteral("jobs")] = jobs;
        root.remove(QStringLiteral("timestamp"));
        root[QStringLiteral("fio version")] = QStringLiteral("fio-2.2.10");
        const auto parsed = importFioJson(
            QJsonDocument(root).toJson(), QStringLiteral("v2.json"), { QStringLiteral("h"), {}, {}, false });
        QVERIFY2(parsed.ok(), qPrintable(parsed.ok() ? QString() : parsed.error()));
        const Measurement& m = parsed->measurements.first();
        const double meanNs = v3[QStringLiteral("lat_ns")].toObject()[QStringLiteral("mean")].toDouble();
        QVERIFY(std::abs(*m.read.latency.meanNs - meanNs) < 1e-3);
        QVERIFY(std::abs(*m.read.latency.percentileNs(99) - p99Ns(v3)) < 1e-3);
        const double bytesPerSec
            = v3[QStringLiteral("io_kbytes")].toDouble() * 1024.0 * 1000.0 / v3[QStringLiteral("runtime")].toDouble();
        QCOMPARE(*m.read.bytesPerSec, bytesPerSec);
        QVERIFY(!m.measuredAt.isValid());
    }
    void noJobOptionsNeverInvents()
    {
        // fio 2.0/2.1 write no "job options". Debian's fio 3.33 runs two different jobs for real (4 KiB random
        // reads; 512 KiB sequential writes); the options objects are then removed to give that layout.
        const QString data = m_dir.filePath(QStringLiteral("noopts"));
        QString error;
        const QByteArray bytes = test::runFio(
            { QStringLiteral("--filename=") + data, QStringLiteral("--size=4M"), QStringLiteral("--ioengine=psync"),
                QStringLiteral("--name=small"), QStringLiteral("--rw=randread"), QStringLiteral("--bs=4k"),
                QStringLiteral("--io_size=1M"), QStringLiteral("--name=large"), QStringLiteral("--rw=write"),
                QStringLiteral("--bs=512k"), QStringLiteral("--io_size=4M"), QStringLiteral("--output-format=json") },
            m_dir.filePath(QStringLiteral("noopts.json")), error);
        QVERIFY2(!bytes.isEmpty(), qPrintable(error));
        QJsonObject root = qtJson(bytes);
        root.remove(QStringLiteral("global options"));
        QJsonArray jobs = root[QStringLiteral("jobs")].toArray();
        for (qsizetype i = 0; i < jobs.size(); ++i) {
            QJsonObject job = jobs[i].toObject();
            job.remove(QStringLiteral("job options"));
            jobs[i] = job;
        }
        root[QStringLiteral("jobs")] = jobs;
        const auto parsed = importFioJson(
            QJsonDocument(root).toJson(), QStringLiteral("old.json"), { QStringLiteral("h"), {}, {}, false });
        QVERIFY2(parsed.ok(), qPrintable(parsed.ok() ? QString() : parsed.error()));
        QCOMPARE(parsed->measurements.size(), 2);
        const Measurement& small = parsed->measurements[0];
        const Measurement& large = parsed->measurements[1];
        const QJsonObject smallRead = jobs[0].toObject()[QStringLiteral("read")].toObject();
        const QJsonObject largeWrite = jobs[1].toObject()[QStringLiteral("write")].toObject();
        QCOMPARE(*small.workload.blockSizeBytes,
            std::int64_t(
                smallRead[QStringLiteral("io_bytes")].toDouble() / smallRead[QStringLiteral("total_ios")].toDouble()));
        QCOMPARE(*small.workload.blockSizeBytes, 4096);
        QCOMPARE(*large.workload.blockSizeBytes, 524288);
        QCOMPARE(*small.workload.readPct, 100.0);
        QCOMPARE(*large.workload.readPct, 0.0);
        QCOMPARE(*large.write.iops, largeWrite[QStringLiteral("iops")].toDouble());
        for (const Measurement& m : parsed->measurements) {
            QVERIFY(!m.workload.randomPct); // never assumed
            QVERIFY(!m.workload.queueDepth);
            QVERIFY(!m.queueDepth);
            QVERIFY(!m.workload.jobs);
            QVERIFY(!m.loadSetting);
            QVERIFY2(m.note.contains(QStringLiteral("io_bytes ÷ total_ios")), qPrintable(m.note));
            QVERIFY2(m.note.contains(QStringLiteral("random %, queue depth and jobs unknown")), qPrintable(m.note));
        }
        QVERIFY(small.workload.canonicalName() != large.workload.canonicalName()); // never one curve
        QCOMPARE(small.workload.canonicalName(), QStringLiteral("4k_100rd (fio job 'small')"));
        QCOMPARE(large.workload.canonicalName(), QStringLiteral("512k_0rd (fio job 'large')"));
    }

    void failedJobIsRefused()
    {
        // A real fio error: 1000-byte O_DIRECT reads are not aligned, the job ends with "error": 22 (EINVAL).
        QString error;
        const QByteArray bytes = test::runFioKeepingFailure(
            { QStringLiteral("--name=t"), QStringLiteral("--filename=") + m_dir.filePath(QStringLiteral("einval")),
                QStringLiteral("--size=1M"), QStringLiteral("--bs=1000"), QStringLiteral("--direct=1"),
                QStringLiteral("--rw=randread"), QStringLiteral("--ioengine=psync"),
                QStringLiteral("--output-format=json") },
            m_dir.filePath(QStringLiteral("failed.json")), error);
        QVERIFY2(!bytes.isEmpty(), qPrintable(error));
        const int fioError
            = qtJson(bytes)[QStringLiteral("jobs")].toArray()[0].toObject()[QStringLiteral("error")].toInt();
        if (fioError == 0) {
            QSKIP("this file system accepted unaligned O_DIRECT reads; fio reported no error");
        }
        const auto refused
            = importFioJson(bytes, QStringLiteral("failed.json"), { QStringLiteral("h"), {}, {}, false });
        QVERIFY(!refused.ok());
        QVERIFY2(refused.error().contains(QStringLiteral("failed.json: $.jobs[0]")), qPrintable(refused.error()));
        QVERIFY2(
            refused.error().contains(QStringLiteral("fio error %1 (%2)").arg(fioError).arg(qt_error_string(fioError))),
            qPrintable(refused.error()));
        QVERIFY2(refused.error().contains(QStringLiteral("--allow-failed")), qPrintable(refused.error()));
        ImportOptions keep { QStringLiteral("h"), {}, {}, false };
        keep.allowFailed = true;
        const auto kept = importFioJson(bytes, QStringLiteral("failed.json"), keep);
        QVERIFY2(kept.ok(), qPrintable(kept.ok() ? QString() : kept.error()));
        QCOMPARE(kept->measurements.size(), 1);
        const Measurement& m = kept->measurements.first();
        QVERIFY(m.failed);
        QVERIFY2(m.warning.contains(QStringLiteral("fio error %1").arg(fioError)), qPrintable(m.warning));
        QVERIFY(kept->warnings.join(QLatin1Char('\n')).contains(QStringLiteral("kept marked failed")));
        QVERIFY(Curve::fromMeasurements(QStringLiteral("h"), QString(), kept->measurements).points.isEmpty());
    }

    // Issue 30, finding 5: Debian's fio 3.33 writes "eta": 2147483647 in the final output of a run that finished;
    // that is not an interruption. A size-based job and a time_based one, each run to its end.
    void finishedRunIsNotInterrupted_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::newRow("time_based") << test::smallJob(m_dataFile);
        QStringList sizeBased = test::smallJob(m_dataFile, QStringLiteral("read"));
        sizeBased.removeAll(QStringLiteral("--time_based"));
        QTest::newRow("size-based") << sizeBased;
    }
    void finishedRunIsNotInterrupted()
    {
        QFETCH(QStringList, arguments);
        QString error;
        const QByteArray bytes = test::runFio(
            arguments << QStringLiteral("--output-format=json"), m_dir.filePath(QStringLiteral("done.json")), error);
        QVERIFY2(!bytes.isEmpty(), qPrintable(error));
        const QJsonObject job = qtJson(bytes)[QStringLiteral("jobs")].toArray()[0].toObject();
        qInfo("fio wrote eta %lld", static_cast<long long>(job[QStringLiteral("eta")].toDouble()));
        const auto parsed = importFioJson(bytes, QStringLiteral("done.json"), { QStringLiteral("h"), {}, {}, false });
        QVERIFY2(parsed.ok(), qPrintable(parsed.ok() ? QString() : parsed.error()));
        QCOMPARE(parsed->measurements.size(), 1);
        QVERIFY2(parsed->measurements.first().warning.isEmpty(), qPrintable(parsed->measurements.first().warning));
        QVERIFY2(!parsed->warnings.join(QLatin1Char('\n')).contains(QStringLiteral("interrupted")),
            qPrintable(parsed->warnings.join(QLatin1Char('\n'))));
    }

    void signalInterruptedRunIsStoredWithWarning_data()
    {
        QTest::addColumn<int>("signal");
        QTest::newRow("SIGINT") << int(SIGINT);
        QTest::newRow("SIGTERM") << int(SIGTERM);
    }
    void signalInterruptedRunIsStoredWithWarning()
    {
        // A real interruption: fio runs a 10 s time-based job and gets the signal once it is running (its first
        // --status-interval report is written by then); it still writes its final JSON, after "fio: terminating on
        // signal N".
        QFETCH(int, signal);
        const QString data = m_dir.filePath(QStringLiteral("interrupted"));
        // One output per row: the first report of a new file is what tells that fio is running.
        const QString output = m_dir.filePath(QStringLiteral("interrupted-%1.json").arg(signal));
        QProcess fio;
        fio.start(test::fioPath(),
            { QStringLiteral("--name=t"), QStringLiteral("--filename=") + data, QStringLiteral("--size=1M"),
                QStringLiteral("--bs=4k"), QStringLiteral("--rw=randread"), QStringLiteral("--ioengine=psync"),
                QStringLiteral("--runtime=10"), QStringLiteral("--time_based"), QStringLiteral("--output-format=json"),
                QStringLiteral("--status-interval=1"), QStringLiteral("--output=") + output });
        QVERIFY(fio.waitForStarted());
        QTRY_VERIFY_WITH_TIMEOUT(QFileInfo(output).size() > 0, 20000);
        for (int attempt = 0; attempt < 3 && fio.state() != QProcess::NotRunning; ++attempt) {
            QCOMPARE(::kill(static_cast<pid_t>(fio.processId()), signal), 0);
            fio.waitForFinished(10000);
        }
        QCOMPARE(fio.state(), QProcess::NotRunning);
        const QByteArray bytes = readFile(output);
        QVERIFY2(
            bytes.contains("fio: terminating on signal " + QByteArray::number(signal)), bytes.left(200).constData());
        const auto parsed
            = importFioJson(bytes, QStringLiteral("interrupted.json"), { QStringLiteral("h"), {}, {}, false });
        QVERIFY2(parsed.ok(), qPrintable(parsed.ok() ? QString() : parsed.error()));
        const Measurement& m = parsed->measurements.first();
        QVERIFY(!m.failed);
        QVERIFY2(m.warning.contains(QStringLiteral("interrupted: fio was terminated by signal %1").arg(signal)),
            qPrintable(m.warning));
        QVERIFY2(m.warning.contains(QStringLiteral("of the configured 10 s")), qPrintable(m.warning));
        QVERIFY(parsed->warnings.join(QLatin1Char('\n')).contains(QStringLiteral("stored with this warning")));
        const QJsonObject read
            = qtJson(bytes)[QStringLiteral("jobs")].toArray()[0].toObject()[QStringLiteral("read")].toObject();
        QCOMPARE(*m.read.iops, read[QStringLiteral("iops")].toDouble()); // the figures themselves are fio's
    }
};

QTEST_MAIN(TestFioImporter)
#include "tst_fioimporter.moc"
