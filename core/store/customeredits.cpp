// SPDX-License-Identifier: GPL-3.0-or-later
// ResultsLibrary: editing customer demands (link, growth, chosen peak, rename, delete), each one transaction with
// what undoLibraryEdit() needs to reverse it.
#include "customerrows.h"
#include "resultslibrary.h"
#include "sqlhelpers.h"

#include <cmath>

#include <QSqlQuery>
#include <QSqlRecord>

namespace headroom {

namespace customer {

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

} // namespace customer

namespace {

QVariant nullableId(const std::optional<qint64>& id)
{
    return id ? QVariant(*id) : QVariant();
}

Expected<customer::DemandRow> existingDemand(QSqlDatabase& db, const QString& name)
{
    auto row = customer::demandRow(db, name);
    if (!row) {
        return fail(row.error());
    }
    if (!*row) {
        return fail(QStringLiteral("no demand '%1' in the library (see 'headroom-cli demand list')").arg(name));
    }
    return **row;
}

// One UPDATE of a demand's column, with the statement that puts the old value back.
Status updateDemand(QSqlDatabase& db, const customer::DemandRow& row, const QString& column, const QVariant& value,
    const QVariant& before, LibraryUndo* undo, const QString& description)
{
    sql::Transaction transaction(db);
    if (!transaction.isOpen()) {
        return fail(QStringLiteral("cannot start a transaction: %1").arg(transaction.error()));
    }
    const QString statement = QStringLiteral("UPDATE customer_demands SET %1 = ? WHERE id = ?").arg(column);
    if (auto done = customer::run(db, statement, { value, row.id }, description); !done) {
        return fail(done.error());
    }
    if (undo) {
        undo->description = description;
        undo->reverse << LibraryUndo::Statement { statement, { before, row.id } };
    }
    return transaction.commit();
}

// Keeps the rows `SELECT * FROM table WHERE where` (one bound value) for undo.
Status keepRows(QSqlDatabase& db, const QString& table, const QString& where, const QVariant& value, LibraryUndo& undo)
{
    QSqlQuery rows(db);
    rows.prepare(QStringLiteral("SELECT * FROM %1 WHERE %2").arg(table, where));
    rows.addBindValue(value);
    if (!rows.exec()) {
        return sql::queryError(rows, QStringLiteral("reading %1 for undo").arg(table));
    }
    LibraryUndo::Rows kept { table, {} };
    while (rows.next()) {
        kept.records << rows.record();
    }
    if (!kept.records.isEmpty()) {
        undo.removed << kept;
    }
    return success();
}

// The demand's rows, parents before children; its source first when it goes with it.
Status keepDemand(QSqlDatabase& db, const customer::DemandRow& row, bool sourceGoes, LibraryUndo& undo)
{
    const QString ofHosts = QStringLiteral("host_id IN (SELECT id FROM customer_hosts WHERE demand_id = ?)");
    QList<std::pair<QString, QString>> tables;
    if (sourceGoes) {
        tables << std::pair { QStringLiteral("sources"), QStringLiteral("id = ?") };
    }
    tables << std::pair { QStringLiteral("customer_demands"), QStringLiteral("id = ?") }
           << std::pair { QStringLiteral("customer_hosts"), QStringLiteral("demand_id = ?") }
           << std::pair { QStringLiteral("customer_nics"), ofHosts }
           << std::pair { QStringLiteral("customer_disks"), ofHosts }
           << std::pair { QStringLiteral("customer_vms"), QStringLiteral("demand_id = ?") };
    for (const auto& [table, where] : std::as_const(tables)) {
        const QVariant value = table == QLatin1String("sources") ? QVariant(*row.sourceId) : QVariant(row.id);
        if (auto done = keepRows(db, table, where, value, undo); !done) {
            return done;
        }
    }
    return success();
}

// Whether the demand's source has nothing else in the library (no other cluster, no measurement).
Expected<bool> sourceIsOnlyThis(QSqlDatabase& db, const customer::DemandRow& row)
{
    if (!row.sourceId) {
        return false;
    }
    QSqlQuery q(db);
    q.prepare(QStringLiteral("SELECT (SELECT count(*) FROM customer_demands WHERE source_id = ? AND id <> ?)"
                             " + (SELECT count(*) FROM measurements WHERE source_id = ?)"));
    q.addBindValue(*row.sourceId);
    q.addBindValue(row.id);
    q.addBindValue(*row.sourceId);
    if (!q.exec() || !q.next()) {
        return sql::queryError(q, QStringLiteral("reading what else source %1 brought").arg(*row.sourceId));
    }
    return q.value(0).toLongLong() == 0;
}

} // namespace

Status ResultsLibrary::linkDemand(const QString& demand, const QString& system, LibraryUndo* undo)
{
    if (auto allowed = writable(); !allowed) {
        return allowed;
    }
    const auto row = existingDemand(m_db, demand);
    if (!row) {
        return fail(row.error());
    }
    QVariant systemId;
    if (!system.isEmpty()) {
        QSqlQuery q(m_db);
        q.prepare(QStringLiteral("SELECT id FROM systems WHERE name = ?"));
        q.addBindValue(system);
        if (!q.exec()) {
            return sql::queryError(q, QStringLiteral("reading system '%1'").arg(system));
        }
        if (!q.next()) {
            return fail(QStringLiteral("no system '%1' in the library (see 'headroom-cli systems')").arg(system));
        }
        systemId = q.value(0);
    }
    const QString description = system.isEmpty() ? QStringLiteral("unlink demand '%1'").arg(demand)
                                                 : QStringLiteral("link demand '%1' to '%2'").arg(demand, system);
    return updateDemand(
        m_db, *row, QStringLiteral("system_id"), systemId, nullableId(row->systemId), undo, description);
}

Status ResultsLibrary::setDemandGrowth(const QString& demand, double growthPerYear, LibraryUndo* undo)
{
    if (auto allowed = writable(); !allowed) {
        return allowed;
    }
    if (!std::isfinite(growthPerYear) || growthPerYear <= -1) {
        return fail(QStringLiteral("demand '%1': a growth of %2 %/yr cannot be (it must be above -100 %)")
                        .arg(demand)
                        .arg(growthPerYear * 100));
    }
    const auto row = existingDemand(m_db, demand);
    if (!row) {
        return fail(row.error());
    }
    return updateDemand(m_db, *row, QStringLiteral("growth_per_year"), growthPerYear, row->growthPerYear, undo,
        QStringLiteral("set the growth of demand '%1'").arg(demand));
}

Status ResultsLibrary::setDemandChosenPeak(const QString& demand, std::optional<double> peakIops, LibraryUndo* undo)
{
    if (auto allowed = writable(); !allowed) {
        return allowed;
    }
    if (peakIops && !(std::isfinite(*peakIops) && *peakIops > 0)) {
        return fail(
            QStringLiteral("demand '%1': a peak of %2 IOPS cannot be (it must be above 0)").arg(demand).arg(*peakIops));
    }
    const auto row = existingDemand(m_db, demand);
    if (!row) {
        return fail(row.error());
    }
    return updateDemand(m_db, *row, QStringLiteral("chosen_peak_iops"), sql::nullable(peakIops),
        sql::nullable(row->chosenPeakIops), undo, QStringLiteral("set the peak of demand '%1'").arg(demand));
}

Status ResultsLibrary::renameDemand(const QString& from, const QString& to, LibraryUndo* undo)
{
    if (auto allowed = writable(); !allowed) {
        return allowed;
    }
    const QString trimmed = to.trimmed();
    if (trimmed.isEmpty()) {
        return fail(QStringLiteral("demand: the new name is empty"));
    }
    const auto row = existingDemand(m_db, from);
    if (!row) {
        return fail(row.error());
    }
    const auto taken = customer::demandRow(m_db, trimmed);
    if (!taken) {
        return fail(taken.error());
    }
    if (*taken && (*taken)->id != row->id) {
        return fail(QStringLiteral("there is already a demand '%1'").arg(trimmed));
    }
    return updateDemand(m_db, *row, QStringLiteral("name"), trimmed, from, undo,
        QStringLiteral("rename demand '%1' to '%2'").arg(from, trimmed));
}

Status ResultsLibrary::deleteDemand(const QString& name, LibraryUndo* undo)
{
    if (auto allowed = writable(); !allowed) {
        return allowed;
    }
    const auto row = existingDemand(m_db, name);
    if (!row) {
        return fail(row.error());
    }
    sql::Transaction transaction(m_db);
    if (!transaction.isOpen()) {
        return fail(QStringLiteral("cannot start a transaction: %1").arg(transaction.error()));
    }
    const auto sourceGoes = sourceIsOnlyThis(m_db, *row);
    if (!sourceGoes) {
        return fail(sourceGoes.error());
    }
    if (undo) {
        undo->description = QStringLiteral("delete demand '%1'").arg(name);
        if (auto kept = keepDemand(m_db, *row, *sourceGoes, *undo); !kept) {
            return kept;
        }
    }
    if (auto done = customer::run(m_db, QStringLiteral("DELETE FROM customer_demands WHERE id = ?"), { row->id },
            QStringLiteral("removing demand '%1'").arg(name));
        !done) {
        return fail(done.error());
    }
    if (*sourceGoes) {
        if (auto done = customer::run(m_db, QStringLiteral("DELETE FROM sources WHERE id = ?"), { *row->sourceId },
                QStringLiteral("removing the source of demand '%1'").arg(name));
            !done) {
            return fail(done.error());
        }
    }
    return transaction.commit();
}

} // namespace headroom
