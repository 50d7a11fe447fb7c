// SPDX-License-Identifier: GPL-3.0-or-later
// removeNewLibrary(): what taking a new library away again removes, and that it removes nothing while another
// process has the library open (that process may be storing into it). The other process is this test binary run
// with --hold-library FILE: a real SQLite connection through Qt's driver, open until its stdin closes.
#include "store/newlibrary.h"
#include "store/resultslibrary.h"

#include <cstring>
#include <iostream>
#include <string>

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QProcess>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

using namespace headroom;

namespace {

QStringList entries(const QString& dir)
{
    return QDir(dir).entryList(QDir::AllEntries | QDir::Hidden | QDir::System | QDir::NoDotAndDotDot, QDir::Name);
}

bool createLibrary(const QString& path)
{
    return ResultsLibrary::open(path).ok(); // closed again when the result goes
}

// The holder: opens the library, reads it (which maps its -shm and takes SQLite's read lock there), says "open",
// and keeps the connection until stdin closes.
int holdLibrary(const QString& path)
{
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("holder"));
        db.setDatabaseName(path);
        QSqlQuery query(db);
        if (!db.open() || !query.exec(QStringLiteral("SELECT count(*) FROM sqlite_master")) || !query.next()) {
            return 1;
        }
        std::cout << "open" << std::endl;
        std::string line;
        while (std::getline(std::cin, line)) { }
        query.finish();
        db.close();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("holder"));
    return 0;
}

} // namespace

class TestNewLibrary : public QObject {
    Q_OBJECT

private slots:
    void removesTheFilesAndTheFoldersItMade()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("a/b/lib.headroom"));
        const QStringList folders = missingFolders(path);
        QCOMPARE(folders, QStringList({ dir.filePath(QStringLiteral("a")), dir.filePath(QStringLiteral("a/b")) }));
        QVERIFY(createLibrary(path));
        QVERIFY(QFile::exists(path));
        removeNewLibrary(path, LibraryFileKind::Missing, folders);
        QCOMPARE(entries(dir.path()), QStringList());
    }

    void theUsersEmptyFileIsEmptiedNotRemoved()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("lib.headroom"));
        QFile empty(path);
        QVERIFY(empty.open(QIODevice::WriteOnly));
        empty.close();
        QVERIFY(createLibrary(path));
        QVERIFY(QFileInfo(path).size() > 0);
        removeNewLibrary(path, LibraryFileKind::Empty);
        QCOMPARE(entries(dir.path()), QStringList { QStringLiteral("lib.headroom") });
        QCOMPARE(QFileInfo(path).size(), 0);
    }

    void leftAloneWhileAnotherProcessHasItOpen()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("lib.headroom"));
        QVERIFY(createLibrary(path));
        QProcess holder;
        holder.start(QCoreApplication::applicationFilePath(), { QStringLiteral("--hold-library"), path });
        QVERIFY(holder.waitForReadyRead(30'000));
        QCOMPARE(holder.readAllStandardOutput().trimmed(), QByteArray("open"));
        removeNewLibrary(path, LibraryFileKind::Missing);
        QVERIFY2(QFile::exists(path), "removed under another process's connection");
        QVERIFY(QFile::exists(path + QStringLiteral("-shm")));
        holder.closeWriteChannel();
        QVERIFY(holder.waitForFinished(30'000));
        QCOMPARE(holder.exitCode(), 0);
        removeNewLibrary(path, LibraryFileKind::Missing);
        QCOMPARE(entries(dir.path()), QStringList());
    }
};

int main(int argc, char** argv)
{
    if (argc == 3 && std::strcmp(argv[1], "--hold-library") == 0) {
        QCoreApplication app(argc, argv);
        return holdLibrary(QString::fromLocal8Bit(argv[2]));
    }
    QCoreApplication app(argc, argv);
    TestNewLibrary test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_newlibrary.moc"
