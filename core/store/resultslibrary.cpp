#include "resultslibrary.h"

#include "libraryfile.h"
#include "schema.h"
#include "sqlhelpers.h"

#include <QDir>
#include <QFileInfo>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QUuid>

namespace headroom {

namespace {

QSqlDatabase addConnection(const QString& databaseName, bool readOnly)
{
    // A fresh name per instance: Qt SQL connections are keyed by name and belong to one thread.
    const QString connection = QStringLiteral("headroom-") + QUuid::createUuid().toString(QUuid::WithoutBraces);
    QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), connection);
    db.setDatabaseName(databaseName);
    QString options = QStringLiteral("QSQLITE_BUSY_TIMEOUT=5000");
    if (readOnly) {
        options += QStringLiteral(";QSQLITE_OPEN_READONLY");
    }
    db.setConnectOptions(options);
    return db;
}

int readUserVersion(QSqlDatabase& db)
{
    QSqlQuery query(db);
    if (query.exec(QStringLiteral("PRAGMA user_version")) && query.next()) {
        return query.value(0).toInt();
    }
    return -1;
}

} // namespace

ResultsLibrary::ResultsLibrary(QSqlDatabase db, QString path)
    : m_db(std::move(db))
    , m_path(std::move(path))
{
}

ResultsLibrary::~ResultsLibrary()
{
    const QString connection = m_db.connectionName();
    m_db.close();
    m_db = QSqlDatabase();
    QSqlDatabase::removeDatabase(connection);
}

QString ResultsLibrary::defaultPath()
{
    const QString dir = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
    return QDir(dir).filePath(QStringLiteral("library.headroom"));
}

Expected<std::unique_ptr<ResultsLibrary>> ResultsLibrary::open(const QString& path, Mode mode)
{
    const auto kind = inspectLibraryFile(path);
    if (!kind) {
        return fail(kind.error());
    }
    const bool readOnly = mode == Mode::ReadOnly;
    if (*kind != LibraryFileKind::HeadroomLibrary && readOnly) {
        return fail(QStringLiteral("%1: no Headroom library there to open read-only").arg(path));
    }
    if (*kind == LibraryFileKind::Missing) {
        const QString dir = QFileInfo(path).absolutePath();
        if (!QDir().mkpath(dir)) {
            return fail(QStringLiteral("%1: cannot create the directory %2").arg(path, dir));
        }
    }
    QSqlDatabase db = addConnection(path, readOnly);
    std::unique_ptr<ResultsLibrary> library(new ResultsLibrary(db, path));
    if (!library->m_db.open()) {
        return fail(QStringLiteral("%1: cannot open: %2").arg(path, library->m_db.lastError().text()));
    }
    if (auto on = sql::execText(library->m_db, QStringLiteral("PRAGMA foreign_keys = ON"), path); !on) {
        return fail(on.error());
    }
    if (readOnly) {
        library->setReadOnly(QStringLiteral("%1 was opened read-only").arg(path));
        const int version = library->schemaVersion();
        if (version != schema::currentVersion()) {
            return fail(QStringLiteral("%1: library schema %2 needs migrating to %3; open it read-write once")
                            .arg(path)
                            .arg(version)
                            .arg(schema::currentVersion()));
        }
        return library;
    }
    if (*kind != LibraryFileKind::HeadroomLibrary) {
        // Set before WAL so the id lands in the main file's header, where inspectLibraryFile() reads it.
        const auto stamp = QStringLiteral("PRAGMA application_id = %1").arg(schema::kApplicationId);
        if (auto stamped = sql::execText(library->m_db, stamp, path); !stamped) {
            return fail(stamped.error());
        }
    }
    if (auto wal = sql::execText(library->m_db, QStringLiteral("PRAGMA journal_mode = WAL"), path); !wal) {
        return fail(wal.error());
    }
    if (auto migrated = library->migrate(); !migrated) {
        return fail(QStringLiteral("%1: %2").arg(path, migrated.error()));
    }
    return library;
}

Expected<std::unique_ptr<ResultsLibrary>> ResultsLibrary::openInMemory()
{
    std::unique_ptr<ResultsLibrary> library(
        new ResultsLibrary(addConnection(QStringLiteral(":memory:"), false), QStringLiteral(":memory:")));
    if (!library->m_db.open()) {
        return fail(QStringLiteral("cannot open an in-memory library: %1").arg(library->m_db.lastError().text()));
    }
    if (auto on = sql::execText(library->m_db, QStringLiteral("PRAGMA foreign_keys = ON"), QStringLiteral("memory"));
        !on) {
        return fail(on.error());
    }
    if (auto migrated = library->migrate(); !migrated) {
        return fail(migrated.error());
    }
    return library;
}

Status ResultsLibrary::inTransaction(const std::function<Status()>& work)
{
    if (auto allowed = writable(); !allowed) {
        return allowed;
    }
    sql::Transaction transaction(m_db);
    if (!transaction.isOpen()) {
        return fail(QStringLiteral("cannot start a transaction: %1").arg(m_db.lastError().text()));
    }
    if (auto done = work(); !done) {
        return done;
    }
    return transaction.commit();
}

int ResultsLibrary::schemaVersion() const
{
    return readUserVersion(m_db);
}

void ResultsLibrary::setReadOnly(const QString& reason)
{
    m_readOnly = true;
    m_readOnlyReason = reason;
}

Status ResultsLibrary::writable() const
{
    if (m_readOnly) {
        return fail(m_readOnlyReason);
    }
    return success();
}

Status ResultsLibrary::migrate()
{
    const int from = schemaVersion();
    const int to = schema::currentVersion();
    if (from > to) {
        return fail(QStringLiteral("library schema %1 is newer than this Headroom understands (%2); "
                                   "the file was left unchanged")
                        .arg(from)
                        .arg(to));
    }
    if (from == to) {
        return success();
    }
    sql::Transaction transaction(m_db);
    if (!transaction.isOpen()) {
        return fail(QStringLiteral("cannot start a transaction: %1").arg(m_db.lastError().text()));
    }
    const auto& steps = schema::migrations();
    for (int version = from + 1; version <= to; ++version) {
        for (const QString& statement : steps[version - 1]) {
            if (auto done = sql::execText(m_db, statement, QStringLiteral("migration to schema %1").arg(version));
                !done) {
                return done;
            }
        }
    }
    if (auto stamped
        = sql::execText(m_db, QStringLiteral("PRAGMA user_version = %1").arg(to), QStringLiteral("migration"));
        !stamped) {
        return stamped;
    }
    return transaction.commit();
}

} // namespace headroom
