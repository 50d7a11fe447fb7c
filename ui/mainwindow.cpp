// SPDX-License-Identifier: GPL-3.0-or-later
#include "mainwindow.h"

#include "abouttext.h"
#include "bench/benchmarkpage.h"
#include "charts/comparepage.h"
#include "demo/demolibrary.h"
#include "filedialogs.h"
#include "gather/advisorrequest.h"
#include "gather/librarycoverage.h"
#include "guiwords.h"
#include "import/importpage.h"
#include "librarysession.h"
#include "menuactions.h"
#include "model/atomicfile.h"
#include "model/logging.h"
#include "models/measurementfilterproxy.h"
#include "models/measurementtablemodel.h"
#include "pages/advisorpage.h"
#include "pages/catalogpage.h"
#include "pages/catalogtablemodel.h"
#include "pages/customerpage.h"
#include "pages/libraryedits.h"
#include "pages/reportdialog.h"
#include "report/reportwriter.h"
#include "sessionsettings.h"
#include "startpanel.h"
#include "store/openlibraries.h"
#include "themecolors.h"
#include "windowdrop.h"
#include "workbookexport.h"

#include <QAction>
#include <QApplication>
#include <QBuffer>
#include <QCloseEvent>
#include <QFileInfo>
#include <QLabel>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QPushButton>
#include <QStatusBar>
#include <QTabWidget>
#include <QTimer>
#include <QUndoStack>
#include <QVBoxLayout>

namespace headroom {

namespace {
const QString kExampleBaseline = QStringLiteral("Ceph RBD cluster, HDD OSDs");
const QString kExampleCandidate = QStringLiteral("Ceph RBD cluster, SSD OSDs");
const QString kAdvisorExampleWorkspace = QStringLiteral("Advisor example");
} // namespace

MainWindow::MainWindow(QWidget* parent)
    : QMainWindow(parent)
    , m_session(new LibrarySession(this))
    , m_model(new MeasurementTableModel(this))
    , m_proxy(new MeasurementFilterProxy(this))
{
    m_proxy->setSourceModel(m_model);
    // First, so the library's own views are current before the pages read the library.
    connect(m_session, &LibrarySession::changed, this, &MainWindow::showLibrary);
    buildMenus();
    buildCentralArea();
    addImportWorkspace();
    addPricingWorkspaces();
    addWorkspace(new charts::ComparePage(m_session, this), QT_TR_NOOP("Compare"));
    addBenchmarkWorkspace();
    addShortcutCommands();
    connectStartPanel();
    resize(1280, 760);
}

MainWindow::~MainWindow()
{
    rememberOpenedLibrary(); // opened, and the window closed before the event loop wrote it
}

// The Import workspace (ui/import/), File > Import Results… and drops on the window (windowdrop.h: libraries open).
void MainWindow::addImportWorkspace()
{
    auto* page = new ImportPage(m_session, this);
    page->setObjectName(QStringLiteral("importPage"));
    m_importPage = page;
    addWorkspace(page, QT_TR_NOOP("Import"));
    new WindowDrop(this,
        { [this](const QString& library) { openLibrary(library); },
            [this, page](const QStringList& paths) {
                m_workspaces->setCurrentWidget(page);
                page->preview(paths);
            },
            [this](const QString& message) { showError(message); } });
    connect(page, &ImportPage::importFinished, m_session, &LibrarySession::notifyChanged);
    auto* action = new QAction(tr("&Import Results…"), this);
    action->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_I));
    connect(action, &QAction::triggered, this, [this, page] {
        m_workspaces->setCurrentWidget(page);
        page->chooseFiles();
    });
    followWritePermission(action);
    addFileAction(action);
}

// The Benchmark workspace (ui/bench/): saved runs reload the library views.
void MainWindow::addBenchmarkWorkspace()
{
    auto* page = new BenchmarkPage(m_session, this);
    m_bench = page;
    addWorkspace(page, QT_TR_NOOP("Benchmark"));
    connect(page, &BenchmarkPage::resultsSaved, m_session, &LibrarySession::notifyChanged);
}

