// SPDX-License-Identifier: GPL-3.0-or-later
#include "bench/deviceusage.h"
#include "bench/signatureprobe.h"
#include "bench/targetplan.h"
#include "bench/testfileowner.h"
#include "bench/testtarget.h"
#include "diskimages.h"

#include <fcntl.h>
#include <sys/mount.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <sys/xattr.h>
#include <unistd.h>

#include <QCryptographicHash>
#include <QDir>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace headroom;
using namespace headroom::bench;

namespace {

QByteArray sha256(const QString& path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? QCryptographicHash::hash(file.readAll(), QCryptographicHash::Sha256)
                                          : QByteArray();
}

// An owner record as a run that was killed leaves it: this host and boot, but a process start time that is not
// this process's (its pid was reused, or it is gone).
TestFileOwner goneOwner()
{
    TestFileOwner owner = TestFileOwner::current();
    owner.startTicks += 1;
    return owner;
}

bool setOwner(const QString& path, const TestFileOwner& owner)
{
    const QByteArray record = owner.encode();
    return ::setxattr(QFile::encodeName(path).constData(), kOwnerAttribute, record.constData(),
               static_cast<std::size_t>(record.size()), 0)
        == 0;
}

QString run(const QString& program, const QStringList& arguments, int* exitCode = nullptr)
{
    QProcess process;
    process.start(program, arguments);
    process.waitForFinished(60'000);
    if (exitCode) {
        *exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
    }
    return QString::fromUtf8(process.readAllStandardOutput() + process.readAllStandardError()).trimmed();
}

// A loop device over an image, detached when it goes out of scope. Needs root and losetup.
struct AttachedLoop {
    QString node;
    QString mountPoint;
    QString why; // empty when attached

    explicit AttachedLoop(const QString& image)
    {
        if (::geteuid() != 0) {
            why = QStringLiteral("loop devices need root");
            return;
        }
        const QString losetup = QStandardPaths::findExecutable(
            QStringLiteral("losetup"), { QStringLiteral("/usr/sbin"), QStringLiteral("/sbin") });
        if (losetup.isEmpty()) {
            why = QStringLiteral("losetup (util-linux) not found");
            return;
        }
        int exitCode = -1;
        const QString out = run(losetup, { QStringLiteral("--find"), QStringLiteral("--show"), image }, &exitCode);
        if (exitCode != 0 || !out.startsWith(QLatin1String("/dev/loop"))) {
            why = QStringLiteral("losetup could not attach a loop device here: ") + out;
            return;
        }
        node = out;
    }
    ~AttachedLoop()
    {
        if (!mountPoint.isEmpty()) {
            ::umount(QFile::encodeName(mountPoint).constData());
        }
        if (!node.isEmpty()) {
            run(QStringLiteral("losetup"), { QStringLiteral("--detach"), node });
        }
    }
    AttachedLoop(const AttachedLoop&) = delete;
    AttachedLoop& operator=(const AttachedLoop&) = delete;

    QString mount(const QString& where)
    {
        if (::mount(
                QFile::encodeName(node).constData(), QFile::encodeName(where).constData(), "ext4", MS_RDONLY, nullptr)
            != 0) {
            return QStringLiteral("mount refused here: ") + QString::fromLocal8Bit(strerrordesc_np(errno));
        }
        mountPoint = where;
        return {};
    }
};

} // namespace

class TestTargetSafety : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_dir;

    QString image(const QString& kind)
    {
        const QString path = m_dir.filePath(kind + QStringLiteral(".img"));
        if (QFile::exists(path)) {
            return path;
        }
        QString error;
        if (kind == QLatin1String("ext4")) {
            if (!testimages::makeExt4Image(path, &error)) {
                qWarning("mkfs.ext4 failed: %s", qPrintable(error));
                return {};
            }
        } else if (kind == QLatin1String("gpt")) {
            testimages::writeImage(path, testimages::gptImage());
        } else if (kind == QLatin1String("lvm")) {
            testimages::writeImage(path, testimages::lvmImage());
        } else {
            testimages::writeImage(path, QByteArray(1 << 20, '\0'));
        }
        return path;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        QVERIFY2(!testimages::mkfsExt4().isEmpty(), "mkfs.ext4 (e2fsprogs) not found");
    }

