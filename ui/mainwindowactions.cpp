// SPDX-License-Identifier: GPL-3.0-or-later
// The main window's commands that act on what is shown (Copy, Export Chart, Export Table as CSV, Find), the View
// menu of workspaces, the User Guide, Find Action and Keyboard Shortcuts: each with a shortcut, none sharing one
// (tst_shortcuts).
#include "charts/chartsource.h"
#include "findactiondialog.h"
#include "mainwindow.h"
#include "menuactions.h"
#include "shortcutsdialog.h"
#include "tableexport.h"
#include "userguidedialog.h"

#include <QAction>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QStatusBar>
#include <QTabWidget>
#include <QTableView>

namespace headroom {

namespace {
// Workspaces on Ctrl+1…Ctrl+9 in tab order, as browsers and IDEs number their tabs.
QKeySequence workspaceShortcut(int index)
{
    return index < 9 ? QKeySequence(Qt::CTRL | static_cast<Qt::Key>(Qt::Key_1 + index)) : QKeySequence();
}

QAction* newCommand(const QString& text, const QKeySequence& shortcut, const QString& name, QObject* parent)
{
    auto* action = new QAction(text, parent);
    action->setShortcut(shortcut);
    action->setObjectName(name);
    return action;
}

// The first widget among `page`'s descendants that is visible and passes `accept`, in creation order.
template <typename T, typename Accept> T* firstShown(QWidget* page, Accept accept)
{
    if (!page) {
        return nullptr;
    }
    for (QWidget* child : page->findChildren<QWidget*>()) {
        if (T* found = dynamic_cast<T*>(child); found && child->isVisibleTo(page) && accept(found)) {
            return found;
        }
    }
    return nullptr;
}
} // namespace

void MainWindow::addShortcutCommands()
{
    addExportCommands();
    addEditCommands();
    addViewMenu();
    addHelpCommands();
    // Every table of the workspaces copies and exports the same way; the Library's measurements keep their own
    // menu (its edits) and are reached through File › Export Table as CSV.
    for (QTableView* table : m_workspaces->findChildren<QTableView*>()) {
        addTableContextMenu(table);
    }
}

void MainWindow::addExportCommands()
{
    QAction* chart
        = newCommand(tr("Export &Chart…"), QKeySequence(Qt::CTRL | Qt::Key_E), QStringLiteral("exportChart"), this);
    connect(chart, &QAction::triggered, this, &MainWindow::exportChartShown);
    addFileAction(chart);
    QAction* table = newCommand(tr("Export &Table as CSV…"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_E),
        QStringLiteral("exportTable"), this);
    connect(table, &QAction::triggered, this, &MainWindow::exportTableShown);
    addFileAction(table);
}

void MainWindow::addEditCommands()
{
    m_editMenu->addSeparator();
    QAction* copy = newCommand(tr("&Copy"), QKeySequence::Copy, QStringLiteral("copy"), this);
    copy->setToolTip(tr("Copy the chart (PNG and SVG) or the table (tab-separated) that was clicked last"));
    connect(copy, &QAction::triggered, this, &MainWindow::copyFocused);
    m_editMenu->addAction(copy);
    QAction* find = newCommand(tr("&Find in Library"), QKeySequence::Find, QStringLiteral("findInLibrary"), this);
    connect(find, &QAction::triggered, this, &MainWindow::findInLibrary);
    m_editMenu->addAction(find);
}

void MainWindow::addViewMenu()
{
    auto* view = new QMenu(tr("&View"), this);
    view->setObjectName(QStringLiteral("viewMenu"));
    menuBar()->insertMenu(m_helpMenu->menuAction(), view);
    for (int i = 0; i < m_workspaces->count(); ++i) {
        QWidget* page = m_workspaces->widget(i);
        const QString title = m_workspaces->tabText(i);
        QAction* show = newCommand(title, workspaceShortcut(i),
            QStringLiteral("workspace") + page->property(kWorkspaceProperty).toString(), this);
        connect(show, &QAction::triggered, this, [this, page] { m_workspaces->setCurrentWidget(page); });
        view->addAction(show);
    }
}

void MainWindow::addHelpCommands()
{
    QAction* about = m_helpMenu->actions().value(0);
    // F1, as in every desktop application (QKeySequence::HelpContents is F1 on X11, Windows and macOS alike).
    QAction* guide = newCommand(tr("&User Guide"), QKeySequence(Qt::Key_F1), QStringLiteral("userGuide"), this);
    connect(guide, &QAction::triggered, this, &MainWindow::showUserGuide);
    m_helpMenu->insertAction(about, guide);
    QAction* find
        = newCommand(tr("&Find Action…"), QKeySequence(Qt::CTRL | Qt::Key_K), QStringLiteral("findAction"), this);
    connect(find, &QAction::triggered, this, &MainWindow::showFindAction);
    m_helpMenu->insertAction(about, find);
    QAction* shortcuts = newCommand(
        tr("&Keyboard Shortcuts"), QKeySequence(Qt::CTRL | Qt::Key_Slash), QStringLiteral("keyboardShortcuts"), this);
    connect(shortcuts, &QAction::triggered, this, &MainWindow::showKeyboardShortcuts);
    m_helpMenu->insertAction(about, shortcuts);
    m_helpMenu->insertSeparator(about);
}

void MainWindow::showFindAction()
{
    if (auto* open = findChild<FindActionDialog*>(); open && open->isVisible()) { // Ctrl+K again: the same popup
        open->activateWindow();
        open->filter()->setFocus();
        return;
    }
    QList<MenuCommand> enabled = menuCommands(*menuBar());
    enabled.removeIf([](const MenuCommand& c) { return !c.action->isEnabled() || !c.action->isVisible(); });
    auto* dialog = new FindActionDialog(std::move(enabled), this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    // Near the top of the window, where the eye is after a shortcut (as editors place their command palettes).
    dialog->move(mapToGlobal(QPoint((width() - dialog->width()) / 2, menuBar()->height() + 24)));
    dialog->show();
    dialog->filter()->setFocus();
}

void MainWindow::showKeyboardShortcuts()
{
    auto* dialog = new ShortcutsDialog(menuCommands(*menuBar()), this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->show();
}

void MainWindow::showUserGuide()
{
    if (auto* open = findChild<UserGuideDialog*>()) { // F1 again: the same window, where the reader left it
        open->show();
        open->raise();
        open->activateWindow();
        return;
    }
    auto* dialog = new UserGuideDialog(this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->show();
}

// What Ctrl+C means depends on where the user clicked last: a table copies as TSV, a chart as PNG and SVG, a text
// field or the details pane its selected text.
void MainWindow::copyFocused()
{
    for (QWidget* widget = focusWidget(); widget; widget = widget->parentWidget()) {
        if (auto* table = qobject_cast<QTableView*>(widget)) {
            if (!readWholeTable(table)) {
                return; // readFailed() said why
            }
            copyTableToClipboard(*table);
            statusBar()->showMessage(tr("Copied the table as tab-separated values"));
            return;
        }
        if (auto* chart = dynamic_cast<charts::ChartSource*>(widget)) {
            if (auto copied = chart->copyChart(); !copied) {
                showError(tr("The chart was not copied: %1. Try again, or export it to a file (File › Export Chart).")
                              .arg(copied.error()));
                return;
            }
            statusBar()->showMessage(tr("Copied the chart as PNG and SVG"));
            return;
        }
        if (widget->metaObject()->indexOfMethod("copy()") >= 0) { // QLineEdit, QTextBrowser…: their selection
            QMetaObject::invokeMethod(widget, "copy");
            return;
        }
    }
    showError(tr("Nothing to copy: click a chart or a table first, then copy."));
}

void MainWindow::exportChartShown()
{
    charts::ChartSource* chart = chartShown();
    if (!chart) {
        showError(tr("This workspace shows no chart to export: the Advisor and Compare do, once they have an answer."));
        return;
    }
    chart->chooseChartExport();
}

void MainWindow::exportTableShown()
{
    QTableView* table = tableShown();
    if (!table) {
        showError(tr("This workspace shows no table to export."));
        return;
    }
    if (!readWholeTable(table)) {
        return; // readFailed() said why
    }
    const QString name = m_workspaces->tabText(m_workspaces->currentIndex()).toLower() + QStringLiteral(".csv");
    if (chooseTableCsvExport(*table, this, name)) {
        statusBar()->showMessage(tr("Exported the table as CSV"));
    }
}

void MainWindow::findInLibrary()
{
    showWorkspace(tr("Library"));
    m_search->setFocus(Qt::ShortcutFocusReason);
    m_search->selectAll();
}

charts::ChartSource* MainWindow::chartShown() const
{
    for (QWidget* widget = focusWidget(); widget; widget = widget->parentWidget()) {
        if (auto* chart = dynamic_cast<charts::ChartSource*>(widget); chart && chart->hasChart()) {
            return chart;
        }
    }
    QWidget* page = m_workspaces->currentWidget();
    if (auto* chart = dynamic_cast<charts::ChartSource*>(page); chart && chart->hasChart()) {
        return chart;
    }
    return firstShown<charts::ChartSource>(page, [](const charts::ChartSource* c) { return c->hasChart(); });
}

QTableView* MainWindow::tableShown() const
{
    for (QWidget* widget = focusWidget(); widget; widget = widget->parentWidget()) {
        if (auto* table = qobject_cast<QTableView*>(widget)) {
            return table;
        }
    }
    return firstShown<QTableView>(
        m_workspaces->currentWidget(), [](const QTableView* t) { return t->model() && t->model()->rowCount() > 0; });
}

} // namespace headroom