void MainWindow::buildMenus()
{
    QMenu* file = menuBar()->addMenu(tr("&File"));
    m_fileMenu = file;
    file->addAction(tr("&New Library…"), QKeySequence::New, this, &MainWindow::chooseLibraryToCreate);
    file->addAction(tr("&Open Library…"), QKeySequence::Open, this, &MainWindow::chooseLibraryToOpen);
    m_recentMenu = file->addMenu(tr("Open &Recent"));
    addTeamConnectAction(file);
    file->addAction(
        tr("Open &Demo Library"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_D), this, &MainWindow::openDemo);
    file->addSeparator();
    // Through close(), so that unsaved work is asked about (closeEvent).
    // The platform's Quit key; some platforms (offscreen, Windows) define none, and Ctrl+Q is the one users expect.
    const QKeySequence quit = QKeySequence(QKeySequence::Quit).isEmpty() ? QKeySequence(Qt::CTRL | Qt::Key_Q)
                                                                         : QKeySequence(QKeySequence::Quit);
    file->addAction(tr("&Quit"), quit, this, &QWidget::close);
    QMenu* help = menuBar()->addMenu(tr("&Help"));
    m_helpMenu = help;
    help->addAction(tr("&About Headroom"), this, &MainWindow::showAbout);
    refreshRecentMenu();
}

void MainWindow::buildCentralArea()
{
    auto* central = new QWidget(this);
    auto* layout = new QVBoxLayout(central);
    m_banner = new QLabel(central);
    m_banner->setObjectName(QStringLiteral("libraryBanner"));
    m_banner->setWordWrap(true);
    m_banner->setContentsMargins(8, 6, 8, 6);
    m_banner->setAutoFillBackground(true);
    layout->addWidget(m_banner);
    m_workspaces = new QTabWidget(central);
    m_workspaces->setDocumentMode(true);
    layout->addWidget(m_workspaces, 1);
    setCentralWidget(central);
    addWorkspace(buildLibraryPage(), QT_TR_NOOP("Library"));
}

void MainWindow::addPricingWorkspaces()
{
    auto* catalog = new CatalogTableModel(this);
    m_catalog = catalog;
    if (auto loaded = catalog->load({}); !loaded) {
        statusBar()->showMessage(catalogLoadFailure(loaded.error()));
    }
    addWorkspace(new CatalogPage(catalog, this), QT_TR_NOOP("Catalog"));
    auto* advisor = new AdvisorPage(m_session, catalog, this);
    m_advisorPage = advisor;
    addCustomerWorkspace(advisor);
    addWorkspace(advisor, QT_TR_NOOP("Advisor"));

    // File › Export Report…: the Advisor's current answer as a PDF, slides, HTML or PPTX, previewed first.
    auto* exportReport = new QAction(tr("Export &Report…"), this);
    exportReport->setObjectName(QStringLiteral("exportReport"));
    exportReport->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_R));
    exportReport->setEnabled(false);
    connect(advisor, &AdvisorPage::resultChanged, exportReport, [exportReport] { exportReport->setEnabled(true); });
    connect(exportReport, &QAction::triggered, this, [this, advisor] {
        advisor->applyPendingLibrary();
        if (!advisor->result() || !library()) {
            showError(tr("The Advisor has no answer yet: choose a workload, a baseline and the network parts."));
            return;
        }
        m_workspaces->setCurrentWidget(advisor);
        const auto used = measurementsBehind(*library(), *advisor->result());
        if (!used) {
            showError(libraryReadFailure(library()->path(), used.error()));
            return;
        }
        ReportDialog dialog(*advisor->result(), *used, this);
        dialog.exec();
    });
    addFileAction(exportReport);

    // File › Export Workbook…: the same answer's figures as an Excel workbook, for the people who check them.
    auto* workbook = new WorkbookExport(this);
    auto* exportWorkbook = new QAction(tr("Export &Workbook…"), this);
    exportWorkbook->setObjectName(QStringLiteral("exportWorkbook"));
    exportWorkbook->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_W));
    exportWorkbook->setEnabled(false);
    connect(
        advisor, &AdvisorPage::resultChanged, exportWorkbook, [exportWorkbook] { exportWorkbook->setEnabled(true); });
    connect(exportWorkbook, &QAction::triggered, this, [this, advisor, workbook] {
        advisor->applyPendingLibrary();
        if (!advisor->result() || !library()) {
            showError(tr("The Advisor has no answer yet: choose a workload, a baseline and the network parts."));
            return;
        }
        const auto used = measurementsBehind(*library(), *advisor->result());
        if (!used) {
            showError(libraryReadFailure(library()->path(), used.error()));
            return;
        }
        workbook->chooseAndExport(*advisor->result(), *used);
    });
    connect(workbook, &WorkbookExport::finished, this,
        [this](bool ok, const QString& message) { ok ? statusBar()->showMessage(message) : showError(message); });
    addFileAction(exportWorkbook);
}

