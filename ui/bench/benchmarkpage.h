// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "bench/benchmarkrunner.h" // the metatypes of the run's signals
#include "cluster/fiocluster.h"
#include "model/expected.h"

#include <QTimer>
#include <QWidget>

class QComboBox;
class QLabel;
class QProgressBar;
class QPushButton;
class QTableView;
class QTableWidget;

namespace headroom {

class BenchPointsModel;
class BenchSetupForm;
class ClusterPanel;
class ClusterRunController;
class LocalRunController;
struct BenchSetup;
class LibrarySession;
class ResultsLibrary;

namespace charts {
class LiveChart;
class SweepCurveChart;
} // namespace charts

// The Benchmark workspace: target, workload and sweep fields, the target's safety verdict before start, a run on a
// worker thread (LocalRunController: core's BenchmarkRunner on a JobRunner, so the window never freezes), progress over
// the whole sweep, a live per-second chart, the curve drawn point by point, a table of completed points, and saving to
// the library under a chosen system (bench::sweepMeasurements, stored as `headroom-cli bench --system` does). Cancel
// ends the run within a second. Cluster mode (ClusterPanel's hosts) runs the same sweep on every host through fio's
// client/server mode (core's runClusterSweep on a worker thread, as `headroom-cli bench --hosts`) and saves with
// storeClusterRun.
class BenchmarkPage : public QWidget {
    Q_OBJECT
public:
    // Saves into the session's library.
    explicit BenchmarkPage(LibrarySession* session, QWidget* parent = nullptr);
    ~BenchmarkPage() override; // cancels a running benchmark and waits for it (at most about a second)

    // The library results are saved to (changes when the user opens another one); may be null.
    void setLibrary(ResultsLibrary* library);

    void start();
    void cancel();
    // Stores the completed points under `systemName` (created when new).
    Status save(const QString& systemName);
    // Judges the target now (otherwise it is judged shortly after a field changes).
    void refreshVerdict();

    bool isRunning() const;
    // Completed points of the last run that have not been saved to a library (lost on quitting).
    bool hasUnsavedPoints() const;
    const bench::SweepResult& lastResult() const;

    // Run on this machine (the io_uring engine) or on the cluster's fio servers.
    bool isClusterMode() const;
    void setClusterMode(bool cluster);
    const cluster::ClusterResult& lastClusterResult() const;
    // Tests reach the widgets by objectName: benchSetupForm, benchVerdictLabel, benchStatusLabel, benchMessageLabel,
    // benchStartButton, benchCancelButton, benchSaveButton, benchSystemCombo, benchProgressBar, benchPointsModel,
    // benchLiveChart, benchCurveChart, clusterPanel, runOnCombo, clusterPointsTable.

signals:
    void runFinished(const headroom::bench::SweepResult& result);
    void runFailed(const QString& message);
    // A cluster run ended (completed, cancelled or stopped early); a failure is runFailed.
    void clusterRunFinished(int points, bool cancelled);
    // Points were stored: the library's views should reload.
    void resultsSaved(int measurements);

private:
    QWidget* buildRunRow();
    QWidget* buildResults();
    QWidget* buildSaveRow();
    void buildRunControllers();
    void showVerdict(const QString& text, bool refused);
    void showMessage(const QString& text, bool error);
    void updateButtons();
    void refreshSystems();
    bool havePoints() const;
    void endRun();
    void modeChanged();

    BenchSetupForm* m_form = nullptr;
    QLabel* m_verdict = nullptr;
    QPushButton* m_start = nullptr;
    QPushButton* m_cancel = nullptr;
    QProgressBar* m_progress = nullptr;
    QLabel* m_status = nullptr;
    QLabel* m_message = nullptr;
    charts::LiveChart* m_live = nullptr;
    charts::SweepCurveChart* m_curve = nullptr;
    QTableView* m_table = nullptr;
    BenchPointsModel* m_points = nullptr;
    QComboBox* m_system = nullptr;
    QPushButton* m_save = nullptr;
    QTimer m_verdictTimer;
    QComboBox* m_runOn = nullptr;
    ClusterPanel* m_clusterPanel = nullptr;
    QTableWidget* m_clusterTable = nullptr;
    QWidget* m_pointsBox = nullptr;

    ResultsLibrary* m_library = nullptr;
    LocalRunController* m_localRun = nullptr;
    ClusterRunController* m_clusterRun = nullptr;
    bool m_targetAllowed = false;
    bool m_saved = false;
    bool m_lastRunCluster = false;
};

} // namespace headroom
