// SPDX-License-Identifier: GPL-3.0-or-later
#include "libraryintegrity.h"

#include "rawconnection.h"
#include "sqlhelpers.h"

#include <QFileInfo>

namespace headroom {

namespace {

// One check pragma's rows: "ok" alone means whole. A read that fails because the file is damaged (a header SQLite
// does not recognise, a page it cannot parse) is a problem found, not an error of the check.
Expected<QStringList> runCheck(QSqlDatabase& db, const QString& pragma)
{
    QSqlQuery query(db);
    query.setForwardOnly(true);
    QStringList rows;
    const bool ran = query.exec(pragma);
    while (ran && query.next()) {
        rows << query.value(0).toString();
    }
    if (query.lastError().isValid()) {
        if (isDamageError(query.lastError())) {
            return QStringList { query.lastError().databaseText() };
        }
        return sql::queryError(query, pragma);
    }
    if (rows == QStringList { QStringLiteral("ok") }) {
        return QStringList();
    }
    return rows;
}

qint64 bytesOnDisk(const QString& path)
{
    return QFileInfo(path).size() + QFileInfo(path + QStringLiteral("-wal")).size();
}

// Above the quick_check limit: what every read needs (the schema) and the small tables every page shows.
QStringList largeLibraryChecks()
{
    QStringList checks { QStringLiteral("SELECT CASE WHEN count(*) > 0 THEN 'ok' ELSE 'the schema is empty' END "
                                        "FROM sqlite_schema") };
    for (const char* table : { "sources", "systems", "system_tags", "workloads" }) {
        checks << QStringLiteral("PRAGMA quick_check(%1)").arg(QLatin1String(table));
    }
    return checks;
}

} // namespace

Expected<QStringList> checkLibraryIntegrity(const QString& path, IntegrityDepth depth, int limit)
{
    auto raw = RawConnection::open(path, RawConnection::Access::ReadOnly);
    if (!raw) {
        return fail(raw.error());
    }
    QStringList checks;
    if (depth == IntegrityDepth::Full) {
        checks << QStringLiteral("PRAGMA integrity_check(%1)").arg(limit);
    } else if (bytesOnDisk(path) <= kQuickCheckLimitBytes) {
        checks << QStringLiteral("PRAGMA quick_check(%1)").arg(limit);
    } else {
        checks = largeLibraryChecks();
    }
    QStringList problems;
    for (const QString& check : checks) {
        auto found = runCheck((*raw)->db(), check);
        if (!found) {
            return fail(QStringLiteral("%1: %2").arg(path, found.error()));
        }
        problems << *found;
    }
    return problems.mid(0, limit);
}

QString damagedLibraryAdvice(const QString& path)
{
    return QStringLiteral("'headroom-cli --db %1 library check' lists every problem; 'headroom-cli --db %1 library "
                          "recover NEW-FILE' copies what can still be read into a new library")
        .arg(path);
}

} // namespace headroom
