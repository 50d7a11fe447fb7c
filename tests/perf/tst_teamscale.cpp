// SPDX-License-Identifier: GPL-3.0-or-later
// A team library's speed beside SQLite's, in one run (issue 26), on a PostgreSQL server of the test's own reached
// over its Unix socket:
// - import: a folder of fio files (copies of one real run of Debian's fio, each with its own timestamp; 1,000, or the
//   issue's 10,000 with HEADROOM_PERF_FULL=1) imported by headroom-cli into a SQLite library and into a team library;
//   the target is the team library within 1.5x of SQLite;
// - table: a library of 10,000 measurements (the 100,000 with HEADROOM_PERF_FULL=1), grown from one real
//   measurement by the same SQL on both engines (generatedlibrary.h), opened in the main window: the time to the first
//   paint of the Library table; the target is under 1 s.
// Printed as "FIGURE ..." lines (ctest -R tst_teamscale -V). The targets are enforced with HEADROOM_PERF_STRICT=1
// (the machine is shared); without it a loose bound (4x, 5 s) still fails a team library gone badly wrong.
// Table at 100,000 in the perf preset on a shared 2-core machine (December 2026): SQLite 1.9-3.0 s, team library
// 2.9-3.8 s (10 s before a page's child rows were read by a range of their key); the listing itself is about half of
// it on either engine (the rest is the window's other reads, the coverage among them, and the paint).
#include "../importers/fiorunner.h"
#include "generatedlibrary.h"
#include "lastpagewait.h"
#include "mainwindow.h"
#include "models/measurementfilterproxy.h"
#include "models/measurementtablemodel.h"
#include "store/teamaddress.h"
#include "support/clirun.h"
#include "support/findchild.h"
#include "support/postgresserver.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

using namespace headroom;
using headroom::testing::child;

namespace {

bool strict()
{
    return qEnvironmentVariableIntValue("HEADROOM_PERF_STRICT") == 1;
}

double secondsOf(const QElapsedTimer& timer)
{
    return static_cast<double>(timer.nsecsElapsed()) / 1e9;
}

// Runs the SQL of generatedlibrary.h on the team library, the count written into it (QPSQL's placeholders leave
// PostgreSQL unable to type `:count / 500`).
QString growTeamLibrary(const QString& url, qint64 count)
{
    auto db = openTeamConnection(*parseTeamAddress(url), QStringLiteral("grow"));
    if (!db.ok()) {
        return db.error();
    }
    QString error;
    db->transaction();
    for (QString statement : perf::copiesOfTheRealMeasurement()) {
        statement.replace(QStringLiteral(":count"), QString::number(count));
        QSqlQuery query(*db);
        if (!query.exec(statement)) {
            error = statement.left(60) + QStringLiteral(": ") + query.lastError().text();
            break;
        }
    }
    error.isEmpty() ? db->commit() : db->rollback();
    // The planner's statistics as autovacuum leaves them after a big write; read right after the bulk insert, the
    // tables would still look empty to it.
    if (QSqlQuery analyze(*db); error.isEmpty() && !analyze.exec(QStringLiteral("ANALYZE"))) {
        error = analyze.lastError().text();
    }
    *db = QSqlDatabase();
    QSqlDatabase::removeDatabase(QStringLiteral("grow"));
    return error;
}

} // namespace

