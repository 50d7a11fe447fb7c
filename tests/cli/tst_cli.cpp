// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/cliapp.h"
#include "support/cliinprocess.h"
#include "support/clirun.h"

#include <QCryptographicHash>
#include <QFile>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

#include <nlohmann/json.hpp>

using namespace headroom;

namespace {

using CliRun = testing::CliRun;

CliRun runCli(QStringList arguments)
{
    return testing::runCliInProcess(std::move(arguments));
}

nlohmann::json parseJson(const QString& text)
{
    return nlohmann::json::parse(text.toStdString(), nullptr, false);
}

} // namespace

class TestCli : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { QVERIFY(m_dir.isValid()); }
    void demoResultsCarrySeedFigures();
    void globalOptionsGoBeforeOrAfterTheCommand();
    void filtersResults();
    void exitCodes_data();
    void exitCodes();
    void setsAndListsSystems();
    void setWithATypoNamesCloseMatchesAndCreatesNothing();
    void renamesMergesAndDeletesSystems();
    void refusesToWriteTheDemo();
    void refusesNonLibraryAndLeavesItUnchanged();
    void failedReadIsAnErrorNotAnEmptyTable();
    void binaryUsesTheSameExitCodes();
    void demoOutputsAreUnchanged_data();
    void demoOutputsAreUnchanged();

private:
    QTemporaryDir m_dir;
};

void TestCli::demoResultsCarrySeedFigures()
{
    const CliRun run = runCli({ QStringLiteral("results"), QStringLiteral("--demo"), QStringLiteral("--json") });
    QCOMPARE(run.exitCode, 0);
    QVERIFY(run.err.isEmpty());
    const auto results = parseJson(run.out);
    QVERIFY(results.is_array());
    std::vector<double> iops;
    for (const auto& m : results) {
        if (m["source"]["kind"] == "hcibench") {
            iops.push_back(m["iops"].get<double>());
        }
        for (const char* key :
            { "id", "system", "modeled", "source", "workload", "iops", "bytes_per_sec", "read", "write", "cpu" }) {
            QVERIFY2(m.contains(key), key);
        }
    }
    QCOMPARE(iops, (std::vector<double> { 30584.21, 56653.00, 14130.11, 789.47 }));
    const auto& first = results[0];
    QCOMPARE(first["bytes_per_sec"].get<double>(), 119.0 * 1024 * 1024);
    QCOMPARE(first["read"]["latency_us"]["mean"].get<double>(), 7830.0);
    QCOMPARE(first["write"]["latency_us"]["p95"].get<double>(), 51000.0);
    QCOMPARE(first["cpu"]["host_pct"].get<double>(), 93.64);
    QCOMPARE(first["workload"]["block_size"].get<int>(), 4096);
    QCOMPARE(first["workload"]["queue_depth"].get<int>(), 4);
    QVERIFY(first["read"]["iops"].is_null());
}

void TestCli::globalOptionsGoBeforeOrAfterTheCommand()
{
    const CliRun before = runCli(
        { QStringLiteral("--json"), QStringLiteral("--demo"), QStringLiteral("systems"), QStringLiteral("list") });
    const CliRun after = runCli(
        { QStringLiteral("systems"), QStringLiteral("list"), QStringLiteral("--demo"), QStringLiteral("--json") });
    QCOMPARE(before.exitCode, 0);
    QCOMPARE(before.out, after.out);
    const auto systems = parseJson(before.out);
    QCOMPARE(systems.size(), std::size_t(8)); // the seed reports' six and the Ceph HDD / SSD pair
    const CliRun table = runCli({ QStringLiteral("--demo"), QStringLiteral("systems"), QStringLiteral("list") });
    QVERIFY(table.out.contains(QStringLiteral("2 x 100 Gb/s")));
}

