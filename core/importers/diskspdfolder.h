// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "hcibenchdirectory.h"
#include "model/expected.h"
#include "parsedsource.h"

#include <QList>
#include <QString>
#include <QStringList>

namespace headroom {

// A folder of DiskSpd XML results of one run (VMFleet writes result-*.xml, one per VM): one cluster measurement, like
// an HCIBench results folder. IOPS and bytes/s summed; mean latency weighted by each VM's I/Os (and the stdev pooled
// the same way); min and max the extremes; the percentiles each VM's DiskSpd percentiles averaged weighted by its
// I/Os (PercentileOrigin::WeightedMeanOfPerWorker: DiskSpd gives percentiles, not histograms, so no exact cluster
// percentile exists); host CPU the mean of the VMs'. Each VM's own figures are kept as per-host measurements named
// after its computer. Results that disagree in workload refuse the folder, naming the files. Pure function.
Expected<ParsedSource> importDiskSpdFolder(
    const QString& folder, const QList<NamedBytes>& files, const ImportOptions& options);

// The files of `files` (paths) that lie directly in one folder with at least one other DiskSpd XML result, grouped
// by folder: each group is one VMFleet-style run. Reads the first bytes of each candidate file.
QList<QStringList> diskSpdFolderGroups(const QStringList& files);

} // namespace headroom