    void detectorNamesSignature_data()
    {
        QTest::addColumn<QString>("kind");
        QTest::addColumn<QString>("finding");
        QTest::newRow("ext4") << QStringLiteral("ext4") << QStringLiteral("ext4 file system");
        QTest::newRow("gpt") << QStringLiteral("gpt") << QStringLiteral("gpt partition table");
        QTest::newRow("lvm") << QStringLiteral("lvm") << QStringLiteral("LVM2_member (LVM physical volume)");
        QTest::newRow("blank") << QStringLiteral("blank") << QString();
    }
    void detectorNamesSignature()
    {
        QFETCH(QString, kind);
        QFETCH(QString, finding);
        const QString path = image(kind);
        QVERIFY(!path.isEmpty());
        const headroom::Expected<QStringList> found = probeSignatures(path);
        QVERIFY2(found.ok(), found.ok() ? "" : qPrintable(found.error()));
        if (finding.isEmpty()) {
            QVERIFY2(found->isEmpty(), qPrintable(found->join(QStringLiteral(", "))));
        } else {
            QVERIFY2(found->contains(finding), qPrintable(found->join(QStringLiteral(", "))));
        }
    }

    void deviceWritesRefusedUnlessDestroyRepeatsIt_data() { detectorNamesSignature_data(); }
    void deviceWritesRefusedUnlessDestroyRepeatsIt()
    {
        QFETCH(QString, kind);
        QFETCH(QString, finding);
        const QString path = image(kind);
        const QByteArray before = sha256(path);
        TargetRequest request { path, 0, true, false, {}, true };
        const headroom::Expected<TargetPlan> write = planTarget(request);
        if (finding.isEmpty()) {
            QVERIFY(write.ok());
            QVERIFY(write->writable);
        } else {
            QVERIFY(!write.ok());
            QVERIFY2(write.error().contains(finding), qPrintable(write.error()));
            QCOMPARE(write.failure().fields, QStringList { QStringLiteral("destroy-data-on") });
            QVERIFY2(!write.error().contains(QLatin1String("--")), qPrintable(write.error()));
            request.destroyDataOn = m_dir.filePath(QStringLiteral("other.img"));
            QVERIFY(!planTarget(request).ok()); // naming another device confirms nothing
            request.destroyDataOn = path;
            const headroom::Expected<TargetPlan> confirmed = planTarget(request);
            QVERIFY2(confirmed.ok(), confirmed.ok() ? "" : qPrintable(confirmed.error()));
            QVERIFY(confirmed->findings.contains(finding));
        }
        const headroom::Expected<TargetPlan> read = planTarget(TargetRequest { path, 0, false, false, {}, true });
        QVERIFY(read.ok());
        QVERIFY(!read->writable);
        QCOMPARE(sha256(path), before);
    }

    void symlinkJudgedByWhatItPointsTo()
    {
        const QString link = m_dir.filePath(QStringLiteral("link-to-ext4"));
        QVERIFY(QFile::link(image(QStringLiteral("ext4")), link));
        const headroom::Expected<TargetPlan> plan = planTarget(TargetRequest { link, 0, true, false, {}, true });
        QVERIFY(!plan.ok());
        QVERIFY2(plan.error().contains(QFileInfo(image(QStringLiteral("ext4"))).canonicalFilePath()),
            qPrintable(plan.error()));
        QVERIFY(plan.error().contains(QLatin1String("ext4 file system")));
        const QString dangling = m_dir.filePath(QStringLiteral("dangling"));
        QVERIFY(QFile::link(m_dir.filePath(QStringLiteral("nowhere")), dangling));
        QVERIFY(!planTarget(TargetRequest { dangling, 1 << 20, true, false, {}, false }).ok());
    }

