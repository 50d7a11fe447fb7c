// SPDX-License-Identifier: GPL-3.0-or-later
#include "demo/demolibrary.h"
#include "store/demodocument.h"
#include "support/mustread.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSet>
#include <QTest>

using namespace headroom;
using headroom::testing::mustRead;

namespace {

const Measurement* find(const QList<Measurement>& all, const QString& system, const QString& workload)
{
    for (const Measurement& m : all) {
        if (m.systemName == system && m.workload.canonicalName() == workload) {
            return &m;
        }
    }
    return nullptr;
}

const QString kOptane = QStringLiteral("vSAN 8 ESA 3-node Optane (home lab)");
constexpr double kMiB = 1024.0 * 1024.0;

} // namespace

class TestDemoLibrary : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void carriesHciBenchSeedFigures_data();
    void carriesHciBenchSeedFigures();
    void carriesAttoTopSpeeds_data();
    void carriesAttoTopSpeeds();
    void carriesVxRailPoints();
    void describesSystems();
    void carriesTheCephFioCurves_data();
    void carriesTheCephFioCurves();
    void everyFigureHasASource();
    void isReadOnly();
    void carriesTheCustomerExport();
    void reportsTheJsonPathOfABadFigure_data();
    void reportsTheJsonPathOfABadFigure();

private:
    std::unique_ptr<ResultsLibrary> m_demo;
    QList<Measurement> m_all;
};

void TestDemoLibrary::initTestCase()
{
    auto demo = openDemoLibrary();
    QVERIFY2(demo.ok(), qPrintable(demo.ok() ? QString() : demo.error()));
    m_demo = std::move(demo.value());
    m_all = mustRead(m_demo->measurements());
}

void TestDemoLibrary::carriesHciBenchSeedFigures_data()
{
    QTest::addColumn<QString>("workload");
    QTest::addColumn<double>("iops");
    QTest::addColumn<double>("mibPerSec");
    QTest::addColumn<double>("readMs");
    QTest::addColumn<double>("writeMs");
    QTest::addColumn<double>("readP95Ms");
    QTest::addColumn<double>("writeP95Ms");
    QTest::addColumn<double>("cpuPct");
    // seed-figures.md, Optane home lab table; 0 = the direction did not run (stored as unknown).
    QTest::newRow("4k 70/30") << "fio_8vmdk_100ws_4k_70rdpct_100randompct_4threads" << 30584.21 << 119.0 << 7.83
                              << 23.73 << 19.0 << 51.0 << 93.64;
    QTest::newRow("4k read") << "fio_8vmdk_100ws_4k_100rdpct_100randompct_4threads" << 56653.00 << 221.0 << 6.77 << 0.0
                             << 16.0 << 0.0 << 95.91;
    QTest::newRow("8k 50/50") << "fio_8vmdk_100ws_8k_50rdpct_100randompct_4threads" << 14130.11 << 110.0 << 20.11
                              << 34.34 << 59.0 << 72.0 << 72.71;
    QTest::newRow("256k write") << "fio_8vmdk_100ws_256k_0rdpct_0randompct_1threads" << 789.47 << 197.0 << 0.0 << 123.32
                                << 0.0 << 236.0 << 40.42;
}

