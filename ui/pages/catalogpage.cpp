// SPDX-License-Identifier: GPL-3.0-or-later
#include "catalogpage.h"

#include "catalogtablemodel.h"
#include "filedialogs.h"
#include "themecolors.h"

#include <QAction>
#include <QHeaderView>
#include <QLabel>
#include <QListWidget>
#include <QMenu>
#include <QSortFilterProxyModel>
#include <QTableView>
#include <QToolBar>
#include <QToolButton>
#include <QUndoStack>
#include <QVBoxLayout>

namespace headroom {

QString CatalogPage::fileFilter()
{
    return tr("Catalog (*.json *.csv);;JSON catalog (*.json);;CSV (*.csv)");
}

CatalogPage::CatalogPage(CatalogTableModel* model, QWidget* parent)
    : QWidget(parent)
    , m_model(model)
{
    auto* layout = new QVBoxLayout(this);
    auto* toolbar = new QToolBar(this);
    toolbar->setToolButtonStyle(Qt::ToolButtonTextOnly);
    auto* addMenu = new QMenu(this);
    for (ItemKind kind :
        { ItemKind::Nic, ItemKind::Switch, ItemKind::Cable, ItemKind::Optic, ItemKind::Node, ItemKind::Other }) {
        addMenu->addAction(displayName(kind), this, [this, kind] { m_model->addItem(kind); });
    }
    auto* addButton = new QToolButton(this);
    addButton->setText(tr("Add item"));
    addButton->setMenu(addMenu);
    addButton->setPopupMode(QToolButton::InstantPopup);
    toolbar->addWidget(addButton);
    toolbar->addAction(tr("Remove"), this, &CatalogPage::removeSelected);
    toolbar->addSeparator();
    QAction* undo = m_model->undoStack()->createUndoAction(this, tr("Undo"));
    undo->setShortcut(QKeySequence::Undo);
    QAction* redo = m_model->undoStack()->createRedoAction(this, tr("Redo"));
    redo->setShortcut(QKeySequence::Redo);
    toolbar->addAction(undo);
    toolbar->addAction(redo);
    toolbar->addSeparator();
    toolbar->addAction(tr("Import…"), this, &CatalogPage::chooseImport);
    toolbar->addAction(tr("Export…"), this, &CatalogPage::chooseExport);
    QAction* save = toolbar->addAction(tr("Save"), this, &CatalogPage::saveCatalog);
    save->setShortcut(QKeySequence::Save);
    save->setToolTip(tr("Save the catalog (Ctrl+S); quitting with unsaved changes asks first"));
    layout->addWidget(toolbar);

    m_status = new QLabel(this);
    m_status->setWordWrap(true);
    layout->addWidget(m_status);

    auto* proxy = new QSortFilterProxyModel(this);
    proxy->setSourceModel(m_model);
    proxy->setSortRole(CatalogTableModel::RawValueRole);
    m_table = new QTableView(this);
    m_table->setModel(proxy);
    m_table->setSortingEnabled(false);
    m_table->setSelectionBehavior(QAbstractItemView::SelectItems);
    m_table->setAlternatingRowColors(true);
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setStretchLastSection(true);
    layout->addWidget(m_table, 3);

    auto* issuesTitle = new QLabel(tr("<b>Validation</b>"), this);
    layout->addWidget(issuesTitle);
    m_issues = new QListWidget(this);
    m_issues->setMaximumHeight(110);
    layout->addWidget(m_issues);
    m_message = new QLabel(this);
    m_message->setWordWrap(true);
    m_message->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(m_message);

    connect(m_model, &CatalogTableModel::catalogChanged, this, &CatalogPage::showIssues);
    connect(m_model->undoStack(), &QUndoStack::cleanChanged, this, &CatalogPage::refreshStatus);
    connect(m_model, &CatalogTableModel::catalogChanged, this, &CatalogPage::refreshStatus);
    connect(m_issues, &QListWidget::currentRowChanged, this, [this, proxy](int row) {
        if (row < 0 || row >= m_model->issues().size()) {
            return;
        }
        const ValidationIssue& issue = m_model->issues().at(row);
        m_table->setCurrentIndex(proxy->mapFromSource(m_model->index(issue.index, CatalogTableModel::PartColumn)));
    });
    showIssues();
    refreshStatus();
    m_table->resizeColumnsToContents();
    m_table->setColumnWidth(CatalogTableModel::SourceColumn, 260);
    m_table->setColumnWidth(CatalogTableModel::NotesColumn, 180);
}

void CatalogPage::refreshStatus()
{
    m_status->setText(
        tr("%n item(s). Built-in: the six parts of the VxRail report (US list, March 2023). Your own "
           "prices are saved to <code>%1</code>%2.",
            nullptr, m_model->catalog().size())
            .arg(m_model->path().toHtmlEscaped(), m_model->isModified() ? tr(" — <b>unsaved changes</b>") : QString()));
}

void CatalogPage::showIssues()
{
    m_issues->clear();
    for (const ValidationIssue& issue : m_model->issues()) {
        m_issues->addItem(issue.message);
    }
    if (m_model->issues().isEmpty()) {
        m_issues->addItem(
            tr("No problems: every item has a part number, ports, a known currency, a date and a source."));
    }
}

void CatalogPage::report(const QString& message, bool error)
{
    m_message->setStyleSheet(theme::statusStyle(error, palette()));
    m_message->setText(message);
}

void CatalogPage::removeSelected()
{
    const auto* proxy = static_cast<QSortFilterProxyModel*>(m_table->model());
    const QModelIndex current = proxy->mapToSource(m_table->currentIndex());
    if (auto removed = m_model->removeItem(current.row()); !removed) {
        report(removed.error(), true);
    }
}

void CatalogPage::chooseImport()
{
    const QString path = chooseOpenFileName(this, tr("Import catalog"), QString(), fileFilter());
    if (path.isEmpty()) {
        return;
    }
    const auto imported = m_model->importFile(path);
    report(imported ? tr("Imported %1 (undo with Ctrl+Z).").arg(path) : imported.error(), !imported);
}

void CatalogPage::chooseExport()
{
    const QString path = chooseSaveFileName(this, tr("Export catalog"), QStringLiteral("catalog.csv"), fileFilter());
    if (path.isEmpty()) {
        return;
    }
    const auto exported = m_model->exportFile(path);
    report(exported ? tr("Exported %n item(s) to %1.", nullptr, m_model->catalog().size()).arg(path) : exported.error(),
        !exported);
}

void CatalogPage::saveCatalog()
{
    const auto saved = m_model->save();
    report(saved ? tr("Saved to %1.").arg(m_model->path()) : saved.error(), !saved);
    refreshStatus();
}

} // namespace headroom
