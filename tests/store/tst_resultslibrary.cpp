// SPDX-License-Identifier: GPL-3.0-or-later
#include "store/histogramblob.h"
#include "store/libraryfile.h"
#include "store/resultslibrary.h"
#include "store/schema.h"
#include "store/sourcerows.h"
#include "support/librarytestaccess.h"
#include "support/mustread.h"
#include "support/postgresserver.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

using namespace headroom;
using headroom::testing::mustRead;

namespace {

QByteArray digestOf(const QString& path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        return {};
    }
    return QCryptographicHash::hash(file.readAll(), QCryptographicHash::Sha256);
}

Measurement sampleMeasurement(const QString& system, double iops)
{
    Measurement m;
    m.systemName = system;
    m.workload.blockSizeBytes = 4096;
    m.workload.readPct = 70;
    m.workload.randomPct = 100;
    m.workload.queueDepth = 4;
    m.workload.jobs = 2;
    m.loadSetting = 4;
    m.iops = iops;
    m.bytesPerSec = iops * 4096;
    m.read.iops = iops * 0.7;
    m.read.latency.meanNs = 250000;
    m.read.latency.minNs = 90000;
    m.read.latency.maxNs = 4e6;
    m.read.latency.percentilesNs = { { 50, 240000 }, { 99, 900000 }, { 99.9, 1.5e6 } };
    m.read.latency.histogram = { { 100000, 10 }, { 250000, 70 }, { 900000, 3 } };
    m.write.iops = iops * 0.3;
    m.write.latency.kind = LatencyKind::Completion;
    m.write.latency.meanNs = 400000;
    m.cpu.hostPct = 55.5;
    m.cpu.perHost = { HostUsage { QStringLiteral("esx-1"), 50.0, 51.0, 80.0 } };
    m.durationSec = 60;
    m.measuredAt = QDateTime(QDate(2026, 5, 1), QTime(12, 0), Qt::UTC);
    m.note = QStringLiteral("sample");
    return m;
}

SourceRef sampleSource(const QString& sha256)
{
    SourceRef source;
    source.kind = SourceKind::Fio;
    source.file = QStringLiteral("run-%1.json").arg(sha256);
    source.sha256 = sha256;
    source.importer = QStringLiteral("test");
    source.importedAt = QDateTime(QDate(2026, 6, 1), QTime(9, 30), Qt::UTC);
    return source;
}

} // namespace

// Run twice (main below): on SQLite files, and on team libraries in PostgreSQL (issue 26), one server for the run
// and a fresh database for each library. What only a file has (its header, PRAGMAs, bytes on disk) is checked on
// SQLite; its team counterpart (the marker table, the server's types) on PostgreSQL.
class TestResultsLibrary : public QObject {
    Q_OBJECT
public:
    explicit TestResultsLibrary(Engine engine)
        : m_engine(engine)
    {
    }

private slots:
    void initTestCase();
    void cleanupTestCase() { m_server.reset(); }
    void init() { QVERIFY(m_dir.isValid()); }
    void createsLibraryWithCurrentSchema();
    void roundTripsEveryField();
    void refusesFilesThatAreNotLibraries_data();
    void refusesFilesThatAreNotLibraries();
    void refusesLibraryFromNewerSchema();
    void migratesSchemaOneLibrary();
    void failedImportRollsBackEverything();
    void refusesSameSourceTwice();
    void enforcesForeignKeys();
    void readOnlyRefusesWrites();
    void savesSystemsAndTags();
    void filtersMeasurements();
    void histogramBlobSurvivesCorruption();
    void recordsWhoImported();
    void deletesAndUndoes();

private:
    bool team() const { return m_engine == Engine::Postgres; }
    // A new library's address: a file in the test's folder, or a fresh database on the test's server.
    QString pathFor(const QString& name);
    void migratesTeamSchemaOne();
    // Runs SQL on a team library's database as the superuser.
    bool psql(const QString& database, const QString& sql);
    QTemporaryDir m_dir;
    Engine m_engine;
    std::unique_ptr<test::PostgresServer> m_server;
    int m_databases = 0;
};

void TestResultsLibrary::initTestCase()
{
    qInfo("engine: %s", team() ? "PostgreSQL (team library)" : "SQLite");
    if (team()) {
        QString why;
        m_server = test::PostgresServer::start(&why);
        QVERIFY2(m_server, qPrintable(why));
    }
}

