// SPDX-License-Identifier: GPL-3.0-or-later
// ResultsLibrary: systems under test and the workload catalogue.
#include "resultslibrary.h"
#include "sqlhelpers.h"

#include <QSqlQuery>

namespace headroom {

namespace {

SystemConfig systemFromRow(const QSqlQuery& query)
{
    SystemConfig system;
    system.name = query.value(1).toString();
    system.nodes = sql::optional<int>(query.value(2));
    system.linkGbps = sql::optional<double>(query.value(3));
    system.portsPerNode = sql::optional<int>(query.value(4));
    system.policy = query.value(5).toString();
    system.compression = sql::optionalBool(query.value(6));
    system.rdma = sql::optionalBool(query.value(7));
    system.description = query.value(8).toString();
    system.media = query.value(9).toString();
    return system;
}

const QString kSelectSystems = QStringLiteral(
    "SELECT id, name, nodes, link_gbps, ports_per_node, policy, compression, rdma, description, media FROM systems");

Status loadTags(QSqlDatabase& db, qint64 systemId, SystemConfig& system)
{
    QSqlQuery tags(db);
    tags.prepare(QStringLiteral("SELECT key, value FROM system_tags WHERE system_id = ? ORDER BY key"));
    tags.addBindValue(systemId);
    if (!tags.exec()) {
        return sql::queryError(tags, QStringLiteral("reading the tags of system '%1'").arg(system.name));
    }
    while (tags.next()) {
        system.tags.insert(tags.value(0).toString(), tags.value(1).toString());
    }
    return success();
}

// The tags of every system, by system id, in one query: a system's own query each is a round trip each to a team
// library's server (hundreds on opening a large library, and the window reads the systems several times).
Expected<QHash<qint64, QMap<QString, QString>>> allTags(QSqlDatabase& db)
{
    QHash<qint64, QMap<QString, QString>> tags;
    QSqlQuery query(db);
    query.setForwardOnly(true);
    if (!query.exec(QStringLiteral("SELECT system_id, key, value FROM system_tags"))) {
        return sql::queryError(query, QStringLiteral("reading the tags of systems"));
    }
    while (query.next()) {
        tags[query.value(0).toLongLong()].insert(query.value(1).toString(), query.value(2).toString());
    }
    return tags;
}

} // namespace

Expected<qint64> ResultsLibrary::saveSystem(const SystemConfig& system)
{
    if (auto allowed = writable(); !allowed) {
        return fail(allowed.error());
    }
    if (system.name.trimmed().isEmpty()) {
        return fail(QStringLiteral("system: the name is empty"));
    }
    sql::Transaction transaction(m_db);
    if (!transaction.isOpen()) {
        return fail(QStringLiteral("cannot start a transaction: %1").arg(transaction.error()));
    }
    QSqlQuery upsert(m_db);
    upsert.prepare(QStringLiteral(
        "INSERT INTO systems (name, nodes, link_gbps, ports_per_node, policy, compression, rdma, description, media)"
        " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)"
        " ON CONFLICT(name) DO UPDATE SET nodes = excluded.nodes, link_gbps = excluded.link_gbps,"
        " ports_per_node = excluded.ports_per_node, policy = excluded.policy, compression = excluded.compression,"
        " rdma = excluded.rdma, description = excluded.description, media = excluded.media"
        " RETURNING id"));
    upsert.addBindValue(system.name);
    upsert.addBindValue(sql::nullable(system.nodes));
    upsert.addBindValue(sql::nullable(system.linkGbps));
    upsert.addBindValue(sql::nullable(system.portsPerNode));
    upsert.addBindValue(sql::text(system.policy));
    upsert.addBindValue(system.compression ? QVariant(*system.compression ? 1 : 0) : QVariant());
    upsert.addBindValue(system.rdma ? QVariant(*system.rdma ? 1 : 0) : QVariant());
    upsert.addBindValue(sql::text(system.description));
    upsert.addBindValue(sql::text(system.media));
    if (!upsert.exec() || !upsert.next()) {
        return sql::queryError(upsert, QStringLiteral("system '%1'").arg(system.name));
    }
    const qint64 id = upsert.value(0).toLongLong();
    upsert.finish();
    QSqlQuery clearTags(m_db);
    clearTags.prepare(QStringLiteral("DELETE FROM system_tags WHERE system_id = ?"));
    clearTags.addBindValue(id);
    if (auto cleared = sql::exec(clearTags, QStringLiteral("system '%1' tags").arg(system.name)); !cleared) {
        return fail(cleared.error());
    }
    for (auto tag = system.tags.cbegin(); tag != system.tags.cend(); ++tag) {
        QSqlQuery insertTag(m_db);
        insertTag.prepare(QStringLiteral("INSERT INTO system_tags (system_id, key, value) VALUES (?, ?, ?)"));
        insertTag.addBindValue(id);
        insertTag.addBindValue(tag.key());
        insertTag.addBindValue(tag.value());
        if (auto inserted = sql::exec(insertTag, QStringLiteral("system '%1' tag '%2'").arg(system.name, tag.key()));
            !inserted) {
            return fail(inserted.error());
        }
    }
    if (auto committed = transaction.commit(); !committed) {
        return fail(committed.error());
    }
    return id;
}

Expected<QList<SystemConfig>> ResultsLibrary::systems() const
{
    if (auto current = ensureWalLinked(); !current) { // a page's read: see what other programs wrote
        return fail(current.error());
    }
    auto& db = m_db;
    const sql::ReadSnapshot snapshot(db); // the tags of the systems read, not of a later state
    const Expected<QHash<qint64, QMap<QString, QString>>> tags = allTags(db);
    if (!tags) {
        return fail(tags.error());
    }
    QList<SystemConfig> result;
    QSqlQuery query(db);
    query.setForwardOnly(true);
    if (!query.exec(kSelectSystems + QStringLiteral(" ORDER BY name"))) {
        return sql::queryError(query, QStringLiteral("reading systems"));
    }
    while (query.next()) {
        SystemConfig system = systemFromRow(query);
        system.tags = tags->value(query.value(0).toLongLong());
        result << system;
    }
    return result;
}

ExpectedRow<SystemConfig> ResultsLibrary::system(const QString& name) const
{
    auto& db = m_db;
    QSqlQuery query(db);
    query.prepare(kSelectSystems + QStringLiteral(" WHERE name = ?"));
    query.addBindValue(name);
    if (!query.exec()) {
        return sql::queryError(query, QStringLiteral("reading system '%1'").arg(name));
    }
    if (!query.next()) {
        return std::optional<SystemConfig>();
    }
    SystemConfig system = systemFromRow(query);
    if (auto tags = loadTags(db, query.value(0).toLongLong(), system); !tags) {
        return fail(tags.error());
    }
    return std::optional(system);
}

Expected<QStringList> ResultsLibrary::workloadNames() const
{
    QStringList names;
    QSqlQuery query(m_db);
    if (!query.exec(QStringLiteral("SELECT name FROM workloads ORDER BY name"))) {
        return sql::queryError(query, QStringLiteral("reading workload names"));
    }
    while (query.next()) {
        names << query.value(0).toString();
    }
    return names;
}

} // namespace headroom
