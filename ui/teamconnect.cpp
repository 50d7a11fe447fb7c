// SPDX-License-Identifier: GPL-3.0-or-later
// The main window and team libraries (issue 26): File › Connect to Team Library…, the password the server may ask
// for (kept in this process's memory only, never in settings), and write actions that a role may not use shown off,
// with the reason.
#include "connectteamdialog.h"
#include "librarysession.h"
#include "mainwindow.h"

#include <QAction>
#include <QInputDialog>
#include <QLineEdit>
#include <QMenu>
#include <QSettings>
#include <QStatusBar>

namespace headroom {

namespace {

// The last team address used, without any password (addresses never hold one: parseTeamAddress refuses them).
const QString kLastTeamAddress = QStringLiteral("teamLibrary/lastAddress");

} // namespace

void MainWindow::addTeamConnectAction(QMenu* file)
{
    QAction* action = file->addAction(tr("&Connect to Team Library…"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_O),
        this, &MainWindow::connectToTeamLibrary);
    action->setObjectName(QStringLiteral("connectTeamLibraryAction"));
    action->setStatusTip(tr("Open the results library your team shares on a PostgreSQL server"));
    connect(m_session, &LibrarySession::changedByOthers, this, [this] {
        statusBar()->showMessage(
            tr("The team library changed: another member imported, edited or deleted results. Shown as it is now."),
            10'000);
    });
}

void MainWindow::connectToTeamLibrary()
{
    ConnectTeamDialog dialog(this);
    dialog.setObjectName(QStringLiteral("connectTeamDialog"));
    dialog.setAddress(QSettings().value(kLastTeamAddress).toString());
    if (dialog.exec() != QDialog::Accepted) {
        return;
    }
    const auto address = dialog.address(); // accept() took only a readable one
    if (!address.ok()) {
        return;
    }
    QSettings().setValue(kLastTeamAddress, address->display());
    openLibrary(address->display());
}

// A team library whose server wants a password (none in ~/.pgpass or PGPASSWORD, or a wrong one): asked for, and
// given to the connections of this process only.
Expected<std::unique_ptr<ResultsLibrary>> MainWindow::openAskingPassword(const QString& path)
{
    auto library = ResultsLibrary::open(path);
    if (library.ok() || !isTeamAddress(path) || !asksForPassword(library.error())) {
        return library;
    }
    const auto address = parseTeamAddress(path);
    if (!address.ok()) {
        return library;
    }
    bool given = false;
    const QString user = address->user.isEmpty() ? tr("your user") : address->user;
    const QString password = QInputDialog::getText(this, tr("Team Library Password"),
        tr("Password of %1 for the team library %2 on %3:").arg(user, address->database, address->host),
        QLineEdit::Password, QString(), &given);
    if (!given) {
        return fail(tr("%1: not connected, no password was given").arg(address->display()));
    }
    rememberTeamPassword(*address, password);
    auto again = ResultsLibrary::open(path);
    if (!again.ok()) {
        forgetTeamPassword(*address);
    }
    return again;
}

// An action that writes to the library (File › Import Results…): off, with the reason, while a team library's role
// does not allow writing (a viewer). Elsewhere the action stays on and the Import workspace says why it cannot import.
void MainWindow::followWritePermission(QAction* action)
{
    const QString tip = action->toolTip();
    connect(m_session, &LibrarySession::changed, action, [this, action, tip] {
        const bool refused = library() && library()->isTeamLibrary() && m_session->isReadOnly();
        action->setEnabled(!refused);
        action->setToolTip(refused ? tr("Off: %1").arg(m_session->readOnlyReason()) : tip);
        action->setStatusTip(refused ? action->toolTip() : QString());
    });
}

} // namespace headroom