class TestTeamScale : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;
    std::unique_ptr<test::PostgresServer> m_server;
    QString m_json; // one real run of Debian's fio
    int m_databases = 0;

    QString newTeamLibrary()
    {
        const QString name = QStringLiteral("scale%1").arg(++m_databases);
        return m_server->psql(QStringLiteral("postgres"), QStringLiteral("CREATE DATABASE %1").arg(name))
            ? m_server->socketUrl(name, m_server->superuser())
            : QString();
    }

    double importSeconds(const QString& library, const QString& folder)
    {
        QElapsedTimer timer;
        timer.start();
        const auto run = testing::runCliBinary({ QStringLiteral("--db"), library, QStringLiteral("import"), folder,
                                                   QStringLiteral("--system"), QStringLiteral("perf") },
            3'600'000);
        return run.exitCode == 0 ? secondsOf(timer) : -1;
    }

    // The library opened in the main window and its table painted, in seconds; -1 when it did not open.
    double firstPaintSeconds(const QString& library, qint64 count)
    {
        MainWindow window;
        window.show();
        if (!QTest::qWaitForWindowExposed(&window)) {
            return -1;
        }
        auto* table = child<QTableView>(window, "libraryTable");
        QElapsedTimer timer;
        timer.start();
        if (!window.openLibrary(library) || table->grab().isNull()) {
            return -1;
        }
        const double seconds = secondsOf(timer);
        // The other pages arrive as the window paints (MeasurementTableModel::Reading::Progressively).
        const perf::LastPageWait wait = perf::waitForTheLastPage(*window.measurementModel(), 600'000);
        if (!wait.arrived) {
            return -1;
        }
        qInfo("FIGURE %s: every row of %lld measurements in the table %.2f s after opening, the window answering"
              " within %lld ms meanwhile",
            library.startsWith(QLatin1String("postgresql:")) ? "team library" : "SQLite", count, secondsOf(timer),
            wait.longestPauseMs);
        return window.measurementProxy()->rowCount() == count ? seconds : -1;
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        QString why;
        m_server = test::PostgresServer::start(&why);
        QVERIFY2(m_server, qPrintable(why));
        m_json = m_dir.filePath(QStringLiteral("real.json"));
        QVERIFY(!test::runSmallJob(m_dir.filePath(QStringLiteral("data")), QStringLiteral("randrw"),
            { QStringLiteral("--output-format=json") }, m_json)
                     .isEmpty());
    }

    void cleanupTestCase() { m_server.reset(); }

    void importBesideSqlite()
    {
        const int count = perf::fullScale() ? 10'000 : 1'000;
        QFile realFile(m_json);
        QVERIFY(realFile.open(QIODevice::ReadOnly));
        const QByteArray real = realFile.readAll();
        const qsizetype stamp = real.indexOf("\"timestamp\" : ") + 14;
        QVERIFY(stamp > 14);
        const QString folder = m_dir.filePath(QStringLiteral("many"));
        QVERIFY(QDir().mkpath(folder));
        for (int i = 0; i < count; ++i) {
            QByteArray copy = real;
            copy.replace(stamp, 10, QByteArray::number(1700000000 + i));
            QFile file(folder + QStringLiteral("/run-%1.json").arg(i));
            QVERIFY(file.open(QIODevice::WriteOnly) && file.write(copy) == copy.size());
        }
        const double sqlite = importSeconds(m_dir.filePath(QStringLiteral("import.headroom")), folder);
        const QString team = newTeamLibrary();
        QVERIFY(!team.isEmpty());
        const double postgres = importSeconds(team, folder);
        QVERIFY2(sqlite > 0 && postgres > 0, "an import failed");
        qInfo("FIGURE import of %d fio files: SQLite %.2f s, team library %.2f s, ratio %.2f (target <= 1.5)", count,
            sqlite, postgres, postgres / sqlite);
        QVERIFY2(postgres / sqlite <= (strict() ? 1.5 : 4.0),
            qPrintable(QStringLiteral("team library import %1 s against SQLite's %2 s").arg(postgres).arg(sqlite)));
    }

    void tableBesideSqlite()
    {
        const qint64 count = perf::fullScale() ? 100'000 : 10'000;
        const QString real = m_dir.filePath(QStringLiteral("real.headroom"));
        const QString team = newTeamLibrary();
        QVERIFY(!team.isEmpty());
        for (const QString& library : { real, team }) {
            const auto run = testing::runCliBinary({ QStringLiteral("--db"), library, QStringLiteral("import"), m_json,
                QStringLiteral("--system"), QStringLiteral("fio here") });
            QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        }
        const QString sqlite = m_dir.filePath(QStringLiteral("table.headroom"));
        QCOMPARE(perf::generateLibrary(real, sqlite, count), QString());
        QCOMPARE(growTeamLibrary(team, count), QString());
        const double sqliteSec = firstPaintSeconds(sqlite, count);
        const double teamSec = firstPaintSeconds(team, count);
        QVERIFY2(sqliteSec > 0 && teamSec > 0, "a library did not open with all its measurements");
        qInfo(
            "FIGURE Library table first paint at %lld measurements: SQLite %.2f s, team library %.2f s (target < 1 s)",
            count, sqliteSec, teamSec);
        QVERIFY2(teamSec < (strict() ? 1.0 : 5.0), qPrintable(QStringLiteral("first paint %1 s").arg(teamSec)));
    }
};

QTEST_MAIN(TestTeamScale)
#include "tst_teamscale.moc"
