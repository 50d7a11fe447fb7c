// SPDX-License-Identifier: GPL-3.0-or-later
// Host lists for cluster runs: --hosts and hosts files, with errors that name the option or file:line; the target
// rules that can be checked from the controller.
#include "cluster/clusterhosts.h"
#include "cluster/clusterjob.h"
#include "cluster/fiocluster.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace headroom;
using namespace headroom::cluster;

class TestClusterHosts : public QObject {
    Q_OBJECT
private slots:
    void parsesHostsAndPorts()
    {
        const auto hosts
            = parseHostList(QStringLiteral("node1, 10.0.0.2:9000,[fd00::5]:8766,[::1]"), QStringLiteral("--hosts"));
        QVERIFY2(hosts.ok(), qPrintable(hosts.ok() ? QString() : hosts.error()));
        QCOMPARE(hosts->size(), 4);
        QCOMPARE(hosts->at(0).label(), QStringLiteral("node1:8765"));
        QCOMPARE(hosts->at(0).clientArgument(), QStringLiteral("node1,8765"));
        QCOMPARE(hosts->at(1).clientArgument(), QStringLiteral("10.0.0.2,9000"));
        QCOMPARE(hosts->at(2).label(), QStringLiteral("[fd00::5]:8766"));
        QCOMPARE(hosts->at(2).clientArgument(), QStringLiteral("ip6:fd00::5,8766"));
        QCOMPARE(hosts->at(3).port, kFioDefaultPort);
    }

