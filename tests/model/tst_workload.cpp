// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/workload.h"

#include <QTest>

using namespace headroom;

class TestWorkload : public QObject {
    Q_OBJECT
private slots:
    void testKeyIgnoresNameAndLoad();
    void parsesHciBenchNames_data();
    void parsesHciBenchNames();
    void roundTripsBothSpellings_data();
    void roundTripsBothSpellings();
    void rejectsBadNames_data();
    void rejectsBadNames();
    void parsesSizes_data();
    void parsesSizes();
    void canonicalNameFromParameters();
    void displayNameSaysWhatTheTestIs_data();
    void displayNameSaysWhatTheTestIs();
};

void TestWorkload::parsesHciBenchNames_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<qint64>("blockSize");
    QTest::addColumn<double>("readPct");
    QTest::addColumn<double>("randomPct");
    QTest::addColumn<int>("threads");
    QTest::addColumn<int>("disks");
    QTest::addColumn<qint64>("epoch");
    QTest::newRow("seed 4k 70/30") << "fio_8vmdk_100ws_4k_70rdpct_100randompct_4threads" << 4096LL << 70.0 << 100.0 << 4
                                   << 8 << 0LL;
    QTest::newRow("seed 4k read") << "fio_8vmdk_100ws_4k_100rdpct_100randompct_4threads" << 4096LL << 100.0 << 100.0
                                  << 4 << 8 << 0LL;
    QTest::newRow("seed 8k 50/50") << "fio_8vmdk_100ws_8k_50rdpct_100randompct_4threads" << 8192LL << 50.0 << 100.0 << 4
                                   << 8 << 0LL;
    QTest::newRow("seed 256k write") << "fio_8vmdk_100ws_256k_0rdpct_0randompct_1threads" << 262144LL << 0.0 << 0.0 << 1
                                     << 8 << 0LL;
    QTest::newRow("dash form with epoch") << "fio-8vmdk-100ws-4k-70rdpct-100randompct-4threads-1675292521" << 4096LL
                                          << 70.0 << 100.0 << 4 << 8 << 1675292521LL;
    QTest::newRow("underscore with epoch (Grafana link)")
        << "fio_8vmdk_100ws_4k_70rdpct_100randompct_4threads_1675292521" << 4096LL << 70.0 << 100.0 << 4 << 8
        << 1675292521LL;
    QTest::newRow("unit-less size is KiB")
        << "fio_2vmdk_50ws_4_70rdpct_100randompct_8threads" << 4096LL << 70.0 << 100.0 << 8 << 2 << 0LL;
    QTest::newRow("vdbench prefix, upper-case unit")
        << "vdb-4vmdk-100ws-64K-100rdpct-0randompct-2threads" << 65536LL << 100.0 << 0.0 << 2 << 4 << 0LL;
}

void TestWorkload::parsesHciBenchNames()
{
    QFETCH(QString, name);
    QFETCH(qint64, blockSize);
    QFETCH(double, readPct);
    QFETCH(double, randomPct);
    QFETCH(int, threads);
    QFETCH(int, disks);
    QFETCH(qint64, epoch);
    const auto parsed = Workload::fromHciBenchName(name);
    QVERIFY2(parsed.ok(), qPrintable(parsed.ok() ? QString() : parsed.error()));
    QCOMPARE(parsed->blockSizeBytes.value(), blockSize);
    QCOMPARE(parsed->readPct.value(), readPct);
    QCOMPARE(parsed->randomPct.value(), randomPct);
    QCOMPARE(parsed->queueDepth.value(), threads);
    QCOMPARE(parsed->disksPerVm.value(), disks);
    QCOMPARE(parsed->workingSetPct.has_value(), true);
    QCOMPARE(parsed->epoch.value_or(0), epoch);
}

