// SPDX-License-Identifier: GPL-3.0-or-later
// HCIBench: the published result blocks (one flattened onto a line) checked against the file, constructed
// variants of the -res.txt layout (old CPU lines, %.4f, PODS, vdbench flavour), and a results directory whose
// per-VM files are real fio json+ output, merged into a true cluster percentile.
#include "fiorunner.h"
#include "importers/hcibenchimporter.h"
#include "importers/importplan.h"
#include "importers/latencymerge.h"
#include "model/curve.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QTest>

using namespace headroom;

class TestHciBenchImporter : public QObject {
    Q_OBJECT

private slots:
    void publishedBlocks_data()
    {
        QTest::addColumn<int>("index");
        QTest::addColumn<QString>("workload");
        QTest::addColumn<double>("iops");
        QTest::addColumn<double>("mibPerSec");
        QTest::addColumn<double>("readMs");
        QTest::addColumn<double>("writeMs");
        QTest::addColumn<double>("readP95Ms");
        QTest::addColumn<double>("writeP95Ms");
        QTest::addColumn<double>("cpuAverage");
        QTest::addColumn<double>("firstHostCpu");
        // Figures as printed in tests/data/hcibench/optane-homelab-results-as-published.txt (0 = none).
        QTest::newRow("flattened 4k 70/30") << 0 << QStringLiteral("fio_8vmdk_100ws_4k_70rdpct_100randompct_4threads")
                                            << 30584.21 << 119.0 << 7.83 << 23.73 << 19.0 << 51.0 << 93.64 << 95.16;
        QTest::newRow("4k 100 read") << 1 << QStringLiteral("fio_8vmdk_100ws_4k_100rdpct_100randompct_4threads")
                                     << 56653.00 << 221.0 << 6.77 << 0.0 << 16.0 << 0.0 << 95.91 << 96.11;
        QTest::newRow("8k 50/50") << 2 << QStringLiteral("fio_8vmdk_100ws_8k_50rdpct_100randompct_4threads") << 14130.11
                                  << 110.0 << 20.11 << 34.34 << 59.0 << 72.0 << 72.71 << 75.73;
        QTest::newRow("256k seq write") << 3 << QStringLiteral("fio_8vmdk_100ws_256k_0rdpct_0randompct_1threads")
                                        << 789.47 << 197.0 << 0.0 << 123.32 << 0.0 << 236.0 << 40.42 << 41.92;
    }

    void publishedBlocks()
    {
        QFETCH(int, index);
        QFETCH(QString, workload);
        QFETCH(double, iops);
        QFETCH(double, mibPerSec);
        QFETCH(double, readMs);
        QFETCH(double, writeMs);
        QFETCH(double, readP95Ms);
        QFETCH(double, writeP95Ms);
        QFETCH(double, cpuAverage);
        QFETCH(double, firstHostCpu);
        QFile file(QStringLiteral(HEADROOM_SOURCE_DIR "/tests/data/hcibench/optane-homelab-results-as-published.txt"));
        QVERIFY(file.open(QIODevice::ReadOnly));
        const auto parsed = importHciBenchSummary(QString::fromUtf8(file.readAll()), file.fileName(), {});
        QVERIFY2(parsed.ok(), qPrintable(parsed.ok() ? QString() : parsed.error()));
        QCOMPARE(parsed->measurements.size(), 4);
        const Measurement& m = parsed->measurements.at(index);
        QCOMPARE(m.workload.canonicalName(), workload);
        QCOMPARE(*m.iops, iops);
        QCOMPARE(*m.bytesPerSec, mibPerSec * 1048576.0); // HCIBench's MB/s is MiB/s
        QCOMPARE(m.systemName, QStringLiteral("VSAN8-Cluster"));
        const auto check = [](const DirectionStats& d, double meanMs, double p95Ms) {
            if (meanMs == 0) {
                return d.isEmpty();
            }
            return d.latency.meanNs && qFuzzyCompare(*d.latency.meanNs, meanMs * 1e6)
                && qFuzzyCompare(*d.latency.percentileNs(95), p95Ms * 1e6)
                && d.latency.percentileOrigin == PercentileOrigin::MeanOfPerWorker;
        };
        QVERIFY(check(m.read, readMs, readP95Ms));
        QVERIFY(check(m.write, writeMs, writeP95Ms));
        QCOMPARE(*m.cpu.hostPct, cpuAverage);
        QCOMPARE(m.cpu.perHost.size(), 3);
        QCOMPARE(m.cpu.perHost.first().host, QStringLiteral("esxi8-01.aitn.local"));
        QCOMPARE(*m.cpu.perHost.first().cpuUsagePct, firstHostCpu);
        QVERIFY(m.note.contains(QStringLiteral("not a cluster percentile")));
    }

