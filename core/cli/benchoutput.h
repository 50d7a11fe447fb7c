// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "bench/sweep.h"

#include <QTextStream>

#include <nlohmann/json.hpp>

namespace headroom::cli {

// `bench --json`: {"workload": {...}, "points": [measurement objects with the keys of `results --json`, plus
// "queue_depth", "target_iops", "duration_sec", "direct_io", "ring_setup", "note" and each direction's
// "percentiles_us" (fio's list)]}.
nlohmann::json benchResultToJson(const bench::SweepRequest& request, const bench::SweepResult& result);
// The table printed at the end on a terminal.
void printBenchTable(QTextStream& out, const bench::SweepResult& result);
// One live line: "  3 s   152,004 IOPS   622.6 MB/s   mean 0.210 ms   p99 0.480 ms".
QString liveLine(const bench::IntervalSample& sample);

} // namespace headroom::cli
