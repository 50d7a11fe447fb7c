// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "menuactions.h"

#include <QDialog>

class QTableView;

namespace headroom {

// Help › Keyboard Shortcuts: every command of the menus with its menu and shortcut, in menu order (the recent
// libraries left out: they are files, not commands), and the note on what a shortcut acts on. The table copies and
// exports as every table does.
class ShortcutsDialog : public QDialog {
    Q_OBJECT
public:
    ShortcutsDialog(const QList<MenuCommand>& commands, QWidget* parent);

    QTableView* table() const { return m_table; }

private:
    QTableView* m_table = nullptr;
};

} // namespace headroom
