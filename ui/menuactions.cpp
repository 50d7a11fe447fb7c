// SPDX-License-Identifier: GPL-3.0-or-later
#include "menuactions.h"

#include <QAction>
#include <QMenu>
#include <QMenuBar>

namespace headroom {

namespace {
QString withoutMnemonics(const QString& text)
{
    QString plain;
    plain.reserve(text.size());
    for (qsizetype i = 0; i < text.size(); ++i) {
        if (text.at(i) == QLatin1Char('&')) {
            if (i + 1 < text.size() && text.at(i + 1) == QLatin1Char('&')) {
                plain += QLatin1Char('&');
                ++i;
            }
            continue;
        }
        plain += text.at(i);
    }
    return plain;
}

void collect(const QMenu& menu, const QString& path, QList<MenuCommand>& commands)
{
    for (QAction* action : menu.actions()) {
        if (action->isSeparator()) {
            continue;
        }
        if (QMenu* submenu = action->menu()) {
            collect(*submenu, path + QStringLiteral(" › ") + plainActionText(*action), commands);
            continue;
        }
        commands << MenuCommand { action, path, plainActionText(*action) };
    }
}
} // namespace

QString plainActionText(const QAction& action)
{
    return withoutMnemonics(action.text());
}

QList<MenuCommand> menuCommands(const QMenuBar& menuBar)
{
    QList<MenuCommand> commands;
    for (QAction* top : menuBar.actions()) {
        if (QMenu* menu = top->menu()) {
            collect(*menu, plainActionText(*top), commands);
        }
    }
    return commands;
}

} // namespace headroom
