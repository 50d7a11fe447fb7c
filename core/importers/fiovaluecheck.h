#pragma once

#include "fiorun.h"

#include <QString>

namespace headroom {

// The first figure of a fio document that cannot be true, with its JSON path as fio wrote it
// ("$.jobs[2].read.clat_ns.percentile[\"95.000000\"] -5000 is negative"), in the file's units; empty when all are
// plausible. Checks every rate, size, latency and percentile (finite, ≥ 0; percentiles non-decreasing; min ≤ mean ≤
// max) and usr_cpu / sys_cpu (0 … 100 × the threads the entry reports: numjobs with group_reporting, × the
// clients for "All clients"). Pure function, any thread.
QString fioRunProblem(const FioRun& run);

} // namespace headroom
