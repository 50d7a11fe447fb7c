// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "hcibenchsummary.h"
#include "model/expected.h"
#include "parsedsource.h"

namespace headroom {

// An HCIBench -res.txt summary (fio or vdbench flavour, as written or pasted from a web page): one measurement
// per result block, labelled as HCIBench computes it: THROUGHPUT is MiB/s cut to a whole number, the 95th
// percentile is the mean of the per-VM 95th percentiles (MeanOfPerWorker), vdbench's is estimated from mean and
// stddev (Estimated). Host CPU from the resource table (average and per host). Pure function, any thread.
Expected<ParsedSource> importHciBenchSummary(
    const QString& text, const QString& fileName, const ImportOptions& options);

// The measurement of one block, before any per-VM data replaces its figures.
Measurement hciBenchMeasurement(
    const HciBenchBlock& block, const QString& systemName, const QString& fileName, QStringList& warnings);

} // namespace headroom
