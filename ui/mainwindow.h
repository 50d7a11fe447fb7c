// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "store/resultslibrary.h"
#include "store/teamaddress.h"

#include <functional>

#include <QMainWindow>

class QAction;
class QComboBox;
class QLabel;
class QLayout;
class QLineEdit;
class QListWidget;
class QMenu;
class QTabWidget;
class QTableView;
class QTextBrowser;

namespace headroom {

class AdvisorPage;
class ImportPage;
class BenchmarkPage;
class CustomerPage;
class LibraryEdits;
class LibrarySession;
class CatalogTableModel;
class MeasurementFilterProxy;
class MeasurementTableModel;
class StartPanel;
namespace charts {
class ChartSource;
}

// The results library: systems on the left, measurements as a filterable table, details of the selected one.
class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    explicit MainWindow(QWidget* parent = nullptr);
    ~MainWindow() override;

    // Opens the library at `path`; with no path (or when it cannot be opened) the demo library, read-only.
    void openInitialLibrary(const QString& path);
    // The library of the last session; the demo when none was recorded or it is gone (then it says so).
    void openLastLibrary();
    // Geometry, splitters and (when `restoreWorkspace`) the workspace of the last session.
    void restoreLayout(bool restoreWorkspace);
    // The demo's real fio curves in the Advisor: Ceph with HDD OSDs as baseline, SSD OSDs as candidate.
    bool showAdvisorExample();
    bool openLibrary(const QString& path);
    bool openDemo();

    // Workspaces (Library, Catalog, Advisor, Compare, Benchmark…) are tabs below the library banner. `title` is the
    // English title (QT_TR_NOOP): the tab shows its translation, the page keeps it in the property kWorkspaceProperty
    // for --workspace, the View menu's object names and the session settings, which must not change with the language.
    static constexpr const char* kWorkspaceProperty = "workspaceTitle";
    void addWorkspace(QWidget* page, const char* title);
    QTabWidget* workspaces() const { return m_workspaces; }
    // The open library, shared with the pages; nullptr before one is open.
    LibrarySession* session() const { return m_session; }
    ResultsLibrary* library() const;
    // Brings the workspace with this tab title (as shown, or the English one) to the front ("Advisor example": the
    // Advisor on the start panel's example); false when there is none.
    bool showWorkspace(const QString& title);
    // The same, failing with a message that lists the workspaces there are when none has this title.
    Status showWorkspaceNamed(const QString& title);
    // Renders the window (showing the named workspace, if any) to an image file.
    Status saveScreenshot(const QString& path, const QString& workspace);

    // What would be lost on quitting: unsaved catalog edits, benchmark points not saved to the library.
    QStringList unsavedWork() const;

    MeasurementTableModel* measurementModel() const { return m_model; }
    MeasurementFilterProxy* measurementProxy() const { return m_proxy; }

    // Find Action (Ctrl+K) and Help › Keyboard Shortcuts, non-modal; each is deleted when closed.
    void showFindAction();
    void showKeyboardShortcuts();
    // Help › User Guide (F1), non-modal; one window, raised again when open.
    void showUserGuide();

    // Where errors go besides the status bar (the app: a message box). None by default, so that a test or a
    // screenshot never waits on a dialog.
    void setErrorSink(std::function<void(const QString&)> sink);

protected:
    // Asks before unsaved work is lost (see unsavedWork): save the catalog and quit, quit without saving, or stay;
    // on quitting, the window's layout is remembered (SessionSettings).
    void closeEvent(QCloseEvent* event) override;

private:
    void buildMenus();
    void buildCentralArea();
    void addImportWorkspace();
    void addBenchmarkWorkspace();
    void addPricingWorkspaces(); // Catalog, Customer and Advisor (ui/pages)
    void addCustomerWorkspace(AdvisorPage* advisor);
    QWidget* buildLibraryPage(); // mainwindowlibrary.cpp, with the functions of the Library workspace
    QLayout* buildLibraryFilters(QWidget* page);
    QWidget* buildLibraryTable(QWidget* page);
    void connectLibraryPage();
    void attachLibraryEdits(QWidget* page);
    // File menu entries, above Quit.
    void addFileAction(QAction* action);
    // The session's library (another one, or the same one changed) in the banner, title, lists and table.
    void showLibrary();
    void showLibraryBanner();
    void showLibraryContents();
    void showLibraryReadError(const QString& error);
    void showLibraryCounts();
    void showTableReadFailure(const QString& error);
    bool readWholeTable(const QTableView* table);
    void showBannerError(const QString& html);
    void refreshRecentMenu();
    void rememberOpenedLibrary();
    void showDetailsOfCurrentRow();
    void chooseLibraryToOpen();
    // teamconnect.cpp: File › Connect to Team Library… and what a team library needs of the window (a password
    // asked for when the server wants one; write actions off, with the reason, for a role that may not write).
    void addTeamConnectAction(QMenu* file);
    void connectToTeamLibrary();
    Expected<std::unique_ptr<ResultsLibrary>> openAskingPassword(const QString& path);
    void followWritePermission(QAction* action);
    void chooseLibraryToCreate();
    void showAbout();
    void showError(const QString& message);
    bool confirmQuit();
    void updateStartPanel();
    void connectStartPanel();
    // mainwindowactions.cpp: the commands that act on what is shown (copy, export chart or table, find) and the
    // View and Help menus, each with a shortcut.
    void addShortcutCommands();
    void addViewMenu();
    void addEditCommands();
    void addExportCommands();
    void addHelpCommands();
    void copyFocused();
    void exportChartShown();
    void exportTableShown();
    void findInLibrary();
    // What the commands act on: inside the focused widget's parents first, else the current workspace's first one
    // that has something to show; nullptr when there is none.
    charts::ChartSource* chartShown() const;
    QTableView* tableShown() const;

    LibrarySession* m_session;
    std::function<void(const QString&)> m_errorSink;
    QMenu* m_fileMenu = nullptr;
    QMenu* m_editMenu = nullptr;
    QMenu* m_helpMenu = nullptr;
    MeasurementTableModel* m_model = nullptr;
    MeasurementFilterProxy* m_proxy = nullptr;
    QLabel* m_banner = nullptr;
    QTabWidget* m_workspaces = nullptr;
    QListWidget* m_systems = nullptr;
    QComboBox* m_systemFilter = nullptr;
    QComboBox* m_workloadFilter = nullptr;
    QLineEdit* m_search = nullptr;
    QTableView* m_table = nullptr;
    QTextBrowser* m_details = nullptr;
    QMenu* m_recentMenu = nullptr;
    QString m_libraryToRemember; // opened, not yet in the settings (rememberOpenedLibrary)
    StartPanel* m_startPanel = nullptr;
    ImportPage* m_importPage = nullptr;
    AdvisorPage* m_advisorPage = nullptr;
    CustomerPage* m_customerPage = nullptr;
    LibraryEdits* m_edits = nullptr; // the library's undoable edits (Edit › Undo), shared by the pages
    CatalogTableModel* m_catalog = nullptr;
    BenchmarkPage* m_bench = nullptr;
};

} // namespace headroom
