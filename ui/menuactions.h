// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QString>

class QAction;
class QMenuBar;

namespace headroom {

// One command of the menu bar, for Find Action and Help › Keyboard Shortcuts.
struct MenuCommand {
    QAction* action = nullptr;
    QString menuPath; // "File" or "File › Open Recent", without mnemonics
    QString text; // the action's text without its mnemonic ("Export Report…")
};

// The action's text as the user reads it: mnemonic ampersands removed, "&&" kept as one "&".
QString plainActionText(const QAction& action);

// Set (true) on the entries of File › Open Recent: files, not commands, in any language.
inline constexpr const char* kRecentLibraryProperty = "recentLibrary";

// Every command of the menu bar's menus and their submenus, in menu order: separators and submenu entries left out,
// disabled and hidden ones kept (callers filter).
QList<MenuCommand> menuCommands(const QMenuBar& menuBar);

} // namespace headroom
