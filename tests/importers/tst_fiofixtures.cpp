// SPDX-License-Identifier: GPL-3.0-or-later
// fio JSON import of the project's fixtures (tests/data/fio: fio 3.1 QD sweep, fio 2.18 sweep, fio 3.7 client/server),
// each figure checked against the file itself as Qt reads it.
#include "fioqtjson.h"
#include "importers/fioimporter.h"
#include "model/curve.h"

#include <QTest>

using namespace headroom;
using namespace headroom::test;

class TestFioFixtures : public QObject {
    Q_OBJECT

private slots:
    void qdSweepFixture_data()
    {
        QTest::addColumn<QString>("path");
        QTest::addColumn<int>("iodepth");
        const QString folder = QStringLiteral(HEADROOM_SOURCE_DIR "/tests/data/fio/fio-3.1-mx200-randread-qd-sweep");
        for (int qd : { 1, 2, 4, 8, 16, 32, 64 }) {
            const QString name = QStringLiteral("randread-qd%1-jobs1.json").arg(qd);
            QTest::newRow(qPrintable(name)) << folder + QLatin1Char('/') + name << qd;
        }
    }

    void qdSweepFixture()
    {
        QFETCH(QString, path);
        QFETCH(int, iodepth);
        const QByteArray bytes = readFile(path);
        QVERIFY(!bytes.isEmpty());
        const QJsonObject read
            = qtJson(bytes)[QStringLiteral("jobs")].toArray()[0].toObject()[QStringLiteral("read")].toObject();
        const auto parsed = importFioJson(bytes, path, {});
        QVERIFY2(parsed.ok(), qPrintable(parsed.ok() ? QString() : parsed.error()));
        QCOMPARE(parsed->measurements.size(), 1);
        const Measurement& m = parsed->measurements.first();
        QCOMPARE(*m.read.iops, read[QStringLiteral("iops")].toDouble());
        // fio 3.1 has no bw_bytes: bytes/s = io_bytes / runtime, fio's own formula (bw in KiB/s is truncated).
        const double bytesPerSec
            = read[QStringLiteral("io_bytes")].toDouble() * 1000.0 / read[QStringLiteral("runtime")].toDouble();
        QCOMPARE(*m.read.bytesPerSec, bytesPerSec);
        QVERIFY(std::abs(*m.read.bytesPerSec / 1024.0 - read[QStringLiteral("bw")].toDouble()) < 1.0);
        QCOMPARE(*m.read.latency.meanNs, read[QStringLiteral("lat_ns")].toObject()[QStringLiteral("mean")].toDouble());
        QCOMPARE(*m.read.latency.percentileNs(99), p99Ns(read));
        QCOMPARE(toString(m.read.latency.kind), toString(LatencyKind::Total)); // the mean is lat_ns
        QCOMPARE(toString(m.read.latency.percentileKind), toString(LatencyKind::Completion)); // only clat_ns has them
        QCOMPARE(toString(m.read.latency.percentileOrigin), toString(PercentileOrigin::Exact));
        QVERIFY(!m.read.latency.percentilesNs.count(0.0)); // the "0.00" padding (duplicate keys) is dropped
        QVERIFY(m.write.isEmpty());
        QCOMPARE(*m.loadSetting, double(iodepth));
        QCOMPARE(m.workload.queueDepth, std::nullopt); // the QD sweep is one workload, one curve
        QCOMPARE(*m.workload.blockSizeBytes, 4096);
        QCOMPARE(*m.workload.readPct, 100.0);
        QCOMPARE(*m.workload.randomPct, 100.0);
        QCOMPARE(*m.workload.directIo, true);
        QVERIFY(m.note.contains(QStringLiteral("ioengine=libaio")));
        QCOMPARE(m.measuredAt.toSecsSinceEpoch(), qtJson(bytes)[QStringLiteral("timestamp")].toInteger());
    }

