// SPDX-License-Identifier: GPL-3.0-or-later
#include "libraryrows.h"

#include "sqlhelpers.h"
#include "sqliterows.h"

#include <QSqlQuery>

namespace headroom {

namespace {

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
        if (!m_query.prepare(statement)) {
            return sql::queryError(m_query, m_what);
        }
        for (int i = 0; i < values.size(); ++i) {
            m_query.bindValue(i, values.at(i));
        }
        return sql::exec(m_query, m_what);
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
