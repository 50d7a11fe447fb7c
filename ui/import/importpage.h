// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "importers/importplan.h"
#include "jobrunner.h"

#include <QWidget>

class QComboBox;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QProgressBar;
class QPushButton;
class QStringListModel;
class QTableView;

namespace headroom {

class ImportPreviewModel;
class LibrarySession;

// The Import workspace: files or folders (chosen, or dropped anywhere on the window) are parsed off the UI
// thread (a JobRunner), previewed (format, systems, workloads, points, warnings), then stored on the UI thread
// in one transaction. Cancel stops parsing between files; nothing is stored until the user commits.
class ImportPage : public QWidget {
    Q_OBJECT
public:
    // Imports into the session's library (it changes when the user opens another one). Files dropped on the main
    // window come through preview() (ui/windowdrop.h).
    ImportPage(LibrarySession* session, QWidget* parent = nullptr);
    ~ImportPage() override = default;

    void chooseFiles();
    void chooseFolder();
    // Starts parsing these paths; a parse already running is cancelled and its result dropped.
    void preview(const QStringList& paths);
    bool isParsing() const { return m_parse.isRunning(); }
    ImportPreviewModel* previewModel() const { return m_model; }

signals:
    void previewReady(int sources, int duplicates);
    void importFinished(int sources, int measurements);
    void importFailed(const QString& message);

private:
    // The options as the page shows them now; fails when the tags are not KEY=VALUE.
    Expected<ImportOptions> currentOptions() const;
    // The library's systems, offered while typing the system under test.
    void refreshSystemNames();
    // A system name that is an existing one spelled differently: the user picks the existing name (the plan and
    // options are changed to it) or a new system; false when they cancel.
    bool settleNameClashes(const ResultsLibrary& library, ImportPlan& plan, ImportOptions& options);
    // Why the previewed files cannot be stored now (no library, a read-only one, nothing previewed); empty if they can.
    QString whyNotImportable() const;
    void updateImportButton();
    void parsingFinished(ImportPlan plan);
    void commit();
    void cancel();
    void showMessage(const QString& text, bool error);

    LibrarySession* m_session;
    QStringList m_paths;
    ImportPlan m_plan;
    ImportOptions m_planOptions;
    ImportPreviewModel* m_model = nullptr;
    QLineEdit* m_system = nullptr;
    QStringListModel* m_systemNames = nullptr; // the completer's
    QLineEdit* m_tags = nullptr; // "site=lab, rack=B7": added to every system the import touches
    QComboBox* m_format = nullptr;
    QTableView* m_table = nullptr;
    QPlainTextEdit* m_warnings = nullptr;
    QProgressBar* m_progress = nullptr;
    QPushButton* m_cancelButton = nullptr;
    QPushButton* m_importButton = nullptr;
    QLabel* m_status = nullptr;
    // Last: a parse still running is cancelled and waited for before the members above go. A newer preview drops an
    // older parse's result.
    JobRunner m_parse { this };
};

} // namespace headroom