    void clientServerFixture()
    {
        const QString path = QStringLiteral(HEADROOM_SOURCE_DIR "/tests/data/fio/fio-3.7-client-server/fio-result.txt");
        const QByteArray bytes = readFile(path);
        const QJsonArray stats = qtJson(bytes)[QStringLiteral("client_stats")].toArray();
        const auto parsed = importFioJson(bytes, path, {});
        QVERIFY2(parsed.ok(), qPrintable(parsed.ok() ? QString() : parsed.error()));
        QCOMPARE(parsed->measurements.size(), 3); // two hosts and the aggregate
        QCOMPARE(parsed->measurements[0].systemName, QStringLiteral("perf36+perf84"));
        for (const Measurement& m : parsed->measurements) {
            double iops = 0;
            double bytesPerSec = 0;
            double ios = 0;
            double latSum = 0;
            double p99Sum = 0;
            int entries = 0;
            for (const QJsonValue& value : stats) {
                const QJsonObject entry = value.toObject();
                const bool all = entry[QStringLiteral("jobname")].toString() == QStringLiteral("All clients");
                if (all != m.host.isEmpty() || (!all && entry[QStringLiteral("hostname")].toString() != m.host)) {
                    continue;
                }
                const QJsonObject read = entry[QStringLiteral("read")].toObject();
                iops += read[QStringLiteral("iops")].toDouble();
                bytesPerSec += read[QStringLiteral("bw_bytes")].toDouble();
                ios += read[QStringLiteral("total_ios")].toDouble();
                latSum += read[QStringLiteral("total_ios")].toDouble()
                    * read[QStringLiteral("lat_ns")].toObject()[QStringLiteral("mean")].toDouble();
                p99Sum += p99Ns(read);
                ++entries;
            }
            QCOMPARE(entries, m.host.isEmpty() ? 1 : 5);
            QVERIFY(std::abs(*m.read.iops - iops) < 1e-6 * iops);
            QCOMPARE(*m.read.bytesPerSec, bytesPerSec);
            QVERIFY(std::abs(*m.read.latency.meanNs - latSum / ios) < 1e-6 * latSum / ios);
            if (!m.host.isEmpty()) {
                QCOMPARE(toString(m.read.latency.percentileOrigin), toString(PercentileOrigin::MeanOfPerWorker));
                QCOMPARE(*m.read.latency.percentileNs(99), p99Sum / entries);
                QCOMPARE(*m.workload.jobs, 5);
            }
        }
        QCOMPARE(parsed->measurements[0].host, QStringLiteral("perf36"));
        QCOMPARE(parsed->measurements[1].host, QStringLiteral("perf84"));
        QVERIFY(parsed->measurements[2].host.isEmpty()); // "All clients" carries perf84's name: not a host
        QVERIFY(parsed->measurements[0].perHost);
        QVERIFY(parsed->measurements[1].perHost);
        QVERIFY(!parsed->measurements[2].perHost);
        QCOMPARE(*parsed->measurements[2].read.iops, 93198.150858);
        QVERIFY(!parsed->measurements[0].workload.queueDepth);
        QCOMPARE(*parsed->measurements[0].loadSetting, 32.0); // iodepth from the duplicated global options
        QCOMPARE(*parsed->measurements[0].workload.rampSec, 5.0);
        QCOMPARE(parsed->measurements[0].queueDepth, std::optional<int>(32));
        // The hosts are the cluster's parts, not load points: the curve holds only "All clients".
        const Curve curve = Curve::fromMeasurements(
            parsed->measurements[0].systemName, parsed->measurements[0].workload.canonicalName(), parsed->measurements);
        QCOMPARE(curve.points.size(), 1);
        QCOMPARE(*curve.points.first().read.iops, 93198.150858);
    }

    void globalOptionsArrayFromFio339()
    {
        // fio ≥ 3.39 writes client-mode "global options" as an array, one object per server. Built from the fio 3.7
        // fixture by turning its object into that array, with a different iodepth per host.
        const QString path = QStringLiteral(HEADROOM_SOURCE_DIR "/tests/data/fio/fio-3.7-client-server/fio-result.txt");
        QJsonObject root = qtJson(readFile(path));
        const QJsonObject global = root[QStringLiteral("global options")].toObject();
        QJsonArray perHost;
        for (const auto& [host, depth] : { std::pair { "perf36", "8" }, std::pair { "perf84", "16" } }) {
            QJsonObject options = global;
            options[QStringLiteral("hostname")] = QLatin1String(host);
            options[QStringLiteral("port")] = 8765;
            options[QStringLiteral("iodepth")] = QLatin1String(depth);
            perHost.append(options);
        }
        root[QStringLiteral("global options")] = perHost;
        const auto parsed = importFioJson(QJsonDocument(root).toJson(), QStringLiteral("339.json"), {});
        QVERIFY2(parsed.ok(), qPrintable(parsed.ok() ? QString() : parsed.error()));
        QCOMPARE(parsed->measurements.size(), 3);
        QCOMPARE(parsed->measurements[0].host, QStringLiteral("perf36"));
        QCOMPARE(*parsed->measurements[0].loadSetting, 8.0);
        QCOMPARE(parsed->measurements[1].host, QStringLiteral("perf84"));
        QCOMPARE(*parsed->measurements[1].loadSetting, 16.0);
    }