void TestCli::filtersResults()
{
    const CliRun run = runCli({ QStringLiteral("--demo"), QStringLiteral("--json"), QStringLiteral("results"),
        QStringLiteral("--system"), QStringLiteral("VxRail ESA 6-node 100GbE"), QStringLiteral("--workload=oltp32k") });
    QCOMPARE(run.exitCode, 0);
    const auto results = parseJson(run.out);
    QCOMPARE(results.size(), std::size_t(1));
    QCOMPARE(results[0]["iops"].get<double>(), 350000.0);
    QCOMPARE(results[0]["latency_us"]["mean"].get<double>(), 730.0);
    const CliRun table = runCli({ QStringLiteral("--demo"), QStringLiteral("results"), QStringLiteral("--workload"),
        QStringLiteral("oltp32k") });
    QVERIFY(table.out.contains(QStringLiteral("106000.00")));
    QVERIFY(table.out.contains(QStringLiteral("2 measurements")));
}

void TestCli::exitCodes_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<int>("exitCode");
    QTest::addColumn<QString>("expectedInError");
    QTest::newRow("no command") << QStringList {} << 2 << "no command given";
    QTest::newRow("unknown command") << QStringList { QStringLiteral("frobnicate") } << 2
                                     << "unknown command 'frobnicate'";
    QTest::newRow("--db without file") << QStringList { QStringLiteral("results"), QStringLiteral("--db") } << 2
                                       << "--db needs a FILE";
    QTest::newRow("unknown option") << QStringList { QStringLiteral("--demo"), QStringLiteral("results"),
        QStringLiteral("--colour") } << 2
                                    << "colour";
    QTest::newRow("unknown system") << QStringList { QStringLiteral("--demo"), QStringLiteral("results"),
        QStringLiteral("--system"), QStringLiteral("Nope") }
                                    << 1 << "--system: no system named 'Nope'";
    QTest::newRow("bad nodes") << QStringList { QStringLiteral("systems"), QStringLiteral("set"), QStringLiteral("X"),
        QStringLiteral("--nodes"), QStringLiteral("six") }
                               << 2 << "--nodes: 'six' is not a whole number in 1..10000";
    // Every numeric option is range-checked, overflow included, and the message names the option and the range.
    const auto row = [](const char* name, QStringList arguments, const char* expected) {
        QTest::newRow(name) << arguments << 2 << expected;
    };
    const QString s = QStringLiteral("systems"), set = QStringLiteral("set"), x = QStringLiteral("X");
    row("nodes overflow", { s, set, x, QStringLiteral("--nodes"), QStringLiteral("99999999999999999999") },
        "--nodes: '99999999999999999999' is not a whole number in 1..10000");
    row("ports per node 0", { s, set, x, QStringLiteral("--ports-per-node"), QStringLiteral("0") },
        "--ports-per-node: '0' is not a whole number in 1..64");
    row("link nan", { s, set, x, QStringLiteral("--link-gbps"), QStringLiteral("nan") },
        "--link-gbps: 'nan' is not a number in");
    const QStringList advise { QStringLiteral("--demo"), QStringLiteral("advise"), QStringLiteral("--workload"),
        QStringLiteral("oltp32k"), QStringLiteral("--baseline"), QStringLiteral("VxRail ESA 6-node 25GbE"),
        QStringLiteral("--nic"), QStringLiteral("540-BDEF"), QStringLiteral("--switch"), QStringLiteral("210-APHK"),
        QStringLiteral("--cable"), QStringLiteral("470-ABOX") };
    row("advise nodes 0", advise + QStringList { QStringLiteral("--nodes"), QStringLiteral("0") },
        "--nodes: '0' is not a whole number in 1..10000");
    row("advise add nodes 1.5", advise + QStringList { QStringLiteral("--add-nodes"), QStringLiteral("1.5") },
        "--add-nodes: '1.5' is not a whole number in 1..10000");
    row("advise scaling 1.5", advise + QStringList { QStringLiteral("--node-scaling"), QStringLiteral("1.5") },
        "--node-scaling: '1.5' is not a number in 0.001..1");
    row("advise limit inf", advise + QStringList { QStringLiteral("--latency-limit-ms"), QStringLiteral("inf") },
        "--latency-limit-ms: 'inf' is not a number in");
    row("advise headroom nan", advise + QStringList { QStringLiteral("--headroom"), QStringLiteral("nan-70") },
        "--headroom: 'nan-70' is not a band");
    row("port cost nodes -1",
        { QStringLiteral("catalog"), QStringLiteral("port-cost"), QStringLiteral("--nic"), QStringLiteral("540-BDEF"),
            QStringLiteral("--switch"), QStringLiteral("210-APHK"), QStringLiteral("--cable"),
            QStringLiteral("470-ABOX"), QStringLiteral("--nodes"), QStringLiteral("-1") },
        "--nodes: '-1' is not a whole number in 1..10000");
    QTest::newRow("bad compression") << QStringList { QStringLiteral("systems"), QStringLiteral("set"),
        QStringLiteral("X"), QStringLiteral("--compression"), QStringLiteral("maybe") }
                                     << 2 << "--compression: 'maybe' is neither on nor off";
    QTest::newRow("bad tag") << QStringList { QStringLiteral("systems"), QStringLiteral("set"), QStringLiteral("X"),
        QStringLiteral("--tag"), QStringLiteral("novalue") }
                             << 2 << "--tag: 'novalue' is not KEY=VALUE";
    QTest::newRow("demo with db") << QStringList { QStringLiteral("--demo"), QStringLiteral("--db"),
        QStringLiteral("x.headroom"), QStringLiteral("results") }
                                  << 2 << "cannot be used together";
    QTest::newRow("help") << QStringList { QStringLiteral("--help") } << 0 << "";
    QTest::newRow("command help") << QStringList { QStringLiteral("systems"), QStringLiteral("--help") } << 0 << "";
    QTest::newRow("version") << QStringList { QStringLiteral("--version") } << 0 << "";
}

