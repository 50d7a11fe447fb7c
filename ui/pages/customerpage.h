// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "importers/importplan.h"
#include "jobrunner.h"

#include <QWidget>

class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QSortFilterProxyModel;
class QTableView;

namespace headroom {

class CustomerDemandsModel;
class CustomerDemandView;
class FieldMarks;
class LibraryEdits;
class LibrarySession;
class ResultsLibrary;

// The Customer workspace: the customer's own workload. A Live Optics export (chosen, or a .xlsx dropped on the page)
// is read off the UI thread (a JobRunner running the import machinery, planImport) and stored on the UI thread in
// one transaction (commitImport). The library's demands (an export's clusters and typed demands) are listed; the
// selected one shows its figures, hosts and bottleneck evidence, and its growth, chosen peak and linked system are
// edited through LibraryEdits (one undo step each). "Use in the Advisor" hands the demand to the Advisor page.
class CustomerPage : public QWidget {
    Q_OBJECT
public:
    CustomerPage(LibrarySession* session, LibraryEdits* edits, QWidget* parent = nullptr);
    ~CustomerPage() override;

    void chooseExport();
    // Reads `paths` off the UI thread and stores what they hold of a customer's environment; an import already
    // running is cancelled and its result dropped.
    void importFiles(const QStringList& paths);
    bool isImporting() const { return m_import.isRunning(); }
    // Waits for the reading threads (tests); the result is still delivered through the event loop.
    void waitForImport() { m_import.waitForWorkers(); }

    // Selects the demand by name; false when the list has none of that name.
    bool selectDemand(const QString& name);
    QString currentDemand() const;
    CustomerDemandsModel* demandsModel() const { return m_model; }
    CustomerDemandView* demandView() const { return m_view; }
    QLineEdit* growthEdit() const { return m_growth; }
    QLineEdit* peakEdit() const { return m_peak; }
    QComboBox* systemCombo() const { return m_system; }
    // What the page said last (an import's outcome, an edit that failed).
    QString status() const;

    // The edits of the form, as its buttons make them: false (and said on the page) when refused.
    bool applyGrowth();
    bool applyPeak();
    bool applyLink();

signals:
    // "Use in the Advisor": the Advisor page selects this demand.
    void useInAdvisor(const QString& demand);
    void importFinished(int demandsAdded);
    void importFailed(const QString& message);

protected:
    void dragEnterEvent(QDragEnterEvent* event) override;
    void dropEvent(QDropEvent* event) override;

private:
    QWidget* buildList();
    QWidget* buildEditor();
    void reload();
    void fillSystems();
    void showCurrent();
    void updateEditor();
    void imported(ImportPlan plan);
    void showMessage(const QString& text, bool error);

    LibrarySession* m_session;
    LibraryEdits* m_edits;
    CustomerDemandsModel* m_model;
    QSortFilterProxyModel* m_proxy;
    FieldMarks* m_marks;
    QTableView* m_table = nullptr;
    CustomerDemandView* m_view = nullptr;
    QLineEdit* m_growth = nullptr;
    QLineEdit* m_peak = nullptr;
    QComboBox* m_system = nullptr;
    QPushButton* m_importButton = nullptr;
    QPushButton* m_useButton = nullptr;
    QWidget* m_editor = nullptr;
    QLabel* m_status = nullptr;
    bool m_filling = false;
    // Last: an import still reading is cancelled and waited for before the members above go.
    JobRunner m_import { this };
};

} // namespace headroom
