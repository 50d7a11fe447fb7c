// Schema 4 (repeated runs): a schema-3 library — the checked-in schema-1 file taken to schema 3 by the released
// migrations — is migrated when opened read-write without losing or changing a row, its measurements read as runs
// measured once, and the migrated library stores and reads back each run's number.
#include "store/resultslibrary.h"
#include "store/schema.h"
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
// Every row of every table, without the columns schema 4 adds, as text: what must survive the migration.
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
                if (record.fieldName(i) != QLatin1String("run_number")) {
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
            m.iops = 1000.0 * number;
            runs << m;
        }
        QVERIFY((*library)->addMeasurements(source, runs).ok());
        const QList<Measurement> after = mustRead((*library)->measurements());
        QCOMPARE(after.size(), 3);
        QCOMPARE(after[1].runNumber, std::optional<int>(1));
        QCOMPARE(after[2].runNumber, std::optional<int>(2));
        QCOMPARE(after[2].iops, std::optional<double>(2000.0));
    }
};

QTEST_GUILESS_MAIN(TestSchemaMigration)
#include "tst_schemamigration.moc"