void TestCli::exitCodes()
{
    QFETCH(QStringList, arguments);
    QFETCH(int, exitCode);
    QFETCH(QString, expectedInError);
    // Usage errors must be found before any library is opened or created.
    arguments << QStringLiteral("--db") << m_dir.filePath(QStringLiteral("never-created.headroom"));
    if (arguments.contains(QStringLiteral("--demo"))) {
        arguments.removeLast();
        arguments.removeLast();
    }
    if (QTest::currentDataTag() == QByteArray("--db without file")) {
        arguments = QStringList { QStringLiteral("results"), QStringLiteral("--db") };
    }
    const CliRun run = runCli(arguments);
    QCOMPARE(run.exitCode, exitCode);
    QVERIFY2(run.err.contains(expectedInError), qPrintable(run.err));
    if (exitCode == 0) {
        QVERIFY(!run.out.isEmpty());
    }
    if (exitCode == 2) {
        QVERIFY(!QFile::exists(m_dir.filePath(QStringLiteral("never-created.headroom"))));
    }
}

void TestCli::setsAndListsSystems()
{
    const QString db = m_dir.filePath(QStringLiteral("systems.headroom"));
    CliRun set = runCli({ QStringLiteral("systems"), QStringLiteral("set"), QStringLiteral("Lab 25GbE"),
        QStringLiteral("--create"), QStringLiteral("--nodes"), QStringLiteral("4"), QStringLiteral("--link-gbps"),
        QStringLiteral("25"), QStringLiteral("--ports-per-node"), QStringLiteral("2"), QStringLiteral("--policy"),
        QStringLiteral("RAID-1 FTT=1"), QStringLiteral("--compression"), QStringLiteral("off"),
        QStringLiteral("--rdma"), QStringLiteral("on"), QStringLiteral("--tag"), QStringLiteral("rack=B7"),
        QStringLiteral("--tag"), QStringLiteral("owner=ops"), QStringLiteral("--db"), db });
    QCOMPARE(set.exitCode, 0);
    // Changing one attribute keeps the others.
    set = runCli(
        { QStringLiteral("--db"), db, QStringLiteral("systems"), QStringLiteral("set"), QStringLiteral("Lab 25GbE"),
            QStringLiteral("--nodes"), QStringLiteral("6"), QStringLiteral("--tag"), QStringLiteral("owner=") });
    QCOMPARE(set.exitCode, 0);
    const CliRun list = runCli(
        { QStringLiteral("--db"), db, QStringLiteral("--json"), QStringLiteral("systems"), QStringLiteral("list") });
    QCOMPARE(list.exitCode, 0);
    const auto systems = parseJson(list.out);
    QCOMPARE(systems.size(), std::size_t(1));
    const auto& system = systems[0];
    QCOMPARE(system["name"].get<std::string>(), std::string("Lab 25GbE"));
    QCOMPARE(system["nodes"].get<int>(), 6);
    QCOMPARE(system["link_gbps"].get<double>(), 25.0);
    QCOMPARE(system["ports_per_node"].get<int>(), 2);
    QCOMPARE(system["policy"].get<std::string>(), std::string("RAID-1 FTT=1"));
    QCOMPARE(system["compression"].get<bool>(), false);
    QCOMPARE(system["rdma"].get<bool>(), true);
    QCOMPARE(system["tags"].size(), std::size_t(1));
    QCOMPARE(system["tags"]["rack"].get<std::string>(), std::string("B7"));
}

