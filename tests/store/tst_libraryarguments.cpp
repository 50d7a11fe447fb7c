// SPDX-License-Identifier: GPL-3.0-or-later
// Arguments that must not write where the user did not say: reading commands never write a library (an older schema
// is read through a migrated temporary copy), the first write migrates after a backup copy, an empty file is "no
// library yet" for every command, `--db ''` is an error, and a failed create keeps a dangling --db link. Processes are
// the real headroom-cli binary, with their own data folder (XDG_DATA_HOME) so the default library is theirs.
#include "store/resultslibrary.h"
#include "store/schema.h"
#include "support/clirun.h"
#include "support/damagedlibrary.h"
#include "support/mustread.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

using namespace headroom;
using headroom::testing::fileSha256;

namespace {

struct Run {
    int exitCode = -1;
    QString out;
    QString err;
};

Run runCli(const QString& dataHome, const QStringList& arguments)
{
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(QStringLiteral("XDG_DATA_HOME"), dataHome);
    const testing::CliProcessRun run = testing::runCliBinary(arguments, 60'000, environment);
    return Run { run.exitCode, QString::fromUtf8(run.out), run.err };
}

QString writeCsv(const QString& dir)
{
    const QString path = QDir(dir).filePath(QStringLiteral("figures.csv"));
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write("system,workload,iops,latency_ms\nbox,w,1000,0.5\n") <= 0) {
        return {};
    }
    return path;
}

// user_version and the number of measurements, read by a plain read-only SQLite connection.
std::pair<int, int> versionAndCount(const QString& path)
{
    std::pair<int, int> read { -1, -1 };
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("peek"));
        db.setDatabaseName(path);
        db.setConnectOptions(QStringLiteral("QSQLITE_OPEN_READONLY"));
        if (db.open()) {
            QSqlQuery query(db);
            if (query.exec(QStringLiteral("PRAGMA user_version")) && query.next()) {
                read.first = query.value(0).toInt();
            }
            if (query.exec(QStringLiteral("SELECT count(*) FROM measurements")) && query.next()) {
                read.second = query.value(0).toInt();
            }
        }
        db.close();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("peek"));
    return read;
}

} // namespace

class TestLibraryArguments : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;

    QString schemaOneCopy(const QString& name)
    {
        const QString path = m_dir.filePath(name);
        QFile::remove(path);
        if (!QFile::copy(QFINDTESTDATA("data/library-schema1.headroom"), path)) {
            return {};
        }
        QFile::setPermissions(path, QFile::ReadOwner | QFile::WriteOwner);
        return path;
    }

