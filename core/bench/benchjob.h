// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "benchparams.h"
#include "intervalcollector.h"
#include "latencyhistogram.h"

#include <atomic>
#include <cstdint>

#include <QString>

namespace headroom::bench {

// What one job thread measured. Latencies are total (submission to completion) of I/Os completed inside the
// measured window; bytes likewise.
struct JobResult {
    LatencyHistogram readLatency;
    LatencyHistogram writeLatency;
    std::uint64_t readBytes = 0;
    std::uint64_t writeBytes = 0;
    std::uint64_t requeues = 0; // -EAGAIN and short I/O resubmitted
    std::uint64_t submitCalls = 0; // system calls that handed I/Os to the kernel
    std::uint64_t submitted = 0; // I/Os they handed over
    std::int64_t measuredNs = 0; // from the end of the ramp to the last counted completion or the end of the run
    std::int64_t cpuUserNs = 0; // this job thread's CPU time after the ramp (RUSAGE_THREAD)
    std::int64_t cpuSystemNs = 0;
    QString ringSetup; // the io_uring setup flags the kernel accepted, e.g. "SINGLE_ISSUER|DEFER_TASKRUN"
    QString error; // empty when the job ran to its end; the first error otherwise, with errno text
};

// What every job of one run shares. `stop` ends all jobs early (cancel, or another job's error).
struct JobContext {
    BenchParams params;
    int fd = -1; // the target, opened by the caller; each job registers it with its own ring
    std::int64_t targetBytes = 0; // offsets stay below min(workingSet, targetBytes)
    std::atomic<bool>* stop = nullptr;
    IntervalCollector* collector = nullptr;
};

// Runs job `jobIndex` on the calling thread: creates the ring here (a ring belongs to the thread that uses it),
// keeps queueDepth I/Os in flight until the run time, the I/O count or `stop` ends it, then drains.
// A stop request is seen within 100 ms (the longest completion wait).
JobResult runJob(const JobContext& context, int jobIndex);

} // namespace headroom::bench
