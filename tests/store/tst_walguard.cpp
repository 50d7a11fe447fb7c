// SPDX-License-Identifier: GPL-3.0-or-later
// A library connection never loses its files to another process (store/openlibraries.h): it keeps -wal and -shm when
// it closes, a header check of the open library reads nothing, and a connection whose WAL was deleted anyway reopens
// before it writes. The other process is the real headroom-cli.
#include "store/libraryfile.h"
#include "store/openlibraries.h"
#include "store/resultslibrary.h"
#include "support/clirun.h"
#include "support/filelocks.h"
#include "support/librarytestaccess.h"
#include "support/mustread.h"

#include <QFile>
#include <QFileInfo>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>
#include <QUuid>

using namespace headroom;
using headroom::testing::errorOf;
using headroom::testing::holdsPosixLock;
using headroom::testing::mustRead;
using headroom::testing::runCliBinary;

namespace {

SystemConfig systemNamed(const QString& name)
{
    SystemConfig system;
    system.name = name;
    return system;
}

// The system names headroom-cli reads from the library, through its own connection.
QStringList systemsSeenByCli(const QString& library)
{
    const auto run
        = runCliBinary({ QStringLiteral("--db"), library, QStringLiteral("systems"), QStringLiteral("list") });
    return run.exitCode == 0 ? QStringList { QString::fromUtf8(run.out) } : QStringList { run.err };
}

} // namespace

class TestWalGuard : public QObject {
    Q_OBJECT

private slots:
    void init() { QVERIFY(m_dir.isValid()); }

