// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "bench/benchmarkrunner.h"

#include <QObject>

namespace headroom::testing {

// The runner's signals, re-emitted on the test's own thread. QSignalSpy is not thread-safe: spying on the
// runner directly records arguments on the worker thread while the test thread reads them (ThreadSanitizer
// reports it). Queued connections hand every emission to this object's thread first, as a GUI page does.
class RunnerSignals : public QObject {
    Q_OBJECT
public:
    explicit RunnerSignals(bench::BenchmarkRunner* runner)
    {
        using bench::BenchmarkRunner;
        connect(runner, &BenchmarkRunner::started, this, &RunnerSignals::started, Qt::QueuedConnection);
        connect(runner, &BenchmarkRunner::pointStarted, this, &RunnerSignals::pointStarted, Qt::QueuedConnection);
        connect(runner, &BenchmarkRunner::progressChanged, this, &RunnerSignals::progressChanged, Qt::QueuedConnection);
        connect(runner, &BenchmarkRunner::pointFinished, this, &RunnerSignals::pointFinished, Qt::QueuedConnection);
        connect(runner, &BenchmarkRunner::finished, this, &RunnerSignals::finished, Qt::QueuedConnection);
        connect(runner, &BenchmarkRunner::failed, this, &RunnerSignals::failed, Qt::QueuedConnection);
    }

Q_SIGNALS:
    void started(int pointCount);
    void pointStarted(int index, int count, const QString& name);
    void progressChanged(const headroom::bench::BenchProgress& progress);
    void pointFinished(const headroom::bench::PointResult& point);
    void finished(const headroom::bench::SweepResult& result);
    void failed(const QString& message);
};

} // namespace headroom::testing
