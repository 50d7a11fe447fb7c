// SPDX-License-Identifier: GPL-3.0-or-later
// A benchmark target that is not storage: files of /proc and /sys pass stat() as regular files (writing one is a
// kernel setting), FIFOs and character devices are special files. Each is refused before anything is opened, with
// or without --overwrite, and the message names the path and what it is.
#include "bench/targetplan.h"

#include <sys/stat.h>

#include <QTemporaryDir>
#include <QTest>

using namespace headroom;
using namespace headroom::bench;

class TestKernelTargets : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;

private slots:
    void refusedWithWhatItIs_data()
    {
        QTest::addColumn<QString>("path");
        QTest::addColumn<bool>("writes");
        QTest::addColumn<QString>("named");
        QVERIFY(m_dir.isValid());
        const QString fifo = m_dir.filePath(QStringLiteral("fifo"));
        QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
        QTest::newRow("proc setting, --overwrite") << QStringLiteral("/proc/sys/vm/drop_caches") << true
                                                   << QStringLiteral("is on proc, a kernel interface file system");
        QTest::newRow("proc file, read") << QStringLiteral("/proc/sys/kernel/ostype") << false
                                         << QStringLiteral("is on proc, a kernel interface file system");
        QTest::newRow("sysfs setting, --overwrite")
            << QStringLiteral("/sys/kernel/uevent_seqnum") << true << QStringLiteral("is on sysfs");
        QTest::newRow("proc as a directory") << QStringLiteral("/proc") << true << QStringLiteral("is on proc");
        QTest::newRow("new file in /sys")
            << QStringLiteral("/sys/kernel/headroom-test") << true << QStringLiteral("/sys/kernel is on sysfs");
        QTest::newRow("FIFO") << fifo << true << QStringLiteral("is a FIFO, not a regular file");
        QTest::newRow("character device")
            << QStringLiteral("/dev/null") << true << QStringLiteral("is a character device, not a regular file");
    }

    void refusedWithWhatItIs()
    {
        QFETCH(QString, path);
        QFETCH(bool, writes);
        QFETCH(QString, named);
        TargetRequest request;
        request.path = path;
        request.sizeBytes = 1 << 20;
        request.writes = writes;
        request.overwrite = true;
        const Expected<TargetPlan> plan = planTarget(request);
        QVERIFY2(!plan.ok(), qPrintable(plan ? plan->summary : QString()));
        QVERIFY2(plan.error().startsWith(path) || plan.error().contains(path), qPrintable(plan.error()));
        QVERIFY2(plan.error().contains(named), qPrintable(plan.error()));
    }

    // Storage next to them is still a target: a regular file in a temporary folder, with --overwrite.
    void aRegularFileIsStillATarget()
    {
        const QString path = m_dir.filePath(QStringLiteral("plain"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        QVERIFY(file.write(QByteArray(1 << 16, 'x')) == 1 << 16);
        file.close();
        TargetRequest request;
        request.path = path;
        request.writes = true;
        request.overwrite = true;
        const Expected<TargetPlan> plan = planTarget(request);
        QVERIFY2(plan.ok(), qPrintable(plan ? QString() : plan.error()));
        QCOMPARE(plan->kind, TargetKind::ExistingFile);
    }
};

QTEST_GUILESS_MAIN(TestKernelTargets)
#include "tst_kerneltargets.moc"
