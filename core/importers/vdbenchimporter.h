// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/expected.h"
#include "parsedsource.h"

namespace headroom {

// vdbench output: the run-average lines (avg_N-M) of summary.html / totals.html, with the column layout of the
// version in the file (50407 splits the max response time into read and write), or flatfile.html rows. A run's
// workload is its parameters (transfer size, read %, seek %: vdbenchparameters.h), read from the run's "For loops:"
// and the parmfile.html vdbench copies beside its output (the one file read besides `text`); its load is the
// requested rate, or the threads of an iorate=max run. Any thread.
Expected<ParsedSource> importVdbench(const QString& text, const QString& fileName, const ImportOptions& options);

bool looksLikeVdbenchOutput(const QString& text);

} // namespace headroom
