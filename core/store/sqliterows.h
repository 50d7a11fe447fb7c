// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Internal to the store: a statement's rows read through SQLite's own API on a library's connection, for the reads
// that go over a whole library (listings: every measurement, direction and percentile), where converting each value
// to a QVariant and back (Qt SQL's cached result) took as long as SQLite itself. Owner thread of the connection.
#include "libraryrows.h"
#include "model/expected.h"

#include <memory>
#include <optional>

#include <QByteArray>
#include <QSqlDatabase>
#include <QString>
#include <QVariantList>

struct sqlite3;
struct sqlite3_stmt;

namespace headroom {

// The sqlite3* of a QSQLITE connection (Debian's plugin links the same system libsqlite3 as Headroom); null for
// another driver.
sqlite3* sqliteHandle(QSqlDatabase& db);

class SqliteRows : public LibraryRows {
public:
    // Prepares `statement` on the connection and binds `values` in order (integers, reals, text; a null QVariant is
    // NULL). `what` names the read in errors.
    static Expected<std::unique_ptr<SqliteRows>> run(
        QSqlDatabase& db, const QString& statement, const QVariantList& values, const QString& what);
    ~SqliteRows() override;
    SqliteRows(const SqliteRows&) = delete;
    SqliteRows& operator=(const SqliteRows&) = delete;

    // The next row; false at the end or on an error, which status() then returns.
    bool next() override;
    Status status() const override;

    bool isNull(int column) const override;
    qint64 integer(int column) const override;
    double real(int column) const override;
    QString text(int column) const override;
    QByteArray blob(int column) const override;

private:
    SqliteRows(sqlite3* db, sqlite3_stmt* statement, QString what);
    Status failure() const;

    sqlite3* m_db;
    sqlite3_stmt* m_statement;
    QString m_what;
    int m_lastStep = 0;
};

} // namespace headroom
