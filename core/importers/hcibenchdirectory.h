// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/expected.h"
#include "parsedsource.h"

#include <QByteArray>
#include <QList>

namespace headroom {

// A file of an HCIBench results directory, already read.
struct NamedBytes {
    QString path;
    QByteArray bytes;
};

// An HCIBench test: the `…-res.txt` summary and the files of the test folder beside it (named after the
// workload). When the folder holds per-VM fio JSON, the measurement's figures come from those files: IOPS and
// bandwidth summed, latency I/O-weighted, and a true cluster percentile from the merged json+ histograms
// (MergedHistogram) — which HCIBench itself does not give; without bins, the mean of the per-VM percentiles
// (MeanOfPerWorker), as HCIBench does. HCIBench's own figures stay in the note. Pure function, any thread.
Expected<ParsedSource> importHciBenchTest(
    const NamedBytes& summary, const QList<NamedBytes>& testFiles, const ImportOptions& options);

} // namespace headroom
