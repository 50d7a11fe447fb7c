// SPDX-License-Identifier: GPL-3.0-or-later
#include "shortcutsdialog.h"

#include "tableexport.h"

#include <QAction>
#include <QDialogButtonBox>
#include <QHeaderView>
#include <QLabel>
#include <QStandardItemModel>
#include <QTableView>
#include <QVBoxLayout>

namespace headroom {

namespace {
QStandardItemModel* shortcutsModel(const QList<MenuCommand>& commands, QObject* parent)
{
    auto* model = new QStandardItemModel(0, 3, parent);
    model->setHorizontalHeaderLabels({ QObject::tr("Menu"), QObject::tr("Command"), QObject::tr("Shortcut") });
    for (const MenuCommand& command : commands) {
        if (command.action->property(kRecentLibraryProperty).toBool()) { // files, not commands
            continue;
        }
        QList<QStandardItem*> row { new QStandardItem(command.menuPath), new QStandardItem(command.text),
            new QStandardItem(command.action->shortcut().toString(QKeySequence::NativeText)) };
        for (QStandardItem* item : row) {
            item->setEditable(false);
        }
        model->appendRow(row);
    }
    return model;
}
} // namespace

ShortcutsDialog::ShortcutsDialog(const QList<MenuCommand>& commands, QWidget* parent)
    : QDialog(parent)
{
    setObjectName(QStringLiteral("keyboardShortcuts"));
    setWindowTitle(tr("Keyboard Shortcuts"));
    m_table = new QTableView(this);
    m_table->setObjectName(QStringLiteral("shortcutsTable"));
    m_table->setModel(shortcutsModel(commands, this));
    m_table->verticalHeader()->hide();
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setAlternatingRowColors(true);
    // The command's name takes the spare width, so no name is cut; rows as compact as the Library's.
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setSectionResizeMode(1, QHeaderView::Stretch);
    m_table->verticalHeader()->setDefaultSectionSize(m_table->fontMetrics().height() + 8);
    addTableContextMenu(m_table);
    auto* note = new QLabel(tr("Ctrl+K finds any command by name. Undo and Redo act on the workspace shown (Library, "
                               "Catalog or Customer); Copy copies the chart or table that was clicked last, and "
                               "Export Chart and Export Table take the workspace's first one when none was clicked."),
        this);
    note->setWordWrap(true);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_table, 1);
    layout->addWidget(note);
    layout->addWidget(buttons);
    resize(560, 700);
}

} // namespace headroom
