// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/expected.h"
#include "parsedsource.h"

#include <QStringList>

namespace headroom {

// Figures typed in from white papers and slides: a header row (case-insensitive, any order) with the required
// columns system, workload, iops, latency_ms and the optional ones queue_depth, target_iops, read_pct, block_size,
// random_pct, read_iops, write_iops, mb_per_s (10^6 bytes/s), read_latency_ms, write_latency_ms, p95_latency_ms,
// p99_latency_ms, cpu_pct, modeled, source. Numbers take a decimal point only: a thousands separator or a unit
// is an error naming the line and column. Read per RFC 4180 (model/csvreader.h): a quoted cell may hold commas,
// line breaks and doubled quotes; lines starting with '#' are comments. Pure function, any thread.
Expected<ParsedSource> importCsv(const QString& text, const QString& fileName, const ImportOptions& options);

// True when the first non-empty line is a header naming at least system, workload and iops.
bool looksLikeHeadroomCsv(const QString& text);

} // namespace headroom