void TestWorkload::roundTripsBothSpellings_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<int>("spelling");
    QTest::newRow("seed 1") << "fio_8vmdk_100ws_4k_70rdpct_100randompct_4threads" << int(HciBenchSpelling::Underscore);
    QTest::newRow("seed 2") << "fio_8vmdk_100ws_4k_100rdpct_100randompct_4threads" << int(HciBenchSpelling::Underscore);
    QTest::newRow("seed 3") << "fio_8vmdk_100ws_8k_50rdpct_100randompct_4threads" << int(HciBenchSpelling::Underscore);
    QTest::newRow("seed 4") << "fio_8vmdk_100ws_256k_0rdpct_0randompct_1threads" << int(HciBenchSpelling::Underscore);
    QTest::newRow("dash") << "fio-8vmdk-100ws-4k-70rdpct-100randompct-4threads-1675292521"
                          << int(HciBenchSpelling::Dash);
    QTest::newRow("1m blocks") << "fio-1vmdk-10ws-1m-0rdpct-0randompct-1threads-1700000000"
                               << int(HciBenchSpelling::Dash);
}

void TestWorkload::roundTripsBothSpellings()
{
    QFETCH(QString, name);
    QFETCH(int, spelling);
    const auto parsed = Workload::fromHciBenchName(name);
    QVERIFY(parsed.ok());
    QCOMPARE(parsed->toHciBenchName(HciBenchSpelling(spelling)).value(), name);
    // The stored name never carries the run stamp, so runs of one test share a workload.
    QVERIFY(!parsed->canonicalName().contains(QStringLiteral("1675292521")));
}

void TestWorkload::rejectsBadNames_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<QString>("expectedInMessage");
    QTest::newRow("truncated as in the blog") << "fio_8vmdk_100ws_4k_70rdpct_100random"
                                              << "6 parts";
    QTest::newRow("unknown tool") << "iometer_8vmdk_100ws_4k_70rdpct_100randompct_4threads"
                                  << "neither fio nor vdb";
    QTest::newRow("read pct over 100") << "fio_8vmdk_100ws_4k_170rdpct_100randompct_4threads"
                                       << "'170rdpct'";
    QTest::newRow("bad block size") << "fio_8vmdk_100ws_4x_70rdpct_100randompct_4threads"
                                    << "'4x' is not a block size";
    QTest::newRow("zero threads") << "fio_8vmdk_100ws_4k_70rdpct_100randompct_0threads"
                                  << "'0threads'";
    QTest::newRow("swapped fields") << "fio_100ws_8vmdk_4k_70rdpct_100randompct_4threads"
                                    << "'100ws' is not a disk count";
    QTest::newRow("empty") << ""
                           << "0 parts";
}

void TestWorkload::rejectsBadNames()
{
    QFETCH(QString, name);
    QFETCH(QString, expectedInMessage);
    const auto parsed = Workload::fromHciBenchName(name);
    QVERIFY(!parsed.ok());
    QVERIFY2(parsed.error().contains(expectedInMessage), qPrintable(parsed.error()));
    QVERIFY(parsed.error().contains(QStringLiteral("expected e.g.")));
}

void TestWorkload::parsesSizes_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<bool>("bareIsKiB");
    QTest::addColumn<qint64>("bytes");
    QTest::newRow("4k") << "4k" << false << 4096LL;
    QTest::newRow("bare fio bytes") << "4096" << false << 4096LL;
    QTest::newRow("bare hcibench KiB") << "4" << true << 4096LL;
    QTest::newRow("KiB") << "32KiB" << false << 32768LL;
    QTest::newRow("1m") << "1m" << false << 1048576LL;
    QTest::newRow("4096M") << "4096M" << false << 4294967296LL;
    QTest::newRow("512b") << "512b" << false << 512LL;
}

void TestWorkload::parsesSizes()
{
    QFETCH(QString, text);
    QFETCH(bool, bareIsKiB);
    QFETCH(qint64, bytes);
    const auto parsed = parseSize(text, bareIsKiB);
    QVERIFY(parsed.ok());
    QCOMPARE(*parsed, bytes);
    QCOMPARE(parseSize(formatSize(bytes), false).value(), bytes);
    QVERIFY(!parseSize(QStringLiteral("fast"), false).ok());
}