    void refusesBadHosts_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("message");
        QTest::newRow("empty item") << QStringLiteral("a,,b") << QStringLiteral("'' is not HOST[:PORT]");
        QTest::newRow("port zero") << QStringLiteral("a:0") << QStringLiteral("1 to 65535");
        QTest::newRow("port too big") << QStringLiteral("a:70000") << QStringLiteral("1 to 65535");
        QTest::newRow("shell characters") << QStringLiteral("a;rm") << QStringLiteral("'a;rm' is not HOST[:PORT]");
        QTest::newRow("twice") << QStringLiteral("a,a:8765") << QStringLiteral("a:8765 is listed twice");
        QTest::newRow("bare IPv6") << QStringLiteral("::1") << QStringLiteral("is not HOST[:PORT]");
    }

    void refusesBadHosts()
    {
        QFETCH(QString, text);
        QFETCH(QString, message);
        const auto hosts = parseHostList(text, QStringLiteral("--hosts"));
        QVERIFY(!hosts.ok());
        QVERIFY2(hosts.error().startsWith(QStringLiteral("--hosts: ")), qPrintable(hosts.error()));
        QVERIFY2(hosts.error().contains(message), qPrintable(hosts.error()));
    }

    void readsAHostsFileWithComments()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("hosts"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("# storage network\nnode1\n\n  node2:9000   # rack 2\nnode3:bad\n");
        file.close();
        const auto hosts = readHostsFile(path);
        QVERIFY(!hosts.ok());
        QVERIFY2(hosts.error().startsWith(path + QStringLiteral(":5: 'node3:bad'")), qPrintable(hosts.error()));
        QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
        file.write("# storage network\nnode1\n\n  node2:9000   # rack 2\n");
        file.close();
        const auto good = readHostsFile(path);
        QVERIFY(good.ok());
        QCOMPARE(good->size(), 2);
        QCOMPARE(good->at(1).label(), QStringLiteral("node2:9000"));
        QVERIFY(!readHostsFile(dir.filePath(QStringLiteral("missing"))).ok());
    }

    void specialAndHugeHostsFilesAreRefused()
    {
        const auto zero = readHostsFile(QStringLiteral("/dev/zero"));
        QVERIFY(!zero.ok());
        QCOMPARE(zero.error(),
            QStringLiteral("/dev/zero: not a regular file; a hosts file is a text file, one HOST[:PORT] a line"));
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("hosts"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        const QByteArray line("node1\n");
        for (int written = 0; written <= (1 << 20); written += int(line.size())) {
            file.write(line);
        }
        file.close();
        const auto huge = readHostsFile(path);
        QVERIFY(!huge.ok());
        QVERIFY2(
            huge.error().endsWith(QStringLiteral("a hosts file may hold at most 1 MiB")), qPrintable(huge.error()));
    }

    // Issue 30: the kind of a remote target is what --destroy-data-on says, not a /dev/ prefix.
    void targetKindDecidedByDestroyDataOn_data()
    {
        QTest::addColumn<QString>("path");
        QTest::addColumn<QString>("destroyDataOn");
        QTest::addColumn<bool>("device");
        QTest::addColumn<QString>("error");
        QTest::addColumn<QString>("field"); // the input the error is about (issue 27)
        QTest::newRow("directory") << QStringLiteral("/mnt/vsan") << QString() << false << QString() << QString();
        QTest::newRow("directory under /dev/shm")
            << QStringLiteral("/dev/shm/run") << QString() << false << QString() << QString();
        QTest::newRow("device not named: a directory, which fio refuses")
            << QStringLiteral("/dev/nvme0n1") << QString() << false << QString() << QString();
        QTest::newRow("device named for every host")
            << QStringLiteral("/dev/nvme0n1") << QStringLiteral("n1:/dev/nvme0n1,n2:/dev/nvme0n1,[::1]:/dev/nvme0n1")
            << true << QString() << QString();
        QTest::newRow("device named for one host")
            << QStringLiteral("/dev/nvme0n1") << QStringLiteral("n1:/dev/nvme0n1,n2:/dev/sdb") << false
            << QStringLiteral("names the device /dev/nvme0n1 on n1:8765 but not on n2:8765, [::1]:8765")
            << QStringLiteral("destroy-data-on");
        QTest::newRow("relative") << QStringLiteral("data") << QString() << false
                                  << QStringLiteral("'data' must be an absolute path") << QStringLiteral("target");
        QTest::newRow("dot-dot") << QStringLiteral("/mnt/x/../../dev/sda") << QString() << false
                                 << QStringLiteral("'/mnt/x/../../dev/sda' has a '..' part")
                                 << QStringLiteral("target");
        QTest::newRow("line break") << QStringLiteral("/mnt/x\ndescription=y") << QString() << false
                                    << QStringLiteral("holds a line break") << QStringLiteral("target");
        QTest::newRow("fio expansion") << QStringLiteral("/mnt/${HOME}") << QString() << false
                                       << QStringLiteral("holds '$'") << QStringLiteral("target");
    }
    void targetKindDecidedByDestroyDataOn()
    {
        QFETCH(QString, path);
        QFETCH(QString, destroyDataOn);
        QFETCH(bool, device);
        QFETCH(QString, error);
        QFETCH(QString, field);
        const auto hosts = *parseHostList(QStringLiteral("n1,n2,[::1]"), QStringLiteral("--hosts"));
        const auto target = resolveClusterTarget({ path, 1 << 20, false }, hosts, destroyDataOn);
        QCOMPARE(target.ok(), error.isEmpty());
        if (!target) {
            QVERIFY2(target.error().contains(error), qPrintable(target.error()));
            QCOMPARE(target.failure().fields, QStringList { field });
            QVERIFY2(!target.error().contains(QLatin1String("--")), qPrintable(target.error())); // no CLI syntax
            return;
        }
        QCOMPARE(target->isDevice(), device);
        const QString job = clusterJobFile({}, *target, hosts[0]).value();
        const QString file = device ? path : path + QStringLiteral("/headroom-cluster-n1_8765.dat");
        QVERIFY2(job.contains(QStringLiteral("\nfilename=%1\n").arg(file)), qPrintable(job));
    }

    // Issue 30: a 100,000-character host was quoted whole in the message (a hosts file path too).
    void absurdHostOrPathQuotedShortened()
    {
        const auto parsed
            = parseHostList(QString(100'000, QLatin1Char('h')) + QStringLiteral(",n2"), QStringLiteral("--hosts"));
        QVERIFY(!parsed.ok());
        QVERIFY2(parsed.error().size() < 200, qPrintable(parsed.error()));
        QVERIFY2(parsed.error().endsWith(QStringLiteral("…' has 100000 characters; a host name has at most 253")),
            qPrintable(parsed.error()));
        const auto missing = readHostsFile(QStringLiteral("/tmp/") + QString(10'000, QLatin1Char('f')));
        QVERIFY(!missing.ok());
        QVERIFY2(missing.error().size() < 400, qPrintable(QString::number(missing.error().size())));
        const auto bad
            = parseHostList(QString(250, QLatin1Char('h')) + QStringLiteral(":99999"), QStringLiteral("--hosts"));
        QVERIFY(!bad.ok());
        QVERIFY2(bad.error().size() < 200, qPrintable(bad.error()));
    }

    // Issue 27: the cluster's errors about an input name it (the GUI marks the fio path or the hosts list; the CLI
    // words "--fio: …") and say nothing in option syntax. Nothing listens on port 1: no fio server is asked.
    void clusterErrorsNameTheirField()
    {
        QTemporaryDir dir;
        const std::atomic<bool> cancel { false };
        const auto hosts = *parseHostList(QStringLiteral("127.0.0.1:1"), {});
        const Status noFio = checkHostsAnswer(hosts, dir.filePath(QStringLiteral("no-such-fio")), dir.path(), cancel);
        QVERIFY(!noFio.ok());
        QCOMPARE(noFio.failure().fields, QStringList { QStringLiteral("fio") });
        QVERIFY2(noFio.error().contains(QLatin1String("could not start fio")), qPrintable(noFio.error()));
        QVERIFY2(!noFio.error().contains(QLatin1String("--")), qPrintable(noFio.error()));
        const auto noHosts = runClusterSweep(ClusterRequest {}, cancel, {});
        QVERIFY(!noHosts.ok());
        QCOMPARE(noHosts.failure().fields, QStringList { QStringLiteral("hosts") });
        // A field's error is its bare message; a hosts file's names the file and line.
        const auto bad = parseHostList(QStringLiteral("a b"), {});
        QVERIFY(!bad.ok());
        QVERIFY2(bad.error().startsWith(QLatin1String("'a b' is not HOST[:PORT]")), qPrintable(bad.error()));
    }

    void eachHostGetsItsOwnTestFile()
    {
        const auto hosts = *parseHostList(QStringLiteral("10.0.0.1,10.0.0.2:9000"), QStringLiteral("--hosts"));
        const ClusterTarget dir { QStringLiteral("/mnt/vsan"), 1 << 20, false };
        QCOMPARE(hostTargetFile(dir, hosts[0]), QStringLiteral("/mnt/vsan/headroom-cluster-10.0.0.1_8765.dat"));
        QCOMPARE(hostTargetFile(dir, hosts[1]), QStringLiteral("/mnt/vsan/headroom-cluster-10.0.0.2_9000.dat"));
        bench::BenchParams params;
        params.queueDepth = 8;
        const QString job = clusterJobFile(params, dir, hosts[0]).value();
        QVERIFY(job.contains(QStringLiteral("unlink=1")));
        QVERIFY(job.contains(QStringLiteral("iodepth=8")));
        QVERIFY(job.contains(QStringLiteral("filename=/mnt/vsan/headroom-cluster-10.0.0.1_8765.dat")));
        QVERIFY(!clusterJobFile(params, { dir.path, dir.sizeBytes, true }, hosts[0])
                     .value()
                     .contains(QStringLiteral("unlink")));
    }
};

QTEST_GUILESS_MAIN(TestClusterHosts)
#include "tst_clusterhosts.moc"