    void fio218SweepIsOneCurve()
    {
        // fio 2.18: latencies in µs under slat/clat/lat, io_bytes in KiB, iodepth written "01". One workload, the
        // queue depth as load and as the point's depth, figures scaled to ns and bytes.
        const QString folder = QStringLiteral(HEADROOM_SOURCE_DIR "/tests/data/fio/fio-2.18-randread-qd-sweep");
        QList<Measurement> points;
        for (int qd : { 1, 2, 4, 8, 16, 32, 64, 128 }) {
            const QString path = folder + QStringLiteral("/randread-qd%1-jobs01.json").arg(qd, 2, 10, QLatin1Char('0'));
            const QByteArray bytes = readFile(path);
            QVERIFY2(!bytes.isEmpty(), qPrintable(path));
            const QJsonObject job = qtJson(bytes)[QStringLiteral("jobs")].toArray()[0].toObject();
            const QJsonObject read = job[QStringLiteral("read")].toObject();
            const auto parsed = importFioJson(bytes, path, { QStringLiteral("ssd"), {}, {}, false });
            QVERIFY2(parsed.ok(), qPrintable(parsed.ok() ? QString() : parsed.error()));
            QCOMPARE(parsed->measurements.size(), 1);
            const Measurement& m = parsed->measurements.first();
            QVERIFY2(m.warning.isEmpty(), qPrintable(m.warning));
            QCOMPARE(*m.loadSetting, double(qd));
            QCOMPARE(m.queueDepth, std::optional<int>(qd));
            QCOMPARE(m.workload.canonicalName(), QStringLiteral("4k_100rd_100rand_j1"));
            QCOMPARE(*m.read.iops, read[QStringLiteral("iops")].toDouble());
            QCOMPARE(*m.read.bytesPerSec,
                read[QStringLiteral("io_bytes")].toDouble() * 1024.0 * 1000.0
                    / read[QStringLiteral("runtime")].toDouble());
            const QJsonObject lat = read[QStringLiteral("lat")].toObject();
            QCOMPARE(*m.read.latency.meanNs, lat[QStringLiteral("mean")].toDouble() * 1000.0);
            QCOMPARE(*m.read.latency.minNs, lat[QStringLiteral("min")].toDouble() * 1000.0);
            QCOMPARE(*m.read.latency.maxNs, lat[QStringLiteral("max")].toDouble() * 1000.0);
            QCOMPARE(*m.read.latency.percentileNs(99),
                read[QStringLiteral("clat")]
                        .toObject()[QStringLiteral("percentile")]
                        .toObject()[QStringLiteral("99.000000")]
                        .toDouble()
                    * 1000.0);
            points << m;
        }
        const Curve curve
            = Curve::fromMeasurements(QStringLiteral("ssd"), points.first().workload.canonicalName(), points);
        QCOMPARE(curve.points.size(), 8);
        QCOMPARE(*curve.points.last().loadSetting, 128.0);
    }

    // Issue 30: a failed job's name was quoted whole (a 300 MB name made 314 MB of stderr). A real fio file with
    // its job name grown and an error set, as the reliability campaign mutated them: a name a name may be (4,000
    // bytes) is quoted shortened; 1 MiB is refused as too long a name before anything quotes it (issue 31).
    void failedJobWithAHugeNameIsQuotedShortened()
    {
        QFile file(
            QStringLiteral(HEADROOM_SOURCE_DIR "/tests/data/fio/fio-2.18-randread-qd-sweep/randread-qd08-jobs01.json"));
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QJsonObject original = qtJson(file.readAll());
        for (const int length : { 4000, 1 << 20 }) {
            QJsonObject document = original;
            QJsonArray jobs = document[QStringLiteral("jobs")].toArray();
            QJsonObject job = jobs[0].toObject();
            job[QStringLiteral("jobname")] = QString(length, QLatin1Char('J'));
            job[QStringLiteral("error")] = 5;
            jobs[0] = job;
            document[QStringLiteral("jobs")] = jobs;
            const auto refused = importFioJson(
                QJsonDocument(document).toJson(), QStringLiteral("huge.json"), { QStringLiteral("h"), {}, {}, false });
            QVERIFY(!refused.ok());
            QVERIFY2(refused.error().size() < 1000, qPrintable(QString::number(refused.error().size())));
            const QString expected = length == 4000
                ? QStringLiteral("JJJJ…' failed with fio error 5")
                : QStringLiteral("$.jobs[0].jobname: 1048576 bytes of text, more than the 4 KiB it may hold");
            QVERIFY2(refused.error().contains(expected), qPrintable(refused.error()));
        }
    }
};

QTEST_MAIN(TestFioFixtures)
#include "tst_fiofixtures.moc"
