#pragma once

#include "pointengine.h"
#include "testtarget.h"

#include <memory>

namespace headroom::bench {

// The real engine: one thread per job, each with its own io_uring (see benchjob.h), on an opened TestTarget.
// CPU figures are the process's user and system time over the measured window, in percent of one CPU.
// Lives on the benchmark's worker thread; runPoint() starts and joins the job threads.
class IoUringEngine final : public PointEngine {
public:
    explicit IoUringEngine(std::unique_ptr<TestTarget> target);
    Expected<PointResult> runPoint(
        const BenchParams& params, const std::atomic<bool>& cancel, const SampleCallback& onSample) override;
    QString targetNote() const override;
    const TestTarget& target() const { return *m_target; }

private:
    std::unique_ptr<TestTarget> m_target;
};

} // namespace headroom::bench
