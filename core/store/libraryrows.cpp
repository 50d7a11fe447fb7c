// SPDX-License-Identifier: GPL-3.0-or-later
#include "libraryrows.h"

#include "sqlhelpers.h"
#include "sqliterows.h"

#include <QSqlDriver>
#include <QSqlField>
#include <QSqlQuery>

namespace headroom {

namespace {

// `statement` with each `?` outside a quoted literal replaced by its value as the driver writes it in SQL. QPSQL's
// own binding does the same (PREPARE, then EXECUTE with the values written in, then DEALLOCATE: three round trips
// to the server); written in here, a read is one statement and one round trip.
QString withValuesWritten(const QSqlDriver& driver, const QString& statement, const QVariantList& values)
{
    QString written;
    written.reserve(statement.size() + 16 * values.size());
    qsizetype next = 0;
    bool quoted = false;
    for (const QChar c : statement) {
        if (c == QLatin1Char('\'')) {
            quoted = !quoted;
        }
        if (c != QLatin1Char('?') || quoted || next >= values.size()) {
            written += c;
            continue;
        }
        const QVariant& value = values.at(next++);
        QSqlField field(QString(), value.metaType());
        field.setValue(value);
        written += driver.formatValue(field);
    }
    return written;
}

// A team library's rows: a forward-only query, each value converted once as it is read.
class QueryRows : public LibraryRows {
public:
    QueryRows(QSqlDatabase& db, QString what)
        : m_query(db)
        , m_what(std::move(what))
    {
        m_query.setForwardOnly(true);
    }

    Status start(const QString& statement, const QVariantList& values)
    {
        if (!m_query.exec(withValuesWritten(*m_query.driver(), statement, values))) {
            return sql::queryError(m_query, m_what);
        }
        return success();
    }

    bool next() override { return m_query.next(); }
    Status status() const override
    {
        if (m_query.lastError().isValid()) {
            return sql::queryError(m_query, m_what);
        }
        return success();
    }
    bool isNull(int column) const override { return m_query.isNull(column); }
    qint64 integer(int column) const override { return m_query.value(column).toLongLong(); }
    double real(int column) const override { return m_query.value(column).toDouble(); }
    QString text(int column) const override { return m_query.value(column).toString(); }
    QByteArray blob(int column) const override { return m_query.value(column).toByteArray(); }

private:
    QSqlQuery m_query;
    QString m_what;
};

} // namespace

Expected<std::unique_ptr<LibraryRows>> LibraryRows::run(
    QSqlDatabase& db, const QString& statement, const QVariantList& values, const QString& what)
{
    if (engineOf(db) == Engine::Sqlite) {
        auto rows = SqliteRows::run(db, statement, values, what);
        if (!rows) {
            return fail(rows.error());
        }
        return std::unique_ptr<LibraryRows>(std::move(*rows));
    }
    auto rows = std::make_unique<QueryRows>(db, what);
    if (auto started = rows->start(statement, values); !started) {
        return fail(started.error());
    }
    return std::unique_ptr<LibraryRows>(std::move(rows));
}

} // namespace headroom