QString TestResultsLibrary::pathFor(const QString& name)
{
    if (!team()) {
        return m_dir.filePath(name);
    }
    const QString database = QStringLiteral("lib%1").arg(++m_databases);
    if (!psql(QStringLiteral("postgres"), QStringLiteral("CREATE DATABASE %1").arg(database))) {
        return {};
    }
    return m_server->socketUrl(database, m_server->superuser());
}

bool TestResultsLibrary::psql(const QString& database, const QString& sql)
{
    QString error;
    const bool ok = m_server->psql(database, sql, &error);
    if (!ok) {
        qWarning("psql: %s", qPrintable(error));
    }
    return ok;
}

void TestResultsLibrary::createsLibraryWithCurrentSchema()
{
    const QString path = pathFor(QStringLiteral("nested/dir/new.headroom"));
    auto library = ResultsLibrary::open(path);
    QVERIFY2(library.ok(), qPrintable(library.ok() ? QString() : library.error()));
    QCOMPARE((*library)->schemaVersion(), schema::currentVersion());
    QCOMPARE((*library)->isTeamLibrary(), team());
    if (team()) {
        // The marker row with the schema, identity ids, SQLite's BLOB and REAL by PostgreSQL's names.
        QSqlQuery marker(ResultsLibraryTestAccess::database(**library));
        QVERIFY(marker.exec(QStringLiteral("SELECT application, schema_version FROM headroom_library")));
        QVERIFY(marker.next());
        QCOMPARE(marker.value(0).toString(), QString::fromLatin1(schema::kTeamApplication));
        QCOMPARE(marker.value(1).toInt(), schema::currentVersion());
        QVERIFY(!marker.next());
        QSqlQuery types(ResultsLibraryTestAccess::database(**library));
        QVERIFY(types.exec(QStringLiteral("SELECT table_name || '.' || column_name || ' ' || data_type"
                                          " || ' ' || is_identity FROM information_schema.columns"
                                          " WHERE (table_name, column_name) IN (('measurements', 'id'),"
                                          " ('direction_stats', 'histogram'), ('measurements', 'iops'),"
                                          " ('workloads', 'working_set_bytes')) ORDER BY 1")));
        QStringList columns;
        while (types.next()) {
            columns << types.value(0).toString();
        }
        QCOMPARE(columns,
            (QStringList { QStringLiteral("direction_stats.histogram bytea NO"),
                QStringLiteral("measurements.id bigint YES"), QStringLiteral("measurements.iops double precision NO"),
                QStringLiteral("workloads.working_set_bytes bigint NO") }));
        // The first writer made it; the next open finds it current and changes nothing.
        library = fail(QStringLiteral("closed"));
        auto again = ResultsLibrary::open(path, ResultsLibrary::Mode::Existing);
        QVERIFY2(again.ok(), qPrintable(again.ok() ? QString() : again.error()));
        QCOMPARE((*again)->schemaVersion(), schema::currentVersion());
        return;
    }
    QSqlQuery mode(ResultsLibraryTestAccess::database(**library));
    QVERIFY(mode.exec(QStringLiteral("PRAGMA journal_mode")) && mode.next());
    QCOMPARE(mode.value(0).toString(), QStringLiteral("wal"));
    QSqlQuery keys(ResultsLibraryTestAccess::database(**library));
    QVERIFY(keys.exec(QStringLiteral("PRAGMA foreign_keys")) && keys.next());
    QCOMPARE(keys.value(0).toInt(), 1);
    library = fail(QStringLiteral("closed"));
    QCOMPARE(inspectLibraryFile(path).value(), LibraryFileKind::HeadroomLibrary);
}