// The Customer workspace: the customer's own workload (a Live Optics export), its edits undone by Edit › Undo, and
// "Use in the Advisor" selecting the demand there.
void MainWindow::addCustomerWorkspace(AdvisorPage* advisor)
{
    auto* page = new CustomerPage(m_session, m_edits, this);
    page->setObjectName(QStringLiteral("customerPage"));
    m_customerPage = page;
    addWorkspace(page, QT_TR_NOOP("Customer"));
    for (QAction* action : { m_edits->undoStack()->createUndoAction(page, tr("Undo")),
             m_edits->undoStack()->createRedoAction(page, tr("Redo")) }) {
        action->setShortcutContext(Qt::WidgetWithChildrenShortcut);
        page->addAction(action);
    }
    page->actions().at(0)->setShortcut(QKeySequence::Undo);
    page->actions().at(1)->setShortcut(QKeySequence::Redo);
    connect(page, &CustomerPage::useInAdvisor, this, [this, advisor](const QString& demand) {
        if (advisor->selectDemand(demand)) {
            m_workspaces->setCurrentWidget(advisor);
        } else {
            showError(tr("The Advisor cannot use %1: its figures cannot be derived.").arg(demand));
        }
    });
}

QStringList MainWindow::unsavedWork() const
{
    QStringList unsaved;
    if (m_catalog && m_catalog->isModified()) {
        unsaved << tr("changes to the pricing catalog");
    }
    if (m_bench && m_bench->hasUnsavedPoints()) {
        unsaved << tr("benchmark points not saved to the library");
    }
    return unsaved;
}

void MainWindow::closeEvent(QCloseEvent* event)
{
    if (!confirmQuit()) {
        event->ignore();
        return;
    }
    SessionSettings::saveLayout(*this, *m_workspaces);
    event->accept();
}

// Asks about unsaved work (catalog edits, benchmark points); true when the window may close.
bool MainWindow::confirmQuit()
{
    const QStringList unsaved = unsavedWork();
    if (unsaved.isEmpty()) {
        return true;
    }
    QMessageBox box(QMessageBox::Warning, tr("Quit Headroom?"),
        tr("There is unsaved work:<ul><li>%1</li></ul>").arg(unsaved.join(QStringLiteral("</li><li>"))),
        QMessageBox::NoButton, this);
    box.setObjectName(QStringLiteral("quitPrompt"));
    QPushButton* save = nullptr;
    if (m_catalog && m_catalog->isModified()) {
        save = box.addButton(tr("Save Catalog and Quit"), QMessageBox::AcceptRole);
    }
    if (m_bench && m_bench->hasUnsavedPoints()) {
        box.setInformativeText(tr("Benchmark points are saved from the Benchmark workspace (Save to Library); "
                                  "choose Cancel to go back and save them."));
    }
    QPushButton* discard = box.addButton(tr("Quit Without Saving"), QMessageBox::DestructiveRole);
    QPushButton* cancel = box.addButton(QMessageBox::Cancel);
    box.setDefaultButton(cancel);
    box.exec();
    if (box.clickedButton() == discard) {
        return true;
    }
    if (save && box.clickedButton() == save) {
        if (auto saved = m_catalog->save(); !saved) {
            showError(tr("The catalog was not saved: %1").arg(saved.error()));
            return false;
        }
        return true;
    }
    return false;
}

