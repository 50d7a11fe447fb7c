// SPDX-License-Identifier: GPL-3.0-or-later
// The main window's Library workspace: the library's systems, filters, measurements table and details, with the
// undoable edits of its context menus.
#include "guiwords.h"
#include "librarysession.h"
#include "mainwindow.h"
#include "menuactions.h"
#include "models/measurementfilterproxy.h"
#include "models/measurementtablemodel.h"
#include "pages/libraryedits.h"
#include "recentlibraries.h"
#include "samplecolumnwidths.h"
#include "sessionsettings.h"
#include "startpanel.h"
#include "store/resultslibrary.h"
#include "systemsummary.h"

#include <QApplication>
#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QLocale>
#include <QMenu>
#include <QMenuBar>
#include <QSplitter>
#include <QStatusBar>
#include <QTableView>
#include <QTextBrowser>
#include <QUndoStack>
#include <QVBoxLayout>

namespace headroom {

namespace {
} // namespace

QWidget* MainWindow::buildLibraryPage()
{
    auto* page = new QWidget(this);
    auto* layout = new QVBoxLayout(page);
    m_startPanel = new StartPanel(page);
    layout->addWidget(m_startPanel);
    layout->addLayout(buildLibraryFilters(page));
    layout->addWidget(buildLibraryTable(page), 1);
    connectLibraryPage();
    attachLibraryEdits(page);
    return page;
}

// System, workload and free-text filters above the table.
QLayout* MainWindow::buildLibraryFilters(QWidget* page)
{
    auto* filters = new QHBoxLayout;
    m_systemFilter = new QComboBox(page);
    m_workloadFilter = new QComboBox(page);
    m_search = new QLineEdit(page);
    m_systemFilter->setObjectName(QStringLiteral("librarySystemFilter"));
    m_workloadFilter->setObjectName(QStringLiteral("libraryWorkloadFilter"));
    m_search->setObjectName(QStringLiteral("librarySearch"));
    m_search->setPlaceholderText(tr("Search any column…"));
    m_search->setClearButtonEnabled(true);
    filters->addWidget(new QLabel(tr("System:"), page));
    filters->addWidget(m_systemFilter, 2);
    filters->addWidget(new QLabel(tr("Workload:"), page));
    filters->addWidget(m_workloadFilter, 2);
    filters->addWidget(m_search, 2);
    return filters;
}

// The systems beside the measurements, the selected measurement's details below them.
QWidget* MainWindow::buildLibraryTable(QWidget* page)
{
    auto* splitter = new QSplitter(Qt::Horizontal, page);
    splitter->setObjectName(QStringLiteral("librarySplitter"));
    m_systems = new QListWidget(splitter);
    m_systems->setObjectName(QStringLiteral("librarySystems"));
    auto* tableAndDetails = new QSplitter(Qt::Vertical, splitter);
    tableAndDetails->setObjectName(QStringLiteral("libraryTableSplitter"));
    m_table = new QTableView(tableAndDetails);
    m_table->setObjectName(QStringLiteral("libraryTable"));
    m_table->setModel(m_proxy);
    // Library order (import order) until the user clicks a header.
    m_table->horizontalHeader()->setSortIndicator(-1, Qt::AscendingOrder);
    m_table->setSortingEnabled(true);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setAlternatingRowColors(true);
    m_table->setWordWrap(false);
    m_table->verticalHeader()->hide();
    m_table->verticalHeader()->setDefaultSectionSize(m_table->fontMetrics().height() + 8);
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_details = new QTextBrowser(tableAndDetails);
    // The measurement's figures, hosts, files and notes: the library's data (its labels are tr()'d in
    // measurementdetails.cpp); tst_translationwalk skips widgets so marked.
    m_details->setProperty("headroomData", true);
    tableAndDetails->setStretchFactor(0, 3);
    tableAndDetails->setStretchFactor(1, 2);
    splitter->setStretchFactor(0, 1);
    splitter->setStretchFactor(1, 5);
    splitter->setSizes({ 260, 1000 });
    return splitter;
}

void MainWindow::connectLibraryPage()
{
    connect(m_systemFilter, &QComboBox::currentIndexChanged, this,
        [this](int index) { m_proxy->setSystemFilter(index <= 0 ? QString() : m_systemFilter->currentText()); });
    connect(m_workloadFilter, &QComboBox::currentIndexChanged, this,
        [this](int index) { m_proxy->setWorkloadFilter(index <= 0 ? QString() : m_workloadFilter->currentText()); });
    connect(m_search, &QLineEdit::textChanged, m_proxy, &MeasurementFilterProxy::setSearchText);
    connect(m_systems, &QListWidget::currentTextChanged, this, [this](const QString& name) {
        const int index = m_systemFilter->findText(name);
        m_systemFilter->setCurrentIndex(index < 0 ? 0 : index);
    });
    connect(
        m_table->selectionModel(), &QItemSelectionModel::currentRowChanged, this, &MainWindow::showDetailsOfCurrentRow);
    // The rows read their tooltips from the library: gone before it goes.
    connect(m_session, &LibrarySession::aboutToChange, m_model, &MeasurementTableModel::clear);
    connect(m_model, &MeasurementTableModel::readProgress, this, &MainWindow::showLibraryCounts);
    connect(m_model, &MeasurementTableModel::readFinished, this, &MainWindow::showLibraryCounts);
    connect(m_model, &MeasurementTableModel::readFailed, this, &MainWindow::showTableReadFailure);
}

// Rename, merge, delete (context menus), each undoable (Edit › Undo).
void MainWindow::attachLibraryEdits(QWidget* page)
{
    auto* edits = new LibraryEdits(m_session, this);
    m_edits = edits;
    edits->attachSystemsMenu(m_systems);
    edits->attachMeasurementsMenu(m_table, m_model);
    connect(edits, &LibraryEdits::libraryEdited, m_session, &LibrarySession::notifyChanged);
    connect(edits, &LibraryEdits::editFailed, this, &MainWindow::showError);
    // Another library (not a reload of this one): its undo steps do not apply.
    connect(m_session, &LibrarySession::changed, edits, [edits, shown = QString()](ResultsLibrary* library) mutable {
        const QString path = library ? library->path() : QString();
        if (path != shown) {
            edits->undoStack()->clear();
            shown = path;
        }
    });
    QMenu* edit = menuBar()->insertMenu(m_helpMenu->menuAction(), new QMenu(tr("&Edit"), this))->menu();
    m_editMenu = edit;
    QAction* undo = edits->undoStack()->createUndoAction(this, tr("Undo"));
    undo->setShortcut(QKeySequence::Undo);
    undo->setShortcutContext(Qt::WidgetWithChildrenShortcut); // the Catalog has its own undo
    page->addAction(undo);
    QAction* redo = edits->undoStack()->createRedoAction(this, tr("Redo"));
    redo->setShortcut(QKeySequence::Redo);
    redo->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    page->addAction(redo);
    edit->addAction(undo);
    edit->addAction(redo);
}

void MainWindow::showLibraryContents()
{
    const auto systemsRead = library()->systems();
    const auto workloadsRead = library()->workloadNames();
    // The table's cells only; the details pane reads the selected measurement in full (histograms, hosts).
    // The first page now, the others as the window paints and answers (a team library of 100,000 measurements).
    const Status rowsRead = m_model->load(*library(), MeasurementTableModel::Reading::Progressively);
    for (const QString& error : { systemsRead ? QString() : systemsRead.error(),
             workloadsRead ? QString() : workloadsRead.error(), rowsRead ? QString() : rowsRead.error() }) {
        if (!error.isEmpty()) {
            m_systems->clear();
            m_model->clear();
            m_details->clear();
            showError(libraryReadFailure(library()->path(), error));
            showLibraryReadError(error);
            return;
        }
    }
    const QList<SystemConfig>& systems = *systemsRead;
    m_systems->clear();
    m_systemFilter->blockSignals(true);
    m_workloadFilter->blockSignals(true);
    m_systemFilter->clear();
    m_workloadFilter->clear();
    m_systemFilter->addItem(tr("All systems")); // index 0: no filter (connectLibraryPage)
    m_workloadFilter->addItem(tr("All workloads"));
    for (const SystemConfig& system : systems) {
        auto* item = new QListWidgetItem(system.name, m_systems);
        item->setToolTip(systemSummaryHtml(system));
        m_systemFilter->addItem(system.name);
    }
    m_workloadFilter->addItems(*workloadsRead);
    m_systemFilter->blockSignals(false);
    m_workloadFilter->blockSignals(false);
    m_proxy->setSystemFilter({});
    m_proxy->setWorkloadFilter({});

    // Who imported is a team's question: in a file, every import is its owner's.
    m_table->setColumnHidden(MeasurementTableModel::ImportedByColumn, !library()->isTeamLibrary());
    fitColumnsToSample(m_table);
    m_details->setHtml(tr("<p>Select a measurement to see every figure and where it comes from.</p>"));
    if (m_proxy->rowCount() > 0) {
        m_table->selectRow(0);
    }
    showLibraryCounts();
    updateStartPanel();
}

// While the table's pages are read: how far; after: what the library holds.
void MainWindow::showLibraryCounts()
{
    if (m_model->isReading()) {
        statusBar()->showMessage(
            tr("Reading the library: %1 of %2 measurements…")
                .arg(QLocale().toString(m_model->rowCount()), QLocale().toString(m_model->expectedRowCount())));
        return;
    }
    statusBar()->showMessage(tr("%1, %2", "measurements, systems")
                                 .arg(tr("%Ln measurement(s)", nullptr, m_model->rowCount()),
                                     tr("%Ln system(s)", nullptr, m_systems->count())));
}

// A page that fails after the first: the table is empty, and says why as a failure on opening would.
void MainWindow::showTableReadFailure(const QString& error)
{
    m_details->clear();
    showError(libraryReadFailure(library()->path(), error));
    showLibraryReadError(error);
}

// Before the Library's table is exported or copied: the rows still to be read, read now, so that none is left out.
bool MainWindow::readWholeTable(const QTableView* table)
{
    if (table != m_table || !m_model->isReading()) {
        return true;
    }
    QApplication::setOverrideCursor(Qt::WaitCursor);
    const Status read = m_model->readRest();
    QApplication::restoreOverrideCursor();
    return read.ok();
}

void MainWindow::showDetailsOfCurrentRow()
{
    const qint64 id = m_model->idAt(m_proxy->mapToSource(m_table->currentIndex()).row());
    if (id == 0) {
        return;
    }
    const auto full = library()->measurement(id);
    if (!full.ok()) {
        showError(libraryReadFailure(library()->path(), full.error()));
    }
    if (!full.ok() || !*full) {
        m_details->clear();
        return;
    }
    // Who imported the source is read with the measurement; the engine's own runs are saved, not imported.
    const SourceRef& source = (*full)->source;
    m_details->setHtml(measurementDetailsHtml(**full, source.sha256.isEmpty() ? QString() : source.importedBy));
}

// The library just opened: first in File › Open Recent, and the one opened next session.
void MainWindow::rememberOpenedLibrary()
{
    if (m_libraryToRemember.isEmpty()) {
        return;
    }
    RecentLibraries::add(m_libraryToRemember);
    SessionSettings::setLastLibrary(m_libraryToRemember);
    m_libraryToRemember.clear();
    refreshRecentMenu();
}

void MainWindow::refreshRecentMenu()
{
    m_recentMenu->clear();
    const QStringList recent = RecentLibraries::load();
    for (const QString& path : recent) {
        QAction* entry = m_recentMenu->addAction(path, this, [this, path] {
            if (!openLibrary(path)) {
                RecentLibraries::remove(path);
                refreshRecentMenu();
            }
        });
        entry->setProperty(kRecentLibraryProperty, true);
    }
    m_recentMenu->setEnabled(!recent.isEmpty());
}

} // namespace headroom