    void existingFileOnlyReadWithoutOverwrite()
    {
        const QString path = m_dir.filePath(QStringLiteral("precious.dat"));
        QVERIFY(testimages::writeImage(path, QByteArray(1 << 20, 'p')));
        const headroom::Expected<TargetPlan> write = planTarget(TargetRequest { path, 0, true, false, {}, false });
        QVERIFY(!write.ok());
        QVERIFY2(write.error().contains(QLatin1String("did not create")), qPrintable(write.error()));
        QCOMPARE(write.failure().fields, QStringList { QStringLiteral("overwrite") });
        const headroom::Expected<TargetPlan> read = planTarget(TargetRequest { path, 0, false, false, {}, false });
        QVERIFY(read.ok());
        QCOMPARE(read->kind, TargetKind::ExistingFile);
        QVERIFY(!read->writable);
        QCOMPARE(read->sizeBytes, 1 << 20);
        const headroom::Expected<TargetPlan> overwrite = planTarget(TargetRequest { path, 0, true, true, {}, false });
        QVERIFY(overwrite.ok());
        QVERIFY(overwrite->writable);
        QVERIFY(!overwrite->createFile);
    }

    void ownFileMustFitFreeSpace()
    {
        const QString path = m_dir.filePath(QStringLiteral("new.dat"));
        const headroom::Expected<TargetPlan> plan = planTarget(TargetRequest { path, 8 << 20, true, false, {}, false });
        QVERIFY(plan.ok());
        QVERIFY(plan->createFile);
        QVERIFY(!plan->inDirectory);
        const headroom::Expected<TargetPlan> huge
            = planTarget(TargetRequest { path, 1LL << 60, true, false, {}, false });
        QVERIFY(!huge.ok());
        QVERIFY2(huge.error().contains(QLatin1String("does not fit")), qPrintable(huge.error()));
        QVERIFY(!QFile::exists(path));
        const headroom::Expected<TargetPlan> inDir
            = planTarget(TargetRequest { m_dir.path(), 4 << 20, false, false, {}, false });
        QVERIFY(inDir.ok());
        QVERIFY(inDir->inDirectory);
        QVERIFY(
            !planTarget(TargetRequest { m_dir.filePath(QStringLiteral("no/such/dir/f")), 4096, true, false, {}, false })
                 .ok());
    }

    // Issue 27: a refusal names the field to change (the GUI marks it, the CLI words it "--size: …") and speaks no
    // command-line syntax itself.
    void refusalsNameTheirField_data()
    {
        QTest::addColumn<QString>("path");
        QTest::addColumn<qint64>("sizeBytes");
        QTest::addColumn<QString>("field");
        QTest::addColumn<QString>("says");
        const QString precious = m_dir.filePath(QStringLiteral("kept.dat"));
        QVERIFY(testimages::writeImage(precious, QByteArray(4096, 'k')));
        const QString fifo = m_dir.filePath(QStringLiteral("fifo"));
        QVERIFY(::mkfifo(QFile::encodeName(fifo).constData(), 0600) == 0);
        const QString fresh = m_dir.filePath(QStringLiteral("fresh.dat"));
        const auto row = [](const char* name, const QString& path, qint64 size, const char* field, const char* says) {
            QTest::newRow(name) << path << size << QString::fromLatin1(field) << QString::fromLatin1(says);
        };
        row("no target", QString(), 1 << 20, "target", "no target given");
        row("no size", fresh, 0, "size", "give the size of the test file");
        row("too large", fresh, 1LL << 60, "size", "does not fit");
        row("existing file", precious, 0, "overwrite", "allow overwriting");
        row("image with a partition table", image(QStringLiteral("gpt")), 0, "destroy-data-on",
            "confirm with the device's path");
        row("missing directory", m_dir.filePath(QStringLiteral("no/such/f")), 4096, "target", "does not exist");
        row("FIFO", fifo, 0, "target", "a FIFO");
    }
    void refusalsNameTheirField()
    {
        QFETCH(QString, path);
        QFETCH(qint64, sizeBytes);
        QFETCH(QString, field);
        QFETCH(QString, says);
        const bool image = path.endsWith(QLatin1String(".img"));
        const headroom::Expected<TargetPlan> plan
            = planTarget(TargetRequest { path, sizeBytes, true, false, {}, image });
        QVERIFY(!plan.ok());
        QCOMPARE(plan.failure().fields, QStringList { field });
        QVERIFY2(plan.error().contains(says), qPrintable(plan.error()));
        QVERIFY2(!plan.error().contains(QLatin1String("--")), qPrintable(plan.error()));
    }

