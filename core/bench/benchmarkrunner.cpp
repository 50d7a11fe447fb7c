// SPDX-License-Identifier: GPL-3.0-or-later
#include "benchmarkrunner.h"

#include "iouringengine.h"
#include "testtarget.h"

#include <algorithm>

namespace headroom::bench {

BenchmarkRunner::BenchmarkRunner(SweepRequest request, EngineFactory factory, QObject* parent)
    : QObject(parent)
    , m_request(std::move(request))
    , m_factory(std::move(factory))
{
    qRegisterMetaType<BenchProgress>();
    qRegisterMetaType<PointResult>();
    qRegisterMetaType<SweepResult>();
}

BenchmarkRunner::EngineFactory BenchmarkRunner::ioUringFactory(TargetPlan plan, bool keep)
{
    return [plan = std::move(plan), keep](const std::atomic<bool>& cancel) -> Expected<std::unique_ptr<PointEngine>> {
        // Opened with O_DIRECT; each point reopens buffered when its workload asks for it.
        Expected<std::unique_ptr<TestTarget>> target = TestTarget::open(plan, true, keep, cancel);
        if (!target) {
            return fail(target.error());
        }
        return std::unique_ptr<PointEngine>(std::make_unique<IoUringEngine>(std::move(*target)));
    };
}

void BenchmarkRunner::runUntil(const std::atomic<bool>& cancel)
{
    const int count = m_request.pointCount();
    Q_EMIT started(count);
    // The engine (and an own test file) lives only inside this scope: the file is gone before the terminal signal.
    Expected<SweepResult> result = [&]() -> Expected<SweepResult> {
        Expected<std::unique_ptr<PointEngine>> engine = m_factory(cancel);
        if (!engine) {
            return fail(engine.error());
        }
        int current = 0;
        double runSec = 1;
        double ioLimit = 0; // a point that ends after a count of I/Os progresses by that count, not by its run time
        double iosDone = 0;
        SweepCallbacks callbacks;
        callbacks.pointStarted = [&](int index, int total, const BenchParams& params) {
            current = index;
            runSec = std::max(1.0, static_cast<double>(params.runNs) / 1e9);
            ioLimit = static_cast<double>(params.ioLimit);
            iosDone = 0;
            Q_EMIT pointStarted(index, total, params.displayName());
        };
        callbacks.sample = [&](const IntervalSample& sample) {
            iosDone += sample.iops; // one sample per second
            const double within = std::min(1.0, ioLimit > 0 ? iosDone / ioLimit : (sample.second + 1) / runSec);
            Q_EMIT progressChanged(BenchProgress { current, count, (current + within) / count, sample });
        };
        callbacks.pointFinished = [&](const PointResult& point) { Q_EMIT pointFinished(point); };
        Expected<SweepResult> swept = runSweep(m_request, **engine, cancel, callbacks);
        if (swept && cancel.load()) {
            swept->cancelled = true;
        }
        return swept;
    }();
    if (!result) {
        if (cancel.load()) {
            Q_EMIT finished(SweepResult { {}, true, {} }); // cancelled before the first point (e.g. during the fill)
            return;
        }
        Q_EMIT failed(result.error());
        return;
    }
    Q_EMIT finished(*result);
}

} // namespace headroom::bench
