// SPDX-License-Identifier: GPL-3.0-or-later
// A team library through the real headroom-cli (issue 26): the same fixture files imported into a SQLite library and
// into a team library on a PostgreSQL server of the test's own give byte-for-byte the same `results --json` (and
// systems, workloads, demands, advice and report); eight clients importing overlapping files at once, round after
// round, store every file once and leave what a serial import leaves; a transaction that loses to another client is
// run again.
#include "store/resultslibrary.h"
#include "store/sqlhelpers.h"
#include "support/clirun.h"
#include "support/libraryjson.h"
#include "support/librarytestaccess.h"
#include "support/mustread.h"
#include "support/postgresserver.h"

#include <algorithm>

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QSet>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

#include <nlohmann/json.hpp>

using namespace headroom;
using headroom::testing::mustRead;
using headroom::testing::runCliBinary;

namespace {

constexpr int kClients = 8;
constexpr int kFiles = 24;
constexpr int kFilesPerClient = 8; // client c imports files 3c … 3c+7: every file by two or three clients
constexpr int kRows = 20;

// Every fixture format the importers read: benchmark results and a customer's export.
QStringList fixtureFolders()
{
    QStringList folders;
    for (const char* name : { "fio", "hcibench", "vdbench", "diskspd", "crystaldiskmark", "liveoptics" }) {
        folders << QFINDTESTDATA(QStringLiteral("../data/") + QLatin1String(name));
    }
    return folders;
}

// `results --json` without the ids, its own and its point's runs' (which depend on the order the clients committed in),
// one line per measurement, sorted.
QStringList withoutIds(const QByteArray& json)
{
    nlohmann::json rows = nlohmann::json::parse(json.toStdString(), nullptr, false);
    QStringList lines;
    if (!rows.is_array()) {
        return { QStringLiteral("not a JSON array: ") + QString::fromUtf8(json.left(200)) };
    }
    for (auto& row : rows) {
        row.erase("id");
        if (row["point"].is_object()) {
            row["point"].erase("run_ids");
        }
        lines << QString::fromStdString(row.dump());
    }
    lines.sort();
    return lines;
}

} // namespace

class TestTeamLibrary : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanupTestCase() { m_server.reset(); }
    void sameAnswersAsSqlite();
    void eightClientsStoreEachFileOnce();
    void retriesATransactionThatLostToAnother();
    void aKilledClientLeavesNothingPartial();
    void copyRoundTripsThroughATeamLibrary();

private:
    void sameReports(const QStringList& libraries, const QStringList& advice);
    // A fresh database on the server, by its address.
    QString newDatabase();
    QTemporaryDir m_dir;
    std::unique_ptr<test::PostgresServer> m_server;
    int m_databases = 0;
};

void TestTeamLibrary::initTestCase()
{
    QVERIFY(m_dir.isValid());
    QString why;
    m_server = test::PostgresServer::start(&why);
    QVERIFY2(m_server, qPrintable(why));
}

QString TestTeamLibrary::newDatabase()
{
    const QString name = QStringLiteral("team%1").arg(++m_databases);
    QString error;
    if (!m_server->psql(QStringLiteral("postgres"), QStringLiteral("CREATE DATABASE %1").arg(name), &error)) {
        qWarning("psql: %s", qPrintable(error));
        return {};
    }
    return m_server->socketUrl(name, m_server->superuser());
}