    void ownFileFilledWithIncompressibleDataAndRemoved()
    {
        const headroom::Expected<TargetPlan> plan
            = planTarget(TargetRequest { m_dir.path(), 4 << 20, true, false, {}, false });
        QVERIFY(plan.ok());
        const std::atomic<bool> cancel { false };
        QString path;
        {
            headroom::Expected<std::unique_ptr<TestTarget>> target = TestTarget::open(*plan, true, false, cancel);
            QVERIFY2(target.ok(), target.ok() ? "" : qPrintable(target.error()));
            path = (*target)->path();
            QVERIFY(QFileInfo(path).fileName().startsWith(QLatin1String("headroom-bench-")));
            QFile file(path);
            QVERIFY(file.open(QIODevice::ReadOnly));
            const QByteArray data = file.readAll();
            QCOMPARE(data.size(), 4 << 20);
            QVERIFY(!data.contains(QByteArray(64, '\0')));
            QVERIFY(qCompress(data, 9).size() > data.size() * 99 / 100); // incompressible
        }
        QVERIFY(!QFile::exists(path));
    }

    void cancelDuringFillRemovesFile()
    {
        const QString path = m_dir.filePath(QStringLiteral("cancelled.dat"));
        const headroom::Expected<TargetPlan> plan
            = planTarget(TargetRequest { path, 64 << 20, true, false, {}, false });
        QVERIFY(plan.ok());
        const std::atomic<bool> cancel { true };
        const headroom::Expected<std::unique_ptr<TestTarget>> target = TestTarget::open(*plan, true, false, cancel);
        QVERIFY(!target.ok());
        QVERIFY(target.error().contains(QLatin1String("cancelled")));
        QVERIFY(!QFile::exists(path));
    }

    void mountPointsWithOddCharactersReadByLibmount()
    {
        // The kernel escapes blank, tab, newline and backslash in mount points as octal; libmount undoes them all.
        QTemporaryDir root;
        const QDir dir(root.path());
        QVERIFY(dir.mkpath(QStringLiteral("sys/block/vdb")) && dir.mkpath(QStringLiteral("sys/dev/block")));
        QVERIFY(dir.mkpath(QStringLiteral("proc/self")));
        QVERIFY(QFile::link(
            root.filePath(QStringLiteral("sys/block/vdb")), root.filePath(QStringLiteral("sys/dev/block/252:16"))));
        QVERIFY(testimages::writeImage(root.filePath(QStringLiteral("proc/self/mountinfo")),
            "22 1 252:1 / / rw - ext4 /dev/vda1 rw\n"
            "41 22 252:16 / /mnt/disk\\040image\\011(odd)\\134name\\012x rw,relatime - xfs /dev/vdb rw\n"
            "42 22 252:16 /sub /srv/caf\xc3\xa9 rw - xfs /dev/vdb rw\n"));
        const QStringList usage = deviceUsage(
            makedev(252, 16), root.filePath(QStringLiteral("proc")), root.filePath(QStringLiteral("sys")));
        QCOMPARE(usage,
            QStringList({ QStringLiteral("vdb mounted on /mnt/disk image\t(odd)\\name\nx"),
                QStringLiteral("vdb mounted on /srv/caf\u00e9") }));
    }

