// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine.h"
#include "model/expected.h"
#include "model/logging.h"

#include <optional>

#include <QSqlDatabase>
#include <QSqlDriver>
#include <QSqlError>
#include <QSqlQuery>
#include <QVariant>

namespace headroom::sql {

template <class T> QVariant nullable(const std::optional<T>& value)
{
    return value ? QVariant::fromValue(*value) : QVariant();
}

// NOT NULL text columns: a null QString would bind as SQL NULL.
inline QVariant text(const QString& value)
{
    return value.isNull() ? QVariant(QString::fromLatin1("", 0)) : QVariant(value);
}

template <class T> std::optional<T> optional(const QVariant& value)
{
    if (value.isNull()) {
        return std::nullopt;
    }
    return value.value<T>();
}

inline std::optional<bool> optionalBool(const QVariant& value)
{
    return value.isNull() ? std::nullopt : std::optional(value.toInt() != 0);
}

// PostgreSQL's SQLSTATEs for a transaction that lost to another one (serialization failure, deadlock): running it
// again from its start succeeds or meets the other's result.
inline bool isRetryable(const QSqlError& error)
{
    return error.nativeErrorCode() == QLatin1String("40001") || error.nativeErrorCode() == QLatin1String("40P01");
}

// Whether a statement on this connection failed as isRetryable() since the flag was last cleared: errors travel as
// text, so the outermost transaction reads this to decide whether to run its work again.
inline constexpr const char* kRetryableProperty = "headroomRetryable";
inline void noteFailure(const QSqlDriver* driver, const QSqlError& error)
{
    if (driver && isRetryable(error)) {
        const_cast<QSqlDriver*>(driver)->setProperty(kRetryableProperty, true);
    }
}

// Every SQL failure goes through one of these two, so the headroom.store log sees each one with its statement.
inline void logFailure(const QSqlQuery& query, const QString& what)
{
    noteFailure(query.driver(), query.lastError());
    qCDebug(lcStore).noquote() << what << "failed:" << query.lastError().text() << "in" << query.lastQuery();
}

// A team library's server refused the statement for want of a privilege (SQLSTATE 42501): the user's role
// (store/teamroles.h) does not allow the change.
inline bool isRefusedByRole(const QSqlError& error)
{
    return error.nativeErrorCode() == QLatin1String("42501");
}

inline Error queryError(const QSqlQuery& query, const QString& what)
{
    logFailure(query, what);
    if (isRefusedByRole(query.lastError())) {
        return fail(QStringLiteral("%1: the team library refused it (%2): importing and benchmarking need the "
                                   "headroom_contributor role, renaming, merging and deleting others' results the "
                                   "headroom_editor role, which the library's owner grants. Nothing was changed.")
                        .arg(what, query.lastError().databaseText().trimmed()));
    }
    return fail(QStringLiteral("%1: %2").arg(what, query.lastError().text()));
}

// Runs a prepared query; the error says what was being done.
inline Status exec(QSqlQuery& query, const QString& what)
{
    if (!query.exec()) {
        return queryError(query, what);
    }
    return success();
}

// The id an INSERT … RETURNING id gave (both engines have RETURNING; QPSQL has no lastInsertId), 0 when it gave none.
inline qint64 insertedId(QSqlQuery& insert)
{
    const qint64 id = insert.next() ? insert.value(0).toLongLong() : 0;
    insert.finish();
    return id;
}

inline Status execText(QSqlDatabase& db, const QString& statement, const QString& what)
{
    QSqlQuery query(db);
    if (!query.exec(statement)) {
        return queryError(query, what);
    }
    return success();
}

// The advisory lock every writer of a team library holds for its transaction (pg_advisory_xact_lock): writers take
// turns, as in a SQLite library, so that an import sees every import committed before it (its duplicates skipped,
// the same answer as one after the other) and two writers never deadlock on each other's new rows. Readers never
// wait for it. "Hdrm" in ASCII, as SQLite's application id.
inline constexpr qint64 kTeamWriteLock = 0x4864726d;

// How many transactions (and read snapshots) are open on this connection, kept on the connection's driver object so
// that every Transaction on one connection sees the same count (a connection belongs to one thread).
inline constexpr const char* kDepthProperty = "headroomTransactionDepth";
inline int transactionDepth(const QSqlDatabase& db)
{
    return db.driver()->property(kDepthProperty).toInt();
}
inline void setTransactionDepth(const QSqlDatabase& db, int value)
{
    db.driver()->setProperty(kDepthProperty, value);
}

// Rolls back unless committed, so an early return can never leave half a write behind. The outermost transaction of
// a connection is BEGIN IMMEDIATE: it takes the write lock at once and so waits for the busy timeout when another
// process writes. A deferred BEGIN (or SAVEPOINT) starts as a read and fails at once with "database is locked" when
// it must become a write while another process writes (SQLite cannot wait there without risking a deadlock). On
// PostgreSQL it is BEGIN and the team's write lock (kTeamWriteLock), the same turn-taking. Inner transactions are
// SAVEPOINTs, so they nest: an import wraps several addMeasurements() and saveSystem() calls in one.
class Transaction {
public:
    explicit Transaction(QSqlDatabase& db)
        : m_db(db)
        , m_outermost(depth() == 0)
        , m_open(m_outermost ? begin() : run(QStringLiteral("SAVEPOINT headroom_tx")))
    {
        if (m_open) {
            setDepth(depth() + 1);
        }
    }
    ~Transaction()
    {
        if (!m_open) {
            return;
        }
        if (m_outermost) {
            run(QStringLiteral("ROLLBACK"));
        } else {
            run(QStringLiteral("ROLLBACK TO headroom_tx"));
            run(QStringLiteral("RELEASE headroom_tx"));
        }
        setDepth(depth() - 1);
    }
    Transaction(const Transaction&) = delete;
    Transaction& operator=(const Transaction&) = delete;

