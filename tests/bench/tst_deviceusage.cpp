// SPDX-License-Identifier: GPL-3.0-or-later
// deviceUsage's swap check: /proc/swaps read through libmount's mnt_table_parse_swaps from a fixture file.
#include "bench/deviceusage.h"
#include "diskimages.h"

#include <sys/stat.h>
#include <sys/sysmacros.h>

#include <QDir>
#include <QTemporaryDir>
#include <QTest>

using namespace headroom;
using namespace headroom::bench;

namespace {

// Swap entries must name a real block device (the check stats them); any one in /dev will do, e.g. loop0.
QString anyBlockDevice(dev_t* number)
{
    const QDir dev(QStringLiteral("/dev"));
    for (const QString& name : dev.entryList(QDir::System | QDir::NoDotAndDotDot, QDir::Name)) {
        struct stat info { };
        if (::stat(QFile::encodeName(dev.filePath(name)).constData(), &info) == 0 && S_ISBLK(info.st_mode)) {
            *number = info.st_rdev;
            return dev.filePath(name);
        }
    }
    return {};
}

} // namespace

class TestDeviceUsage : public QObject {
    Q_OBJECT

private slots:
    void swapsReadByLibmount_data()
    {
        QTest::addColumn<QByteArray>("swaps"); // %1 stands for the device's path, %2 for the fixture root
        QTest::addColumn<QStringList>("expected");
        const QByteArray header = "Filename\t\t\t\tType\t\tSize\t\tUsed\t\tPriority\n";
        const QStringList swapped { QStringLiteral("sdz used as swap") };
        QTest::newRow("device swapped on")
            << header + "%1                               partition\t1048572\t\t0\t\t-2\n"
            << swapped;
        // The kernel writes a blank in a path as \040; libmount undoes it (a split at blanks would miss the device).
        QTest::newRow("escaped blank in the path")
            << header + "%2/swap\\040link                    partition\t1048572\t\t0\t\t-2\n"
            << swapped;
        QTest::newRow("swap file, not a device")
            << header + "%2/swap.img                         file\t\t1048572\t\t0\t\t-3\n"
            << QStringList();
        QTest::newRow("header only") << header << QStringList();
        QTest::newRow("no swaps file") << QByteArray() << QStringList();
    }

    void swapsReadByLibmount()
    {
        QFETCH(QByteArray, swaps);
        QFETCH(QStringList, expected);
        dev_t number = 0;
        const QString device = anyBlockDevice(&number);
        if (device.isEmpty()) {
            QSKIP("no block device under /dev to name in the fixture");
        }
        // A fake /sys naming the device "sdz", a link with a blank in its name to it, and a swap file.
        QTemporaryDir root;
        const QDir dir(root.path());
        QVERIFY(dir.mkpath(QStringLiteral("sys/block/sdz")) && dir.mkpath(QStringLiteral("sys/dev/block")));
        QVERIFY(dir.mkpath(QStringLiteral("proc/self")));
        QVERIFY(QFile::link(root.filePath(QStringLiteral("sys/block/sdz")),
            root.filePath(QStringLiteral("sys/dev/block/%1:%2").arg(major(number)).arg(minor(number)))));
        QVERIFY(QFile::link(device, root.filePath(QStringLiteral("swap link"))));
        QVERIFY(testimages::writeImage(root.filePath(QStringLiteral("swap.img")), QByteArray(4096, '\0')));
        QVERIFY(testimages::writeImage(
            root.filePath(QStringLiteral("proc/self/mountinfo")), "22 1 252:1 / / rw - ext4 /dev/vda1 rw\n"));
        if (!swaps.isEmpty()) {
            swaps.replace("%1", QFile::encodeName(device)).replace("%2", QFile::encodeName(root.path()));
            QVERIFY(testimages::writeImage(root.filePath(QStringLiteral("proc/swaps")), swaps));
        }
        const QStringList usage
            = deviceUsage(number, root.filePath(QStringLiteral("proc")), root.filePath(QStringLiteral("sys")));
        QCOMPARE(usage, expected);
    }

    void unreadableSwapsRefusesTheDevice()
    {
        // A swap table that cannot be read must not pass for "nothing swapped": the device counts as in use.
        QTemporaryDir root;
        const QDir dir(root.path());
        QVERIFY(dir.mkpath(QStringLiteral("proc/self")) && dir.mkpath(QStringLiteral("proc/swaps")));
        QVERIFY(testimages::writeImage(root.filePath(QStringLiteral("proc/self/mountinfo")), ""));
        const QStringList usage
            = deviceUsage(makedev(8, 0), root.filePath(QStringLiteral("proc")), root.filePath(QStringLiteral("sys")));
        QCOMPARE(usage.size(), 1);
        QVERIFY2(usage.constFirst().startsWith(QStringLiteral("swap table ")), qPrintable(usage.join(u'|')));
    }
};

QTEST_GUILESS_MAIN(TestDeviceUsage)
#include "tst_deviceusage.moc"