void TestResultsLibrary::roundTripsEveryField()
{
    auto library = ResultsLibrary::open(pathFor(QStringLiteral("roundtrip.headroom")));
    QVERIFY(library.ok());
    Measurement original = sampleMeasurement(QStringLiteral("Cluster A"), 1000);
    original.combined.latency.meanNs = 300000;
    original.modeled = true;
    const auto summary = (*library)->addMeasurements(sampleSource(QStringLiteral("abc")), { original });
    QVERIFY2(summary.ok(), qPrintable(summary.ok() ? QString() : summary.error()));
    QCOMPARE(summary->measurementsAdded, 1);
    QCOMPARE(summary->systemsCreated, 1);
    QCOMPARE(summary->workloadsCreated, 1);
    const QList<Measurement> stored = mustRead((*library)->measurements());
    QCOMPARE(stored.size(), 1);
    Measurement expected = original;
    expected.id = stored[0].id;
    expected.source = sampleSource(QStringLiteral("abc"));
    expected.workload.name = original.workload.canonicalName();
    QCOMPARE(stored[0].read, expected.read);
    QCOMPARE(stored[0].write, expected.write);
    QCOMPARE(stored[0].combined, expected.combined);
    QCOMPARE(stored[0].cpu, expected.cpu);
    QCOMPARE(stored[0].source, expected.source);
    QCOMPARE(stored[0].workload, expected.workload);
    QCOMPARE(stored[0], expected);
}

void TestResultsLibrary::refusesFilesThatAreNotLibraries_data()
{
    QTest::addColumn<QByteArray>("content");
    QTest::addColumn<QString>("expectedInMessage");
    QTest::newRow("text") << QByteArray("Datastore = vsanDatastore\nIOPS = 1\n") << "not an SQLite database";
    QTest::newRow("short binary") << QByteArray("\x00\x01\x02", 3) << "not an SQLite database";
    QTest::newRow("fio json") << QByteArray("{\"fio version\": \"fio-3.33\", \"jobs\": []}")
                              << "not an SQLite database";
}

void TestResultsLibrary::refusesFilesThatAreNotLibraries()
{
    if (team()) {
        QSKIP("files only: a database that is not a team library is refusesLibraryFromNewerSchema's");
    }
    QFETCH(QByteArray, content);
    QFETCH(QString, expectedInMessage);
    const QString path = pathFor(QStringLiteral("notalibrary.headroom"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
    file.write(content);
    file.close();
    const QByteArray before = digestOf(path);
    const auto library = ResultsLibrary::open(path);
    QVERIFY(!library.ok());
    QVERIFY2(library.error().contains(expectedInMessage), qPrintable(library.error()));
    QVERIFY(library.error().contains(path));
    QCOMPARE(digestOf(path), before);
    QVERIFY(!QFile::exists(path + QStringLiteral("-wal")));
    QVERIFY(!QFile::exists(path + QStringLiteral("-journal")));
}

void TestResultsLibrary::refusesLibraryFromNewerSchema()
{
    if (team()) {
        // Another application's database: refused in every mode, nothing made in it.
        const QString foreign = pathFor(QString());
        const QString name = foreign.section(QLatin1Char('/'), -1);
        QVERIFY(psql(name, QStringLiteral("CREATE TABLE notes (text TEXT)")));
        for (const auto mode : { ResultsLibrary::Mode::ReadWrite, ResultsLibrary::Mode::ReadOnly }) {
            const auto refused = ResultsLibrary::open(foreign, mode);
            QVERIFY(!refused.ok());
            QVERIFY2(refused.error().contains(QStringLiteral("is not a Headroom team library")),
                qPrintable(refused.error()));
        }
        QVERIFY(!psql(name, QStringLiteral("SELECT 1 FROM headroom_library")));
        // An empty database is no library yet for reading; the first writer makes one.
        const QString empty = pathFor(QString());
        const auto none = ResultsLibrary::open(empty, ResultsLibrary::Mode::Existing);
        QVERIFY(!none.ok());
        QVERIFY2(none.error().startsWith(QStringLiteral("no library at postgresql://")), qPrintable(none.error()));
        // A library from a newer Headroom: refused with what to do, in every mode, unchanged.
        const QString newer = pathFor(QString());
        QVERIFY(ResultsLibrary::open(newer).ok());
        QVERIFY(psql(
            newer.section(QLatin1Char('/'), -1), QStringLiteral("UPDATE headroom_library SET schema_version = 99")));
        for (const auto mode : { ResultsLibrary::Mode::ReadWrite, ResultsLibrary::Mode::ReadOnly }) {
            const auto tooNew = ResultsLibrary::open(newer, mode);
            QVERIFY(!tooNew.ok());
            QVERIFY2(tooNew.error().contains(QStringLiteral("this team library has schema 99, this Headroom knows up "
                                                            "to %1: update Headroom")
                                                 .arg(schema::currentVersion())),
                qPrintable(tooNew.error()));
        }
        return;
    }
    // Another application's SQLite database: refused by its application id, untouched.
    const QString foreign = pathFor(QStringLiteral("other-app.sqlite"));
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("foreign"));
        db.setDatabaseName(foreign);
        QVERIFY(db.open());
        QSqlQuery(db).exec(QStringLiteral("CREATE TABLE notes (text TEXT)"));
        db.close();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("foreign"));
    const QByteArray foreignBefore = digestOf(foreign);
    const auto refused = ResultsLibrary::open(foreign);
    QVERIFY(!refused.ok());
    QVERIFY2(refused.error().contains(QStringLiteral("not a Headroom library")), qPrintable(refused.error()));
    QCOMPARE(digestOf(foreign), foreignBefore);

    // A library from a newer Headroom: refused, untouched.
    const QString newer = pathFor(QStringLiteral("newer.headroom"));
    {
        auto library = ResultsLibrary::open(newer);
        QVERIFY(library.ok());
        QSqlQuery(ResultsLibraryTestAccess::database(**library)).exec(QStringLiteral("PRAGMA user_version = 99"));
        QSqlQuery(ResultsLibraryTestAccess::database(**library))
            .exec(QStringLiteral("PRAGMA wal_checkpoint(TRUNCATE)"));
    }
    const QByteArray newerBefore = digestOf(newer);
    const auto tooNew = ResultsLibrary::open(newer);
    QVERIFY(!tooNew.ok());
    QVERIFY2(tooNew.error().contains(QStringLiteral("newer")), qPrintable(tooNew.error()));
    QCOMPARE(digestOf(newer), newerBefore);
}

