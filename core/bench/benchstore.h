#pragma once

#include "model/expected.h"
#include "store/resultslibrary.h"
#include "sweep.h"

namespace headroom::bench {

// Stores the points of a run under `systemName` as one engine source, in one transaction (all or nothing).
// Owner thread of `library` only. `target` is recorded as the source's reference.
Expected<ImportSummary> storeSweep(
    ResultsLibrary& library, const QString& systemName, const SweepResult& result, const QString& target);

} // namespace headroom::bench