    void fileBackingAMountedLoopDeviceNotOverwrittenFakeSysfs()
    {
        // A fake /sys, /proc and /dev: loop0 is backed by image.img and mounted, loop1 by spare.img and unused.
        QTemporaryDir root;
        const QDir dir(root.path());
        const QString image = root.filePath(QStringLiteral("image.img"));
        const QString spare = root.filePath(QStringLiteral("spare.img"));
        QVERIFY(testimages::writeImage(image, QByteArray(1 << 20, 'i')));
        QVERIFY(testimages::writeImage(spare, QByteArray(1 << 20, 's')));
        for (const char* loop : { "loop0", "loop1" }) {
            QVERIFY(dir.mkpath(QStringLiteral("sys/block/%1/loop").arg(QLatin1String(loop))));
        }
        QVERIFY(dir.mkpath(QStringLiteral("sys/dev/block")) && dir.mkpath(QStringLiteral("proc/self"))
            && dir.mkpath(QStringLiteral("dev")));
        QVERIFY(testimages::writeImage(
            root.filePath(QStringLiteral("sys/block/loop0/loop/backing_file")), QFile::encodeName(image) + '\n'));
        QVERIFY(testimages::writeImage(root.filePath(QStringLiteral("sys/block/loop0/dev")), "7:0\n"));
        QVERIFY(testimages::writeImage(
            root.filePath(QStringLiteral("sys/block/loop1/loop/backing_file")), QFile::encodeName(spare) + '\n'));
        QVERIFY(testimages::writeImage(root.filePath(QStringLiteral("sys/block/loop1/dev")), "7:1\n"));
        QVERIFY(QFile::link(
            root.filePath(QStringLiteral("sys/block/loop0")), root.filePath(QStringLiteral("sys/dev/block/7:0"))));
        QVERIFY(QFile::link(
            root.filePath(QStringLiteral("sys/block/loop1")), root.filePath(QStringLiteral("sys/dev/block/7:1"))));
        QVERIFY(testimages::writeImage(root.filePath(QStringLiteral("proc/self/mountinfo")),
            "22 1 252:1 / / rw - ext4 /dev/vda1 rw\n50 22 7:0 / /mnt/disk\\040image rw - ext4 /dev/loop0 rw\n"));
        const SystemPaths fake { root.filePath(QStringLiteral("proc")), root.filePath(QStringLiteral("sys")),
            root.filePath(QStringLiteral("dev")) };

        const Expected<TargetPlan> refused = planTarget(TargetRequest { image, 0, true, true, {}, false }, fake);
        QVERIFY(!refused.ok());
        QVERIFY2(refused.error().contains(QLatin1String("/dev/loop0"))
                && refused.error().contains(QLatin1String("mounted on /mnt/disk image")),
            qPrintable(refused.error()));
        const Expected<TargetPlan> asDevice = planTarget(TargetRequest { image, 0, true, false, image, true }, fake);
        QVERIFY(!asDevice.ok());
        QVERIFY2(asDevice.error().contains(QLatin1String("/dev/loop0")), qPrintable(asDevice.error()));
        // Reading it stays allowed, and so does overwriting a file whose loop device nothing uses.
        QVERIFY(planTarget(TargetRequest { image, 0, false, false, {}, false }, fake).ok());
        QVERIFY(planTarget(TargetRequest { spare, 0, true, true, {}, false }, fake).ok());
        QCOMPARE(QFileInfo(image).size(), 1 << 20);
    }

    void fileBackingAMountedLoopDeviceNotOverwrittenReal()
    {
        const QString image = m_dir.filePath(QStringLiteral("looped-ext4.img"));
        QString error;
        QVERIFY2(testimages::makeExt4Image(image, &error), qPrintable(error));
        QTemporaryDir mountPoint; // outlives the mount: the loop device unmounts first
        AttachedLoop loop(image);
        if (!loop.why.isEmpty()) {
            QSKIP(qPrintable(loop.why));
        }
        if (const QString why = loop.mount(mountPoint.path()); !why.isEmpty()) {
            QSKIP(qPrintable(why));
        }
        const QByteArray before = sha256(image);
        const Expected<TargetPlan> plan = planTarget(TargetRequest { image, 0, true, true, {}, false });
        QVERIFY(!plan.ok());
        QVERIFY2(
            plan.error().contains(loop.node) && plan.error().contains(mountPoint.path()), qPrintable(plan.error()));
        QCOMPARE(sha256(image), before);
    }

