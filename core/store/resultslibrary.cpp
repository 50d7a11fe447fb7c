// SPDX-License-Identifier: GPL-3.0-or-later
#include "resultslibrary.h"

#include "libraryfile.h"
#include "newlibrary.h"
#include "schema.h"
#include "sqlhelpers.h"
#include "teamaddress.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRandomGenerator>
#include <QSqlDriver>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QThread>
#include <QUrl>
#include <QUuid>

namespace headroom {

namespace {

QSqlDatabase addConnection(const QString& databaseName, bool readOnly, bool uri = false)
{
    // A fresh name per instance: Qt SQL connections are keyed by name and belong to one thread.
    const QString connection = QStringLiteral("headroom-") + QUuid::createUuid().toString(QUuid::WithoutBraces);
    QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), connection);
    db.setDatabaseName(databaseName);
    QString options = QStringLiteral("QSQLITE_BUSY_TIMEOUT=5000");
    if (readOnly) {
        options += QStringLiteral(";QSQLITE_OPEN_READONLY");
    }
    if (uri) {
        options += QStringLiteral(";QSQLITE_OPEN_URI");
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

ResultsLibrary::ResultsLibrary(const QSqlDatabase& db, QString path)
    : m_db(db)
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
    if (isTeamAddress(path)) {
        return openTeam(path, mode);
    }
    const auto kind = inspectLibraryFile(path);
    if (!kind) {
        return fail(kind.error());
    }
    if (*kind != LibraryFileKind::HeadroomLibrary) {
        // One rule for a missing path and an empty file: no library yet. Reading says so, a write makes one.
        if (mode != Mode::ReadWrite) {
            return fail(*kind == LibraryFileKind::Empty
                    ? QStringLiteral("no library at %1 (the file is empty)").arg(path)
                    : QStringLiteral("no library at %1").arg(path));
        }
        return create(path, *kind);
    }
    if (mode == Mode::ReadOnly) {
        return openForReading(path);
    }
    return openForWriting(path);
}

Expected<std::unique_ptr<ResultsLibrary>> ResultsLibrary::openWritable(const QString& path)
{
    if (const QString why = notWritableReason(path); !why.isEmpty()) {
        return openReadOnly(path, QStringLiteral("%1 is read-only: %2").arg(path, why));
    }
    QSqlDatabase db = addConnection(path, false);
    std::unique_ptr<ResultsLibrary> library(new ResultsLibrary(db, path));
    if (auto ready = library->prepare(); !ready) {
        return fail(ready.error());
    }
    return library;
}

Expected<std::unique_ptr<ResultsLibrary>> ResultsLibrary::openReadOnly(const QString& path, const QString& reason)
{
    // SQLite reads a WAL library through its -shm index, which it would create beside a file that this process cannot
    // write (and leave there) or cannot create in a read-only folder. A library that is not being written (no -wal,
    // or an empty one: Headroom keeps -wal and -shm when it closes, the WAL emptied) is opened immutable instead:
    // read without those files, and nothing is created.
    const QFileInfo wal(path + QStringLiteral("-wal"));
    const bool immutable = !notWritableReason(path).isEmpty() && (!wal.exists() || wal.size() == 0);
    const QString name = immutable
        ? QUrl::fromLocalFile(QFileInfo(path).absoluteFilePath()).toString(QUrl::FullyEncoded)
            + QStringLiteral("?immutable=1")
        : path;
    std::unique_ptr<ResultsLibrary> library(new ResultsLibrary(addConnection(name, true, immutable), path));
    if (auto opened = library->openConnection(); !opened) {
        return fail(opened.error());
    }
    library->setReadOnly(reason);
    const int version = library->schemaVersion();
    if (version != schema::currentVersion()) {
        return fail(QStringLiteral("%1: library schema %2 needs migrating to %3; open it read-write once")
                        .arg(path)
                        .arg(version)
                        .arg(schema::currentVersion()));
    }
    return library;
}

Expected<std::unique_ptr<ResultsLibrary>> ResultsLibrary::create(const QString& path, LibraryFileKind kind)
{
    // What this call adds to the disk, removed again when it fails half way (a full disk, a permission): a failed
    // create leaves no empty file and no folder behind.
    const QStringList createdDirs = missingFolders(path);
    const auto undo = [&](const QString& message) {
        removeNewLibrary(path, kind, createdDirs);
        return fail(message);
    };
    if (!createdDirs.isEmpty() && !QDir().mkpath(createdDirs.last())) {
        return undo(QStringLiteral("%1: cannot create the directory %2").arg(path, createdDirs.last()));
    }
    Status ready = success();
    {
        std::unique_ptr<ResultsLibrary> library(new ResultsLibrary(addConnection(path, false), path));
        ready = library->prepare(/*stamp=*/true);
        if (ready) {
            return library;
        }
    } // closed before its files are removed
    return undo(ready.error());
}

Status ResultsLibrary::prepare(bool stamp)
{
    if (auto opened = openConnection(); !opened) {
        return opened;
    }
    if (stamp) {
        // Set before WAL so the id lands in the main file's header, where inspectLibraryFile() reads it.
        const auto id = QStringLiteral("PRAGMA application_id = %1").arg(schema::kApplicationId);
        if (auto stamped = sql::execText(m_db, id, m_path); !stamped) {
            return stamped;
        }
    }
    if (auto wal = sql::execText(m_db, QStringLiteral("PRAGMA journal_mode = WAL"), m_path); !wal) {
        return wal;
    }
    if (auto migrated = migrate(); !migrated) {
        return fail(QStringLiteral("%1: %2").arg(m_path, migrated.error()));
    }
    return success();
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

namespace {

Status runInTransaction(QSqlDatabase& db, const std::function<Status()>& work)
{
    sql::Transaction transaction(db);
    if (!transaction.isOpen()) {
        return fail(QStringLiteral("cannot start a transaction: %1").arg(transaction.error()));
    }
    if (auto done = work(); !done) {
        return done;
    }
    return transaction.commit();
}

// How often a team library's outermost transaction runs again when it lost to another one (sql::isRetryable).
constexpr int kTeamAttempts = 5;

} // namespace

Status ResultsLibrary::inTransaction(const std::function<Status()>& work)
{
    if (auto allowed = writable(); !allowed) {
        return allowed;
    }
    QSqlDriver* driver = m_db.driver();
    const int attempts = isTeamLibrary() && sql::transactionDepth(m_db) == 0 ? kTeamAttempts : 1;
    Status done = success();
    for (int attempt = 1; attempt <= attempts; ++attempt) {
        driver->setProperty(sql::kRetryableProperty, false);
        done = runInTransaction(m_db, work);
        if (done || !driver->property(sql::kRetryableProperty).toBool()) {
            return done;
        }
        // Rolled back: nothing of this attempt is kept. A short pause, longer each time, lets the other finish.
        qCInfo(lcStore).noquote() << m_path << "transaction lost to another client, attempt" << attempt << ":"
                                  << done.error();
        const int pauseMs = 20 * attempt + QRandomGenerator::global()->bounded(20);
        QThread::msleep(static_cast<unsigned long>(pauseMs));
    }
    return fail(done.error() + QStringLiteral(" (tried %1 times)").arg(attempts));
}

int ResultsLibrary::schemaVersion() const
{
    if (isTeamLibrary()) {
        QSqlQuery query(m_db);
        if (query.exec(QStringLiteral("SELECT schema_version FROM headroom_library")) && query.next()) {
            return query.value(0).toInt();
        }
        return -1;
    }
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
    return ensureWalLinked();
}

Status ResultsLibrary::migrate()
{
    const int to = schema::currentVersion();
    const auto newer = [to](int from) {
        return fail(QStringLiteral("library schema %1 is newer than this Headroom understands (%2); "
                                   "the file was left unchanged")
                        .arg(from)
                        .arg(to));
    };
    if (const int found = schemaVersion(); found >= to) {
        return found > to ? Status(newer(found)) : success(); // no write lock for the common case
    }
    sql::Transaction transaction(m_db);
    if (!transaction.isOpen()) {
        return fail(QStringLiteral("cannot start a transaction: %1").arg(transaction.error()));
    }
    // Read again under the write lock: another process may have migrated the file while this one waited.
    const int from = schemaVersion();
    if (from >= to) {
        return from > to ? Status(newer(from)) : transaction.commit();
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
