// SPDX-License-Identifier: GPL-3.0-or-later
// Schema 4 (repeated runs), 6 (a run's interval snapshots) and 7 (a run's identity, unique): a schema-3 library — the
// checked-in schema-1 file taken to schema 3 by the released migrations — is migrated when opened read-write without
// losing or changing a row, its measurements read as runs measured once and as no interval snapshot, and the migrated
// library stores and reads back each run's number, each snapshot's position and each run's identity, refusing a second
// row of one identity.
#include "store/resultslibrary.h"
#include "store/schema.h"
#include "store/sourcerows.h"
#include "support/librarytestaccess.h"
#include "support/mustread.h"

#include <QFile>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QSqlRecord>
#include <QTemporaryDir>
#include <QTest>

using namespace headroom;
using headroom::testing::mustRead;

namespace {
// Every row of every table, without the columns schemas 4, 6 and 7 add, as text: what must survive the migration.
QStringList dump(QSqlDatabase& db)
{
    QStringList rows;
    for (const QString& table : { QStringLiteral("sources"), QStringLiteral("systems"), QStringLiteral("system_tags"),
             QStringLiteral("workloads"), QStringLiteral("measurements"), QStringLiteral("direction_stats"),
             QStringLiteral("latency_percentiles"), QStringLiteral("host_usage") }) {
        QSqlQuery q(db);
        if (!q.exec(QStringLiteral("SELECT * FROM %1 ORDER BY rowid").arg(table))) {
            rows << QStringLiteral("%1: %2").arg(table, q.lastError().text());
            continue;
        }
        while (q.next()) {
            QStringList values;
            const QSqlRecord record = q.record();
            for (int i = 0; i < record.count(); ++i) {
                if (!QStringList { QStringLiteral("run_number"), QStringLiteral("interval_index"),
                        QStringLiteral("interval_count"), QStringLiteral("run_identity"),
                        QStringLiteral("percentile_kind"), QStringLiteral("imported_by") }
                         .contains(record.fieldName(i))) {
                    values << record.fieldName(i) + QLatin1Char('=') + q.value(i).toString();
                }
            }
            rows << table + QLatin1Char(':') + values.join(QLatin1Char(','));
        }
    }
    return rows;
}
} // namespace

class TestSchemaMigration : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;

private slots:
    void migratesSchemaThreeWithoutLoss()
    {
        QVERIFY(schema::currentVersion() >= 4);
        const QString checkedIn = QFINDTESTDATA("data/library-schema1.headroom");
        QVERIFY(!checkedIn.isEmpty());
        const QString path = m_dir.filePath(QStringLiteral("v3.headroom"));
        QVERIFY(QFile::copy(checkedIn, path));
        QFile::setPermissions(path, QFile::ReadOwner | QFile::WriteOwner);
        QStringList before;
        {
            QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("v3"));
            db.setDatabaseName(path);
            QVERIFY(db.open());
            for (int version = 1; version < 3; ++version) { // the released migrations 2 and 3
                for (const QString& statement : schema::migrations()[version]) {
                    QSqlQuery q(db);
                    QVERIFY2(q.exec(statement), qPrintable(q.lastError().text()));
                }
            }
            QSqlQuery(db).exec(QStringLiteral("PRAGMA user_version = 3"));
            before = dump(db);
            db.close();
        }
        QSqlDatabase::removeDatabase(QStringLiteral("v3"));
        QVERIFY(before.size() > 5);

        auto library = ResultsLibrary::open(path);
        QVERIFY2(library.ok(), qPrintable(library.ok() ? QString() : library.error()));
        QCOMPARE((*library)->schemaVersion(), schema::currentVersion());
        QCOMPARE(dump(ResultsLibraryTestAccess::database(**library)), before); // no row lost or changed
        const QList<Measurement> old = mustRead((*library)->measurements());
        QCOMPARE(old.size(), 1);
        QCOMPARE(old[0].runNumber, std::nullopt); // measured once as far as the library knows
        QCOMPARE(old[0].interval, std::nullopt);
        QVERIFY(old[0].runIdentity.isEmpty());
        QVERIFY(old[0].isCurvePoint());

        // The migrated library keeps runs with their numbers, each its own measurement.
        SourceRef source;
        source.kind = SourceKind::Engine;
        source.file = QStringLiteral("headroom bench repeat");
        source.importedAt = QDateTime::currentDateTimeUtc();
        QList<Measurement> runs;
        for (int number : { 1, 2 }) {
            Measurement m = old[0];
            m.id = 0;
            m.runNumber = number;
            m.interval = IntervalPosition { number, 2 };
            m.iops = 1000.0 * number;
            m.runIdentity = QStringLiteral("fio 1547912345678 ms run %1").arg(number);
            runs << m;
        }
        QVERIFY((*library)->addMeasurements(source, runs).ok());
        // Schema 9: who imported each source; nobody is credited with the imports made before it.
        const QList<SourceRecord> sources = mustRead((*library)->sources());
        QCOMPARE(sources.first().importedBy, QString());
        QCOMPARE(sources.last().importedBy, osUserName());
        QVERIFY(!osUserName().isEmpty());
        const QList<Measurement> after = mustRead((*library)->measurements());
        QCOMPARE(after.size(), 3);
        QCOMPARE(after[1].runNumber, std::optional<int>(1));
        QCOMPARE(after[2].runNumber, std::optional<int>(2));
        QCOMPARE(after[2].iops, std::optional<double>(2000.0));
        QCOMPARE(after[1].interval, (std::optional<IntervalPosition> { IntervalPosition { 1, 2 } }));
        QVERIFY(!after[1].isCurvePoint()); // an earlier snapshot of the run
        QCOMPARE(after[2].interval, (std::optional<IntervalPosition> { IntervalPosition { 2, 2 } }));
        QVERIFY(after[2].isCurvePoint());
        QCOMPARE(after[2].runIdentity, QStringLiteral("fio 1547912345678 ms run 2"));
        QCOMPARE(mustRead((*library)->sourcesOfRuns({ after[2].runIdentity, QStringLiteral("not stored") })),
            (QHash<QString, qint64> { { after[2].runIdentity, mustRead((*library)->sources()).last().id } }));
        // One run is stored once: a second row of its identity is refused, and nothing of that source is stored.
        source.file = QStringLiteral("the same run saved again");
        const auto again = (*library)->addMeasurements(source, { runs[1] });
        QVERIFY(!again.ok());
        QCOMPARE(mustRead((*library)->measurements()).size(), 3);
        // Measurements without an identity are never taken for one another.
        Measurement a = old[0];
        a.id = 0;
        Measurement b = a;
        source.file = QStringLiteral("two published figures");
        QVERIFY((*library)->addMeasurements(source, { a, b }).ok());
    }
};

QTEST_GUILESS_MAIN(TestSchemaMigration)
#include "tst_schemamigration.moc"
