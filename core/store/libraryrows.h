// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Internal to the store: the rows of a read over a whole library (listings: every measurement, direction and
// percentile), read through the engine's fastest path. A SQLite library's through SQLite's own API (sqliterows.h),
// a team library's through a forward-only QSqlQuery (rows stream from the server, none kept behind the cursor).
#include "model/expected.h"

#include <memory>
#include <optional>

#include <QByteArray>
#include <QSqlDatabase>
#include <QString>
#include <QVariantList>

namespace headroom {

class LibraryRows {
public:
    // Prepares `statement` on the connection and binds `values` in order (integers, reals, text; a null QVariant is
    // NULL). `what` names the read in errors.
    static Expected<std::unique_ptr<LibraryRows>> run(
        QSqlDatabase& db, const QString& statement, const QVariantList& values, const QString& what);
    virtual ~LibraryRows() = default;

    // The next row; false at the end or on an error, which status() then returns.
    virtual bool next() = 0;
    virtual Status status() const = 0;

    virtual bool isNull(int column) const = 0;
    virtual qint64 integer(int column) const = 0;
    virtual double real(int column) const = 0;
    virtual QString text(int column) const = 0;
    virtual QByteArray blob(int column) const = 0;
    std::optional<double> optionalReal(int column) const
    {
        return isNull(column) ? std::nullopt : std::optional(real(column));
    }
    std::optional<int> optionalInt(int column) const
    {
        return isNull(column) ? std::nullopt : std::optional(static_cast<int>(integer(column)));
    }
};

} // namespace headroom
