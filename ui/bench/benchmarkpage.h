#pragma once

#include "bench/benchmarkrunner.h"
#include "cluster/fiocluster.h"

#include <atomic>
#include <memory>

#include <QElapsedTimer>
#include <QPointer>
#include <QTimer>
#include <QWidget>

class QComboBox;
class QLabel;
class QProgressBar;
class QPushButton;
class QTableView;
class QTableWidget;
class QThread;

namespace headroom {

class BenchPointsModel;
class BenchSetupForm;
class ClusterPanel;
struct BenchSetup;
class LibrarySession;
class ResultsLibrary;

namespace charts {
class LiveChart;
class SweepCurveChart;
} // namespace charts

// The Benchmark workspace: target, workload and sweep fields, the target's safety verdict before start, a run on a
// worker thread (core's BenchmarkRunner, so the window never freezes), progress over the whole sweep, a live
// per-second chart, the curve drawn point by point, a table of completed points, and saving to the library under a
// chosen system (bench::sweepMeasurements, stored as `headroom-cli bench --system` does). Cancel ends the run within a
// second. Cluster mode (ClusterPanel's hosts) runs the same sweep on every host through fio's client/server mode
// (core's runClusterSweep on a worker thread, as `headroom-cli bench --hosts`) and saves with storeClusterRun.
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

    bool isRunning() const { return !m_thread.isNull(); }
    // Completed points of the last run that have not been saved to a library (lost on quitting).
    bool hasUnsavedPoints() const;
    const bench::SweepResult& lastResult() const { return m_result; }

    // Run on this machine (the io_uring engine) or on the cluster's fio servers.
    bool isClusterMode() const;
    void setClusterMode(bool cluster);
    const cluster::ClusterResult& lastClusterResult() const { return m_clusterResult; }
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
    void showVerdict(const QString& text, bool refused);
    void showMessage(const QString& text, bool error);
    void updateButtons();
    void refreshSystems();
    void launch(const bench::SweepRequest& sweep, const bench::TargetPlan& plan, bool keep);
    QString pointLabel(int index, const QString& name) const;
    void onPointStarted(int index, int count, const QString& name);
    void onProgress(const bench::BenchProgress& progress);
    void onPointFinished(const bench::PointResult& point);
    void onFinished(const bench::SweepResult& result);
    void onFailed(const QString& message);
    void endRun();
    void refreshClusterVerdict(const BenchSetup& setup);
    void startCluster(const BenchSetup& setup);
    void onClusterPointStarted(int index, int count, int queueDepth, const QString& name);
    void onClusterPointFinished(const cluster::ClusterPoint& point);
    void onClusterFinished(const cluster::ClusterResult& result);
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
    QPointer<QThread> m_thread;
    QPointer<bench::BenchmarkRunner> m_runner;
    bench::TargetPlan m_plan;
    bench::SweepRequest m_sweep; // what is running, for the live chart's point labels
    QElapsedTimer m_runClock; // since Start: the live chart's time axis across the whole sweep
    bench::SweepResult m_result;
    bool m_targetAllowed = false;
    bool m_saved = false;
    QString m_pointName;
    // The last cluster run; the worker thread has its own copy of the request and shares only the cancel flag.
    bool m_lastRunCluster = false;
    cluster::ClusterRequest m_clusterRequest;
    cluster::ClusterResult m_clusterResult;
    std::shared_ptr<std::atomic<bool>> m_clusterCancel;
};

} // namespace headroom
