// SPDX-License-Identifier: GPL-3.0-or-later
#include "librarysession.h"

#include "store/teamaddress.h"

#include <QTimer>
#include <QUuid>

namespace headroom {

LibrarySession::LibrarySession(QObject* parent)
    : QObject(parent)
    , m_othersSettle(new QTimer(this))
{
    m_othersSettle->setSingleShot(true);
    m_othersSettle->setInterval(300);
    connect(m_othersSettle, &QTimer::timeout, this, [this] {
        notifyChanged();
        emit changedByOthers(); // after: what the pages say of the library read again is not the last word
    });
}

LibrarySession::~LibrarySession() = default;

bool LibrarySession::isDemo() const
{
    return m_library && m_library->path() == QLatin1String(":memory:");
}

void LibrarySession::setLibrary(std::unique_ptr<ResultsLibrary> library)
{
    emit aboutToChange();
    m_othersSettle->stop();
    m_library = std::move(library);
    applyTeamRole();
    m_watchingOthers = m_library && m_library->watchOthersChanges(this, [this] { m_othersSettle->start(); });
    emit changed(m_library.get());
}

namespace {

// The role of the user at a team library's address, on a connection of its own (the library's is its own), with
// the password given this session if any; closed again at once.
Expected<teamroles::TeamRole> roleAt(const QString& path)
{
    const auto address = parseTeamAddress(path);
    if (!address.ok()) {
        return fail(address.error());
    }
    const QString name = QStringLiteral("headroom-role-") + QUuid::createUuid().toString(QUuid::WithoutBraces);
    Expected<teamroles::TeamRole> role = fail(QString());
    {
        auto db = openTeamConnection(*address, name);
        if (!db.ok()) {
            return fail(db.error());
        }
        role = teamroles::connectedRole(*db);
        db->close();
    }
    QSqlDatabase::removeDatabase(name);
    return role;
}

} // namespace

void LibrarySession::applyTeamRole()
{
    using teamroles::TeamRole;
    m_editRefusal.clear();
    m_role = TeamRole::Editor;
    if (!m_library || !m_library->isTeamLibrary()) {
        return;
    }
    // The server refuses what the role does not allow anyway; a role that cannot be read leaves the actions on.
    const auto role = roleAt(m_library->path());
    m_role = role.ok() ? *role : TeamRole::Editor;
    if (m_role == TeamRole::Viewer || m_role == TeamRole::None) {
        m_library->setReadOnly(m_role == TeamRole::Viewer
                ? tr("you are a viewer of this team library (%1): importing needs %2, renaming/merging/deleting %3")
                      .arg(teamroles::roleName(TeamRole::Viewer), teamroles::roleName(TeamRole::Contributor),
                          teamroles::roleName(TeamRole::Editor))
                : tr("you hold none of this team library's roles (%1, %2, %3): ask its owner for one")
                      .arg(teamroles::roleName(TeamRole::Viewer), teamroles::roleName(TeamRole::Contributor),
                          teamroles::roleName(TeamRole::Editor)));
    } else if (m_role == TeamRole::Contributor) {
        m_editRefusal = tr("you are a contributor to this team library (%1): renaming, merging and deleting need %2")
                            .arg(teamroles::roleName(TeamRole::Contributor), teamroles::roleName(TeamRole::Editor));
    }
}

void LibrarySession::notifyChanged()
{
    emit changed(m_library.get());
}

} // namespace headroom