// The same files and edits through the same commands: a SQLite library and a team library answer byte for byte
// alike.
void TestTeamLibrary::sameAnswersAsSqlite()
{
    const QString file = m_dir.filePath(QStringLiteral("fixtures.headroom"));
    const QString team = newDatabase();
    QVERIFY(!team.isEmpty());
    const QStringList libraries { file, team };
    // What each library is given: the fixtures, then the systems' sizes that advice needs.
    const QList<QStringList> writes {
        QStringList { QStringLiteral("import") } + fixtureFolders(),
        { QStringLiteral("systems"), QStringLiteral("set"), QStringLiteral("fio-3.6-ceph-rbd-hdd-randread-qd-sweep"),
            QStringLiteral("--nodes"), QStringLiteral("4"), QStringLiteral("--link-gbps"), QStringLiteral("10"),
            QStringLiteral("--ports-per-node"), QStringLiteral("2"), QStringLiteral("--tag"),
            QStringLiteral("lab=B7") },
        { QStringLiteral("systems"), QStringLiteral("set"), QStringLiteral("fio-3.6-ceph-rbd-ssd-randread-qd-sweep"),
            QStringLiteral("--nodes"), QStringLiteral("4"), QStringLiteral("--link-gbps"), QStringLiteral("100"),
            QStringLiteral("--ports-per-node"), QStringLiteral("2") },
    };
    // And edits, each one transaction: demands, systems and workloads renamed, merged, linked and deleted.
    const QList<QStringList> edits {
        { QStringLiteral("demand"), QStringLiteral("growth"), QStringLiteral("zColo_06"), QStringLiteral("20%") },
        { QStringLiteral("demand"), QStringLiteral("link"), QStringLiteral("zColo_06"),
            QStringLiteral("VSAN8-Cluster") },
        { QStringLiteral("demand"), QStringLiteral("rename"), QStringLiteral("zColo_06"), QStringLiteral("zC6") },
        { QStringLiteral("demand"), QStringLiteral("delete"), QStringLiteral("zColo_08") },
        { QStringLiteral("systems"), QStringLiteral("rename"), QStringLiteral("VSAN8-Cluster"),
            QStringLiteral("VSAN") },
        { QStringLiteral("systems"), QStringLiteral("merge"), QStringLiteral("fio-2.18-randread-qd-sweep"),
            QStringLiteral("fio-3.1-mx200-randread-qd-sweep") },
        { QStringLiteral("systems"), QStringLiteral("delete"), QStringLiteral("perf36+perf84") },
        { QStringLiteral("workloads"), QStringLiteral("rename"), QStringLiteral("49.5rd_10rand_j1"),
            QStringLiteral("xray") },
    };
    for (const QString& library : libraries) {
        for (const QStringList& write : writes + edits) {
            const auto run = runCliBinary(QStringList { QStringLiteral("--db"), library } + write);
            QVERIFY2(run.exitCode == 0, qPrintable(library + QStringLiteral(": ") + run.err));
        }
    }
    const QStringList advice { QStringLiteral("--workload"), QStringLiteral("4k_100rd_100rand_j1"),
        QStringLiteral("--baseline"), QStringLiteral("fio-3.6-ceph-rbd-hdd-randread-qd-sweep"),
        QStringLiteral("--candidate"), QStringLiteral("fio-3.6-ceph-rbd-ssd-randread-qd-sweep"),
        QStringLiteral("--nodes"), QStringLiteral("4"), QStringLiteral("--ports-per-node"), QStringLiteral("2"),
        QStringLiteral("--nic"), QStringLiteral("540-BDEF"), QStringLiteral("--switch"), QStringLiteral("210-APHK"),
        QStringLiteral("--cable"), QStringLiteral("470-ABOX"), QStringLiteral("--node-price"),
        QStringLiteral("100000 USD") };
    const QList<QStringList> reads {
        { QStringLiteral("--json"), QStringLiteral("results") },
        { QStringLiteral("results") },
        { QStringLiteral("--json"), QStringLiteral("results"), QStringLiteral("--system"), QStringLiteral("VSAN") },
        { QStringLiteral("--json"), QStringLiteral("systems"), QStringLiteral("list") },
        { QStringLiteral("--json"), QStringLiteral("workloads"), QStringLiteral("list") },
        { QStringLiteral("--json"), QStringLiteral("demand"), QStringLiteral("list") },
        QStringList { QStringLiteral("--json"), QStringLiteral("advise") } + advice,
    };
    for (const QStringList& read : reads) {
        const auto sqlite = runCliBinary(QStringList { QStringLiteral("--db"), file } + read);
        const auto postgres = runCliBinary(QStringList { QStringLiteral("--db"), team } + read);
        const QString what = read.join(QLatin1Char(' '));
        QVERIFY2(sqlite.exitCode == 0, qPrintable(what + QStringLiteral(": ") + sqlite.err));
        QVERIFY2(postgres.exitCode == 0, qPrintable(what + QStringLiteral(": ") + postgres.err));
        QVERIFY2(sqlite.out.size() > 100, qPrintable(what));
        QVERIFY2(sqlite.out == postgres.out, qPrintable(what));
    }
    const auto advised = nlohmann::json::parse(
        runCliBinary(
            QStringList { QStringLiteral("--db"), team, QStringLiteral("--json"), QStringLiteral("advise") } + advice)
            .out.toStdString(),
        nullptr, false);
    QCOMPARE(advised.value("recommendation", std::string()), std::string("network-upgrade"));
    sameReports(libraries, advice);
    // Who imported: the role that did, recorded by the server.
    auto library = ResultsLibrary::open(team, ResultsLibrary::Mode::ReadOnly);
    QVERIFY(library.ok());
    for (const SourceRecord& source : mustRead((*library)->sources())) {
        QCOMPARE(source.importedBy, QStringLiteral("postgres"));
    }
}