private slots:
    void initTestCase() { QVERIFY(m_dir.isValid()); }

    // Before: `results` migrated a schema-1 library in place.
    void readingAnOlderSchemaWritesNothing_data()
    {
        QTest::addColumn<QStringList>("command");
        QTest::newRow("results") << QStringList { QStringLiteral("results") };
        QTest::newRow("systems list") << QStringList { QStringLiteral("systems"), QStringLiteral("list") };
        QTest::newRow("sources list") << QStringList { QStringLiteral("sources"), QStringLiteral("list") };
        QTest::newRow("workloads list") << QStringList { QStringLiteral("workloads"), QStringLiteral("list") };
    }
    void readingAnOlderSchemaWritesNothing()
    {
        QFETCH(QStringList, command);
        const QString db = schemaOneCopy(QStringLiteral("read.headroom"));
        QVERIFY(!db.isEmpty());
        const QByteArray before = fileSha256(db);
        const Run run = runCli(m_dir.path(), QStringList { QStringLiteral("--db"), db } + command);
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        QVERIFY2(run.err.contains(QStringLiteral("%1 has library schema 1 and is read through a migrated temporary "
                                                 "copy; the first write (an import, an edit) migrates the file to "
                                                 "schema %2 after a backup copy %1.schema1.bak")
                                      .arg(db)
                                      .arg(schema::currentVersion())),
            qPrintable(run.err));
        QCOMPARE(fileSha256(db), before);
        QCOMPARE(QDir(m_dir.path()).entryList({ QStringLiteral("read.headroom*") }, QDir::Files),
            QStringList { QStringLiteral("read.headroom") });
    }

    void firstWriteMigratesAfterABackup()
    {
        const QString db = schemaOneCopy(QStringLiteral("write.headroom"));
        const QString backup = db + QStringLiteral(".schema1.bak");
        const Run run = runCli(m_dir.path(),
            { QStringLiteral("--db"), db, QStringLiteral("systems"), QStringLiteral("set"), QStringLiteral("newbox"),
                QStringLiteral("--create"), QStringLiteral("--nodes"), QStringLiteral("4") });
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        QCOMPARE(versionAndCount(backup), std::make_pair(1, 1));
        QCOMPARE(versionAndCount(db), std::make_pair(schema::currentVersion(), 1));

        // A backup already there is never replaced: the write is refused and the library stays at schema 1.
        const QString again = schemaOneCopy(QStringLiteral("again.headroom"));
        QFile taken(again + QStringLiteral(".schema1.bak"));
        QVERIFY(taken.open(QIODevice::WriteOnly) && taken.write("older backup") > 0);
        taken.close();
        const QByteArray before = fileSha256(again);
        const Run refused
            = runCli(m_dir.path(), { QStringLiteral("--db"), again, QStringLiteral("import"), writeCsv(m_dir.path()) });
        QCOMPARE(refused.exitCode, 1);
        QVERIFY2(refused.err.contains(again + QStringLiteral(".schema1.bak, but that file already exists")),
            qPrintable(refused.err));
        QCOMPARE(fileSha256(again), before);
        QVERIFY(taken.open(QIODevice::ReadOnly));
        QCOMPARE(taken.readAll(), QByteArray("older backup"));
    }

    // One rule: an empty file is no library yet. Reading says so and leaves it empty; a write makes the library.
    void anEmptyFileIsNoLibraryYet()
    {
        const QString db = m_dir.filePath(QStringLiteral("empty.headroom"));
        QFile file(db);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.close();
        for (const QStringList& read : { QStringList { QStringLiteral("results") },
                 QStringList { QStringLiteral("systems"), QStringLiteral("list") } }) {
            const Run run = runCli(m_dir.path(), QStringList { QStringLiteral("--db"), db } + read);
            QCOMPARE(run.exitCode, 1);
            QVERIFY2(run.err.contains(QStringLiteral("no library at %1 (the file is empty); create one with").arg(db)),
                qPrintable(run.err));
            QCOMPARE(QFileInfo(db).size(), 0);
        }
        QCOMPARE(ResultsLibrary::open(db, ResultsLibrary::Mode::ReadOnly).error(),
            QStringLiteral("no library at %1 (the file is empty)").arg(db));
        const Run import
            = runCli(m_dir.path(), { QStringLiteral("--db"), db, QStringLiteral("import"), writeCsv(m_dir.path()) });
        QVERIFY2(import.exitCode == 0, qPrintable(import.err));
        QCOMPARE(versionAndCount(db), std::make_pair(schema::currentVersion(), 1));
    }

    // Before: `--db ''` fell back to the default library and wrote into it.
    void anEmptyDbIsAnError_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::newRow("--db ''") << QStringList { QStringLiteral("--db"), QString(), QStringLiteral("import") };
        QTest::newRow("--db=") << QStringList { QStringLiteral("--db="), QStringLiteral("import") };
        QTest::newRow("after the command")
            << QStringList { QStringLiteral("import"), QStringLiteral("--db"), QString() };
    }
    void anEmptyDbIsAnError()
    {
        QFETCH(QStringList, arguments);
        QTemporaryDir home;
        arguments << writeCsv(home.path());
        const Run run = runCli(home.path(), arguments);
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(run.err.startsWith(QStringLiteral("headroom-cli: --db: the file name is empty (leave --db out to use "
                                                   "the default library ")),
            qPrintable(run.err));
        QCOMPARE(QDir(home.path()).entryList(QDir::AllEntries | QDir::NoDotAndDotDot),
            QStringList { QStringLiteral("figures.csv") });
    }

    // Before: the failed create removed the user's link.
    void aFailedCreateKeepsADanglingLink()
    {
        const QString link = m_dir.filePath(QStringLiteral("link.headroom"));
        const QString target = m_dir.filePath(QStringLiteral("not-yet/lib.headroom"));
        QVERIFY(QFile::link(target, link));
        const Run run
            = runCli(m_dir.path(), { QStringLiteral("--db"), link, QStringLiteral("import"), writeCsv(m_dir.path()) });
        QCOMPARE(run.exitCode, 1);
        QVERIFY(QFileInfo(link).isSymLink());
        QCOMPARE(QFileInfo(link).symLinkTarget(), target);
        QVERIFY(!QFileInfo::exists(target));
        QVERIFY(!QFileInfo::exists(m_dir.filePath(QStringLiteral("not-yet"))));

        // A link whose target can be made: the library is made there, through the link, and the link stays.
        QVERIFY(QDir().mkpath(m_dir.filePath(QStringLiteral("not-yet"))));
        const Run made
            = runCli(m_dir.path(), { QStringLiteral("--db"), link, QStringLiteral("import"), writeCsv(m_dir.path()) });
        QVERIFY2(made.exitCode == 0, qPrintable(made.err));
        QVERIFY(QFileInfo(link).isSymLink());
        QCOMPARE(versionAndCount(target), std::make_pair(schema::currentVersion(), 1));
    }
};

QTEST_GUILESS_MAIN(TestLibraryArguments)
#include "tst_libraryarguments.moc"