void TestResultsLibrary::migratesSchemaOneLibrary()
{
    if (team()) {
        migratesTeamSchemaOne();
        return;
    }
    const QString checkedIn = QFINDTESTDATA("data/library-schema1.headroom");
    QVERIFY(!checkedIn.isEmpty());
    const QString path = pathFor(QStringLiteral("old.headroom"));
    QVERIFY(QFile::copy(checkedIn, path));
    QFile::setPermissions(path, QFile::ReadOwner | QFile::WriteOwner);

    {
        // Reading never writes: the old schema is read through a migrated temporary copy.
        const QByteArray before = digestOf(path);
        auto readOnly = ResultsLibrary::open(path, ResultsLibrary::Mode::ReadOnly);
        QVERIFY2(readOnly.ok(), qPrintable(readOnly.ok() ? QString() : readOnly.error()));
        QVERIFY((*readOnly)->isReadOnly());
        QCOMPARE((*readOnly)->path(), path);
        QVERIFY2((*readOnly)->note().contains(QStringLiteral("read through a migrated temporary copy")),
            qPrintable((*readOnly)->note()));
        QCOMPARE(mustRead((*readOnly)->measurements()).size(), 1);
        QCOMPARE(digestOf(path), before);
        QVERIFY(!QFile::exists(path + QStringLiteral(".schema1.bak")));
    }

    auto library = ResultsLibrary::open(path);
    QVERIFY2(library.ok(), qPrintable(library.ok() ? QString() : library.error()));
    QCOMPARE((*library)->schemaVersion(), schema::currentVersion());
    const auto system = mustRead((*library)->system(QStringLiteral("Lab MX200")));
    QVERIFY(system);
    QCOMPARE(system->tags.value(QStringLiteral("controller")), QStringLiteral("HP H420i"));
    QCOMPARE(system->media, QString());
    const QList<Measurement> measurements = mustRead((*library)->measurements());
    QCOMPARE(measurements.size(), 1);
    QCOMPARE(measurements[0].iops.value(), 12345.5);
    QVERIFY(measurements[0].read.latency.kind == LatencyKind::Completion);
    QCOMPARE(measurements[0].read.latency.percentileNs(99).value(), 700000.0);
    QCOMPARE(measurements[0].host, QString());
    QVERIFY(!measurements[0].failed);
    QCOMPARE(measurements[0].warning, QString());
    QCOMPARE(measurements[0].queueDepth, std::nullopt);
    // The migrated library takes schema-2 and schema-3 data.
    Measurement perHost = sampleMeasurement(QStringLiteral("Lab MX200"), 10);
    perHost.host = QStringLiteral("perf84");
    perHost.perHost = true;
    perHost.failed = true;
    perHost.warning = QStringLiteral("interrupted by signal 2");
    perHost.queueDepth = 32;
    QVERIFY((*library)->addMeasurements(sampleSource(QStringLiteral("new")), { perHost }).ok());
    const QList<Measurement> after = mustRead((*library)->measurements({ QStringLiteral("Lab MX200"), {}, {} }));
    QCOMPARE(after.size(), 2);
    QVERIFY(after[1].failed);
    QVERIFY(after[1].perHost);
    QVERIFY(!after[0].perHost);
    QCOMPARE(after[1].warning, perHost.warning);
    QCOMPARE(after[1].queueDepth, std::optional<int>(32));
}