// The HTML report of the same advice from each library: byte for byte the same.
void TestTeamLibrary::sameReports(const QStringList& libraries, const QStringList& advice)
{
    QByteArray reports[2];
    for (int i = 0; i < 2; ++i) {
        const QString out = m_dir.filePath(QStringLiteral("report%1.html").arg(i));
        const auto run
            = runCliBinary(QStringList { QStringLiteral("--db"), libraries[i], QStringLiteral("report"),
                               QStringLiteral("--out"), out, QStringLiteral("--date"), QStringLiteral("2026-01-01") }
                + advice);
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        QFile html(out);
        QVERIFY(html.open(QIODevice::ReadOnly));
        reports[i] = html.readAll();
    }
    QVERIFY(reports[0].size() > 1000);
    QVERIFY(reports[0] == reports[1]);
}

namespace {

// A folder of kFiles CSV files of published figures, each a different source.
bool writeFiles(const QString& dir, QStringList& files)
{
    for (int file = 0; file < kFiles; ++file) {
        const QString path = QDir(dir).filePath(QStringLiteral("run%1.csv").arg(file, 2, 10, QLatin1Char('0')));
        QFile csv(path);
        if (!csv.open(QIODevice::WriteOnly)) {
            return false;
        }
        QByteArray text("system,workload,iops,latency_ms\n");
        for (int row = 0; row < kRows; ++row) {
            text += QStringLiteral("box%1,w%2,%3,0.5\n").arg(file % 5).arg(row).arg(1000 + file * 100 + row).toUtf8();
        }
        if (csv.write(text) != text.size()) {
            return false;
        }
        files << path;
    }
    return true;
}

QStringList filesOfClient(const QStringList& files, int client)
{
    QStringList mine;
    for (int i = 0; i < kFilesPerClient; ++i) {
        mine << files.at((client * 3 + i) % kFiles);
    }
    return mine;
}

} // namespace