void MainWindow::addWorkspace(QWidget* page, const char* title)
{
    page->setProperty(kWorkspaceProperty, QString::fromLatin1(title));
    m_workspaces->addTab(page, tr(title));
}

void MainWindow::openInitialLibrary(const QString& path)
{
    if (!path.isEmpty() && openLibrary(path)) {
        return;
    }
    openDemo();
}

void MainWindow::openLastLibrary()
{
    const QString last = SessionSettings::lastLibrary();
    if (last.isEmpty()) {
        openDemo();
        return;
    }
    if (!isTeamAddress(last) && !QFileInfo::exists(last)) {
        openDemo();
        showError(tr("The library you had open last, %1, no longer exists; this is the demo library.").arg(last));
        SessionSettings::setLastLibrary({});
        return;
    }
    openInitialLibrary(last);
}

void MainWindow::restoreLayout(bool restoreWorkspace)
{
    SessionSettings::restoreLayout(*this, *m_workspaces, restoreWorkspace);
}

void MainWindow::connectStartPanel()
{
    connect(m_startPanel, &StartPanel::importRequested, this, [this] {
        m_workspaces->setCurrentWidget(m_importPage);
        // After this click returns, so the dialog does not run inside the button's signal.
        QTimer::singleShot(0, m_importPage, &ImportPage::chooseFiles);
    });
    connect(m_startPanel, &StartPanel::benchmarkRequested, this, [this] { showWorkspace(tr("Benchmark")); });
    connect(m_startPanel, &StartPanel::advisorExampleRequested, this, &MainWindow::showAdvisorExample);
    connect(m_startPanel, &StartPanel::newLibraryRequested, this,
        [this] { QTimer::singleShot(0, this, &MainWindow::chooseLibraryToCreate); });
}

bool MainWindow::showAdvisorExample()
{
    if ((!library() || sharedPointsWorkload(*library(), kExampleBaseline, kExampleCandidate).isEmpty())
        && !openDemo()) {
        return false;
    }
    const QString workload = sharedPointsWorkload(*library(), kExampleBaseline, kExampleCandidate);
    if (!m_advisorPage->showComparison(workload, kExampleBaseline, { kExampleCandidate })) {
        showError(tr("The example systems (%1, %2) are missing from this build's demo library.")
                      .arg(kExampleBaseline, kExampleCandidate));
        return false;
    }
    // A customer's demand linked to a measured system (the demo's zColo_08): the example answers their question.
    if (const auto demands = library()->customerDemands()) {
        for (const CustomerDemand& demand : *demands) {
            if (!demand.linkedSystem.isEmpty() && m_advisorPage->selectDemand(demand.name)) {
                break;
            }
        }
    }
    if (m_session->isDemo()) { // the demo's catalog has no node: without a price the example could not answer
        m_advisorPage->useExampleNodePrice(QStringLiteral("100000 USD"));
    }
    m_workspaces->setCurrentWidget(m_advisorPage);
    return true;
}

// The first screen's next steps stay while there is nothing of the user's own to look at.
void MainWindow::updateStartPanel()
{
    const auto count = library() ? library()->measurementCount() : Expected<int>(0);
    const bool damaged = library() && !library()->damage().isEmpty(); // not a library to start filling
    m_startPanel->setVisible(!damaged && (!library() || m_session->isDemo() || !count || *count == 0));
}