    void blockDeviceOpenedExclusively()
    {
        // The window between "not mounted" and the open: the device is claimed by someone else after the plan was
        // made. O_EXCL makes the kernel refuse the open (EBUSY); the message names the device.
        const QString image = m_dir.filePath(QStringLiteral("blank-for-loop.img"));
        QVERIFY(testimages::writeImage(image, QByteArray(8 << 20, '\0')));
        AttachedLoop loop(image);
        if (!loop.why.isEmpty()) {
            QSKIP(qPrintable(loop.why));
        }
        const Expected<TargetPlan> plan = planTarget(TargetRequest { loop.node, 0, true, false, {}, false });
        QVERIFY2(plan.ok(), plan.ok() ? "" : qPrintable(plan.error()));
        QCOMPARE(plan->kind, TargetKind::BlockDevice);
        const int holder = ::open(QFile::encodeName(loop.node).constData(), O_RDONLY | O_EXCL | O_CLOEXEC);
        QVERIFY(holder >= 0);
        const std::atomic<bool> cancel { false };
        {
            const Expected<std::unique_ptr<TestTarget>> busy = TestTarget::open(*plan, true, false, cancel);
            QVERIFY(!busy.ok());
            QVERIFY2(busy.error().contains(loop.node) && busy.error().contains(QLatin1String("in use")),
                qPrintable(busy.error()));
        }
        ::close(holder);
        const Expected<std::unique_ptr<TestTarget>> free = TestTarget::open(*plan, true, false, cancel);
        QVERIFY2(free.ok(), free.ok() ? "" : qPrintable(free.error()));
        // While the engine holds it, nobody else gets it exclusively (a mount would fail the same way).
        const int second = ::open(QFile::encodeName(loop.node).constData(), O_RDONLY | O_EXCL | O_CLOEXEC);
        const int error = errno;
        if (second >= 0) {
            ::close(second);
        }
        QCOMPARE(second, -1);
        QCOMPARE(error, EBUSY);
    }

    void ownerRecordRoundTripsAndJudgesProcesses()
    {
        const TestFileOwner self = TestFileOwner::current();
        QVERIFY(self.pid == ::getpid() && self.startTicks > 0 && !self.bootId.isEmpty());
        const std::optional<TestFileOwner> decoded = TestFileOwner::decode(self.encode());
        QVERIFY(decoded);
        QCOMPARE(decoded->pid, self.pid);
        QCOMPARE(decoded->startTicks, self.startTicks);
        QCOMPARE(decoded->bootId, self.bootId);
        QCOMPARE(decoded->host, self.host);
        QVERIFY(!TestFileOwner::decode("HEADROOM-TESTFILE-OWNER v1 pid=12"));
        QVERIFY(!TestFileOwner::decode("user data"));

        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("t.dat"));
        QVERIFY(testimages::writeImage(path, QByteArray(8192, 'x')));
        QCOMPARE(checkOwner(path).state, OwnerState::NotOurs);
        QVERIFY(setOwner(path, self));
        QCOMPARE(checkOwner(path).state, OwnerState::Running);
        QVERIFY(setOwner(path, goneOwner()));
        QCOMPARE(checkOwner(path).state, OwnerState::Gone);
        QVERIFY(!checkOwner(path).halfFilled);
        TestFileOwner rebooted = self;
        rebooted.bootId = QStringLiteral("00000000-0000-0000-0000-000000000000");
        QVERIFY(setOwner(path, rebooted));
        QCOMPARE(checkOwner(path).state, OwnerState::Gone);
        TestFileOwner elsewhere = goneOwner();
        elsewhere.host = QStringLiteral("another-host");
        QVERIFY(setOwner(path, elsewhere));
        QCOMPARE(checkOwner(path).state, OwnerState::OtherHost);

