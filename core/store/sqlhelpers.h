#pragma once

#include "model/expected.h"

#include <optional>

#include <QSqlDatabase>
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

inline Error queryError(const QSqlQuery& query, const QString& what)
{
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

// Rolls back unless committed, so an early return can never leave half a write behind. A SAVEPOINT rather than
// BEGIN, so that transactions nest: an import wraps several addMeasurements() and saveSystem() calls in one.
class Transaction {
public:
    explicit Transaction(QSqlDatabase& db)
        : m_db(db)
        , m_open(run(QStringLiteral("SAVEPOINT headroom_tx")))
    {
    }
    ~Transaction()
    {
        if (m_open) {
            run(QStringLiteral("ROLLBACK TO headroom_tx"));
            run(QStringLiteral("RELEASE headroom_tx"));
        }
    }
    Transaction(const Transaction&) = delete;
    Transaction& operator=(const Transaction&) = delete;

    bool isOpen() const { return m_open; }
    Status commit()
    {
        if (!m_open || !run(QStringLiteral("RELEASE headroom_tx"))) {
            return fail(QStringLiteral("could not commit: %1").arg(m_lastError));
        }
        m_open = false;
        return success();
    }

private:
    bool run(const QString& statement)
    {
        QSqlQuery query(m_db);
        if (query.exec(statement)) {
            return true;
        }
        m_lastError = query.lastError().text();
        return false;
    }

    QSqlDatabase& m_db;
    QString m_lastError;
    bool m_open;
};

} // namespace headroom::sql
