#pragma once

#include "advice/advisor.h"
#include "gather/advisorrequest.h"

#include <QTimer>
#include <QWidget>

class QCheckBox;
class QComboBox;
class QDateEdit;
class QDoubleSpinBox;
class QLineEdit;
class QListWidget;
class QSpinBox;

namespace headroom {

namespace charts {
class AdvisorChart;
}
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
    const std::optional<AdvisorResult>& result() const { return m_result; }
    charts::AdvisorChart* chart() const { return m_chart; }
    AdvisorRequest request() const;
    // Selects the workload and baseline by name and checks exactly `candidates` (the start panel's example).
    // False, changing nothing, when the library lacks the workload or a system.
    bool showComparison(const QString& workload, const QString& baseline, const QStringList& candidates);

    // A message of the shared advisor code in the page's own words: the form's labels instead of command-line
    // options, no "see 'headroom-cli …'" hints.
    static QString inGuiWords(const QString& message);

signals:
    // After every recomputation (the page's own chart, charts::AdvisorChart, is already drawn from it).
    void resultChanged(const headroom::AdvisorResult& result);

private:
    QWidget* buildForm();
    void fillWorkloads();
    void fillSystems();
    void fillParts();
    void applySystemDefaults();
    void selectPartsForSpeed(double linkGbps);
    void restoreInputs();
    void saveInputs() const;
    QString settingsGroup() const;
    void scheduleRecompute();
    void recompute();
    Expected<QList<Measurement>> measurementsDrawn(const AdvisorResult& result) const;
    // A read of the library failed (an SQL error): shown where the answer goes.
    void showReadError(const QString& error);

    CatalogTableModel* m_catalog;
    ResultsLibrary* m_library = nullptr;
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
    AdvisorResultView* m_view = nullptr;
    charts::AdvisorChart* m_chart = nullptr;
};

} // namespace headroom
