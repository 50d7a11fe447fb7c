// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "advice/advisor.h"
#include "fieldmarks.h"
#include "gather/advisorrequest.h"
#include "gather/librarycoverage.h"

#include <QTimer>
#include <QWidget>

class QCheckBox;
class QComboBox;
class QDateEdit;
class QDoubleSpinBox;
class QFormLayout;
class QLineEdit;
class QListWidget;
class QSpinBox;
class QSplitter;

namespace headroom {

namespace charts {
class AdvisorChart;
class RunwayChart;
} // namespace charts
class AdvisorResultView;
class CatalogTableModel;
class LibrarySession;
class ResultsLibrary;

// The Advisor workspace: choose workload, baseline, candidates, network design and inputs; the answer updates
// live (recomputed on the GUI thread: pure arithmetic on a few curves, merged by a 40 ms single-shot timer).
class AdvisorPage : public QWidget {
    Q_OBJECT
public:
    // Follows the session's library; prices from `catalog`.
    AdvisorPage(LibrarySession* session, CatalogTableModel* catalog, QWidget* parent = nullptr);

    // The library to read curves from; the page does not own it. nullptr clears the page.
    void setLibrary(headroom::ResultsLibrary* library);
    // Reads the library now if its survey still waits (followLibrary): before an export reads result().
    void applyPendingLibrary();
    const std::optional<AdvisorResult>& result() const { return m_result; }
    charts::AdvisorChart* chart() const { return m_chart; }
    // With a customer demand, the runway chart stands below the numbers instead of the curves.
    charts::RunwayChart* runwayChart() const { return m_runway; }
    bool runwayShown() const;
    AdvisorRequest request() const;
    // Selects the workload and baseline by name and checks exactly `candidates` (the start panel's example).
    // False, changing nothing, when the library lacks the workload or a system.
    bool showComparison(const QString& workload, const QString& baseline, const QStringList& candidates);
    // Puts the customer demand `name` to the advisor (the Customer page's "Use in the Advisor"; empty: none), with
    // its system as the baseline when it is linked to one measured on the workload. False when there is no such
    // demand.
    bool selectDemand(const QString& name);
    // The demo's example: a node price typed in for it (an example input, not a quoted price, and said so), unless
    // the field already holds one.
    void useExampleNodePrice(const QString& price);
    QString selectedDemand() const;

    // An error of the request in the form's words: its fields (Error::fields, the request's field ids) marked, the
    // first focused when the fault moved there, the message after the fields' labels. An unknown id is shown unmarked.
    void showInputError(const Error& error);
    // What the page says instead of an answer; empty while it shows one.
    const QString& problem() const { return m_problem; }
    // The form's widget for a request field id ("nic", "workload", …; see buildAdvisorInput); nullptr if none.
    QWidget* fieldWidget(const QString& id) const;

protected:
    void resizeEvent(QResizeEvent* event) override;
    void showEvent(QShowEvent* event) override;

signals:
    // After every recomputation (the page's own chart, charts::AdvisorChart, is already drawn from it).
    void resultChanged(const headroom::AdvisorResult& result);

private:
    void followLibrary(headroom::ResultsLibrary* library);
    QWidget* buildForm(); // advisorform.cpp
    void createInputs(QWidget* form);
    void createPriceInputs(QWidget* form);
    void layOutForm(QFormLayout* layout);
    void addField(QFormLayout* layout, const QString& label, QWidget* widget, const QString& id);
    void connectForm();
    void clearFieldMarks();
    void showProblem(const QString& message);
    void fillWorkloads();
    void addWorkloadEntry(const WorkloadOffer& offer);
    void fillSystems();
    void fillParts();
    void fillDemands();
    void demandPicked();
    // The first workload `system` has measured, with `system` as the baseline.
    void selectSystemWorkload(const QString& system);
    void showRunwayTab(bool shown);
    void giveChartHalf();
    // With a demand: a growth that is not one, or as many nodes down as the customer has, fails on its field.
    Status checkDemandFields() const;
    void applySystemDefaults();
    void selectPartsForSpeed(double linkGbps);
    void restoreInputs();
    void saveInputs() const;
    QString settingsGroup() const;
    void scheduleRecompute();
    void recompute();
    // A read of the library failed (an SQL error): shown where the answer goes.
    void showReadError(const QString& error);

    CatalogTableModel* m_catalog;
    ResultsLibrary* m_library = nullptr;
    bool m_libraryPending = false; // m_library not read yet: another workspace was in front (followLibrary)
    LibraryCoverage m_coverage; // read with the library: what the workload and system lists offer
    FieldMarks* m_marks; // request field id → the form's widget and its label; marks the shown error's fields
    QStringList m_errorFields; // the shown error's fields: focus moves only when they change
    QString m_problem;
    std::optional<AdvisorResult> m_result;
    QTimer m_timer;
    bool m_filling = false;

    QComboBox* m_workload = nullptr;
    QComboBox* m_baseline = nullptr;
    QListWidget* m_candidates = nullptr;
    QSpinBox* m_nodes = nullptr;
    QSpinBox* m_ports = nullptr;
    QSpinBox* m_storagePorts = nullptr;
    QComboBox* m_nic = nullptr;
    QComboBox* m_switch = nullptr;
    QComboBox* m_cable = nullptr;
    QCheckBox* m_redundant = nullptr;
    QLineEdit* m_nodePrice = nullptr;
    QString m_exampleNodePrice; // what useExampleNodePrice typed in: said to be an example while it stands
    QComboBox* m_nodeItem = nullptr;
    QComboBox* m_costBasis = nullptr;
    QLineEdit* m_rate = nullptr;
    QDateEdit* m_rateDate = nullptr;
    QSpinBox* m_scaling = nullptr;
    QSpinBox* m_addNodes = nullptr;
    QDoubleSpinBox* m_latencyLimit = nullptr;
    QSpinBox* m_headroomLow = nullptr;
    QSpinBox* m_headroomHigh = nullptr;
    QCheckBox* m_extrapolate = nullptr;
    QComboBox* m_demand = nullptr; // "(none)" and the library's customer demands
    QLineEdit* m_growth = nullptr;
    QSpinBox* m_years = nullptr;
    QSpinBox* m_nodesDown = nullptr;
    AdvisorResultView* m_view = nullptr;
    charts::AdvisorChart* m_chart = nullptr;
    charts::RunwayChart* m_runway = nullptr;
    QSplitter* m_answer = nullptr; // the numbers above the charts
    bool m_sizingQueued = false;
};

} // namespace headroom
