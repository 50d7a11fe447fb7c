// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/expected.h"
#include "pointengine.h"
#include "sweep.h"
#include "targetplan.h"

#include <atomic>
#include <functional>
#include <memory>

#include <QObject>

namespace headroom::bench {

// Where a run stands, for a progress bar over the whole sweep and a live chart.
struct BenchProgress {
    int pointIndex = 0; // 0-based
    int pointCount = 0;
    double fraction = 0; // of the whole run, 0..1
    IntervalSample sample; // the second just measured
};

// A benchmark run as a worker: move it to a QThread and invoke run() there (e.g. from QThread::started).
// run() creates the engine (and with it the io_uring rings) on that thread, runs the sweep and emits exactly one
// terminal signal: finished (also after a cancel, with the points completed) or failed. Payloads are copied
// values; no library access here — the owner thread stores the result. cancel() is safe from any thread: it sets
// an atomic flag the engine reads, and the run ends within a second.
class BenchmarkRunner : public QObject {
    Q_OBJECT
public:
    // Creates the engine on the worker thread; the fill of a new test file honours `cancel`.
    using EngineFactory = std::function<Expected<std::unique_ptr<PointEngine>>(const std::atomic<bool>& cancel)>;

    BenchmarkRunner(SweepRequest request, EngineFactory factory, QObject* parent = nullptr);

    // The real engine on a planned target: opens (creates and fills) it, removes an own file when the run ends.
    static EngineFactory ioUringFactory(TargetPlan plan, bool keep);

    void cancel() { m_cancel.store(true, std::memory_order_relaxed); }
    bool isCancelRequested() const { return m_cancel.load(std::memory_order_relaxed); }

    void run() { runUntil(m_cancel); }
    // The same run, stopped by the caller's flag instead of cancel() (a job runner's, when the GUI owns the thread).
    void runUntil(const std::atomic<bool>& cancel);

Q_SIGNALS:
    void started(int pointCount);
    void pointStarted(int index, int count, const QString& name);
    void progressChanged(const headroom::bench::BenchProgress& progress);
    void pointFinished(const headroom::bench::PointResult& point);
    void finished(const headroom::bench::SweepResult& result);
    void failed(const QString& message);

private:
    SweepRequest m_request;
    EngineFactory m_factory;
    std::atomic<bool> m_cancel { false };
};

} // namespace headroom::bench

Q_DECLARE_METATYPE(headroom::bench::BenchProgress)
Q_DECLARE_METATYPE(headroom::bench::PointResult)
Q_DECLARE_METATYPE(headroom::bench::SweepResult)
