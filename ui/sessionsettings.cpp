// SPDX-License-Identifier: GPL-3.0-or-later
#include "sessionsettings.h"

#include "store/teamaddress.h"

#include <QFileInfo>
#include <QMainWindow>
#include <QSettings>
#include <QSplitter>
#include <QTabWidget>

namespace headroom::SessionSettings {

namespace {
const QString kLastLibrary = QStringLiteral("session/lastLibrary");
const QString kGeometry = QStringLiteral("session/geometry");
const QString kWorkspace = QStringLiteral("session/workspace");
const QString kSplitterPrefix = QStringLiteral("session/splitter/");

// The English title (MainWindow::addWorkspace), so that a change of language keeps the workspace.
QString tabTitle(const QTabWidget& tabs, int index)
{
    const QString english = tabs.widget(index) ? tabs.widget(index)->property("workspaceTitle").toString() : QString();
    return english.isEmpty() ? tabs.tabText(index).remove(QLatin1Char('&')) : english;
}
} // namespace

QString lastLibrary()
{
    return QSettings().value(kLastLibrary).toString();
}

void setLastLibrary(const QString& path)
{
    const bool asGiven = path.isEmpty() || isTeamAddress(path); // a team library's address, with no password
    QSettings().setValue(kLastLibrary, asGiven ? path : QFileInfo(path).absoluteFilePath());
}

void saveLayout(const QMainWindow& window, const QTabWidget& workspaces)
{
    QSettings settings;
    settings.setValue(kGeometry, window.saveGeometry());
    settings.setValue(kWorkspace, tabTitle(workspaces, workspaces.currentIndex()));
    for (const QSplitter* splitter : window.findChildren<QSplitter*>()) {
        if (!splitter->objectName().isEmpty()) {
            settings.setValue(kSplitterPrefix + splitter->objectName(), splitter->saveState());
        }
    }
}

void restoreLayout(QMainWindow& window, QTabWidget& workspaces, bool restoreWorkspace)
{
    const QSettings settings;
    if (const QByteArray geometry = settings.value(kGeometry).toByteArray(); !geometry.isEmpty()) {
        window.restoreGeometry(geometry);
    }
    for (QSplitter* splitter : window.findChildren<QSplitter*>()) {
        const QByteArray state = settings.value(kSplitterPrefix + splitter->objectName()).toByteArray();
        if (!splitter->objectName().isEmpty() && !state.isEmpty()) {
            splitter->restoreState(state);
        }
    }
    const QString workspace = settings.value(kWorkspace).toString();
    for (int i = 0; restoreWorkspace && i < workspaces.count(); ++i) {
        if (tabTitle(workspaces, i) == workspace) {
            workspaces.setCurrentIndex(i);
        }
    }
}

} // namespace headroom::SessionSettings
