#pragma once

#include "model/expected.h"
#include "parsedsource.h"

namespace headroom {

// vdbench output: the run-average lines (avg_N-M) of summary.html / totals.html, with the column layout of the
// version in the file (50407 splits the max response time into read and write), or flatfile.html rows. Each run
// (RD) is one workload; the points of an iorate=curve run form one curve (load setting: the requested rate).
// Pure function, any thread.
Expected<ParsedSource> importVdbench(const QString& text, const QString& fileName, const ImportOptions& options);

bool looksLikeVdbenchOutput(const QString& text);

} // namespace headroom
