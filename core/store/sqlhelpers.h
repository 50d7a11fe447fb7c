// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

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

// Every SQL failure goes through one of these two, so the headroom.store log sees each one with its statement.
inline void logFailure(const QSqlQuery& query, const QString& what)
{
    qCDebug(lcStore).noquote() << what << "failed:" << query.lastError().text() << "in" << query.lastQuery();
}

inline Error queryError(const QSqlQuery& query, const QString& what)
{
    logFailure(query, what);
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

inline Status execText(QSqlDatabase& db, const QString& statement, const QString& what)
{
    QSqlQuery query(db);
    if (!query.exec(statement)) {
        return queryError(query, what);
    }
    return success();
}

// Rolls back unless committed, so an early return can never leave half a write behind. The outermost transaction of
// a connection is BEGIN IMMEDIATE: it takes the write lock at once and so waits for the busy timeout when another
// process writes. A deferred BEGIN (or SAVEPOINT) starts as a read and fails at once with "database is locked" when
// it must become a write while another process writes (SQLite cannot wait there without risking a deadlock). Inner
// transactions are SAVEPOINTs, so they nest: an import wraps several addMeasurements() and saveSystem() calls in one.
class Transaction {
public:
    explicit Transaction(QSqlDatabase& db)
        : m_db(db)
        , m_outermost(depth() == 0)
        , m_open(run(m_outermost ? QStringLiteral("BEGIN IMMEDIATE") : QStringLiteral("SAVEPOINT headroom_tx")))
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
    // How many transactions are open on this connection, kept on the connection's driver object so that every
    // Transaction on one connection sees the same count (a connection belongs to one thread).
    int depth() const { return m_db.driver()->property(kDepthProperty).toInt(); }
    void setDepth(int value) { m_db.driver()->setProperty(kDepthProperty, value); }
    static constexpr const char* kDepthProperty = "headroomTransactionDepth";

    bool run(const QString& statement)
    {
        QSqlQuery query(m_db);
        if (query.exec(statement)) {
            return true;
        }
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
// begins a read transaction (WAL: a snapshot that takes no lock from writers); inside one it nests.
class ReadSnapshot {
public:
    explicit ReadSnapshot(QSqlDatabase& db)
        : m_db(db)
        , m_open(QSqlQuery(db).exec(QStringLiteral("SAVEPOINT headroom_read")))
    {
    }
    ~ReadSnapshot()
    {
        if (m_open) {
            QSqlQuery(m_db).exec(QStringLiteral("RELEASE headroom_read")); // a read: nothing to lose if it fails
        }
    }
    ReadSnapshot(const ReadSnapshot&) = delete;
    ReadSnapshot& operator=(const ReadSnapshot&) = delete;

private:
    QSqlDatabase& m_db;
    bool m_open;
};

} // namespace headroom::sql