// A team library at schema 1, as the server holds it, migrated by its first writer.
void TestResultsLibrary::migratesTeamSchemaOne()
{
    // A team library at schema 1 with one import, made by the released statements, as the server holds it.
    const QString address = pathFor(QString());
    const QString name = address.section(QLatin1Char('/'), -1);
    QStringList statements = schema::teamBootstrap() + schema::migration(1, Engine::Postgres);
    statements << QStringLiteral("INSERT INTO sources (kind, file, imported_at) VALUES ('fio', 'old.json', "
                                 "'2020-01-01T00:00:00Z')")
               << QStringLiteral("INSERT INTO systems (name) VALUES ('Lab MX200')")
               << QStringLiteral("INSERT INTO workloads (name) VALUES ('w')")
               << QStringLiteral("INSERT INTO measurements (system_id, workload_id, source_id, iops)"
                                 " VALUES (1, 1, 1, 12345.5)")
               << QStringLiteral("UPDATE headroom_library SET schema_version = 1");
    QVERIFY(psql(name, statements.join(QStringLiteral(";\n"))));
    // A reader cannot migrate (no copy to read through): it says who will.
    const auto reader = ResultsLibrary::open(address, ResultsLibrary::Mode::ReadOnly);
    QVERIFY(!reader.ok());
    QVERIFY2(reader.error().contains(QStringLiteral("has schema 1 and this Headroom reads schema %1; the first "
                                                    "write")
                                         .arg(schema::currentVersion())),
        qPrintable(reader.error()));
    // The first writer migrates in one transaction; the rows stay, nobody is credited with the old import.
    auto library = ResultsLibrary::open(address);
    QVERIFY2(library.ok(), qPrintable(library.ok() ? QString() : library.error()));
    QCOMPARE((*library)->schemaVersion(), schema::currentVersion());
    const QList<Measurement> old = mustRead((*library)->measurements());
    QCOMPARE(old.size(), 1);
    QCOMPARE(old[0].iops, std::optional<double>(12345.5));
    QCOMPARE(mustRead((*library)->sources()).first().importedBy, QString());
    QVERIFY((*library)
                ->addMeasurements(
                    sampleSource(QStringLiteral("new")), { sampleMeasurement(QStringLiteral("Lab MX200"), 10) })
                .ok());
    QCOMPARE(mustRead((*library)->sources()).last().importedBy, QStringLiteral("postgres"));
}

void TestResultsLibrary::failedImportRollsBackEverything()
{
    auto library = ResultsLibrary::open(pathFor(QStringLiteral("rollback.headroom")));
    QVERIFY(library.ok());
    QVERIFY(
        (*library)
            ->addMeasurements(sampleSource(QStringLiteral("first")), { sampleMeasurement(QStringLiteral("A"), 100) })
            .ok());
    const int sourcesBefore = static_cast<int>(mustRead((*library)->sources()).size());
    const QStringList workloadsBefore = mustRead((*library)->workloadNames());

    Measurement good = sampleMeasurement(QStringLiteral("Brand new system"), 200);
    good.workload.queueDepth = 64; // a workload the library does not have yet
    Measurement bad = sampleMeasurement(QStringLiteral("A"), 300);
    bad.iops = -1; // violates a CHECK constraint on the second row
    const auto result = (*library)->addMeasurements(sampleSource(QStringLiteral("second")), { good, bad });
    QVERIFY(!result.ok());
    QVERIFY2(result.error().contains(QStringLiteral("measurement 2")), qPrintable(result.error()));
    QVERIFY(result.error().contains(QStringLiteral("nothing was added")));
    QCOMPARE(mustRead((*library)->measurementCount()), 1);
    QCOMPARE(static_cast<int>(mustRead((*library)->sources()).size()), sourcesBefore);
    QCOMPARE(mustRead((*library)->workloadNames()), workloadsBefore);
    QVERIFY(!mustRead((*library)->system(QStringLiteral("Brand new system"))));
}