void TestCli::setWithATypoNamesCloseMatchesAndCreatesNothing()
{
    const QString db = m_dir.filePath(QStringLiteral("typo.headroom"));
    QCOMPARE(runCli({ QStringLiteral("--db"), db, QStringLiteral("systems"), QStringLiteral("set"),
                        QStringLiteral("Lab 25GbE"), QStringLiteral("--create") })
                 .exitCode,
        0);
    const CliRun typo = runCli({ QStringLiteral("--db"), db, QStringLiteral("systems"), QStringLiteral("set"),
        QStringLiteral("lab 25gbe "), QStringLiteral("--nodes"), QStringLiteral("4") });
    QCOMPARE(typo.exitCode, 1);
    QVERIFY2(typo.err.contains(QStringLiteral("did you mean 'Lab 25GbE'?")), qPrintable(typo.err));
    QVERIFY(typo.err.contains(QStringLiteral("--create")));
    const CliRun list = runCli(
        { QStringLiteral("--db"), db, QStringLiteral("--json"), QStringLiteral("systems"), QStringLiteral("list") });
    QCOMPARE(parseJson(list.out).size(), std::size_t(1));
}

void TestCli::renamesMergesAndDeletesSystems()
{
    const QString db = m_dir.filePath(QStringLiteral("edit.headroom"));
    for (const char* name : { "A", "B", "C" }) {
        QCOMPARE(runCli({ QStringLiteral("--db"), db, QStringLiteral("systems"), QStringLiteral("set"),
                            QString::fromLatin1(name), QStringLiteral("--create"), QStringLiteral("--tag"),
                            QStringLiteral("from=") + QString::fromLatin1(name) })
                     .exitCode,
            0);
    }
    CliRun r = runCli({ QStringLiteral("--db"), db, QStringLiteral("systems"), QStringLiteral("rename"),
        QStringLiteral("A"), QStringLiteral("B") });
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(r.err.contains(QStringLiteral("merge the two")), qPrintable(r.err));
    r = runCli({ QStringLiteral("--db"), db, QStringLiteral("systems"), QStringLiteral("rename"), QStringLiteral("A"),
        QStringLiteral("A2") });
    QCOMPARE(r.exitCode, 0);
    r = runCli({ QStringLiteral("--db"), db, QStringLiteral("systems"), QStringLiteral("merge"), QStringLiteral("A2"),
        QStringLiteral("B") });
    QCOMPARE(r.exitCode, 0);
    r = runCli(
        { QStringLiteral("--db"), db, QStringLiteral("systems"), QStringLiteral("delete"), QStringLiteral("C") });
    QCOMPARE(r.exitCode, 0);
    r = runCli(
        { QStringLiteral("--db"), db, QStringLiteral("systems"), QStringLiteral("delete"), QStringLiteral("Q") });
    QCOMPARE(r.exitCode, 1);
    const auto systems = parseJson(runCli(
        { QStringLiteral("--db"), db, QStringLiteral("--json"), QStringLiteral("systems"), QStringLiteral("list") })
                                       .out);
    QCOMPARE(systems.size(), std::size_t(1));
    QCOMPARE(systems[0]["name"].get<std::string>(), std::string("B"));
    QCOMPARE(systems[0]["tags"]["from"].get<std::string>(), std::string("B")); // INTO keeps its own
}

