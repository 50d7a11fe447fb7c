// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "menuactions.h"

#include <QDialog>

class QLineEdit;
class QTreeWidget;

namespace headroom {

// Find Action (Ctrl+K): a line edit over the enabled commands of the window's menus, each with its menu and
// shortcut. Typing filters them (every word must appear; commands whose words start with it come first), Up and Down
// move in the list, Enter runs the chosen command after the popup has closed (so a dialog it opens is not nested in
// this one's key event), Escape closes it.
class FindActionDialog : public QDialog {
    Q_OBJECT
public:
    FindActionDialog(QList<MenuCommand> commands, QWidget* parent);

    QLineEdit* filter() const { return m_filter; }
    QTreeWidget* list() const { return m_list; }

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void showMatches(const QString& text);
    void runCurrent();

    QList<MenuCommand> m_commands;
    QLineEdit* m_filter = nullptr;
    QTreeWidget* m_list = nullptr;
};

} // namespace headroom