        // Without the attribute (a file system with no user xattrs), the record in the first bytes says the same.
        const QString bare = dir.filePath(QStringLiteral("bare.dat"));
        QVERIFY(testimages::writeImage(bare, goneOwner().encode() + '\n' + QByteArray(4096, 'r')));
        const OwnerCheck fromBytes = checkOwner(bare);
        QCOMPARE(fromBytes.state, OwnerState::Gone);
        QVERIFY(fromBytes.halfFilled);
    }

    void staleTestFilesReplacedOthersLeftAlone()
    {
        QTemporaryDir dir;
        const QString stale = dir.filePath(QStringLiteral("headroom-bench-Ab12Cd"));
        const QString running = dir.filePath(QStringLiteral("headroom-bench-RunNow"));
        const QString remote = dir.filePath(QStringLiteral("headroom-bench-Remote"));
        const QString users = dir.filePath(QStringLiteral("headroom-bench-mydata"));
        const QString usersLonger = dir.filePath(QStringLiteral("headroom-bench-Ab12Cd.bak"));
        for (const QString& path : { stale, running, remote, users, usersLonger }) {
            QVERIFY(testimages::writeImage(path, QByteArray(1 << 20, 'u')));
        }
        QVERIFY(setOwner(stale, goneOwner()));
        QVERIFY(setOwner(usersLonger, goneOwner())); // not a name Headroom gives its files
        QVERIFY(setOwner(running, TestFileOwner::current()));
        TestFileOwner elsewhere = goneOwner();
        elsewhere.host = QStringLiteral("another-host");
        QVERIFY(setOwner(remote, elsewhere));
        QCOMPARE(staleTestFilesIn(dir.path()), QStringList { stale });

        const Expected<TargetPlan> plan = planTarget(TargetRequest { dir.path(), 2 << 20, true, false, {}, false });
        QVERIFY2(plan.ok(), plan.ok() ? "" : qPrintable(plan.error()));
        QCOMPARE(plan->staleFiles, QStringList { stale });
        QVERIFY2(plan->summary.contains(QLatin1String("stale")) && plan->summary.contains(QFileInfo(stale).fileName()),
            qPrintable(plan->summary));
        const std::atomic<bool> cancel { false };
        {
            const Expected<std::unique_ptr<TestTarget>> target = TestTarget::open(*plan, true, false, cancel);
            QVERIFY2(target.ok(), target.ok() ? "" : qPrintable(target.error()));
            QVERIFY(!QFile::exists(stale));
            // The new file carries this run's owner record: a concurrent run leaves it alone.
            QCOMPARE(checkOwner((*target)->path()).state, OwnerState::Running);
            QVERIFY(staleTestFilesIn(dir.path()).isEmpty());
        }
        for (const QString& path : { running, remote, users, usersLonger }) {
            QVERIFY2(QFile::exists(path), qPrintable(path));
            QCOMPARE(sha256(path), sha256(users));
        }

        // A named file: stale → made anew; a running run's → refused; a user's → the rules for existing files.
        QVERIFY(setOwner(users, goneOwner()));
        const Expected<TargetPlan> named = planTarget(TargetRequest { users, 2 << 20, true, false, {}, false });
        QVERIFY2(named.ok(), named.ok() ? "" : qPrintable(named.error()));
        QCOMPARE(named->kind, TargetKind::OwnFile);
        QVERIFY(named->createFile);
        QCOMPARE(named->staleFiles, QStringList { users });
        QVERIFY2(named->summary.contains(QLatin1String("stale")), qPrintable(named->summary));
        const Expected<TargetPlan> busy = planTarget(TargetRequest { running, 2 << 20, false, false, {}, false });
        QVERIFY(!busy.ok());
        QVERIFY2(busy.error().contains(QLatin1String("still running")), qPrintable(busy.error()));
        const Expected<TargetPlan> far = planTarget(TargetRequest { remote, 2 << 20, true, true, {}, false });
        QVERIFY(!far.ok());
        QVERIFY2(far.error().contains(QLatin1String("another-host")), qPrintable(far.error()));
        const QString plain = dir.filePath(QStringLiteral("plain.dat"));
        QVERIFY(testimages::writeImage(plain, QByteArray(1 << 20, 'p')));
        const Expected<TargetPlan> existing = planTarget(TargetRequest { plain, 2 << 20, false, false, {}, false });
        QVERIFY(existing.ok());
        QCOMPARE(existing->kind, TargetKind::ExistingFile);
    }

    void keptFileCompleteAndNotStale()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("kept.dat"));
        const Expected<TargetPlan> plan = planTarget(TargetRequest { path, 2 << 20, true, false, {}, false });
        QVERIFY(plan.ok());
        const std::atomic<bool> cancel { false };
        {
            const Expected<std::unique_ptr<TestTarget>> target = TestTarget::open(*plan, true, true, cancel);
            QVERIFY(target.ok());
            QCOMPARE(checkOwner(path).state, OwnerState::Running);
            QVERIFY(!checkOwner(path).halfFilled); // the fill overwrote the record in the first bytes
        }
        QVERIFY(QFile::exists(path));
        QCOMPARE(checkOwner(path).state, OwnerState::NotOurs); // the run ended cleanly: a kept file, not a stale one
        const Expected<TargetPlan> reuse = planTarget(TargetRequest { path, 0, true, false, {}, false });
        QVERIFY2(reuse.ok(), reuse.ok() ? "" : qPrintable(reuse.error()));
        QCOMPARE(reuse->kind, TargetKind::ExistingFile);
        // A fill cancelled with --keep leaves nothing: a half-filled file is never kept.
        const QString cancelled = dir.filePath(QStringLiteral("cancelled.dat"));
        const Expected<TargetPlan> big = planTarget(TargetRequest { cancelled, 64 << 20, true, false, {}, false });
        QVERIFY(big.ok());
        const std::atomic<bool> stop { true };
        QVERIFY(!TestTarget::open(*big, true, true, stop).ok());
        QVERIFY(!QFile::exists(cancelled));
    }

    void deviceUsageReadsMountsSwapsAndHolders()
    {
        // A fake /sys and /proc: disk 8:0 with partition sda1 (8:1) mounted on /boot, held by dm-0.
        QTemporaryDir root;
        const QDir dir(root.path());
        QVERIFY(dir.mkpath(QStringLiteral("sys/block/sda/sda1")) && dir.mkpath(QStringLiteral("sys/dev/block")));
        QVERIFY(dir.mkpath(QStringLiteral("sys/block/sda/holders/dm-0")) && dir.mkpath(QStringLiteral("proc/self")));
        QVERIFY(testimages::writeImage(root.filePath(QStringLiteral("sys/block/sda/sda1/partition")), "1\n"));
        QVERIFY(testimages::writeImage(root.filePath(QStringLiteral("sys/block/sda/sda1/dev")), "8:1\n"));
        QVERIFY(QFile::link(
            root.filePath(QStringLiteral("sys/block/sda")), root.filePath(QStringLiteral("sys/dev/block/8:0"))));
        QVERIFY(testimages::writeImage(root.filePath(QStringLiteral("proc/self/mountinfo")),
            "22 1 8:1 / /boot rw,relatime shared:2 - ext4 /dev/sda1 rw\n30 1 0:5 / /dev rw - devtmpfs udev rw\n"));
        const QStringList usage
            = deviceUsage(makedev(8, 0), root.filePath(QStringLiteral("proc")), root.filePath(QStringLiteral("sys")));
        QVERIFY2(usage.contains(QStringLiteral("sda1 mounted on /boot")), qPrintable(usage.join(QLatin1Char('|'))));
        QVERIFY2(usage.contains(QStringLiteral("sda held by dm-0 (device mapper, LVM or RAID)")),
            qPrintable(usage.join(QLatin1Char('|'))));
        QCOMPARE(usage.size(), 2);
        QVERIFY(deviceUsage(makedev(8, 16), root.filePath(QStringLiteral("proc")), root.filePath(QStringLiteral("sys")))
                    .isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestTargetSafety)
#include "tst_targetsafety.moc"