    void layoutVariants_data()
    {
        // Constructed from the layout described in reference/formats.md (not HCIBench output).
        QTest::addColumn<QString>("text");
        QTest::addColumn<double>("iops");
        QTest::addColumn<double>("cpu");
        QTest::addColumn<bool>("pods");
        QTest::addColumn<bool>("estimated");
        QTest::newRow("old CPU USAGE lines, %.2f") << QStringLiteral(
            "Datastore = vsanDatastore\nJOB_NAME = job0\nVMs = 8\nIOPS = 1234.50 IO/S\nTHROUGHPUT = 4.00 MB/s\n"
            "R_LATENCY = 1.25 ms\nW_LATENCY = 2.50 ms\n95%tile_R_LAT = 3.00 ms\n95%tile_W_LAT = 4.00 ms\n"
            "Resource Usage:\nCPU USAGE = 45.12%\nRAM USAGE = 30.10%\nvSAN PCPU USAGE = 12.30%\n")
                                                   << 1234.5 << 45.12 << false << false;
        QTest::newRow("%.4f with PODS") << QStringLiteral(
            "Datastore = ds1\n=============================\nJOB_NAME = job0\nPODS = 4\nIOPS = 98765.4321 IO/S\n"
            "THROUGHPUT = 385.8025 MB/s\nR_LATENCY = 0.5123 ms\nW_LATENCY = 0.0000 ms\n95%tile_R_LAT = 0.9000 ms\n"
            "95%tile_W_LAT = 0.0000 ms\n")
                                        << 98765.4321 << -1.0 << true << false;
        QTest::newRow("vdbench flavour") << QStringLiteral(
            "Version: vdbench50407\nRun Def: RD=run1\nDatastore = vsanDatastore\nJOB_NAME = job0\nVMs = 2\n"
            "IOPS = 5000.00 IO/S\nTHROUGHPUT = 19.53 MB/s\nLATENCY = 0.80 ms\n95%tile_LAT = 1.20 ms\n")
                                         << 5000.0 << -1.0 << false << true;
    }

    void layoutVariants()
    {
        QFETCH(QString, text);
        QFETCH(double, iops);
        QFETCH(double, cpu);
        QFETCH(bool, pods);
        QFETCH(bool, estimated);
        const auto parsed
            = importHciBenchSummary(text, QStringLiteral("x-res.txt"), { QStringLiteral("S"), {}, {}, false });
        QVERIFY2(parsed.ok(), qPrintable(parsed.ok() ? QString() : parsed.error()));
        QCOMPARE(parsed->measurements.size(), 1);
        const Measurement& m = parsed->measurements.first();
        QCOMPARE(*m.iops, iops);
        QCOMPARE(m.cpu.hostPct.value_or(-1.0), cpu);
        QCOMPARE(m.note.contains(QStringLiteral("pods")), pods);
        QCOMPARE(m.combined.latency.percentileOrigin == PercentileOrigin::Estimated, estimated);
        if (estimated) {
            QCOMPARE(*m.combined.latency.percentileNs(95), 1.2e6);
        }
    }