    bool isOpen() const { return m_open; }
    // Why it could not open (empty when it is open).
    QString error() const { return m_lastError; }
    Status commit()
    {
        if (!m_open || !run(m_outermost ? QStringLiteral("COMMIT") : QStringLiteral("RELEASE headroom_tx"))) {
            return fail(QStringLiteral("%1: could not commit: %2").arg(m_db.databaseName(), m_lastError));
        }
        m_open = false;
        setDepth(depth() - 1);
        return success();
    }

private:
    int depth() const { return transactionDepth(m_db); }
    void setDepth(int value) { setTransactionDepth(m_db, value); }

    bool begin()
    {
        if (engineOf(m_db) == Engine::Sqlite) {
            return run(QStringLiteral("BEGIN IMMEDIATE"));
        }
        if (!run(QStringLiteral("BEGIN"))) {
            return false;
        }
        if (run(QStringLiteral("SELECT pg_advisory_xact_lock(%1)").arg(kTeamWriteLock))) {
            return true;
        }
        run(QStringLiteral("ROLLBACK"));
        return false;
    }

    bool run(const QString& statement)
    {
        QSqlQuery query(m_db);
        if (query.exec(statement)) {
            return true;
        }
        noteFailure(query.driver(), query.lastError());
        m_lastError = query.lastError().text();
        qCDebug(lcStore).noquote() << statement << "failed:" << m_lastError;
        return false;
    }

    QSqlDatabase& m_db;
    QString m_lastError;
    bool m_outermost;
    bool m_open;
};

// The statements of one read see one state of the library: another program's commit between them (a deletion between
// reading measurements and their systems) is seen by all of them or by none. Outside a transaction the savepoint
// begins a read transaction (WAL: a snapshot that takes no lock from writers); inside one it nests. PostgreSQL has
// no savepoint outside a transaction: there the outermost read is a REPEATABLE READ, READ ONLY transaction (one
// snapshot, no locks), counted with the connection's transactions so that reads nest in it.
class ReadSnapshot {
public:
    explicit ReadSnapshot(QSqlDatabase& db)
        : m_db(db)
        , m_ownTransaction(engineOf(db) == Engine::Postgres && transactionDepth(db) == 0)
        , m_open(QSqlQuery(db).exec(m_ownTransaction
                  ? QStringLiteral("BEGIN TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY")
                  : QStringLiteral("SAVEPOINT headroom_read")))
    {
        if (m_open && m_ownTransaction) {
            setTransactionDepth(m_db, 1);
        }
    }
    ~ReadSnapshot()
    {
        if (!m_open) {
            return;
        }
        // A read: nothing to lose if it fails.
        if (m_ownTransaction) {
            QSqlQuery(m_db).exec(QStringLiteral("COMMIT"));
            setTransactionDepth(m_db, 0);
        } else {
            QSqlQuery(m_db).exec(QStringLiteral("RELEASE headroom_read"));
        }
    }
    ReadSnapshot(const ReadSnapshot&) = delete;
    ReadSnapshot& operator=(const ReadSnapshot&) = delete;

private:
    QSqlDatabase& m_db;
    bool m_ownTransaction;
    bool m_open;
};

} // namespace headroom::sql
