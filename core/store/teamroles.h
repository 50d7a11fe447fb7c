// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/expected.h"

#include <QSqlDatabase>
#include <QSqlError>
#include <QString>
#include <QStringList>

// Who may do what in a team library, enforced by PostgreSQL itself (issue 26): three group roles, each a member of
// the one before, so an editor can all a contributor can, and a contributor all a viewer can.
//   headroom_viewer       reads, advises and exports (SELECT);
//   headroom_contributor  also imports and benchmarks into the library (INSERT, and UPDATE of what an import
//                         creates or refreshes), and deletes or undoes only its own imports (row-level security on
//                         sources.imported_by = current_user);
//   headroom_editor       also renames, merges and deletes anything.
// A team member is a PostgreSQL login role granted one of them (GRANT headroom_viewer TO alice).
namespace headroom::teamroles {

enum class TeamRole { None, Viewer, Contributor, Editor };

QString roleName(TeamRole role); // "headroom_viewer", …; empty for None
// What the role may do, in the words of a refusal: "import into this team library".
QString roleAllows(TeamRole role);

// The statements that create the group roles when missing and grant them the library's tables, sequences and
// row-level policies; idempotent (a second run changes nothing). Run by the database's owner once the schema exists,
// and again after a migration that adds tables.
QStringList initTeamStatements(const QString& database);

// Runs initTeamStatements in one transaction on `db` (a connection of the owner). The error names the statement's
// purpose and PostgreSQL's reason ("must be owner of table sources", "permission denied to create role").
Status initTeam(QSqlDatabase& db);

// The strongest of the three roles the connected user holds (a superuser or the database owner counts as an editor).
Expected<TeamRole> connectedRole(QSqlDatabase& db);

// True when PostgreSQL refused a statement for want of a privilege (SQLSTATE 42501) or by a row-level policy.
bool isPermissionRefusal(const QSqlError& error);

// A refused write in the user's words: "alice may not delete systems in this team library: that needs the
// headroom_editor role (alice has headroom_contributor)". `action` says what was tried ("delete systems").
QString refusalMessage(const QString& user, TeamRole held, TeamRole needed, const QString& action);

} // namespace headroom::teamroles