bool MainWindow::showWorkspace(const QString& title)
{
    // The start panel's example, for screenshots and --workspace.
    if (title == kAdvisorExampleWorkspace || title == tr("Advisor example")) {
        return showAdvisorExample();
    }
    for (int i = 0; i < m_workspaces->count(); ++i) { // the title shown, or the English one of scripts and tests
        if (m_workspaces->tabText(i).remove(QLatin1Char('&')) == title
            || m_workspaces->widget(i)->property(kWorkspaceProperty).toString() == title) {
            m_workspaces->setCurrentIndex(i);
            return true;
        }
    }
    return false;
}

Status MainWindow::showWorkspaceNamed(const QString& title)
{
    if (showWorkspace(title)) {
        return success();
    }
    QStringList titles;
    for (int i = 0; i < m_workspaces->count(); ++i) {
        titles << m_workspaces->tabText(i).remove(QLatin1Char('&'));
    }
    titles << kAdvisorExampleWorkspace;
    return fail(
        tr("There is no workspace named “%1”. The workspaces are: %2.").arg(title, titles.join(QStringLiteral(", "))));
}

Status MainWindow::saveScreenshot(const QString& path, const QString& workspace)
{
    if (!workspace.isEmpty()) {
        if (auto shown = showWorkspaceNamed(workspace); !shown) {
            return shown;
        }
    }
    QCoreApplication::sendPostedEvents();
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    const QByteArray format = QFileInfo(path).suffix().toLatin1();
    if (!grab().save(&buffer, format.isEmpty() ? "PNG" : format.constData())) {
        return fail(tr("%1: could not encode the screenshot").arg(path));
    }
    return writeFileAtomically(path, bytes);
}

bool MainWindow::openLibrary(const QString& path)
{
    if (library() && !m_session->isReadOnly() && isSameFile(library()->path(), path)) {
        // Already open for writing (a recent entry, File › Open of the same file): keep the connection and read it
        // again; a second one would only add descriptors on the file. A read-only one is opened again, writable now
        // perhaps (SQLite shares the locks of two connections of one process on one file).
        m_session->notifyChanged();
        return true;
    }
    auto library = openAskingPassword(path);
    if (!library) {
        showError(libraryOpenFailure(library.error()));
        return false;
    }
    m_session->setLibrary(std::move(library.value()));
    // The settings are written (and synced to disk) once the window has painted the library: on a loaded machine the
    // sync took longer than reading the table's first page.
    m_libraryToRemember = path;
    QTimer::singleShot(0, this, &MainWindow::rememberOpenedLibrary);
    return true;
}

bool MainWindow::openDemo()
{
    auto library = openDemoLibrary();
    if (!library) {
        showError(library.error());
        return false;
    }
    m_session->setLibrary(std::move(library.value()));
    return true;
}

ResultsLibrary* MainWindow::library() const
{
    return m_session->library();
}

void MainWindow::addFileAction(QAction* action)
{
    const auto actions = m_fileMenu->actions();
    const auto separator = std::find_if(actions.cbegin(), actions.cend(), [](QAction* a) { return a->isSeparator(); });
    m_fileMenu->insertAction(separator == actions.cend() ? nullptr : *separator, action);
}

void MainWindow::showLibrary()
{
    if (!library()) {
        return;
    }
    showLibraryBanner();
    showLibraryContents();
}

