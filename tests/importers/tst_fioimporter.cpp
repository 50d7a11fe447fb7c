// fio JSON import: the project's fixtures (tests/data) (fio 3.1 QD sweep, fio 3.7 client/server) checked against the
// files themselves, and real output of Debian's fio generated here (json, json+, normal+json, clones, status-interval).
#include "fiorunner.h"
#include "importers/fioimporter.h"
#include "importers/latencymerge.h"
#include "model/curve.h"

#include <csignal>

#include <QDirIterator>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

using namespace headroom;

namespace {

QByteArray readFile(const QString& path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

// The JSON object of a fio output file as Qt reads it (independent of the importer): from the first line that
// starts with '{' to its last '}' (documentIndex-th document when there are several).
QJsonObject qtJson(const QByteArray& bytes, int documentIndex = -1)
{
    QList<QByteArray> documents;
    qsizetype from = bytes.startsWith('{') ? 0 : bytes.indexOf("\n{") + 1;
    while (from > 0 || (from == 0 && bytes.startsWith('{'))) {
        const qsizetype end = bytes.indexOf("\n}", from);
        documents << bytes.mid(from, end + 2 - from);
        const qsizetype next = bytes.indexOf("\n{", end);
        if (next < 0) {
            break;
        }
        from = next + 1;
    }
    const QByteArray chosen = documentIndex < 0 ? documents.last() : documents.at(documentIndex);
    return QJsonDocument::fromJson(chosen).object();
}

double p99Ns(const QJsonObject& direction, const char* latencyKey = "clat_ns")
{
    return direction[QLatin1String(latencyKey)]
        .toObject()[QStringLiteral("percentile")]
        .toObject()[QStringLiteral("99.000000")]
        .toDouble();
}

std::map<std::int64_t, std::uint64_t> qtBins(const QJsonObject& direction)
{
    std::map<std::int64_t, std::uint64_t> bins;
    const QJsonObject object = direction[QStringLiteral("clat_ns")].toObject()[QStringLiteral("bins")].toObject();
    for (auto it = object.begin(); it != object.end(); ++it) {
        bins[it.key().toLongLong()] += static_cast<std::uint64_t>(it.value().toDouble());
    }
    return bins;
}

} // namespace

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
        QCOMPARE(toString(m.read.latency.kind), toString(LatencyKind::Completion)); // percentiles only on clat_ns
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
        QCOMPARE(
            toString(m.read.latency.kind), toString(latPercentiles ? LatencyKind::Total : LatencyKind::Completion));
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

    // Issue 30: a failed job's name was quoted whole (a 300 MB name made 314 MB of stderr). A real fio file with
    // its job name grown to 1 MiB and an error set, as the reliability campaign mutated them.
    void failedJobWithAHugeNameIsQuotedShortened()
    {
        QFile file(
            QStringLiteral(HEADROOM_SOURCE_DIR "/tests/data/fio/fio-2.18-randread-qd-sweep/randread-qd08-jobs01.json"));
        QVERIFY(file.open(QIODevice::ReadOnly));
        QJsonObject document = qtJson(file.readAll());
        QJsonArray jobs = document[QStringLiteral("jobs")].toArray();
        QJsonObject job = jobs[0].toObject();
        job[QStringLiteral("jobname")] = QString(1 << 20, QLatin1Char('J'));
        job[QStringLiteral("error")] = 5;
        jobs[0] = job;
        document[QStringLiteral("jobs")] = jobs;
        const auto refused = importFioJson(
            QJsonDocument(document).toJson(), QStringLiteral("huge.json"), { QStringLiteral("h"), {}, {}, false });
        QVERIFY(!refused.ok());
        QVERIFY2(refused.error().size() < 1000, qPrintable(QString::number(refused.error().size())));
        QVERIFY2(
            refused.error().contains(QStringLiteral("JJJJ…' failed with fio error 5")), qPrintable(refused.error()));
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