void TestDemoLibrary::carriesHciBenchSeedFigures()
{
    QFETCH(QString, workload);
    QFETCH(double, iops);
    QFETCH(double, mibPerSec);
    QFETCH(double, readMs);
    QFETCH(double, writeMs);
    QFETCH(double, readP95Ms);
    QFETCH(double, writeP95Ms);
    QFETCH(double, cpuPct);
    const Measurement* m = find(m_all, kOptane, workload);
    QVERIFY(m);
    QCOMPARE(m->iops.value(), iops);
    QCOMPARE(m->bytesPerSec.value(), mibPerSec * kMiB);
    auto ms = [](const std::optional<double>& ns) { return ns ? *ns / 1e6 : 0.0; };
    QCOMPARE(ms(m->read.latency.meanNs), readMs);
    QCOMPARE(ms(m->write.latency.meanNs), writeMs);
    QCOMPARE(ms(m->read.latency.percentileNs(95)), readP95Ms);
    QCOMPARE(ms(m->write.latency.percentileNs(95)), writeP95Ms);
    const DirectionStats& measured = m->read.latency.percentilesNs.empty() ? m->write : m->read;
    QVERIFY(measured.latency.percentileOrigin == PercentileOrigin::MeanOfPerWorker);
    QCOMPARE(m->cpu.hostPct.value(), cpuPct);
    QCOMPARE(m->cpu.perHost.size(), 3);
    QVERIFY(!m->modeled);
    QVERIFY(m->measuredAt.isValid()); // from the run stamp in HCIBench's name
    QCOMPARE(m->workload.disksPerVm.value(), 8);
}

void TestDemoLibrary::carriesAttoTopSpeeds_data()
{
    QTest::addColumn<QString>("system");
    QTest::addColumn<double>("readMBps");
    QTest::addColumn<double>("writeMBps");
    QTest::newRow("SAS HDD") << "Windows 10 VM on SAS HDD" << 340.0 << 333.0;
    QTest::newRow("NAND SSD") << "Windows 10 VM on NAND SSD" << 819.0 << 393.0;
    QTest::newRow("Optane NVMe") << "Windows 10 VM on vSAN 8 ESA Optane" << 1040.0 << 865.0;
}

void TestDemoLibrary::carriesAttoTopSpeeds()
{
    QFETCH(QString, system);
    QFETCH(double, readMBps);
    QFETCH(double, writeMBps);
    const Measurement* read = find(m_all, system, QStringLiteral("atto-top-speed-read"));
    const Measurement* write = find(m_all, system, QStringLiteral("atto-top-speed-write"));
    QVERIFY(read && write);
    QCOMPARE(read->read.bytesPerSec.value() / 1e6, readMBps);
    QCOMPARE(write->write.bytesPerSec.value() / 1e6, writeMBps);
    QCOMPARE(read->workload.readPct.value(), 100.0);
    QCOMPARE(write->workload.readPct.value(), 0.0);
}

void TestDemoLibrary::carriesVxRailPoints()
{
    const Measurement* slow = find(m_all, QStringLiteral("VxRail ESA 6-node 25GbE"), QStringLiteral("oltp32k"));
    const Measurement* fast = find(m_all, QStringLiteral("VxRail ESA 6-node 100GbE"), QStringLiteral("oltp32k"));
    QVERIFY(slow && fast);
    QCOMPARE(slow->totalIops().value(), 106000.0);
    QCOMPARE(slow->meanLatencyNs().value(), 720000.0);
    QCOMPARE(fast->totalIops().value(), 350000.0);
    QCOMPARE(fast->meanLatencyNs().value(), 730000.0);
    QCOMPARE(fast->workload.blockSizeBytes.value(), 32768);
    QCOMPARE(fast->workload.readPct.value(), 70.0);
    const Measurement* read25 = find(m_all, QStringLiteral("VxRail ESA 6-node 25GbE"), QStringLiteral("512k-randread"));
    const Measurement* read100
        = find(m_all, QStringLiteral("VxRail ESA 6-node 100GbE"), QStringLiteral("512k-randread"));
    QVERIFY(read25 && read100);
    QCOMPARE(read25->totalBytesPerSec().value(), 20359e6);
    QCOMPARE(read100->totalBytesPerSec().value(), 48594e6);
}

void TestDemoLibrary::carriesTheCephFioCurves_data()
{
    QTest::addColumn<QString>("system");
    QTest::addColumn<QString>("folder");
    QTest::newRow("HDD OSDs") << QStringLiteral("Ceph RBD cluster, HDD OSDs")
                              << QStringLiteral("fio-3.6-ceph-rbd-hdd-randread-qd-sweep");
    QTest::newRow("SSD OSDs") << QStringLiteral("Ceph RBD cluster, SSD OSDs")
                              << QStringLiteral("fio-3.6-ceph-rbd-ssd-randread-qd-sweep");
}