// The demo and a library that cannot be written say so above every workspace, in the same colours.
void MainWindow::showLibraryBanner()
{
    const QString path = library()->path();
    const bool demo = m_session->isDemo();
    if (!demo && !library()->damage().isEmpty()) {
        setWindowTitle(tr("Headroom — %1 (damaged, read-only)").arg(QFileInfo(path).fileName()));
        // inGuiWords: the note ends with the command lines that check and recover the library.
        showBannerError(tr("<b>This library is damaged.</b> %1.").arg(inGuiWords(library()->note()).toHtmlEscaped()));
        return;
    }
    const bool readOnly = !demo && m_session->isReadOnly();
    const QString name = library()->isTeamLibrary() ? path : QFileInfo(path).fileName(); // an address: all of it
    setWindowTitle(demo ? tr("Headroom — demo library (read-only)")
            : readOnly  ? tr("Headroom — %1 (read-only)").arg(name)
                        : tr("Headroom — %1").arg(name));
    QPalette palette = m_banner->palette();
    if (demo) {
        m_banner->setText(tr("<b>Demo library, read-only.</b> Published figures from the seed reports "
                             "(VxRail 25 vs 100 GbE, vSAN ESA Optane home lab) and real fio curves of one Ceph cluster "
                             "with HDD and then SSD OSDs. "
                             "Use File › New Library to keep your own results."));
    } else if (readOnly) {
        m_banner->setText(tr("<b>Read-only library.</b> %1. Its results can be read and compared; imports, edits and "
                             "saving benchmark points are off. Use File › New Library to keep new results.")
                              .arg(asSentence(m_session->readOnlyReason()).toHtmlEscaped()));
    } else {
        m_banner->setText(tr("Library <b>%1</b>").arg(path.toHtmlEscaped()));
    }
    if (demo || readOnly) {
        theme::setNoticeColors(palette, theme::Notice::Caution, QApplication::palette());
    } else {
        palette = QApplication::palette(m_banner);
    }
    m_banner->setPalette(palette);
}

// A library SQLite cannot read must not look like an empty one: the banner says so in the error colours, and the
// welcome card (which invites a first import) stays hidden.
void MainWindow::showLibraryReadError(const QString& error)
{
    if (!library()->damage().isEmpty()) {
        showLibraryBanner(); // the check on open already says what is wrong, and what to do
        return;
    }
    showBannerError(tr("<b>Cannot read this library.</b> %1: %2. The file may be damaged or changed by another "
                       "program. Open another library with File › Open Library.")
                        .arg(library()->path().toHtmlEscaped(), error.toHtmlEscaped()));
}

// A library that is not whole, in the error colours; the welcome card (which invites a first import) stays hidden.
void MainWindow::showBannerError(const QString& html)
{
    m_banner->setText(html);
    QPalette palette = m_banner->palette();
    theme::setNoticeColors(palette, theme::Notice::Error, QApplication::palette());
    m_banner->setPalette(palette);
    m_startPanel->setVisible(false);
}

void MainWindow::chooseLibraryToOpen()
{
    const QString path = chooseOpenFileName(this, tr("Open Library"), QString(), libraryFileFilter());
    if (!path.isEmpty()) {
        openLibrary(path);
    }
}

void MainWindow::chooseLibraryToCreate()
{
    QString path = chooseSaveFileName(this, tr("New Library"), QStringLiteral("results.headroom"), libraryFileFilter(),
        QFileDialog::DontConfirmOverwrite);
    if (path.isEmpty()) {
        return;
    }
    if (QFileInfo::exists(path)) {
        showError(tr("%1 already exists; open it with File › Open Library, or choose a new name. "
                     "Headroom never overwrites a file.")
                      .arg(path));
        return;
    }
    openLibrary(path);
}

void MainWindow::showAbout()
{
    QMessageBox::about(this, tr("About Headroom"),
        aboutText(QStringLiteral(HEADROOM_VERSION), library() ? library()->schemaVersion() : 0));
}

void MainWindow::setErrorSink(std::function<void(const QString&)> sink)
{
    m_errorSink = std::move(sink);
}

void MainWindow::showError(const QString& text)
{
    const QString message = inGuiWords(text);
    qCDebug(lcUi) << "error shown:" << message;
    statusBar()->showMessage(message);
    if (m_errorSink) {
        m_errorSink(message);
    }
}

} // namespace headroom