void TestCli::refusesToWriteTheDemo()
{
    const CliRun run = runCli({ QStringLiteral("--demo"), QStringLiteral("systems"), QStringLiteral("set"),
        QStringLiteral("X"), QStringLiteral("--create"), QStringLiteral("--nodes"), QStringLiteral("3") });
    QCOMPARE(run.exitCode, 1);
    QVERIFY2(run.err.contains(QStringLiteral("demo library is read-only; use --db FILE")), qPrintable(run.err));
}

void TestCli::refusesNonLibraryAndLeavesItUnchanged()
{
    const QString path = m_dir.filePath(QStringLiteral("notes.txt"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("my precious notes\n");
    file.close();
    const CliRun run = runCli({ QStringLiteral("--db"), path, QStringLiteral("results") });
    QCOMPARE(run.exitCode, 1);
    QVERIFY(run.err.contains(path));
    QVERIFY(run.err.contains(QStringLiteral("not a Headroom library")));
    QVERIFY(file.open(QIODevice::ReadOnly));
    QCOMPARE(file.readAll(), QByteArray("my precious notes\n"));
}

// A read that fails in SQL (here: a table renamed behind the store's back, through a second connection) is an error
// with SQLite's message and exit code 1, not "0 measurements".
void TestCli::failedReadIsAnErrorNotAnEmptyTable()
{
    const QString db = m_dir.filePath(QStringLiteral("damaged.headroom"));
    QCOMPARE(
        runCli({ QStringLiteral("--db"), db, QStringLiteral("systems"), QStringLiteral("set"), QStringLiteral("Lab"),
                   QStringLiteral("--create"), QStringLiteral("--nodes"), QStringLiteral("4") })
            .exitCode,
        0);
    const CliRun before = runCli({ QStringLiteral("--db"), db, QStringLiteral("results") });
    QCOMPARE(before.exitCode, 0);
    QVERIFY2(before.out.contains(QStringLiteral("0 measurements")), qPrintable(before.out));
    {
        QSqlDatabase other = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("behind"));
        other.setDatabaseName(db);
        QVERIFY(other.open());
        QSqlQuery rename(other);
        QVERIFY2(rename.exec(QStringLiteral("ALTER TABLE measurements RENAME TO measurements_elsewhere")),
            qPrintable(rename.lastError().text()));
        other.close();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("behind"));

    const CliRun run = runCli({ QStringLiteral("--db"), db, QStringLiteral("results") });
    QCOMPARE(run.exitCode, 1);
    QVERIFY2(run.out.isEmpty(), qPrintable(run.out));
    QVERIFY2(
        run.err.startsWith(QStringLiteral("headroom-cli: error: ") + db + QStringLiteral(": reading measurements")),
        qPrintable(run.err));
    QVERIFY2(run.err.contains(QStringLiteral("no such table: measurements")), qPrintable(run.err));
    const CliRun json = runCli({ QStringLiteral("--db"), db, QStringLiteral("--json"), QStringLiteral("results") });
    QCOMPARE(json.exitCode, 1);
    QVERIFY2(json.out.isEmpty(), qPrintable(json.out)); // no "[]"
    // The other reads say so too; the real binary exits with 1.
    const testing::CliProcessRun sources
        = testing::runCliBinary({ QStringLiteral("--db"), db, QStringLiteral("sources"), QStringLiteral("list") });
    QCOMPARE(sources.exitCode, 1);
    QVERIFY2(sources.err.contains(QStringLiteral("no such table: measurements")), qPrintable(sources.err));
    QVERIFY(sources.out.isEmpty());
}

void TestCli::binaryUsesTheSameExitCodes()
{
    const testing::CliProcessRun results
        = testing::runCliBinary({ QStringLiteral("--demo"), QStringLiteral("results"), QStringLiteral("--json") });
    QCOMPARE(results.exitCode, 0);
    const auto parsed = nlohmann::json::parse(results.out.toStdString(), nullptr, false);
    QVERIFY(parsed.is_array() && !parsed.empty());
    const testing::CliProcessRun bogus = testing::runCliBinary({ QStringLiteral("bogus") });
    QCOMPARE(bogus.exitCode, 2);
    QVERIFY(bogus.err.contains(QStringLiteral("unknown command")));
}

// Formatting moved to one place (model/quantityformat) without changing a byte of what users and scripts read: the
// demo library's outputs against those of the build before the move (tests/data/golden/PROVENANCE.md).
void TestCli::demoOutputsAreUnchanged_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("golden");
    const QString demo = QStringLiteral("--demo");
    const QStringList advise { demo, QStringLiteral("advise"), QStringLiteral("--workload"), QStringLiteral("oltp32k"),
        QStringLiteral("--baseline"), QStringLiteral("VxRail ESA 6-node 25GbE"), QStringLiteral("--candidate"),
        QStringLiteral("VxRail ESA 6-node 100GbE"), QStringLiteral("--nodes"), QStringLiteral("6"),
        QStringLiteral("--ports-per-node"), QStringLiteral("2"), QStringLiteral("--nic"), QStringLiteral("540-BDEF"),
        QStringLiteral("--switch"), QStringLiteral("210-APHK"), QStringLiteral("--cable"), QStringLiteral("470-ABOX"),
        QStringLiteral("--node-price"), QStringLiteral("100000 USD") };
    const QStringList extra { QStringLiteral("--extrapolate"), QStringLiteral("--latency-limit-ms"),
        QStringLiteral("0.75"), QStringLiteral("--headroom"), QStringLiteral("60-70") };
    QTest::newRow("results") << QStringList { demo, QStringLiteral("results") } << "results.txt";
    QTest::newRow("results json") << QStringList { demo, QStringLiteral("results"), QStringLiteral("--json") }
                                  << "results-json.txt";
    QTest::newRow("results filtered") << QStringList { demo, QStringLiteral("results"), QStringLiteral("--system"),
        QStringLiteral("VxRail ESA 6-node 100GbE"), QStringLiteral("--workload"), QStringLiteral("oltp32k") }
                                      << "results-sys.txt";
    QTest::newRow("systems") << QStringList { demo, QStringLiteral("systems"), QStringLiteral("list") }
                             << "systems.txt";
    QTest::newRow("workloads") << QStringList { demo, QStringLiteral("workloads"), QStringLiteral("list") }
                               << "workloads.txt";
    QTest::newRow("port cost") << QStringList { demo, QStringLiteral("catalog"), QStringLiteral("port-cost"),
        QStringLiteral("--nic"), QStringLiteral("540-BDEF"), QStringLiteral("--switch"), QStringLiteral("210-APHK"),
        QStringLiteral("--cable"), QStringLiteral("470-ABOX"), QStringLiteral("--nodes"), QStringLiteral("6"),
        QStringLiteral("--ports-per-node"), QStringLiteral("2") }
                               << "portcost.txt";
    QTest::newRow("advise") << advise << "advise.txt";
    QTest::newRow("advise json") << advise + QStringList { QStringLiteral("--json") } << "advise-json.txt";
    QTest::newRow("advise extrapolated") << advise + extra
            + QStringList { QStringLiteral("--cost-basis"), QStringLiteral("whole-units") }
                                         << "advise-extra.txt";
    QTest::newRow("advise extrapolated json")
        << advise + extra + QStringList { QStringLiteral("--json") } << "advise-extra-json.txt";
    QTest::newRow("advise added nodes") << advise
            + QStringList { QStringLiteral("--add-nodes"), QStringLiteral("2"), QStringLiteral("--node-scaling"),
                  QStringLiteral("0.9") }
                                        << "advise-add.txt";
}

void TestCli::demoOutputsAreUnchanged()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, golden);
    const QString path = QFINDTESTDATA(QStringLiteral("../data/golden/") + golden);
    QFile file(path);
    QVERIFY2(file.open(QIODevice::ReadOnly), qPrintable(path));
    const CliRun run = runCli(arguments);
    QVERIFY2(run.exitCode == 0, qPrintable(run.err));
    const QString expected = QString::fromUtf8(file.readAll());
    if (run.out != expected) {
        // The first line that differs, for the reader of the failure.
        const QStringList got = run.out.split(QLatin1Char('\n'));
        const QStringList want = expected.split(QLatin1Char('\n'));
        for (qsizetype i = 0; i < std::min(got.size(), want.size()); ++i) {
            QCOMPARE(got[i], want[i]);
        }
        QCOMPARE(got.size(), want.size());
    }
}

QTEST_GUILESS_MAIN(TestCli)
#include "tst_cli.moc"