// Each demo point equals its fio file (read with Qt's JSON parser here, not Headroom's importer): IOPS, mean
// latency and queue depth, with the file's name and SHA-256 as its source.
void TestDemoLibrary::carriesTheCephFioCurves()
{
    QFETCH(QString, system);
    QFETCH(QString, folder);
    const QDir dir(QStringLiteral(HEADROOM_SOURCE_DIR "/tests/data/fio/") + folder);
    const QStringList files = dir.entryList({ QStringLiteral("*.json") }, QDir::Files);
    QCOMPARE(files.size(), 6);
    QList<const Measurement*> points;
    for (const Measurement& m : m_all) {
        if (m.systemName == system) {
            points << &m;
        }
    }
    QCOMPARE(points.size(), 6);
    QSet<QString> workloads;
    for (const QString& name : files) {
        QFile file(dir.filePath(name));
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray bytes = file.readAll();
        const QString sha256 = QString::fromLatin1(QCryptographicHash::hash(bytes, QCryptographicHash::Sha256).toHex());
        const QJsonObject job = QJsonDocument::fromJson(bytes).object()[QStringLiteral("jobs")].toArray()[0].toObject();
        const QJsonObject read = job[QStringLiteral("read")].toObject();
        const double depth
            = job[QStringLiteral("job options")].toObject()[QStringLiteral("iodepth")].toString().toDouble();
        const auto match = std::find_if(
            points.cbegin(), points.cend(), [&](const Measurement* m) { return m->source.sha256 == sha256; });
        QVERIFY2(match != points.cend(), qPrintable(name));
        const Measurement& m = **match;
        QVERIFY(m.source.file.endsWith(name));
        QCOMPARE(m.loadSetting.value_or(-1), depth);
        QCOMPARE(m.read.iops.value_or(-1), read[QStringLiteral("iops")].toDouble());
        QCOMPARE(m.read.latency.meanNs.value_or(-1),
            read[QStringLiteral("lat_ns")].toObject()[QStringLiteral("mean")].toDouble());
        QVERIFY(!m.modeled);
        workloads.insert(m.workload.canonicalName());
    }
    QCOMPARE(workloads.size(), 1); // one curve, ordered by queue depth
}

void TestDemoLibrary::describesSystems()
{
    const auto slow = mustRead(m_demo->system(QStringLiteral("VxRail ESA 6-node 25GbE")));
    QVERIFY(slow);
    QCOMPARE(slow->nodes.value(), 6);
    QCOMPARE(slow->linkGbps.value(), 25.0);
    QCOMPARE(slow->portsPerNode.value(), 2);
    QVERIFY(slow->policy.contains(QStringLiteral("RAID-6")));
    QCOMPARE(slow->compression.value(), true);
    const auto lab = mustRead(m_demo->system(kOptane));
    QVERIFY(lab);
    QCOMPARE(lab->nodes.value(), 3);
}

void TestDemoLibrary::everyFigureHasASource()
{
    QVERIFY(m_all.size() >= 14);
    for (const Measurement& m : m_all) {
        QVERIFY2(!m.source.file.isEmpty(), qPrintable(m.workload.canonicalName()));
        if (m.source.kind == SourceKind::Fio) { // a real run: its file's hash and where the file comes from
            QCOMPARE(m.source.sha256.size(), 64);
            QVERIFY2(m.source.reference.contains(QStringLiteral("fio-plot")), qPrintable(m.source.reference));
            continue;
        }
        QVERIFY2(m.source.reference.contains(QStringLiteral("seeds/"))
                || m.source.reference.contains(QStringLiteral("blog")),
            qPrintable(m.source.reference));
        QVERIFY(!m.note.isEmpty());
    }
}

