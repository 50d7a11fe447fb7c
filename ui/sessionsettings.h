// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

class QMainWindow;
class QTabWidget;

namespace headroom {

// What the window remembers between starts (QSettings): the last library opened, the window's geometry, every
// named splitter's position and the workspace in front.
namespace SessionSettings {

QString lastLibrary(); // empty: none recorded (the demo)
void setLastLibrary(const QString& path);

// Geometry, the state of each QSplitter with an objectName, and the current tab of `workspaces`.
void saveLayout(const QMainWindow& window, const QTabWidget& workspaces);
// Restores what saveLayout saved; the workspace only when `restoreWorkspace` (a --workspace option wins).
void restoreLayout(QMainWindow& window, QTabWidget& workspaces, bool restoreWorkspace);

} // namespace SessionSettings

} // namespace headroom