    void resultsDirectoryGivesClusterPercentile()
    {
        QVERIFY2(QFile::exists(test::fioPath()), "Debian's fio is required");
        QTemporaryDir dir;
        const QString test = QStringLiteral("fio-1vmdk-100ws-4k-100rdpct-100randompct-1threads-1700000000");
        const QString folder = dir.filePath(QStringLiteral("easy-run-1700000000/") + test);
        QVERIFY(QDir().mkpath(folder));
        QJsonArray vms;
        for (int vm = 1; vm <= 2; ++vm) {
            QString error;
            const QByteArray bytes = test::runFio(test::smallJob(dir.filePath(QStringLiteral("data%1").arg(vm)))
                    + QStringList { QStringLiteral("--output-format=json+") },
                folder + QStringLiteral("/hci-vm-%1.json").arg(vm), error);
            QVERIFY2(!bytes.isEmpty(), qPrintable(error));
            vms.append(
                QJsonDocument::fromJson(bytes).object()[QStringLiteral("jobs")].toArray()[0].toObject()[QStringLiteral(
                    "read")]);
        }
        QFile parameters(folder + QStringLiteral("/param.txt"));
        QVERIFY(parameters.open(QIODevice::WriteOnly));
        parameters.write("; block_size: 4k\n[global]\nbs=4k\n");
        parameters.close();
        // A summary written the way HCIBench computes it (formats.md): sums, means of per-VM figures.
        double iops = 0;
        double bwKiB = 0;
        double latMs = 0;
        double p95Ms = 0;
        std::map<std::int64_t, std::uint64_t> merged;
        for (const QJsonValue& vm : vms) {
            const QJsonObject read = vm.toObject();
            iops += read[QStringLiteral("iops")].toDouble();
            bwKiB += read[QStringLiteral("bw")].toDouble();
            latMs += read[QStringLiteral("lat_ns")].toObject()[QStringLiteral("mean")].toDouble() / 1e6 / 2;
            const QJsonObject clat = read[QStringLiteral("clat_ns")].toObject();
            p95Ms += clat[QStringLiteral("percentile")].toObject()[QStringLiteral("95.000000")].toDouble() / 1e6 / 2;
            const QJsonObject bins = clat[QStringLiteral("bins")].toObject();
            for (auto it = bins.begin(); it != bins.end(); ++it) {
                merged[it.key().toLongLong()] += static_cast<std::uint64_t>(it.value().toDouble());
            }
        }
        QFile summary(dir.filePath(QStringLiteral("easy-run-1700000000/") + test + QStringLiteral("-res.txt")));
        QVERIFY(summary.open(QIODevice::WriteOnly));
        summary.write(QStringLiteral("Datastore = localDs\n=============================\nJOB_NAME = job0\nVMs = 2\n"
                                     "IOPS = %1 IO/S\nTHROUGHPUT = %2 MB/s\nR_LATENCY = %3 ms\nW_LATENCY = 0.00 ms\n"
                                     "95%tile_R_LAT = %4 ms\n95%tile_W_LAT = 0.00 ms\n")
                          .arg(iops, 0, 'f', 2)
                          .arg(std::floor(bwKiB / 1024), 0, 'f', 2)
                          .arg(latMs, 0, 'f', 2)
                          .arg(p95Ms, 0, 'f', 2)
                          .toUtf8());
        summary.close();

        const ImportPlan plan = planImport({ dir.path() }, { QStringLiteral("lab"), {}, {}, false });
        QVERIFY2(plan.error.isEmpty(), qPrintable(plan.error));
        QCOMPARE(plan.sources.size(), 1); // the summary and its test folder are one source
        const Measurement& m = plan.sources.first().measurements.first();
        QCOMPARE(m.workload.canonicalName(), QStringLiteral("fio_1vmdk_100ws_4k_100rdpct_100randompct_1threads"));
        QVERIFY(std::abs(*m.iops - iops) < 1e-6 * iops);
        QCOMPARE(toString(m.read.latency.percentileOrigin), toString(PercentileOrigin::MergedHistogram));
        QCOMPARE(*m.read.latency.percentileNs(99), percentilesFromBins(merged, fioPercentiles()).at(99.0));
        QCOMPARE(*m.read.latency.percentileNs(95), percentilesFromBins(merged, fioPercentiles()).at(95.0));
        QVERIFY(m.note.contains(QStringLiteral("HCIBench printed")));
        QVERIFY(!plan.sources.first().source.sha256.isEmpty());
    }

