// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "pointengine.h"
#include "testtarget.h"

#include <memory>

namespace headroom::bench {

// The real engine: one thread per job, each with its own io_uring (see benchjob.h), on an opened TestTarget.
// CPU figures are the job threads' own user and system time (RUSAGE_THREAD) after the ramp, over the measured
// window, in percent of one CPU: other threads of the process (the GUI, the caller) are not counted, nor are
// io_uring's kernel workers (io-wq, used for buffered I/O that would block).
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