void TestResultsLibrary::refusesSameSourceTwice()
{
    auto library = ResultsLibrary::open(pathFor(QStringLiteral("dup.headroom")));
    QVERIFY(library.ok());
    const SourceRef source = sampleSource(QStringLiteral("feedface"));
    QVERIFY((*library)->addMeasurements(source, { sampleMeasurement(QStringLiteral("A"), 1) }).ok());
    const auto again = (*library)->addMeasurements(source, { sampleMeasurement(QStringLiteral("A"), 1) });
    QVERIFY(!again.ok());
    QVERIFY2(again.error().contains(QStringLiteral("already in the library")), qPrintable(again.error()));
    QCOMPARE(mustRead((*library)->measurementCount()), 1);
    QCOMPARE(mustRead((*library)->sourceBySha256(QStringLiteral("feedface")))->measurementCount, 1);
}

void TestResultsLibrary::enforcesForeignKeys()
{
    auto library = ResultsLibrary::open(pathFor(QStringLiteral("fk.headroom")));
    QVERIFY(library.ok());
    QSqlQuery orphan(ResultsLibraryTestAccess::database(**library));
    QVERIFY(!orphan.exec(
        QStringLiteral("INSERT INTO measurements (system_id, workload_id, source_id) VALUES (999, 999, 999)")));
    QVERIFY2(orphan.lastError().text().contains(QStringLiteral("FOREIGN KEY"), Qt::CaseInsensitive),
        qPrintable(orphan.lastError().text()));
    // Deleting a source removes its measurements and their details with it.
    QVERIFY((*library)
                ->addMeasurements(sampleSource(QStringLiteral("s1")), { sampleMeasurement(QStringLiteral("A"), 1) })
                .ok());
    QSqlQuery remove(ResultsLibraryTestAccess::database(**library));
    QVERIFY(remove.exec(QStringLiteral("DELETE FROM sources")));
    QSqlQuery left(ResultsLibraryTestAccess::database(**library));
    QVERIFY(
        left.exec(QStringLiteral("SELECT (SELECT count(*) FROM measurements) + (SELECT count(*) FROM direction_stats)"
                                 " + (SELECT count(*) FROM latency_percentiles) + (SELECT count(*) FROM host_usage)")));
    QVERIFY(left.next());
    QCOMPARE(left.value(0).toInt(), 0);
}

void TestResultsLibrary::readOnlyRefusesWrites()
{
    const QString path = pathFor(QStringLiteral("ro.headroom"));
    QVERIFY(ResultsLibrary::open(path).ok());
    auto library = ResultsLibrary::open(path, ResultsLibrary::Mode::ReadOnly);
    QVERIFY(library.ok());
    QVERIFY((*library)->isReadOnly());
    const auto added
        = (*library)->addMeasurements(sampleSource(QStringLiteral("x")), { sampleMeasurement(QStringLiteral("A"), 1) });
    QVERIFY(!added.ok());
    QVERIFY(added.error().contains(QStringLiteral("read-only")));
    SystemConfig system;
    system.name = QStringLiteral("B");
    QVERIFY(!(*library)->saveSystem(system).ok());
}

void TestResultsLibrary::savesSystemsAndTags()
{
    auto library = ResultsLibrary::open(pathFor(QStringLiteral("systems.headroom")));
    QVERIFY(library.ok());
    SystemConfig system;
    system.name = QStringLiteral("VxRail 25GbE");
    system.nodes = 6;
    system.linkGbps = 25;
    system.portsPerNode = 2;
    system.compression = true;
    system.tags = { { QStringLiteral("nic"), QStringLiteral("540-BBUJ") } };
    QVERIFY((*library)->saveSystem(system).ok());
    system.nodes = 8;
    system.rdma = false;
    system.tags = { { QStringLiteral("switch"), QStringLiteral("210-APEX") } };
    QVERIFY((*library)->saveSystem(system).ok());
    const QList<SystemConfig> systems = mustRead((*library)->systems());
    QCOMPARE(systems.size(), 1);
    QCOMPARE(systems[0], system);
    SystemConfig unnamed;
    QVERIFY(!(*library)->saveSystem(unnamed).ok());
}

