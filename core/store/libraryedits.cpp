// ResultsLibrary: renaming, merging and deleting systems, workloads, measurements and imports.
#include "resultslibrary.h"
#include "sqlhelpers.h"

#include <algorithm>

#include <QSqlQuery>

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

// Letters and digits only, lower case: "VxRail ESA 6-node 25GbE" and "vxrail esa 6 node 25gbe" are the same.
QString folded(const QString& text)
{
    QString out;
    for (const QChar c : text) {
        if (c.isLetterOrNumber()) {
            out += c.toLower();
        }
    }
    return out;
}

int editDistance(const QString& a, const QString& b)
{
    QList<int> previous(b.size() + 1);
    for (qsizetype j = 0; j <= b.size(); ++j) {
        previous[j] = static_cast<int>(j);
    }
    for (qsizetype i = 1; i <= a.size(); ++i) {
        QList<int> current(b.size() + 1);
        current[0] = static_cast<int>(i);
        for (qsizetype j = 1; j <= b.size(); ++j) {
            const int substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1);
            current[j] = std::min({ previous[j] + 1, current[j - 1] + 1, substitution });
        }
        previous = current;
    }
    return previous[b.size()];
}

// Renames in `table` (systems or workloads), refusing a taken name.
Status renameIn(QSqlDatabase& db, const QString& table, const QString& kind, const QString& from, const QString& to)
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
    if (auto done = run(db, QStringLiteral("UPDATE %1 SET name = ? WHERE name = ?").arg(table), { to, from },
            QStringLiteral("renaming %1 '%2'").arg(kind, from));
        !done) {
        return fail(done.error());
    }
    return transaction.commit();
}

// Moves the measurements of `from` to `into` (by the column `column`) and removes `from`.
Expected<int> mergeIn(QSqlDatabase& db, const QString& table, const QString& column, const QString& kind,
    const QString& from, const QString& into)
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
    auto moved = run(db, QStringLiteral("UPDATE measurements SET %1 = ? WHERE %1 = ?").arg(column),
        { *intoId, *fromId }, QStringLiteral("moving the measurements of %1 '%2'").arg(kind, from));
    if (!moved) {
        return moved;
    }
    if (table == QLatin1String("systems")) {
        if (auto tags = run(db,
                QStringLiteral("INSERT OR IGNORE INTO system_tags (system_id, key, value)"
                               " SELECT ?, key, value FROM system_tags WHERE system_id = ?"),
                { *intoId, *fromId }, QStringLiteral("tags of system '%1'").arg(from));
            !tags) {
            return tags;
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

Status ResultsLibrary::renameSystem(const QString& from, const QString& to)
{
    if (auto allowed = writable(); !allowed) {
        return allowed;
    }
    return renameIn(m_db, QStringLiteral("systems"), QStringLiteral("system"), from, to.trimmed());
}

Expected<int> ResultsLibrary::mergeSystems(const QString& from, const QString& into)
{
    if (auto allowed = writable(); !allowed) {
        return fail(allowed.error());
    }
    return mergeIn(m_db, QStringLiteral("systems"), QStringLiteral("system_id"), QStringLiteral("system"), from, into);
}

Expected<int> ResultsLibrary::deleteSystem(const QString& name)
{
    if (auto allowed = writable(); !allowed) {
        return fail(allowed.error());
    }
    const auto id = idOf(m_db, QStringLiteral("systems"), name);
    if (!id) {
        return fail(QStringLiteral("no system '%1' in the library").arg(name));
    }
    sql::Transaction transaction(m_db);
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

Expected<int> ResultsLibrary::deleteMeasurements(const QList<qint64>& ids)
{
    if (auto allowed = writable(); !allowed) {
        return fail(allowed.error());
    }
    sql::Transaction transaction(m_db);
    int removed = 0;
    for (const qint64 id : ids) {
        auto one = run(m_db, QStringLiteral("DELETE FROM measurements WHERE id = ?"), { id },
            QStringLiteral("removing measurement %1").arg(id));
        if (!one) {
            return one;
        }
        if (*one == 0) {
            return fail(QStringLiteral("no measurement %1 in the library; nothing was removed").arg(id));
        }
        removed += *one;
    }
    if (auto committed = transaction.commit(); !committed) {
        return fail(committed.error());
    }
    return removed;
}

Expected<int> ResultsLibrary::deleteSource(qint64 id)
{
    if (auto allowed = writable(); !allowed) {
        return fail(allowed.error());
    }
    sql::Transaction transaction(m_db);
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
        return fail(QStringLiteral("no import %1 in the library (see 'headroom-cli results sources')").arg(id));
    }
    if (auto committed = transaction.commit(); !committed) {
        return fail(committed.error());
    }
    return *removed;
}

Status ResultsLibrary::renameWorkload(const QString& from, const QString& to)
{
    if (auto allowed = writable(); !allowed) {
        return allowed;
    }
    return renameIn(m_db, QStringLiteral("workloads"), QStringLiteral("workload"), from, to.trimmed());
}

Expected<int> ResultsLibrary::mergeWorkloads(const QString& from, const QString& into)
{
    if (auto allowed = writable(); !allowed) {
        return fail(allowed.error());
    }
    return mergeIn(
        m_db, QStringLiteral("workloads"), QStringLiteral("workload_id"), QStringLiteral("workload"), from, into);
}

QStringList ResultsLibrary::closeSystemNames(const QString& name) const
{
    const QString wanted = folded(name);
    QList<std::pair<int, QString>> scored;
    for (const SystemConfig& system : systems()) {
        const QString candidate = folded(system.name);
        int score = -1;
        if (candidate == wanted) {
            score = 0;
        } else if (!wanted.isEmpty() && (candidate.startsWith(wanted) || wanted.startsWith(candidate))) {
            score = 1;
        } else if (const int distance = editDistance(candidate, wanted); distance <= 2) {
            score = 1 + distance;
        }
        if (score >= 0) {
            scored << std::pair { score, system.name };
        }
    }
    std::stable_sort(scored.begin(), scored.end(), [](const auto& a, const auto& b) { return a.first < b.first; });
    QStringList names;
    for (const auto& [score, systemName] : scored) {
        names << systemName;
    }
    return names;
}

} // namespace headroom
