// SPDX-License-Identifier: GPL-3.0-or-later
#include "libraryrecovery.h"

#include "libraryfile.h"
#include "libraryintegrity.h"
#include "rawconnection.h"
#include "sqlhelpers.h"

#include <cerrno>
#include <limits>
#include <sys/stat.h>
#include <unistd.h>

#include <QFile>
#include <QFileInfo>
#include <QSqlRecord>
#include <QTemporaryFile>

namespace headroom {

namespace {

struct SchemaEntry {
    QString type; // table, index, trigger, view
    QString name;
    QString sql;
};

Expected<QList<SchemaEntry>> readSchema(QSqlDatabase& db, const QString& path)
{
    QSqlQuery query(db);
    query.setForwardOnly(true);
    if (!query.exec(QStringLiteral("SELECT type, name, sql FROM sqlite_schema WHERE sql IS NOT NULL AND name NOT LIKE "
                                   "'sqlite\\_%' ESCAPE '\\' ORDER BY rowid"))) {
        return fail(QStringLiteral("%1: the schema cannot be read (%2): nothing can be recovered")
                        .arg(path, query.lastError().text()));
    }
    QList<SchemaEntry> entries;
    while (query.next()) {
        entries.append({ query.value(0).toString(), query.value(1).toString(), query.value(2).toString() });
    }
    if (query.lastError().isValid()) {
        return fail(QStringLiteral("%1: the schema cannot be read (%2): nothing can be recovered")
                        .arg(path, query.lastError().text()));
    }
    return entries;
}

QString quoted(const QString& name)
{
    return QLatin1Char('"') + QString(name).replace(QLatin1Char('"'), QStringLiteral("\"\"")) + QLatin1Char('"');
}

// Reads `table` in rowid order from `after` (ascending) or down to `after` (descending), inserting every row it can
// read; stops at the first row it cannot. Returns the last rowid read, and whether the read got to the end.
struct Pass {
    qint64 lastRowid = 0;
    qint64 rows = 0;
    bool complete = false;
};

Expected<Pass> copyPass(QSqlDatabase& from, QSqlDatabase& to, const QString& table, qint64 after, bool descending)
{
    QSqlQuery read(from);
    read.setForwardOnly(true);
    const QString select = QStringLiteral("SELECT rowid, * FROM %1 NOT INDEXED WHERE rowid > ? ORDER BY rowid %2")
                               .arg(quoted(table), descending ? QStringLiteral("DESC") : QStringLiteral("ASC"));
    Pass pass;
    pass.lastRowid = after;
    if (!read.prepare(select)) {
        return pass; // the table's root page cannot be read
    }
    read.addBindValue(after);
    if (!read.exec()) {
        return pass;
    }
    QSqlQuery insert(to);
    const int columns = read.record().count() - 1;
    const QStringList marks(columns, QStringLiteral("?"));
    if (!insert.prepare(QStringLiteral("INSERT INTO %1 SELECT %2").arg(quoted(table), marks.join(QLatin1Char(','))))) {
        return sql::queryError(insert, QStringLiteral("copying %1").arg(table));
    }
    while (read.next()) {
        for (int column = 0; column < columns; ++column) {
            insert.bindValue(column, read.value(column + 1));
        }
        if (auto copied = sql::exec(insert, QStringLiteral("copying %1").arg(table)); !copied) {
            return fail(copied.error());
        }
        pass.lastRowid = read.value(0).toLongLong();
        ++pass.rows;
    }
    pass.complete = !read.lastError().isValid();
    return pass;
}

QString lostStretch(const QString& table, const Pass& forward, const Pass& backward)
{
    if (forward.rows == 0 && backward.rows == 0) {
        return QStringLiteral("%1: no row could be read").arg(table);
    }
    if (forward.rows == 0) {
        return QStringLiteral("%1: the rows before rowid %2 could not be read").arg(table).arg(backward.lastRowid);
    }
    if (backward.rows == 0) {
        return QStringLiteral("%1: the rows after rowid %2 could not be read").arg(table).arg(forward.lastRowid);
    }
    return QStringLiteral("%1: the rows after rowid %2 and before rowid %3 could not be read")
        .arg(table)
        .arg(forward.lastRowid)
        .arg(backward.lastRowid);
}

// A table read forwards up to a damaged page, then backwards from its end down to the last row read.
Expected<TableRecovery> copyTable(QSqlDatabase& from, QSqlDatabase& to, const QString& table, QStringList& lost)
{
    TableRecovery recovery { table };
    const auto forward = copyPass(from, to, table, std::numeric_limits<qint64>::min(), false);
    if (!forward) {
        return fail(forward.error());
    }
    recovery.rowsCopied = forward->rows;
    if (forward->complete) {
        return recovery;
    }
    recovery.readToTheEnd = false;
    const auto backward = copyPass(from, to, table, forward->lastRowid, true);
    if (!backward) {
        return fail(backward.error());
    }
    recovery.rowsCopied += backward->rows;
    lost << lostStretch(table, *forward, *backward);
    return recovery;
}

// Rows whose parent was lost: removed until every foreign key holds (a removed measurement takes its percentiles).
Status dropOrphans(QSqlDatabase& db, QList<TableRecovery>& tables)
{
    for (;;) {
        QSqlQuery check(db);
        if (!check.exec(QStringLiteral("PRAGMA foreign_key_check"))) {
            return sql::queryError(check, QStringLiteral("checking the copy's foreign keys"));
        }
        QList<std::pair<QString, qint64>> orphans;
        while (check.next()) {
            orphans.append({ check.value(0).toString(), check.value(1).toLongLong() });
        }
        if (orphans.isEmpty()) {
            return success();
        }
        for (const auto& [table, rowid] : orphans) {
            QSqlQuery remove(db);
            remove.prepare(QStringLiteral("DELETE FROM %1 WHERE rowid = ?").arg(quoted(table)));
            remove.addBindValue(rowid);
            if (auto done = sql::exec(remove, QStringLiteral("dropping a row of %1 whose parent was lost").arg(table));
                !done) {
                return done;
            }
            for (TableRecovery& recovery : tables) {
                if (recovery.table == table && remove.numRowsAffected() > 0) {
                    --recovery.rowsCopied;
                    ++recovery.rowsDropped;
                }
            }
        }
    }
}

Status copyHeaderFields(QSqlDatabase& from, QSqlDatabase& to)
{
    for (const char* pragma : { "application_id", "user_version" }) {
        QSqlQuery read(from);
        if (!read.exec(QStringLiteral("PRAGMA %1").arg(QLatin1String(pragma))) || !read.next()) {
            return sql::queryError(read, QStringLiteral("reading the library's %1").arg(QLatin1String(pragma)));
        }
        const QString write
            = QStringLiteral("PRAGMA %1 = %2").arg(QLatin1String(pragma)).arg(read.value(0).toLongLong());
        if (auto done = sql::execText(to, write, QStringLiteral("writing the copy's header")); !done) {
            return done;
        }
    }
    return success();
}

Expected<RecoveryReport> copyInto(QSqlDatabase& from, QSqlDatabase& to, const QString& path)
{
    const auto schema = readSchema(from, path);
    if (!schema) {
        return fail(schema.error());
    }
    RecoveryReport report;
    sql::Transaction transaction(to);
    if (!transaction.isOpen()) {
        return fail(QStringLiteral("cannot start a transaction: %1").arg(transaction.error()));
    }
    for (const SchemaEntry& entry : *schema) {
        if (entry.type != QLatin1String("table")) {
            continue;
        }
        if (auto made = sql::execText(to, entry.sql, QStringLiteral("creating %1").arg(entry.name)); !made) {
            return fail(made.error());
        }
        auto copied = copyTable(from, to, entry.name, report.lost);
        if (!copied) {
            return fail(copied.error());
        }
        report.tables << *copied;
    }
    if (auto dropped = dropOrphans(to, report.tables); !dropped) {
        return fail(dropped.error());
    }
    for (const SchemaEntry& entry : *schema) {
        if (entry.type != QLatin1String("table")) {
            if (auto made = sql::execText(to, entry.sql, QStringLiteral("creating %1").arg(entry.name)); !made) {
                return fail(made.error());
            }
        }
    }
    if (auto header = copyHeaderFields(from, to); !header) {
        return fail(header.error());
    }
    if (auto committed = transaction.commit(); !committed) {
        return fail(committed.error());
    }
    return report;
}

// The finished copy under its name: link() fails when `out` appeared meanwhile, so nothing is ever replaced.
Status publish(const QString& partial, const QString& out)
{
    const QString folder = QFileInfo(out).absolutePath();
    if (!syncToDisk(partial)
        || ::link(QFile::encodeName(partial).constData(), QFile::encodeName(out).constData()) != 0) {
        return fail(QStringLiteral("%1: cannot write the recovered library: %2").arg(out, qt_error_string(errno)));
    }
    syncToDisk(folder);
    return success();
}

} // namespace

Expected<RecoveryReport> recoverLibrary(const QString& path, const QString& out)
{
    struct stat existing { };
    if (::lstat(QFile::encodeName(out).constData(), &existing) == 0) {
        return fail(
            QStringLiteral("%1 already exists: library recover writes a new file and never replaces one").arg(out));
    }
    if (const auto kind = inspectLibraryFile(path); !kind || *kind != LibraryFileKind::HeadroomLibrary) {
        return fail(!kind ? kind.error() : QStringLiteral("no library at %1").arg(path));
    }
    QTemporaryFile partial(out + QStringLiteral(".partial-XXXXXX"));
    if (!partial.open()) {
        return fail(QStringLiteral("%1: cannot create %2: %3").arg(out, partial.fileTemplate(), partial.errorString()));
    }
    partial.close();
    RecoveryReport report;
    {
        auto from = RawConnection::open(path, RawConnection::Access::ReadOnly);
        auto to = RawConnection::open(partial.fileName(), RawConnection::Access::ReadWrite);
        if (!from || !to) {
            return fail(!from ? from.error() : to.error());
        }
        auto copied = copyInto((*from)->db(), (*to)->db(), path);
        if (!copied) {
            return fail(QStringLiteral("%1: %2; %3 was not written").arg(path, copied.error(), out));
        }
        report = *copied;
    }
    const auto problems = checkLibraryIntegrity(partial.fileName(), IntegrityDepth::Full);
    if (!problems || !problems->isEmpty()) {
        return fail(QStringLiteral("%1: the recovered copy fails SQLite's integrity_check (%2); %3 was not written")
                        .arg(path, problems ? problems->join(QStringLiteral("; ")) : problems.error(), out));
    }
    if (auto published = publish(partial.fileName(), out); !published) {
        return fail(published.error());
    }
    return report;
}

} // namespace headroom
