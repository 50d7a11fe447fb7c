// SPDX-License-Identifier: GPL-3.0-or-later
// ResultsLibrary: renaming, merging and deleting systems, workloads, measurements and imports.
#include "model/namematch.h"
#include "resultslibrary.h"
#include "sqlhelpers.h"

#include <algorithm>

#include <QSqlQuery>
#include <QSqlRecord>

namespace headroom {

namespace {

std::optional<qint64> idOf(QSqlDatabase& db, const QString& table, const QString& name)
{
    QSqlQuery query(db);
    query.prepare(QStringLiteral("SELECT id FROM %1 WHERE name = ?").arg(table));
    query.addBindValue(name);
    if (!query.exec() || !query.next()) {
        return std::nullopt;
    }
    return query.value(0).toLongLong();
}

Expected<int> run(QSqlDatabase& db, const QString& statement, const QVariantList& values, const QString& what)
{
    QSqlQuery query(db);
    query.prepare(statement);
    for (const QVariant& value : values) {
        query.addBindValue(value);
    }
    if (!query.exec()) {
        return sql::queryError(query, what);
    }
    return query.numRowsAffected();
}

// Who imported what a delete left in place, when it is still there to read: a team library's row-level policy lets a
// contributor delete only its own imports, and hides the others' from the DELETE instead of refusing it.
std::optional<QString> importerOfUndeleted(QSqlDatabase& db, const QString& lookup, qint64 id)
{
    QSqlQuery query(db);
    query.prepare(lookup);
    query.addBindValue(id);
    if (!query.exec() || !query.next()) {
        return std::nullopt;
    }
    return query.value(0).toString();
}

Error refusedOthersImport(const QString& what, const QString& importer)
{
    return fail(QStringLiteral("%1 was imported by %2: deleting another's import needs the headroom_editor role, which "
                               "the library's owner grants. Nothing was changed.")
                    .arg(what, importer.isEmpty() ? QStringLiteral("someone else") : importer));
}

QString placeholders(qsizetype count)
{
    QStringList marks;
    for (qsizetype i = 0; i < count; ++i) {
        marks << QStringLiteral("?");
    }
    return marks.join(QStringLiteral(", "));
}

// A key of `child` that references `table`: its first column pair (a composite key is followed by its first column).
struct ForeignKey {
    QString child;
    QString from;
    QString to;
};

// Every table's keys that reference `table`, read from the engine's catalog (SQLite: PRAGMA foreign_key_list of each
// table; PostgreSQL: pg_constraint), so that tables added by later migrations are covered.
Expected<QList<ForeignKey>> foreignKeysTo(QSqlDatabase& db, const QString& table)
{
    QList<ForeignKey> found;
    if (engineOf(db) == Engine::Postgres) {
        QSqlQuery keys(db);
        keys.prepare(QStringLiteral("SELECT c.conrelid::regclass::text, a.attname, af.attname FROM pg_constraint c"
                                    " JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = c.conkey[1]"
                                    " JOIN pg_attribute af ON af.attrelid = c.confrelid AND af.attnum = c.confkey[1]"
                                    " WHERE c.contype = 'f' AND c.confrelid = to_regclass(?) ORDER BY c.conname"));
        keys.addBindValue(table);
        if (!keys.exec()) {
            return sql::queryError(keys, QStringLiteral("listing the keys to %1 for undo").arg(table));
        }
        while (keys.next()) {
            found << ForeignKey { keys.value(0).toString(), keys.value(1).toString(), keys.value(2).toString() };
        }
        return found;
    }
    QSqlQuery tables(db);
    if (!tables.exec(QStringLiteral("SELECT name FROM sqlite_master WHERE type = 'table'"))) {
        return sql::queryError(tables, QStringLiteral("listing tables for undo"));
    }
    QStringList names;
    while (tables.next()) {
        names << tables.value(0).toString();
    }
    for (const QString& child : std::as_const(names)) {
        QSqlQuery keys(db);
        if (!keys.exec(QStringLiteral("PRAGMA foreign_key_list(%1)").arg(child))) {
            continue;
        }
        QList<int> seen;
        while (keys.next()) {
            // id, seq, table, from, to, …: the first column pair of each key.
            const int id = keys.value(0).toInt();
            if (keys.value(2).toString() != table || keys.value(1).toInt() != 0 || seen.contains(id)) {
                continue;
            }
            seen << id;
            const QString to = keys.value(4).toString().isEmpty() ? QStringLiteral("id") : keys.value(4).toString();
            found << ForeignKey { child, keys.value(3).toString(), to };
        }
    }
    return found;
}

// Keeps the rows of `table` whose `column` is one of `values`, then (through foreignKeysTo(), so tables added
// by later migrations are covered) the rows of every table that references them, parents before children. A
// composite key is followed by its first column, which selects a superset that is removed with the parent anyway.
Status snapshot(QSqlDatabase& db, const QString& table, const QString& column, const QVariantList& values,
    QList<LibraryUndo::Rows>& out, int depth = 0)
{
    if (values.isEmpty() || depth > 8) {
        return success();
    }
    QSqlQuery rows(db);
    rows.prepare(QStringLiteral("SELECT * FROM %1 WHERE %2 IN (%3)").arg(table, column, placeholders(values.size())));
    for (const QVariant& value : values) {
        rows.addBindValue(value);
    }
    if (!rows.exec()) {
        return sql::queryError(rows, QStringLiteral("reading %1 for undo").arg(table));
    }
    LibraryUndo::Rows kept { table, {} };
    while (rows.next()) {
        kept.records << rows.record();
    }
    if (kept.records.isEmpty()) {
        return success();
    }
    out << kept;
    const auto keys = foreignKeysTo(db, table);
    if (!keys) {
        return fail(keys.error());
    }
    for (const ForeignKey& key : *keys) {
        QVariantList parentValues;
        for (const QSqlRecord& record : std::as_const(kept.records)) {
            if (!parentValues.contains(record.value(key.to))) {
                parentValues << record.value(key.to);
            }
        }
        if (auto done = snapshot(db, key.child, key.from, parentValues, out, depth + 1); !done) {
            return done;
        }
    }
    return success();
}

Status insertRows(QSqlDatabase& db, const LibraryUndo::Rows& rows)
{
    for (const QSqlRecord& record : rows.records) {
        QStringList columns;
        for (int i = 0; i < record.count(); ++i) {
            columns << record.fieldName(i);
        }
        QSqlQuery insert(db);
        insert.prepare(QStringLiteral("INSERT INTO %1 (%2) VALUES (%3) ON CONFLICT DO NOTHING")
                           .arg(rows.table, columns.join(QStringLiteral(", ")), placeholders(columns.size())));
        for (int i = 0; i < record.count(); ++i) {
            insert.addBindValue(record.value(i));
        }
        if (!insert.exec()) {
            return sql::queryError(insert, QStringLiteral("restoring %1").arg(rows.table));
        }
    }
    return success();
}

// Renames in `table` (systems or workloads), refusing a taken name.
Status renameIn(QSqlDatabase& db, const QString& table, const QString& kind, const QString& from, const QString& to,
    LibraryUndo* undo)
{
    if (to.trimmed().isEmpty()) {
        return fail(QStringLiteral("%1: the new name is empty").arg(kind));
    }
    if (!idOf(db, table, from)) {
        return fail(QStringLiteral("no %1 '%2' in the library").arg(kind, from));
    }
    if (from != to && idOf(db, table, to)) {
        return fail(QStringLiteral("there is already a %1 '%2': merge the two instead of renaming").arg(kind, to));
    }
    sql::Transaction transaction(db);
    if (!transaction.isOpen()) {
        return fail(QStringLiteral("cannot start a transaction: %1").arg(transaction.error()));
    }
    if (auto done = run(db, QStringLiteral("UPDATE %1 SET name = ? WHERE name = ?").arg(table), { to, from },
            QStringLiteral("renaming %1 '%2'").arg(kind, from));
        !done) {
        return fail(done.error());
    }
    if (undo) {
        undo->description = QStringLiteral("rename %1 '%2' to '%3'").arg(kind, from, to);
        undo->reverse << LibraryUndo::Statement { QStringLiteral("UPDATE %1 SET name = ? WHERE name = ?").arg(table),
            { from, to } };
    }
    return transaction.commit();
}

// The statement that links the customer demands now linked to `systemId` back to it: a deleted system's demands
// lose their link (ON DELETE SET NULL), a merged one's move; the rows themselves stay, so restoring them cannot.
Status linkedDemandsUndo(QSqlDatabase& db, qint64 systemId, LibraryUndo& undo)
{
    QSqlQuery linked(db);
    linked.prepare(QStringLiteral("SELECT id FROM customer_demands WHERE system_id = ?"));
    linked.addBindValue(systemId);
    if (!linked.exec()) {
        return sql::queryError(linked, QStringLiteral("reading the demands linked to system %1").arg(systemId));
    }
    QVariantList ids;
    while (linked.next()) {
        ids << linked.value(0);
    }
    if (!ids.isEmpty()) {
        undo.reverse << LibraryUndo::Statement {
            QStringLiteral("UPDATE customer_demands SET system_id = ? WHERE id IN (%1)").arg(placeholders(ids.size())),
            QVariantList { systemId } + ids
        };
    }
    return success();
}

struct MergeIds {
    qint64 from;
    qint64 into;
};

// What undoes a merge: FROM's own row (and its tags) come back, its measurements are moved back by id, and the
// tags INTO gained from it go.
Status recordMergeUndo(QSqlDatabase& db, const QString& table, const QString& column, const QString& kind,
    const QString& from, const QString& into, MergeIds ids, LibraryUndo& undo)
{
    undo.description = QStringLiteral("merge %1 '%2' into '%3'").arg(kind, from, into);
    QSqlQuery row(db);
    row.prepare(QStringLiteral("SELECT * FROM %1 WHERE id = ?").arg(table));
    row.addBindValue(ids.from);
    if (!row.exec() || !row.next()) {
        return sql::queryError(row, QStringLiteral("reading %1 '%2' for undo").arg(kind, from));
    }
    undo.removed << LibraryUndo::Rows { table, { row.record() } };
    QVariantList moving;
    QSqlQuery idQuery(db);
    idQuery.prepare(QStringLiteral("SELECT id FROM measurements WHERE %1 = ?").arg(column));
    idQuery.addBindValue(ids.from);
    if (idQuery.exec()) {
        while (idQuery.next()) {
            moving << idQuery.value(0);
        }
    }
    if (!moving.isEmpty()) {
        undo.reverse << LibraryUndo::Statement {
            QStringLiteral("UPDATE measurements SET %1 = ? WHERE id IN (%2)").arg(column, placeholders(moving.size())),
            QVariantList { ids.from } + moving
        };
    }
    if (table == QLatin1String("systems")) {
        if (auto tags
            = snapshot(db, QStringLiteral("system_tags"), QStringLiteral("system_id"), { ids.from }, undo.removed);
            !tags) {
            return fail(tags.error());
        }
        if (auto links = linkedDemandsUndo(db, ids.from, undo); !links) {
            return links;
        }
        QSqlQuery gained(db);
        gained.prepare(QStringLiteral("SELECT key FROM system_tags WHERE system_id = ? AND key NOT IN"
                                      " (SELECT key FROM system_tags WHERE system_id = ?)"));
        gained.addBindValue(ids.from);
        gained.addBindValue(ids.into);
        if (gained.exec()) {
            while (gained.next()) {
                undo.reverse << LibraryUndo::Statement { QStringLiteral(
                                                             "DELETE FROM system_tags WHERE system_id = ? AND key = ?"),
                    { ids.into, gained.value(0) } };
            }
        }
    }
    return success();
}

// Moves the measurements of `from` to `into` (by the column `column`) and removes `from`.
Expected<int> mergeIn(QSqlDatabase& db, const QString& table, const QString& column, const QString& kind,
    const QString& from, const QString& into, LibraryUndo* undo)
{
    const auto fromId = idOf(db, table, from);
    const auto intoId = idOf(db, table, into);
    if (!fromId) {
        return fail(QStringLiteral("no %1 '%2' in the library").arg(kind, from));
    }
    if (!intoId) {
        return fail(QStringLiteral("no %1 '%2' in the library").arg(kind, into));
    }
    if (*fromId == *intoId) {
        return fail(QStringLiteral("cannot merge %1 '%2' into itself").arg(kind, from));
    }
    sql::Transaction transaction(db);
    if (!transaction.isOpen()) {
        return fail(QStringLiteral("cannot start a transaction: %1").arg(transaction.error()));
    }
    if (undo) {
        if (auto recorded = recordMergeUndo(db, table, column, kind, from, into, { *fromId, *intoId }, *undo);
            !recorded) {
            return recorded.failure();
        }
    }
    auto moved = run(db, QStringLiteral("UPDATE measurements SET %1 = ? WHERE %1 = ?").arg(column),
        { *intoId, *fromId }, QStringLiteral("moving the measurements of %1 '%2'").arg(kind, from));
    if (!moved) {
        return moved;
    }
    if (table == QLatin1String("systems")) {
        if (auto tags = run(db,
                QStringLiteral("INSERT INTO system_tags (system_id, key, value)"
                               " SELECT ?, key, value FROM system_tags WHERE system_id = ? ON CONFLICT DO NOTHING"),
                { *intoId, *fromId }, QStringLiteral("tags of system '%1'").arg(from));
            !tags) {
            return tags;
        }
        // The customer demands that ran on FROM run on INTO (undo: linkedDemandsUndo put them back).
        if (auto links = run(db, QStringLiteral("UPDATE customer_demands SET system_id = ? WHERE system_id = ?"),
                { *intoId, *fromId }, QStringLiteral("demands linked to system '%1'").arg(from));
            !links) {
            return links;
        }
    }
    if (auto removed = run(db, QStringLiteral("DELETE FROM %1 WHERE id = ?").arg(table), { *fromId },
            QStringLiteral("removing %1 '%2'").arg(kind, from));
        !removed) {
        return removed;
    }
    if (auto committed = transaction.commit(); !committed) {
        return fail(committed.error());
    }
    return *moved;
}

} // namespace

Status ResultsLibrary::renameSystem(const QString& from, const QString& to, LibraryUndo* undo)
{
    if (auto allowed = writable(); !allowed) {
        return allowed;
    }
    return renameIn(m_db, QStringLiteral("systems"), QStringLiteral("system"), from, to.trimmed(), undo);
}

Expected<int> ResultsLibrary::mergeSystems(const QString& from, const QString& into, LibraryUndo* undo)
{
    if (auto allowed = writable(); !allowed) {
        return fail(allowed.error());
    }
    return mergeIn(
        m_db, QStringLiteral("systems"), QStringLiteral("system_id"), QStringLiteral("system"), from, into, undo);
}

Status ResultsLibrary::undoLibraryEdit(const LibraryUndo& undo)
{
    if (auto allowed = writable(); !allowed) {
        return allowed;
    }
    sql::Transaction transaction(m_db);
    if (!transaction.isOpen()) {
        return fail(QStringLiteral("cannot start a transaction: %1").arg(transaction.error()));
    }
    for (const LibraryUndo::Rows& rows : undo.removed) {
        if (auto done = insertRows(m_db, rows); !done) {
            return done;
        }
    }
    for (const LibraryUndo::Statement& statement : undo.reverse) {
        if (auto done = run(m_db, statement.sql, statement.values, QStringLiteral("undoing: %1").arg(undo.description));
            !done) {
            return fail(done.error());
        }
    }
    return transaction.commit();
}

Expected<int> ResultsLibrary::deleteSystem(const QString& name, LibraryUndo* undo)
{
    if (auto allowed = writable(); !allowed) {
        return fail(allowed.error());
    }
    const auto id = idOf(m_db, QStringLiteral("systems"), name);
    if (!id) {
        return fail(QStringLiteral("no system '%1' in the library").arg(name));
    }
    sql::Transaction transaction(m_db);
    if (!transaction.isOpen()) {
        return fail(QStringLiteral("cannot start a transaction: %1").arg(transaction.error()));
    }
    if (undo) {
        undo->description = QStringLiteral("delete system '%1'").arg(name);
        if (auto kept = snapshot(m_db, QStringLiteral("systems"), QStringLiteral("id"), { *id }, undo->removed);
            !kept) {
            return fail(kept.error());
        }
        if (auto links = linkedDemandsUndo(m_db, *id, *undo); !links) {
            return fail(links.error());
        }
    }
    auto removed = run(m_db, QStringLiteral("DELETE FROM measurements WHERE system_id = ?"), { *id },
        QStringLiteral("removing the measurements of system '%1'").arg(name));
    if (!removed) {
        return removed;
    }
    if (auto system = run(m_db, QStringLiteral("DELETE FROM systems WHERE id = ?"), { *id },
            QStringLiteral("removing system '%1'").arg(name));
        !system) {
        return system;
    }
    if (auto committed = transaction.commit(); !committed) {
        return fail(committed.error());
    }
    return *removed;
}

Expected<int> ResultsLibrary::deleteMeasurements(const QList<qint64>& ids, LibraryUndo* undo)
{
    if (auto allowed = writable(); !allowed) {
        return fail(allowed.error());
    }
    sql::Transaction transaction(m_db);
    if (!transaction.isOpen()) {
        return fail(QStringLiteral("cannot start a transaction: %1").arg(transaction.error()));
    }
    if (undo) {
        undo->description = QStringLiteral("delete %1 measurement(s)").arg(ids.size());
        QVariantList values;
        for (const qint64 id : ids) {
            values << id;
        }
        if (auto kept = snapshot(m_db, QStringLiteral("measurements"), QStringLiteral("id"), values, undo->removed);
            !kept) {
            return fail(kept.error());
        }
    }
    int removed = 0;
    for (const qint64 id : ids) {
        auto one = run(m_db, QStringLiteral("DELETE FROM measurements WHERE id = ?"), { id },
            QStringLiteral("removing measurement %1").arg(id));
        if (!one) {
            return one;
        }
        if (*one == 0) {
            if (const auto importer = importerOfUndeleted(m_db,
                    QStringLiteral("SELECT s.imported_by FROM measurements m JOIN sources s ON s.id = m.source_id"
                                   " WHERE m.id = ?"),
                    id)) {
                return refusedOthersImport(QStringLiteral("Measurement %1").arg(id), *importer);
            }
            return fail(QStringLiteral("no measurement %1 in the library; nothing was removed").arg(id));
        }
        removed += *one;
    }
    if (auto committed = transaction.commit(); !committed) {
        return fail(committed.error());
    }
    return removed;
}

Expected<int> ResultsLibrary::deleteSource(qint64 id, LibraryUndo* undo)
{
    if (auto allowed = writable(); !allowed) {
        return fail(allowed.error());
    }
    sql::Transaction transaction(m_db);
    if (!transaction.isOpen()) {
        return fail(QStringLiteral("cannot start a transaction: %1").arg(transaction.error()));
    }
    if (undo) {
        undo->description = QStringLiteral("delete import %1").arg(id);
        if (auto kept = snapshot(m_db, QStringLiteral("sources"), QStringLiteral("id"), { id }, undo->removed); !kept) {
            return fail(kept.error());
        }
    }
    auto removed = run(m_db, QStringLiteral("DELETE FROM measurements WHERE source_id = ?"), { id },
        QStringLiteral("removing the measurements of import %1").arg(id));
    if (!removed) {
        return removed;
    }
    auto source = run(
        m_db, QStringLiteral("DELETE FROM sources WHERE id = ?"), { id }, QStringLiteral("removing import %1").arg(id));
    if (!source) {
        return source;
    }
    if (*source == 0) {
        if (const auto importer
            = importerOfUndeleted(m_db, QStringLiteral("SELECT imported_by FROM sources WHERE id = ?"), id)) {
            return refusedOthersImport(QStringLiteral("Import %1").arg(id), *importer);
        }
        return fail(QStringLiteral("no import %1 in the library (see 'headroom-cli results sources')").arg(id));
    }
    if (auto committed = transaction.commit(); !committed) {
        return fail(committed.error());
    }
    return *removed;
}

Status ResultsLibrary::renameWorkload(const QString& from, const QString& to, LibraryUndo* undo)
{
    if (auto allowed = writable(); !allowed) {
        return allowed;
    }
    return renameIn(m_db, QStringLiteral("workloads"), QStringLiteral("workload"), from, to.trimmed(), undo);
}

Expected<int> ResultsLibrary::mergeWorkloads(const QString& from, const QString& into, LibraryUndo* undo)
{
    if (auto allowed = writable(); !allowed) {
        return fail(allowed.error());
    }
    return mergeIn(
        m_db, QStringLiteral("workloads"), QStringLiteral("workload_id"), QStringLiteral("workload"), from, into, undo);
}

Expected<QStringList> ResultsLibrary::closeSystemNames(const QString& name) const
{
    const Expected<QList<SystemConfig>> all = systems();
    if (!all) {
        return fail(all.error());
    }
    return closeNames(name, systemNamesOf(*all));
}

} // namespace headroom
