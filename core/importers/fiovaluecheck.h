// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "fiorun.h"

#include <QString>

namespace headroom {

// The first figure of a fio document that cannot be true, with its JSON path as fio wrote it
// ("$.jobs[2].read.clat_ns.percentile[\"95.000000\"] -5000 is negative"), in the file's units; empty when all are
// plausible. Checks every rate, size, latency and percentile (finite, ≥ 0, below the plausible maxima of
// valuecheck.h; percentiles non-decreasing; min ≤ mean ≤ max), that each direction's iops and bw agree with its
// total_ios, io_bytes and runtime (no IOPS without bytes), and that usr_cpu / sys_cpu are ≥ 0. Pure function, any
// thread.
QString fioRunProblem(const FioRun& run);

} // namespace headroom
