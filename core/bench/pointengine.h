// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "benchparams.h"
#include "intervalsample.h"
#include "model/expected.h"
#include "pointresult.h"

#include <atomic>
#include <functional>

namespace headroom::bench {

using SampleCallback = std::function<void(const IntervalSample&)>;

// Runs one point of a benchmark. The io_uring engine is the real one; tests substitute a deterministic fake to
// drive progress and cancel. runPoint() is called on one thread (the benchmark's worker) and blocks; it
// returns within a second of `cancel` becoming true, with the part measured so far (cancelled = true).
// `onSample` is called on the calling thread, once per measured second.
class PointEngine {
public:
    virtual ~PointEngine() = default;
    virtual Expected<PointResult> runPoint(
        const BenchParams& params, const std::atomic<bool>& cancel, const SampleCallback& onSample)
        = 0;
    // Said once in the run's note, e.g. "buffered I/O: the file system refused O_DIRECT".
    virtual QString targetNote() const { return {}; }
};

} // namespace headroom::bench
