// SPDX-License-Identifier: GPL-3.0-or-later
#include "sqliterows.h"

#include "model/logging.h"

#include <sqlite3.h>

#include <QSqlDriver>

namespace headroom {

sqlite3* sqliteHandle(QSqlDatabase& db)
{
    const QVariant handle = db.driver() ? db.driver()->handle() : QVariant();
    if (!handle.isValid() || qstrcmp(handle.typeName(), "sqlite3*") != 0) {
        return nullptr;
    }
    return *static_cast<sqlite3* const*>(handle.constData());
}

namespace {

int bindValue(sqlite3_stmt* statement, int index, const QVariant& value)
{
    if (value.isNull()) {
        return sqlite3_bind_null(statement, index);
    }
    switch (value.typeId()) {
    case QMetaType::Int:
    case QMetaType::LongLong:
    case QMetaType::UInt:
    case QMetaType::Bool:
        return sqlite3_bind_int64(statement, index, value.toLongLong());
    case QMetaType::Double:
        return sqlite3_bind_double(statement, index, value.toDouble());
    default: {
        const QByteArray utf8 = value.toString().toUtf8();
        return sqlite3_bind_text(statement, index, utf8.constData(), static_cast<int>(utf8.size()), SQLITE_TRANSIENT);
    }
    }
}

} // namespace

Expected<std::unique_ptr<SqliteRows>> SqliteRows::run(
    QSqlDatabase& db, const QString& statement, const QVariantList& values, const QString& what)
{
    sqlite3* connection = sqliteHandle(db);
    if (!connection) {
        return fail(QStringLiteral("%1: the library is not an SQLite connection").arg(what));
    }
    const QByteArray sql = statement.toUtf8();
    sqlite3_stmt* prepared = nullptr;
    if (sqlite3_prepare_v2(connection, sql.constData(), static_cast<int>(sql.size()), &prepared, nullptr)
        != SQLITE_OK) {
        const QString error = QString::fromUtf8(sqlite3_errmsg(connection));
        sqlite3_finalize(prepared);
        qCDebug(lcStore).noquote() << what << "failed:" << error << "in" << statement;
        return fail(QStringLiteral("%1: %2").arg(what, error));
    }
    std::unique_ptr<SqliteRows> rows(new SqliteRows(connection, prepared, what));
    for (int i = 0; i < values.size(); ++i) {
        if (bindValue(prepared, i + 1, values.at(i)) != SQLITE_OK) {
            return fail(rows->failure().error());
        }
    }
    return rows;
}

SqliteRows::SqliteRows(sqlite3* db, sqlite3_stmt* statement, QString what)
    : m_db(db)
    , m_statement(statement)
    , m_what(std::move(what))
{
}

SqliteRows::~SqliteRows()
{
    sqlite3_finalize(m_statement);
}

bool SqliteRows::next()
{
    m_lastStep = sqlite3_step(m_statement);
    return m_lastStep == SQLITE_ROW;
}

Status SqliteRows::status() const
{
    return m_lastStep == SQLITE_ROW || m_lastStep == SQLITE_DONE || m_lastStep == 0 ? success() : failure();
}

Status SqliteRows::failure() const
{
    const QString error = QString::fromUtf8(sqlite3_errmsg(m_db));
    qCDebug(lcStore).noquote() << m_what << "failed:" << error << "in" << QString::fromUtf8(sqlite3_sql(m_statement));
    return fail(QStringLiteral("%1: %2").arg(m_what, error));
}

bool SqliteRows::isNull(int column) const
{
    return sqlite3_column_type(m_statement, column) == SQLITE_NULL;
}

qint64 SqliteRows::integer(int column) const
{
    return sqlite3_column_int64(m_statement, column);
}

double SqliteRows::real(int column) const
{
    return sqlite3_column_double(m_statement, column);
}

QString SqliteRows::text(int column) const
{
    const auto* utf8 = reinterpret_cast<const char*>(sqlite3_column_text(m_statement, column));
    return utf8 ? QString::fromUtf8(utf8, sqlite3_column_bytes(m_statement, column)) : QString();
}

QByteArray SqliteRows::blob(int column) const
{
    const void* bytes = sqlite3_column_blob(m_statement, column);
    return bytes ? QByteArray(static_cast<const char*>(bytes), sqlite3_column_bytes(m_statement, column))
                 : QByteArray();
}

} // namespace headroom
