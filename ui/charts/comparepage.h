// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "chartsource.h"
#include "report/chartrequest.h"
#include "report/chartspec.h"

#include <QTimer>
#include <QWidget>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QSpinBox;
class QTableView;

QT_BEGIN_NAMESPACE
class QChartView;
QT_END_NAMESPACE

namespace headroom {
class LibrarySession;
class ResultsLibrary;
} // namespace headroom

namespace headroom::charts {

class SpecTableModel;

// The Compare workspace: pick systems and the baseline among them (a choice of its own; dragging still orders the
// others) and workloads from the library, choose the chart kind and its annotations, see the chart with the numbers
// table beside it, export.
class ComparePage : public QWidget, public ChartSource {
    Q_OBJECT
public:
    // A default chart checks at most this many systems (the palette's distinct colours); more are one click away.
    static constexpr int kMaxDefaultSystems = 8;

    // Follows the session's library.
    explicit ComparePage(LibrarySession* session, QWidget* parent = nullptr);

    // Reads the library when the page is (or next becomes) visible, so opening a large library is not slowed down:
    // the systems and workloads lists then, measurements only for the checked systems and workloads when drawing.
    void setLibrary(ResultsLibrary* library);
    void refreshFromLibrary();
    // The request the controls describe, and the spec on screen (empty title when nothing is drawn).
    ChartRequest request() const;
    const ChartSpec& spec() const { return m_spec; }
    QString message() const;
    QChartView* chartView() const { return m_view; }
    SpecTableModel* tableModel() const { return m_table; }
    QTableView* tableView() const { return m_tableView; }

    bool hasChart() const override;
    // At the export size the page shows.
    Status copyChart() const override;
    void chooseChartExport() override;

    // Controls, for tests and the command line's --workspace: select by name.
    void setKind(ChartKind kind);
    void setChecked(const QStringList& systems, const QStringList& workloads);
    void setLatencyLimitMs(double ms); // 0: no limit
    // The baseline of gains and comparisons, one of the checked systems.
    void setBaseline(const QString& system);
    QString baseline() const;
    // Rebuilds now instead of on the next event-loop turn.
    void rebuildNow();

protected:
    void showEvent(QShowEvent* event) override;
    // A new palette: the chart is drawn again in it (the spec stays: nothing is read again).
    void changeEvent(QEvent* event) override;

private:
    QWidget* buildControls();
    QWidget* buildExportControls();
    void scheduleRebuild();
    void rebuild();
    void drawChart();
    void fillLists();
    void fillBaselines();
    // A read of the library failed (an SQL error): said below the pickers.
    void showReadError(const QString& error);
    void markSharedWorkloads();
    void chooseDefaults();
    void exportAs(const QString& suffix);
    void copyImage();

    ResultsLibrary* m_library = nullptr;
    bool m_libraryStale = false;
    ChartSpec m_spec;
    QTimer m_rebuildTimer;
    QComboBox* m_kind = nullptr;
    QListWidget* m_systems = nullptr;
    QComboBox* m_baseline = nullptr;
    QListWidget* m_workloads = nullptr;
    QComboBox* m_latency = nullptr;
    QDoubleSpinBox* m_limit = nullptr;
    QCheckBox* m_peaks = nullptr;
    QCheckBox* m_limitLine = nullptr;
    QCheckBox* m_band = nullptr;
    QCheckBox* m_gains = nullptr;
    QCheckBox* m_logX = nullptr;
    QCheckBox* m_logY = nullptr;
    QLineEdit* m_title = nullptr;
    QSpinBox* m_width = nullptr;
    QSpinBox* m_height = nullptr;
    QLabel* m_message = nullptr;
    QChartView* m_view = nullptr;
    SpecTableModel* m_table = nullptr;
    QTableView* m_tableView = nullptr;
};

} // namespace headroom::charts