void TestWorkload::canonicalNameFromParameters()
{
    Workload w;
    w.blockSizeBytes = 32768;
    w.readPct = 70;
    w.randomPct = 100;
    w.queueDepth = 8;
    w.jobs = 4;
    QCOMPARE(w.canonicalName(), QStringLiteral("32k_70rd_100rand_qd8_j4"));
    w.name = QStringLiteral("oltp32k");
    QCOMPARE(w.canonicalName(), QStringLiteral("oltp32k"));
}

void TestWorkload::testKeyIgnoresNameAndLoad()
{
    Workload j1;
    j1.name = QStringLiteral("4k_100rd_100rand_j1");
    j1.tool = QStringLiteral("fio");
    j1.blockSizeBytes = 4096;
    j1.readPct = 100;
    j1.randomPct = 100;
    j1.jobs = 1;
    Workload j2 = j1;
    j2.name = QStringLiteral("4k_100rd_100rand_j2");
    j2.jobs = 2;
    QVERIFY(!workloadTestKey(j1).isEmpty());
    QCOMPARE(workloadTestKey(j1), workloadTestKey(j2)); // the same test at another load
    QCOMPARE(describeTest(j1), QStringLiteral("4k, 100 % read, 100 % random, by queue depth × jobs"));
    Workload rate = j1;
    rate.queueDepth = 8; // fio keeps the iodepth of a rate_iops sweep here
    QVERIFY(workloadTestKey(rate) != workloadTestKey(j1));
    auto hci = Workload::fromHciBenchName(QStringLiteral("fio_8vmdk_100ws_4k_70rdpct_100randompct_4threads"));
    auto hciHalf = Workload::fromHciBenchName(QStringLiteral("fio_8vmdk_50ws_4k_70rdpct_100randompct_4threads"));
    auto hciMore = Workload::fromHciBenchName(QStringLiteral("fio_8vmdk_100ws_4k_70rdpct_100randompct_8threads"));
    QVERIFY(hci && hciHalf && hciMore);
    QVERIFY(workloadTestKey(*hci) != workloadTestKey(*hciHalf)); // another working set: another test
    QCOMPARE(workloadTestKey(*hci), workloadTestKey(*hciMore)); // more threads: more load on the same test
    Workload unknown;
    unknown.name = QStringLiteral("published");
    QVERIFY(workloadTestKey(unknown).isEmpty()); // matched by its name only
}

void TestWorkload::displayNameSaysWhatTheTestIs_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<qint64>("blockSize");
    QTest::addColumn<double>("readPct");
    QTest::addColumn<double>("randomPct");
    QTest::addColumn<QString>("expected");
    QTest::newRow("fio stem") << "4k_100rd_100rand_j1" << qint64(4096) << 100.0 << 100.0 << "4 KiB random read";
    QTest::newRow("oltp") << "oltp32k" << qint64(32768) << 70.0 << 100.0 << "OLTP 32 KiB 70/30";
    QTest::newRow("seq write") << "fio_8vmdk_100ws_256k_0rdpct_0randompct_1threads" << qint64(256 * 1024) << 0.0 << 0.0
                               << "256 KiB sequential write";
    QTest::newRow("mix") << "8k-50-50" << qint64(8192) << 50.0 << 100.0 << "8 KiB random 50/50 read/write";
    QTest::newRow("half random") << "x" << qint64(1024 * 1024) << 70.0 << 50.0 << "1 MiB 50 % random 70/30 read/write";
    QTest::newRow("odd size") << "x" << qint64(512) << 100.0 << 0.0 << "512 B sequential read";
    QTest::newRow("unknown") << "atto-top-speed_read" << qint64(-1) << 0.0 << 0.0 << "atto top speed read";
}

void TestWorkload::displayNameSaysWhatTheTestIs()
{
    QFETCH(QString, name);
    QFETCH(qint64, blockSize);
    QFETCH(double, readPct);
    QFETCH(double, randomPct);
    Workload w;
    w.name = name;
    if (blockSize > 0) {
        w.blockSizeBytes = blockSize;
        w.readPct = readPct;
        w.randomPct = randomPct;
    }
    QFETCH(QString, expected);
    QCOMPARE(workloadDisplayName(w), expected);
}

QTEST_GUILESS_MAIN(TestWorkload)
#include "tst_workload.moc"
