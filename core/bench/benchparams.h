// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/workload.h"

#include <cstdint>
#include <optional>

#include <QString>

namespace headroom::bench {

// One engine run, fully specified. Sizes in bytes, times in nanoseconds, percentages 0..100, rates per second.
// A plain value type, copied into each job thread.
struct BenchParams {
    QString name; // preset or workload name shown to the user; empty: built from the parameters
    std::int64_t blockSizeBytes = 4096;
    double readPct = 100;
    double randomPct = 100;
    int queueDepth = 1; // outstanding I/Os per job
    int jobs = 1;
    // I/Os handed to the kernel per system call (fio's iodepth_batch_submit). 1, fio's default: each I/O goes
    // out as soon as it is prepared. Larger batches save system calls and send the device bursts.
    int submitBatch = 1;
    std::int64_t workingSetBytes = 0; // 0: the whole target
    std::int64_t rampNs = 0; // excluded from the results
    std::int64_t runNs = 10'000'000'000;
    std::int64_t ioLimit = 0; // total I/Os over all jobs; 0: run for runNs
    bool fillOnce = false; // write every block of the working set once (sets ioLimit from the target)
    bool directIo = true;
    std::optional<double> targetIops; // evenly paced over all jobs; empty: as fast as possible
    std::uint64_t seed = 0x4865616472306f6dULL;

    bool isReadOnly() const { return readPct >= 100.0; }
    // The model's description of this workload (tool "headroom").
    Workload toWorkload() const;
    QString displayName() const;
};

} // namespace headroom::bench