// Eight clients (headroom-cli processes) import overlapping sets of files into one team library at once, round after
// round: each exits 0, every file is stored exactly once, and the library reads as a serial import of the files does.
void TestTeamLibrary::eightClientsStoreEachFileOnce()
{
    constexpr int kRounds = 20;
    QStringList files;
    QVERIFY(writeFiles(m_dir.path(), files));
    const QString serial = newDatabase();
    QVERIFY(!serial.isEmpty());
    QVERIFY(
        runCliBinary(QStringList { QStringLiteral("--db"), serial, QStringLiteral("import") } + files).exitCode == 0);
    const auto serialResults
        = runCliBinary({ QStringLiteral("--db"), serial, QStringLiteral("--json"), QStringLiteral("results") });
    QCOMPARE(serialResults.exitCode, 0);
    const QStringList expected = withoutIds(serialResults.out);
    QCOMPARE(expected.size(), kFiles * kRows);
    for (int round = 0; round < kRounds; ++round) {
        const QString db = newDatabase();
        QVERIFY(!db.isEmpty());
        std::vector<std::unique_ptr<QProcess>> clients;
        for (int client = 0; client < kClients; ++client) {
            clients.push_back(std::make_unique<QProcess>());
            clients.back()->start(QStringLiteral(HEADROOM_CLI_PATH),
                QStringList { QStringLiteral("--db"), db, QStringLiteral("--json"), QStringLiteral("import") }
                    + filesOfClient(files, client));
        }
        int imported = 0;
        for (auto& client : clients) {
            QVERIFY(client->waitForFinished(60'000));
            const QString err = QString::fromUtf8(client->readAllStandardError());
            QVERIFY2(client->exitStatus() == QProcess::NormalExit && client->exitCode() == 0,
                qPrintable(QStringLiteral("round %1: %2").arg(round).arg(err)));
            const auto report = nlohmann::json::parse(client->readAllStandardOutput().toStdString(), nullptr, false);
            QVERIFY(report.is_object());
            imported += report["imported"].get<int>();
            QCOMPARE(report["imported"].get<int>() + report["duplicates"].get<int>(), kFilesPerClient);
        }
        QCOMPARE(imported, kFiles); // each file stored by exactly one client, skipped by the others
        auto library = ResultsLibrary::open(db, ResultsLibrary::Mode::ReadOnly);
        QVERIFY2(library.ok(), qPrintable(library.ok() ? QString() : library.error()));
        const QList<SourceRecord> sources = mustRead((*library)->sources());
        QCOMPARE(sources.size(), kFiles);
        QSet<QString> hashes;
        for (const SourceRecord& source : sources) {
            hashes.insert(source.ref.sha256);
            QCOMPARE(source.measurementCount, kRows);
        }
        QCOMPARE(hashes.size(), kFiles);
        const auto results
            = runCliBinary({ QStringLiteral("--db"), db, QStringLiteral("--json"), QStringLiteral("results") });
        QCOMPARE(results.exitCode, 0);
        QCOMPARE(withoutIds(results.out), expected);
    }
}

// A transaction that loses to another client (PostgreSQL's 40001 or 40P01) runs again from its start: what the lost
// attempt wrote is gone, what the next one writes is kept, once. Any other failure is not retried.
void TestTeamLibrary::retriesATransactionThatLostToAnother()
{
    auto library = ResultsLibrary::open(newDatabase());
    QVERIFY2(library.ok(), qPrintable(library.ok() ? QString() : library.error()));
    QSqlDatabase& db = ResultsLibraryTestAccess::database(**library);
    int attempts = 0;
    const auto insertThen = [&](const QString& failure) {
        return [&, failure]() -> Status {
            ++attempts;
            QSqlQuery insert(db);
            if (!insert.exec(QStringLiteral("INSERT INTO systems (name) VALUES ('attempt %1')").arg(attempts))) {
                return fail(insert.lastError().text());
            }
            QSqlQuery lose(db);
            if (attempts == 1 && !lose.exec(failure)) {
                sql::logFailure(lose, QStringLiteral("losing"));
                return fail(lose.lastError().text());
            }
            return success();
        };
    };
    const Status retried = (*library)->inTransaction(
        insertThen(QStringLiteral("DO $$ BEGIN RAISE EXCEPTION 'lost' USING ERRCODE = '40001'; END $$")));
    QVERIFY2(retried.ok(), qPrintable(retried.ok() ? QString() : retried.error()));
    QCOMPARE(attempts, 2);
    QStringList names;
    for (const SystemConfig& system : mustRead((*library)->systems())) {
        names << system.name;
    }
    QCOMPARE(names, QStringList { QStringLiteral("attempt 2") });

    attempts = 0;
    const Status refused = (*library)->inTransaction(
        insertThen(QStringLiteral("DO $$ BEGIN RAISE EXCEPTION 'broken' USING ERRCODE = '23514'; END $$")));
    QVERIFY(!refused.ok());
    QCOMPARE(attempts, 1);
    QCOMPARE(mustRead((*library)->systems()).size(), 1);
}

// A client killed (SIGKILL) at twenty moments of an import, from its start to its end: the server rolls back what
// was not committed, so the library holds every file whole or not at all, and the next import stores the rest.
void TestTeamLibrary::aKilledClientLeavesNothingPartial()
{
    constexpr int kKills = 20;
    const QString sub = m_dir.filePath(QStringLiteral("killed"));
    QVERIFY(QDir().mkpath(sub));
    QStringList files;
    QVERIFY(writeFiles(sub, files));
    QString db = newDatabase();
    QVERIFY(!db.isEmpty());
    const auto import = [&files](const QString& library) {
        return QStringList { QStringLiteral("--db"), library, QStringLiteral("import") } + files;
    };
    QElapsedTimer timer;
    timer.start();
    const QString timing = newDatabase();
    QVERIFY(
        runCliBinary(QStringList { QStringLiteral("--db"), timing, QStringLiteral("import") } + files).exitCode == 0);
    const qint64 fullMs = std::max<qint64>(timer.elapsed(), 50);
    int killedRunning = 0;
    for (int kill = 0; kill < kKills; ++kill) {
        QProcess client;
        client.start(QStringLiteral(HEADROOM_CLI_PATH), import(db));
        QVERIFY(client.waitForStarted());
        QTest::qWait(int(fullMs * kill / kKills));
        if (client.state() != QProcess::NotRunning) {
            client.kill(); // SIGKILL: no handler runs, nothing is cleaned up by the client
            QVERIFY(client.waitForFinished(10'000));
            ++killedRunning;
        }
        auto library = ResultsLibrary::open(db, ResultsLibrary::Mode::ReadOnly);
        if (!library.ok()) { // killed before its first commit: not even the schema is there, and none half made
            QVERIFY2(
                library.error().contains(QStringLiteral("holds no Headroom tables yet")), qPrintable(library.error()));
            continue;
        }
        const QList<SourceRecord> sources = mustRead((*library)->sources());
        QVERIFY2(sources.isEmpty() || sources.size() == kFiles,
            qPrintable(QStringLiteral("kill %1: %2 of %3 files stored").arg(kill).arg(sources.size()).arg(kFiles)));
        for (const SourceRecord& source : sources) {
            QCOMPARE(source.measurementCount, kRows);
        }
        if (!sources.isEmpty()) { // the import committed before its kill: the next kill meets a new one on a new
            db = newDatabase(); // library, not a client that finds every file there and ends at once
            QVERIFY(!db.isEmpty());
        }
    }
    QVERIFY2(killedRunning >= kKills / 2,
        qPrintable(QStringLiteral("only %1 kills met a running client").arg(killedRunning)));
    QVERIFY(runCliBinary(import(db)).exitCode == 0); // stores what no killed client committed
    const auto results
        = runCliBinary({ QStringLiteral("--db"), db, QStringLiteral("--json"), QStringLiteral("results") });
    const auto expected
        = runCliBinary({ QStringLiteral("--db"), timing, QStringLiteral("--json"), QStringLiteral("results") });
    QCOMPARE(withoutIds(results.out), withoutIds(expected.out));
}

// `library copy` from the SQLite library of sameAnswersAsSqlite to a new team library and from there to a new SQLite
// file: each library reads as the first (results, systems, workloads, demands), but for the ids each gave its rows.
void TestTeamLibrary::copyRoundTripsThroughATeamLibrary()
{
    const QString laptop = m_dir.filePath(QStringLiteral("fixtures.headroom"));
    QVERIFY2(QFile::exists(laptop), "sameAnswersAsSqlite makes the library this copies");
    const QString team = newDatabase();
    QVERIFY(!team.isEmpty());
    const QString back = m_dir.filePath(QStringLiteral("back.headroom"));
    for (const auto& [from, to] : { std::pair { laptop, team }, std::pair { team, back } }) {
        const auto copied = runCliBinary({ QStringLiteral("library"), QStringLiteral("copy"), QStringLiteral("--from"),
            from, QStringLiteral("--to"), to });
        QVERIFY2(copied.exitCode == 0, qPrintable(from + QStringLiteral(" -> ") + to + QLatin1Char('\n') + copied.err));
    }
    const QList<QStringList> reads { { QStringLiteral("results") },
        { QStringLiteral("systems"), QStringLiteral("list") }, { QStringLiteral("workloads"), QStringLiteral("list") },
        { QStringLiteral("demand"), QStringLiteral("list") } };
    for (const QStringList& read : reads) {
        QList<nlohmann::json> answers;
        for (const QString& library : { laptop, team, back }) {
            const auto run
                = runCliBinary(QStringList { QStringLiteral("--db"), library, QStringLiteral("--json") } + read);
            QVERIFY2(run.exitCode == 0, qPrintable(library + QStringLiteral(": ") + run.err));
            answers << nlohmann::json::parse(run.out.toStdString(), nullptr, false);
            testing::dropLibraryIds(answers.last());
            // A copy carries results: a workload that no measurement uses any more (its system was deleted) is a
            // name without results, and stays behind.
            if (read.first() == QLatin1String("workloads") && answers.last().is_array()) {
                auto& workloads = answers.last();
                workloads.erase(
                    std::remove_if(workloads.begin(), workloads.end(),
                        [](const nlohmann::json& w) { return w.value("systems", nlohmann::json()).empty(); }),
                    workloads.end());
            }
        }
        const QString what = read.join(QLatin1Char(' '));
        QVERIFY2(!answers.first().is_discarded() && !answers.first().empty(), qPrintable(what));
        QVERIFY2(answers.at(1) == answers.first(), qPrintable(what + QStringLiteral(": the team library differs")));
        QVERIFY2(answers.at(2) == answers.first(), qPrintable(what + QStringLiteral(": the copy back differs")));
    }
}

QTEST_GUILESS_MAIN(TestTeamLibrary)
#include "tst_teamlibrary.moc"
