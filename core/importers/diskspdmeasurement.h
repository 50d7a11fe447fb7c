// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "diskspdrun.h"
#include "model/measurement.h"

#include <optional>

#include <QList>
#include <QString>
#include <QStringList>

namespace headroom {

// The workload a DiskSpd run ran, from its settings, in fio's style so that comparable runs group: block size,
// read % (100 − -w), random % (-r: 100, -rs: its ratio, sequential: 0), threads as jobs, duration and warm-up, direct
// I/O when the software cache was off (-Su, -Sh). The outstanding I/Os per thread (-o) are the load setting, not part
// of the workload, as fio's iodepth: a QD sweep is one curve. Settings the targets disagree on stay unknown, with a
// warning. Pure function.
struct DiskSpdWorkload {
    Workload workload;
    std::optional<int> outstandingPerThread;
};
DiskSpdWorkload diskSpdWorkload(const DiskSpdRun& run, const QString& where, QStringList& warnings);

// The run as one measurement of `systemName` on host run.computerName. IOPS and bytes/s are DiskSpd's I/O counts and
// bytes over the measured time (<TestTimeSeconds>, "actual test time"), as DiskSpd computes its own; latency only
// with -L (else unknown, never 0): total latency (DiskSpd times each I/O from just before it issues it to its
// completion), mean, stdev, min, max and DiskSpd's percentiles of every I/O (PercentileOrigin::ToolPercentiles);
// the host CPU is the mean of the processors' usage. The note says all this and keeps the settings, per-target
// figures and the -D summary.
Measurement diskSpdMeasurement(const DiskSpdRun& run, const QString& systemName);

// The -D buckets of a run as the snapshots of its time series (IntervalPosition 1 … N of N + 1; the run itself is
// N + 1): each holds the I/Os of its interval only (not totals since the start, unlike fio's), so never a curve
// point, a repeat or an error bar. Sets whole.interval. Empty without -D.
QList<Measurement> diskSpdSamples(const DiskSpdRun& run, Measurement& whole);

} // namespace headroom