    void pastedWithoutDatastore()
    {
        // The published blocks with their "Test name:" and "Datastore =" lines cut away, as a paste from the middle
        // of a web page holds them: every figure is still there, so every block is read.
        QFile file(QStringLiteral(HEADROOM_SOURCE_DIR "/tests/data/hcibench/optane-homelab-results-as-published.txt"));
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QString published = QString::fromUtf8(file.readAll());
        QString pasted = published;
        pasted.remove(QRegularExpression(QStringLiteral("Test name:[^\\n]*?(?=Datastore|\\n)")));
        pasted.remove(QRegularExpression(QStringLiteral("Datastore = \\S+")));
        QVERIFY(!pasted.contains(QStringLiteral("Datastore")));
        const auto full
            = importHciBenchSummary(published, QStringLiteral("full.txt"), { QStringLiteral("S"), {}, {}, false });
        const auto cut
            = importHciBenchSummary(pasted, QStringLiteral("pasted.txt"), { QStringLiteral("S"), {}, {}, false });
        QVERIFY2(cut.ok(), qPrintable(cut.ok() ? QString() : cut.error()));
        QVERIFY(full.ok());
        QCOMPARE(cut->measurements.size(), full->measurements.size());
        for (qsizetype i = 0; i < cut->measurements.size(); ++i) {
            QCOMPARE(cut->measurements[i].iops, full->measurements[i].iops);
            QCOMPARE(cut->measurements[i].bytesPerSec, full->measurements[i].bytesPerSec);
            QCOMPARE(cut->measurements[i].read.latency.meanNs, full->measurements[i].read.latency.meanNs);
            QCOMPARE(cut->measurements[i].write.latency.percentileNs(95),
                full->measurements[i].write.latency.percentileNs(95));
        }
    }

    void rateSeriesIsOneCurve()
    {
        // Test names of an HCIBench rate curve (the rate as a last "<N>pct" part) with constructed figures: every
        // part of the name is read, the rate is the load, and the series with its uncapped run is one curve.
        QString text;
        const QList<std::pair<QString, double>> runs { { QStringLiteral("-20pct"), 2000 },
            { QStringLiteral("-40pct"), 4000 }, { QStringLiteral("-60pct"), 6000 }, { QStringLiteral("-80pct"), 8000 },
            { QStringLiteral("-90pct"), 9000 }, { QStringLiteral("-95pct"), 9500 }, { QString(), 10000 } };
        for (const auto& [rate, iops] : runs) {
            text += QStringLiteral("Test name: fio-4vmdk-100ws-4k-0rdpct-100randompct-4threads%1-1675292521\n"
                                   "JOB_NAME = job0\nVMs = 4\nIOPS = %2 IO/S\nTHROUGHPUT = %3 MB/s\n"
                                   "R_LATENCY = 0.00 ms\nW_LATENCY = %4 ms\n95%tile_R_LAT = 0.00 ms\n"
                                   "95%tile_W_LAT = %5 ms\n")
                        .arg(rate)
                        .arg(iops, 0, 'f', 2)
                        .arg(iops * 4 / 1024, 0, 'f', 2)
                        .arg(1 + iops / 10000, 0, 'f', 2)
                        .arg(2 + iops / 5000, 0, 'f', 2);
        }
        const auto parsed
            = importHciBenchSummary(text, QStringLiteral("rate.txt"), { QStringLiteral("S"), {}, {}, false });
        QVERIFY2(parsed.ok(), qPrintable(parsed.ok() ? QString() : parsed.error()));
        QCOMPARE(parsed->measurements.size(), 7);
        for (const Measurement& m : parsed->measurements) {
            QCOMPARE(m.workload.canonicalName(), QStringLiteral("fio_4vmdk_100ws_4k_0rdpct_100randompct_4threads"));
            QCOMPARE(*m.workload.disksPerVm, 4);
            QCOMPARE(*m.workload.workingSetPct, 100.0);
            QCOMPARE(*m.workload.blockSizeBytes, 4096);
            QCOMPARE(*m.workload.readPct, 0.0);
            QCOMPARE(*m.workload.randomPct, 100.0);
            QCOMPARE(*m.workload.queueDepth, 4);
        }
        QCOMPARE(*parsed->measurements[0].loadSetting, 20.0);
        QCOMPARE(*parsed->measurements[5].loadSetting, 95.0);
        QCOMPARE(*parsed->measurements[6].loadSetting, 100.0); // the uncapped run
        const Curve curve = Curve::fromMeasurements(QStringLiteral("S"), QString(), parsed->measurements);
        QCOMPARE(curve.points.size(), 7);
        QCOMPARE(*curve.points.first().iops, 2000.0);
        QCOMPARE(*curve.points.last().iops, 10000.0);
    }
};

QTEST_MAIN(TestHciBenchImporter)
#include "tst_hcibenchimporter.moc"