    // Without SQLITE_FCNTL_PERSIST_WAL, the last connection to close deletes both: a plain QSQLITE connection shows
    // that this test can tell.
    void closingKeepsWalAndShm()
    {
        const QString path = m_dir.filePath(QStringLiteral("kept.headroom"));
        {
            auto library = ResultsLibrary::open(path);
            QVERIFY2(library.ok(), qPrintable(errorOf(library)));
            QVERIFY(library.value()->saveSystem(systemNamed(QStringLiteral("A"))).ok());
            QVERIFY(QFile::exists(path + QStringLiteral("-wal")));
        }
        QVERIFY(QFile::exists(path + QStringLiteral("-wal")));
        QVERIFY(QFile::exists(path + QStringLiteral("-shm")));
        QCOMPARE(QFileInfo(path + QStringLiteral("-wal")).size(), 0); // checkpointed and emptied by the last close

        const QString plain = m_dir.filePath(QStringLiteral("plain.sqlite"));
        {
            QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("plain"));
            db.setDatabaseName(plain);
            QVERIFY(db.open());
            QSqlQuery query(db);
            QVERIFY(query.exec(QStringLiteral("PRAGMA journal_mode = WAL")));
            QVERIFY(query.exec(QStringLiteral("CREATE TABLE t (x)")));
            QVERIFY(QFile::exists(plain + QStringLiteral("-wal")));
            query.finish();
            db.close();
        }
        QSqlDatabase::removeDatabase(QStringLiteral("plain"));
        QVERIFY(!QFile::exists(plain + QStringLiteral("-wal")));
        auto reopened = ResultsLibrary::open(path); // a kept WAL reads back
        QVERIFY2(reopened.ok(), qPrintable(errorOf(reopened)));
        QCOMPARE(mustRead(reopened.value()->systems()).size(), 1);
    }

    // inspectLibraryFile() of a library this process has open (also by another name, through a link) reads nothing:
    // the process keeps its lock. Opening and closing the file once, as the old header check did, drops it.
    void headerCheckOfTheOpenLibraryKeepsItsLocks()
    {
        const QString path = m_dir.filePath(QStringLiteral("locked.headroom"));
        auto library = ResultsLibrary::open(path);
        QVERIFY2(library.ok(), qPrintable(errorOf(library)));
        QVERIFY(library.value()->saveSystem(systemNamed(QStringLiteral("A"))).ok());
        QVERIFY(holdsPosixLock(path));
        const QString link = m_dir.filePath(QStringLiteral("link.headroom"));
        QVERIFY(QFile::link(path, link));
        for (const QString& name : { path, link }) {
            const auto kind = inspectLibraryFile(name);
            QVERIFY2(kind.ok(), qPrintable(errorOf(kind)));
            QCOMPARE(*kind, LibraryFileKind::HeadroomLibrary);
            QVERIFY(isOpenLibraryFile(name));
            QVERIFY2(holdsPosixLock(path), qPrintable(name));
        }
        auto second = ResultsLibrary::open(path); // a second connection in this process
        QVERIFY2(second.ok(), qPrintable(errorOf(second)));
        second.value().reset();
        QVERIFY(holdsPosixLock(path));
        QVERIFY(isOpenLibraryFile(path + QStringLiteral("-shm")));

        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        file.close();
        QVERIFY(!holdsPosixLock(path)); // the hazard itself, as SQLite documents it
        library.value().reset();
        QVERIFY(!isOpenLibraryFile(path));
    }

    void unlinkedWalIsReopenedBeforeWriting_data()
    {
        QTest::addColumn<QStringList>("deleted");
        QTest::newRow("-wal and -shm") << QStringList { QStringLiteral("-wal"), QStringLiteral("-shm") };
        QTest::newRow("-wal") << QStringList { QStringLiteral("-wal") };
        QTest::newRow("-shm") << QStringList { QStringLiteral("-shm") };
    }

    // What another program does when it wrongly believes it closes the last connection: checkpoint, then delete the
    // side files. The next write reopens, and headroom-cli, while this connection is still open, sees it.
    void unlinkedWalIsReopenedBeforeWriting()
    {
        QFETCH(QStringList, deleted);
        const QString path
            = m_dir.filePath(QUuid::createUuid().toString(QUuid::WithoutBraces) + QStringLiteral(".headroom"));
        auto opened = ResultsLibrary::open(path);
        QVERIFY2(opened.ok(), qPrintable(errorOf(opened)));
        ResultsLibrary& library = *opened.value();
        QVERIFY(library.saveSystem(systemNamed(QStringLiteral("before"))).ok());
        QSqlQuery checkpoint(ResultsLibraryTestAccess::database(library));
        QVERIFY(checkpoint.exec(QStringLiteral("PRAGMA wal_checkpoint(TRUNCATE)")));
        checkpoint.finish();
        const QString canonical = QFileInfo(path).canonicalFilePath();
        QVERIFY(!walUnlinked(canonical));
        for (const QString& suffix : deleted) {
            QVERIFY(QFile::remove(path + suffix));
        }
        QVERIFY(walUnlinked(canonical));

        QVERIFY(library.saveSystem(systemNamed(QStringLiteral("after"))).ok());
        QVERIFY(!walUnlinked(canonical));
        QVERIFY(QFile::exists(path + QStringLiteral("-wal")));
        const QString seen = systemsSeenByCli(path).join(QLatin1Char('\n'));
        QVERIFY2(seen.contains(QStringLiteral("before")) && seen.contains(QStringLiteral("after")), qPrintable(seen));
        QCOMPARE(mustRead(library.systems()).size(), 2);
    }

    // Inside a transaction the connection cannot be reopened without losing what the transaction wrote: the write
    // fails, names the library, and nothing of it is stored.
    void unlinkedWalInsideATransactionStoresNothing()
    {
        const QString path = m_dir.filePath(QStringLiteral("transaction.headroom"));
        auto opened = ResultsLibrary::open(path);
        QVERIFY2(opened.ok(), qPrintable(errorOf(opened)));
        ResultsLibrary& library = *opened.value();
        QVERIFY(library.saveSystem(systemNamed(QStringLiteral("kept"))).ok());
        QSqlQuery checkpoint(ResultsLibraryTestAccess::database(library));
        QVERIFY(checkpoint.exec(QStringLiteral("PRAGMA wal_checkpoint(TRUNCATE)")));
        checkpoint.finish();
        const Status done = library.inTransaction([&]() -> Status {
            if (auto first = library.saveSystem(systemNamed(QStringLiteral("lost 1"))); !first) {
                return fail(first.error());
            }
            QFile::remove(path + QStringLiteral("-wal"));
            QFile::remove(path + QStringLiteral("-shm"));
            if (auto second = library.saveSystem(systemNamed(QStringLiteral("lost 2"))); !second) {
                return fail(second.error());
            }
            return success();
        });
        QVERIFY(!done.ok());
        QVERIFY2(
            errorOf(done).contains(path) && errorOf(done).contains(QStringLiteral("WAL")), qPrintable(errorOf(done)));
        const QStringList names = [&] {
            QStringList result;
            for (const SystemConfig& system : mustRead(library.systems())) { // reopens: the files are back
                result << system.name;
            }
            return result;
        }();
        QCOMPARE(names, QStringList { QStringLiteral("kept") });
        QVERIFY(!walUnlinked(QFileInfo(path).canonicalFilePath()));
    }

private:
    QTemporaryDir m_dir;
};

QTEST_GUILESS_MAIN(TestWalGuard)
#include "tst_walguard.moc"