void TestResultsLibrary::filtersMeasurements()
{
    auto library = ResultsLibrary::open(pathFor(QStringLiteral("filter.headroom")));
    QVERIFY(library.ok());
    Measurement other = sampleMeasurement(QStringLiteral("B"), 5);
    other.workload.name = QStringLiteral("oltp32k");
    QVERIFY((*library)
                ->addMeasurements(sampleSource(QStringLiteral("f")),
                    { sampleMeasurement(QStringLiteral("A"), 1), sampleMeasurement(QStringLiteral("A"), 2), other })
                .ok());
    QCOMPARE(mustRead((*library)->measurements({ QStringLiteral("A"), {}, {} })).size(), 2);
    QCOMPARE(mustRead((*library)->measurements({ {}, QStringLiteral("oltp32k"), {} })).size(), 1);
    const auto onlyB = mustRead((*library)->measurements({ QStringLiteral("B"), QStringLiteral("oltp32k"), {} }));
    QCOMPARE(onlyB.size(), 1);
    QCOMPARE(onlyB[0].read.latency.percentilesNs.size(), std::size_t(3));
    QCOMPARE(mustRead((*library)->measurements({ QStringLiteral("C"), {}, {} })).size(), 0);
}

void TestResultsLibrary::histogramBlobSurvivesCorruption()
{
    const std::vector<HistogramBin> bins { { 1000, 5 }, { 2000, 7 } };
    QCOMPARE(decodeHistogram(encodeHistogram(bins)), bins);
    QByteArray truncated = encodeHistogram(bins);
    truncated.chop(10);
    QVERIFY(decodeHistogram(truncated).size() <= bins.size());
    QVERIFY(decodeHistogram(QByteArray(8, '\xff')).empty());
}

// Who imported each source (schema 9): the OS user in a file, the PostgreSQL role in a team library.
void TestResultsLibrary::recordsWhoImported()
{
    auto library = ResultsLibrary::open(pathFor(QStringLiteral("who.headroom")));
    QVERIFY(library.ok());
    QVERIFY((*library)
                ->addMeasurements(sampleSource(QStringLiteral("w1")), { sampleMeasurement(QStringLiteral("A"), 1) })
                .ok());
    const QString expected = team() ? QStringLiteral("postgres") : osUserName();
    QVERIFY(!expected.isEmpty());
    QCOMPARE(mustRead((*library)->sources()).first().importedBy, expected);
    QCOMPARE(mustRead((*library)->sourceBySha256(QStringLiteral("w1")))->importedBy, expected);
}

// An edit's undo puts back every row it removed, found through each engine's catalogue of foreign keys.
void TestResultsLibrary::deletesAndUndoes()
{
    auto library = ResultsLibrary::open(pathFor(QStringLiteral("undo.headroom")));
    QVERIFY(library.ok());
    QVERIFY((*library)
                ->addMeasurements(sampleSource(QStringLiteral("u1")),
                    { sampleMeasurement(QStringLiteral("A"), 1), sampleMeasurement(QStringLiteral("B"), 2) })
                .ok());
    const QList<Measurement> before = mustRead((*library)->measurements());
    LibraryUndo undo;
    QCOMPARE(mustRead((*library)->deleteSystem(QStringLiteral("A"), &undo)), 1);
    QCOMPARE(mustRead((*library)->measurementCount()), 1);
    QVERIFY((*library)->undoLibraryEdit(undo).ok());
    QCOMPARE(mustRead((*library)->measurements()), before);
    QVERIFY((*library)->renameSystem(QStringLiteral("B"), QStringLiteral("C"), &undo).ok());
    QVERIFY((*library)->undoLibraryEdit(undo).ok());
    QCOMPARE(mustRead((*library)->measurements()), before);
    // A new row after the undo takes a new id, never one the restored rows have.
    QVERIFY((*library)
                ->addMeasurements(sampleSource(QStringLiteral("u2")), { sampleMeasurement(QStringLiteral("A"), 3) })
                .ok());
    QCOMPARE(mustRead((*library)->measurementCount()), 3);
}

int main(int argc, char* argv[])
{
    QCoreApplication app(argc, argv);
    QTEST_SET_MAIN_SOURCE_PATH
    TestResultsLibrary sqlite(Engine::Sqlite);
    const int sqliteFailures = QTest::qExec(&sqlite, argc, argv);
    TestResultsLibrary team(Engine::Postgres);
    return sqliteFailures + QTest::qExec(&team, argc, argv);
}
#include "tst_resultslibrary.moc"
