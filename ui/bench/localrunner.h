// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "bench/benchmarkrunner.h"
#include "jobrunner.h"

#include <QObject>

namespace headroom {

// A benchmark on this machine, run for the GUI: core's BenchmarkRunner on a JobRunner worker (its rings are created
// there), its signals re-emitted on this object's thread. Exactly one terminal signal per run, finished (also after
// stop(), with the completed points) or failed. ClusterRunner has the same signals. GUI thread only.
class LocalRunner : public QObject {
    Q_OBJECT
public:
    explicit LocalRunner(QObject* parent = nullptr);

    void start(const bench::SweepRequest& sweep, const bench::BenchmarkRunner::EngineFactory& factory);
    // Ends the run within a second; finished follows with the points completed.
    void stop() { m_jobs.stop(); }
    bool isRunning() const { return m_jobs.isRunning(); }

signals:
    void started(int pointCount);
    void pointStarted(int index, int count, const QString& name);
    void progressChanged(const headroom::bench::BenchProgress& progress);
    void pointFinished(const headroom::bench::PointResult& point);
    void finished(const headroom::bench::SweepResult& result);
    void failed(const QString& message);

private:
    JobRunner m_jobs { this };
};

} // namespace headroom
