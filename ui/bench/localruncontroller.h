// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "bench/targetplan.h"
#include "localrunner.h"
#include "runview.h"

#include <QElapsedTimer>
#include <QObject>

namespace headroom {

// The Benchmark page's run on this machine: starts a LocalRunner and shows its progress in the page's widgets (status,
// progress over the whole sweep, the live per-second chart, the curve drawn point by point, the completed points).
// GUI thread only.
class LocalRunController : public QObject {
    Q_OBJECT
public:
    LocalRunController(RunView view, QObject* parent = nullptr);

    void start(const bench::SweepRequest& sweep, const bench::TargetPlan& plan, bool keep);
    // The run ends within a second, keeping the completed points.
    void cancel();
    bool isRunning() const { return m_runner.isRunning(); }

    const bench::SweepResult& result() const { return m_result; }
    const bench::TargetPlan& plan() const { return m_plan; }

signals:
    // The run is over (finished or failed); sent before runFinished or runFailed.
    void ended();
    void runFinished(const headroom::bench::SweepResult& result);
    void runFailed(const QString& message);

private:
    void onPointStarted(int index, int count, const QString& name);
    void onProgress(const bench::BenchProgress& progress);
    void onPointFinished(const bench::PointResult& point);
    void onFinished(const bench::SweepResult& result);
    void onFailed(const QString& message);

    RunView m_view;
    LocalRunner m_runner { this };
    bench::TargetPlan m_plan;
    bench::SweepRequest m_sweep; // what is running, for the live chart's point labels
    QElapsedTimer m_runClock; // since Start: the live chart's time axis across the whole sweep
    bench::SweepResult m_result;
    QString m_pointName;
};

} // namespace headroom