void TestDemoLibrary::isReadOnly()
{
    QVERIFY(m_demo->isReadOnly());
    const auto added = m_demo->addMeasurements(SourceRef {}, { m_all.first() });
    QVERIFY(!added.ok());
    QVERIFY(added.error().contains(QStringLiteral("demo library is read-only")));
}

// The anonymised Live Optics export, imported through its importer: both clusters with their hosts, from the file
// with its SHA-256; zColo_08 runs on the VxRail 25 GbE curves and grows 20 % a year.
void TestDemoLibrary::carriesTheCustomerExport()
{
    const QList<CustomerDemand> demands = mustRead(m_demo->customerDemands());
    QCOMPARE(demands.size(), 2);
    QCOMPARE(demands[0].name, QStringLiteral("zColo_06"));
    QCOMPARE(demands[0].cluster->hosts.size(), 3);
    QCOMPARE(demands[0].linkedSystem, QString());
    const CustomerDemand& colo8 = demands[1];
    QCOMPARE(colo8.name, QStringLiteral("zColo_08"));
    QCOMPARE(colo8.cluster->hosts.size(), 2);
    QCOMPARE(colo8.linkedSystem, QStringLiteral("VxRail ESA 6-node 25GbE"));
    QCOMPARE(colo8.growthPerYear, 0.2);
    QCOMPARE(colo8.projectDate, QStringLiteral("2022/11/14"));
    QVERIFY(colo8.source.kind == SourceKind::LiveOptics);
    QFile file(QStringLiteral(":/headroom/demo/liveoptics/liveoptics-vsphere-2clusters.xlsx"));
    QVERIFY(file.open(QIODevice::ReadOnly));
    QCOMPARE(colo8.source.sha256,
        QString::fromLatin1(QCryptographicHash::hash(file.readAll(), QCryptographicHash::Sha256).toHex()));
    QVERIFY(mustRead(m_demo->system(colo8.linkedSystem)).has_value());
    QVERIFY(!m_demo->setDemandGrowth(colo8.name, 0.1).ok()); // read-only
}

void TestDemoLibrary::reportsTheJsonPathOfABadFigure_data()
{
    QTest::addColumn<QByteArray>("document");
    QTest::addColumn<QString>("expectedInMessage");
    QTest::newRow("not json") << QByteArray("{") << "(root)";
    QTest::newRow("wrong format") << QByteArray(R"({"format": "x"})") << "format";
    QTest::newRow("bad unit") << QByteArray(R"({"format": "headroom-demo-library", "sources": [{"id": "s"}],
        "measurements": [{"source": "s", "system": "A", "workload": {"name": "w"}, "read": {"latency_mean": "3 fortnights"}}]})")
                              << "measurements[0].read.latency_mean";
    QTest::newRow("unknown source") << QByteArray(R"({"format": "headroom-demo-library",
        "measurements": [{"source": "nope", "system": "A", "workload": {"name": "w"}}]})")
                                    << "measurements[0].source";
    QTest::newRow("bad hcibench name") << QByteArray(R"({"format": "headroom-demo-library", "sources": [{"id": "s"}],
        "measurements": [{"source": "s", "system": "A", "hcibench_name": "fio_8vmdk"}]})")
                                       << "measurements[0].hcibench_name";
}

void TestDemoLibrary::reportsTheJsonPathOfABadFigure()
{
    QFETCH(QByteArray, document);
    QFETCH(QString, expectedInMessage);
    auto library = ResultsLibrary::openInMemory();
    QVERIFY(library.ok());
    const auto loaded = loadDemoDocument(**library, document, QStringLiteral("test.json"));
    QVERIFY(!loaded.ok());
    QVERIFY2(loaded.error().contains(expectedInMessage), qPrintable(loaded.error()));
    QVERIFY(loaded.error().startsWith(QStringLiteral("test.json: ")));
}

QTEST_GUILESS_MAIN(TestDemoLibrary)
#include "tst_demolibrary.moc"
