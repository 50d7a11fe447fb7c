#include "bench/deviceusage.h"
#include "bench/signatureprobe.h"
#include "bench/targetplan.h"
#include "bench/testtarget.h"
#include "diskimages.h"

#include <sys/sysmacros.h>

#include <QCryptographicHash>
#include <QDir>
#include <QTemporaryDir>
#include <QTest>

using namespace headroom::bench;

namespace {

QByteArray sha256(const QString& path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? QCryptographicHash::hash(file.readAll(), QCryptographicHash::Sha256)
                                          : QByteArray();
}

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
            QVERIFY2(write.error().contains(QLatin1String("--destroy-data-on")), qPrintable(write.error()));
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
        QVERIFY2(write.error().contains(QLatin1String("did not create"))
                && write.error().contains(QLatin1String("--overwrite")),
            qPrintable(write.error()));
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
