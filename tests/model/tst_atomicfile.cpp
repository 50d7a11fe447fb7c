// SPDX-License-Identifier: GPL-3.0-or-later
// writeFileAtomically() beyond the full disk (tests/cli/tst_fulldisk): what it replaces, what it keeps of the old
// file, what it refuses, and that no temporary file survives any of it.
#include "model/atomicfile.h"

#include <sys/stat.h>

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QTest>

using namespace headroom;

namespace {

QStringList entries(const QString& dir)
{
    return QDir(dir).entryList(QDir::AllEntries | QDir::Hidden | QDir::System | QDir::NoDotAndDotDot, QDir::Name);
}

QByteArray contents(const QString& path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray("(missing)");
}

mode_t modeOf(const QString& path)
{
    struct stat info { };
    return ::stat(QFile::encodeName(path).constData(), &info) == 0 ? info.st_mode & 07777 : 0;
}

} // namespace

class TestAtomicFile : public QObject {
    Q_OBJECT

private slots:
    void writesANewFileWithTheUsualMode()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("new.json"));
        const mode_t mask = ::umask(022);
        ::umask(mask);
        QVERIFY(writeFileAtomically(path, "{}\n"));
        QCOMPARE(contents(path), QByteArray("{}\n"));
        QCOMPARE(modeOf(path), static_cast<mode_t>(0666 & ~mask));
        QCOMPARE(entries(dir.path()), QStringList { QStringLiteral("new.json") });
    }

    void replacesTheFileKeepingItsMode()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("catalog.csv"));
        QVERIFY(writeFileAtomically(path, QByteArray(10000, 'a')));
        QVERIFY(::chmod(QFile::encodeName(path).constData(), 0640) == 0);
        QVERIFY(writeFileAtomically(path, "short"));
        QCOMPARE(contents(path), QByteArray("short"));
        QCOMPARE(modeOf(path), static_cast<mode_t>(0640));
        QCOMPARE(entries(dir.path()), QStringList { QStringLiteral("catalog.csv") });
    }

    // The user's link to a file elsewhere stays a link; the file it points to gets the bytes.
    void writesThroughASymlink()
    {
        QTemporaryDir dir;
        QVERIFY(QDir(dir.path()).mkdir(QStringLiteral("real")));
        const QString target = dir.filePath(QStringLiteral("real/chart.svg"));
        QVERIFY(writeFileAtomically(target, "old"));
        const QString link = dir.filePath(QStringLiteral("chart.svg"));
        QVERIFY(QFile::link(target, link));
        QVERIFY(writeFileAtomically(link, "new"));
        QVERIFY(QFileInfo(link).isSymLink());
        QCOMPARE(contents(target), QByteArray("new"));
        QCOMPARE(entries(dir.filePath(QStringLiteral("real"))), QStringList { QStringLiteral("chart.svg") });
    }

    void refuses_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QString>("reason");
        QTest::newRow("a directory") << QStringLiteral("folder") << QStringLiteral("it is not a regular file");
        QTest::newRow("a FIFO") << QStringLiteral("fifo") << QStringLiteral("it is not a regular file");
        QTest::newRow("a missing folder")
            << QStringLiteral("missing/report.pdf") << QStringLiteral("No such file or directory");
    }

    // Refused with the file's name and the reason, and nothing is created or changed.
    void refuses()
    {
        QFETCH(QString, name);
        QFETCH(QString, reason);
        QTemporaryDir dir;
        QVERIFY(QDir(dir.path()).mkdir(QStringLiteral("folder")));
        QVERIFY(::mkfifo(QFile::encodeName(dir.filePath(QStringLiteral("fifo"))).constData(), 0644) == 0);
        const QStringList before = entries(dir.path());
        const QString path = dir.filePath(name);
        const Status written = writeFileAtomically(path, "bytes");
        QVERIFY(!written);
        QCOMPARE(written.error(), QStringLiteral("cannot write %1: %2").arg(path, reason));
        QCOMPARE(entries(dir.path()), before);
        QCOMPARE(entries(dir.filePath(QStringLiteral("folder"))), QStringList());
    }
};

QTEST_GUILESS_MAIN(TestAtomicFile)
#include "tst_atomicfile.moc"
