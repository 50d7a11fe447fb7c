// SPDX-License-Identifier: GPL-3.0-or-later
#include "teamroles.h"

#include <QSqlQuery>
#include <QVariant>

namespace headroom::teamroles {
namespace {

const QString kViewer = QStringLiteral("headroom_viewer");
const QString kContributor = QStringLiteral("headroom_contributor");
const QString kEditor = QStringLiteral("headroom_editor");

QString quotedIdentifier(const QString& name)
{
    QString quoted = name;
    quoted.replace(QLatin1Char('"'), QStringLiteral("\"\""));
    return QLatin1Char('"') + quoted + QLatin1Char('"');
}

QString createRoleIfMissing(const QString& role)
{
    return QStringLiteral("DO $$ BEGIN IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = '%1') THEN "
                          "CREATE ROLE %1 NOLOGIN; END IF; END $$")
        .arg(role);
}

// A policy replaced, so that a second run (or one after a migration) leaves one of each.
QStringList policy(const QString& table, const QString& name, const QString& rest)
{
    return { QStringLiteral("DROP POLICY IF EXISTS %1 ON %2").arg(name, table),
        QStringLiteral("CREATE POLICY %1 ON %2 %3").arg(name, table, rest) };
}

// Row-level security on a table whose rows belong to an import: everyone reads; a contributor adds rows and
// deletes those of its own imports; an editor does anything. `own` is the condition for a row of the user's import.
QStringList ownedRows(const QString& table, const QString& own, const QString& ownOnInsert)
{
    QStringList statements { QStringLiteral("ALTER TABLE %1 ENABLE ROW LEVEL SECURITY").arg(table) };
    statements << policy(
        table, table + QStringLiteral("_read"), QStringLiteral("FOR SELECT TO %1 USING (true)").arg(kViewer));
    statements << policy(table, table + QStringLiteral("_add"),
        QStringLiteral("FOR INSERT TO %1 WITH CHECK (%2)").arg(kContributor, ownOnInsert));
    statements << policy(table, table + QStringLiteral("_delete_own"),
        QStringLiteral("FOR DELETE TO %1 USING (%2)").arg(kContributor, own));
    statements << policy(table, table + QStringLiteral("_edit"),
        QStringLiteral("FOR ALL TO %1 USING (true) WITH CHECK (true)").arg(kEditor));
    return statements;
}

QString failedStatement(const QString& statement, const QSqlError& error)
{
    return QStringLiteral("init-team: %1 failed: %2").arg(statement.left(80), error.databaseText().trimmed());
}

} // namespace

QString roleName(TeamRole role)
{
    switch (role) {
    case TeamRole::Viewer:
        return kViewer;
    case TeamRole::Contributor:
        return kContributor;
    case TeamRole::Editor:
        return kEditor;
    case TeamRole::None:
        break;
    }
    return {};
}

QString roleAllows(TeamRole role)
{
    switch (role) {
    case TeamRole::Viewer:
        return QStringLiteral("read, advise and export");
    case TeamRole::Contributor:
        return QStringLiteral("also import and benchmark into the library, and delete their own imports");
    case TeamRole::Editor:
        return QStringLiteral("also rename, merge and delete anything");
    case TeamRole::None:
        break;
    }
    return QStringLiteral("nothing in this team library");
}

QStringList initTeamStatements(const QString& database)
{
    QStringList statements { createRoleIfMissing(kViewer), createRoleIfMissing(kContributor),
        createRoleIfMissing(kEditor), QStringLiteral("GRANT %1 TO %2").arg(kViewer, kContributor),
        QStringLiteral("GRANT %1 TO %2").arg(kContributor, kEditor),
        QStringLiteral("GRANT CONNECT ON DATABASE %1 TO %2").arg(quotedIdentifier(database), kViewer),
        QStringLiteral("GRANT USAGE ON SCHEMA public TO %1").arg(kViewer),
        QStringLiteral("GRANT SELECT ON ALL TABLES IN SCHEMA public TO %1").arg(kViewer),
        QStringLiteral("GRANT INSERT ON ALL TABLES IN SCHEMA public TO %1").arg(kContributor),
        QStringLiteral("GRANT USAGE ON ALL SEQUENCES IN SCHEMA public TO %1").arg(kContributor),
        // An import's own rows go with it (the rows below them follow by ON DELETE CASCADE, which PostgreSQL runs
        // as the tables' owner); a demand's choices (growth, system, peak) are the contributor's to set.
        QStringLiteral("GRANT DELETE ON sources, measurements TO %1").arg(kContributor),
        QStringLiteral("GRANT UPDATE ON customer_demands TO %1").arg(kContributor),
        QStringLiteral("GRANT UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO %1").arg(kEditor) };
    statements << ownedRows(QStringLiteral("sources"), QStringLiteral("imported_by = current_user"),
        QStringLiteral("imported_by = current_user"));
    const QString ownSource = QStringLiteral("source_id IN (SELECT id FROM sources WHERE imported_by = current_user)");
    statements << ownedRows(QStringLiteral("measurements"), ownSource, ownSource);
    return statements;
}

Status initTeam(QSqlDatabase& db)
{
    if (!db.transaction()) {
        return fail(QStringLiteral("init-team: cannot begin a transaction: %1").arg(db.lastError().text()));
    }
    QSqlQuery query(db);
    for (const QString& statement : initTeamStatements(db.databaseName())) {
        if (!query.exec(statement)) {
            const QString message = failedStatement(statement, query.lastError());
            db.rollback();
            return fail(message);
        }
    }
    if (!db.commit()) {
        return fail(QStringLiteral("init-team: the commit failed: %1").arg(db.lastError().text()));
    }
    return success();
}

Expected<TeamRole> connectedRole(QSqlDatabase& db)
{
    QSqlQuery query(db);
    const bool read = query.exec(QStringLiteral(
        "SELECT (SELECT rolsuper FROM pg_roles WHERE rolname = current_user)"
        " OR (SELECT pg_get_userbyid(datdba) FROM pg_database WHERE datname = current_database()) = current_user,"
        " COALESCE((SELECT array_agg(rolname::text) FROM pg_roles"
        "  WHERE rolname LIKE 'headroom\\_%' AND pg_has_role(current_user, oid, 'MEMBER')), '{}')::text"));
    if (!read || !query.next()) {
        return fail(QStringLiteral("cannot read the team library's roles: %1").arg(query.lastError().text()));
    }
    const QString held = query.value(1).toString();
    if (query.value(0).toBool() || held.contains(kEditor)) {
        return TeamRole::Editor;
    }
    if (held.contains(kContributor)) {
        return TeamRole::Contributor;
    }
    return held.contains(kViewer) ? TeamRole::Viewer : TeamRole::None;
}

bool isPermissionRefusal(const QSqlError& error)
{
    return error.nativeErrorCode() == QLatin1String("42501");
}

QString refusalMessage(const QString& user, TeamRole held, TeamRole needed, const QString& action)
{
    const QString holds = held == TeamRole::None ? QStringLiteral("%1 has none of the Headroom roles").arg(user)
                                                 : QStringLiteral("%1 has %2").arg(user, roleName(held));
    return QStringLiteral("%1 may not %2 in this team library: that needs the %3 role (%4; a team library's owner "
                          "grants it: GRANT %3 TO %1). Nothing was changed.")
        .arg(user, action, roleName(needed), holds);
}

} // namespace headroom::teamroles
