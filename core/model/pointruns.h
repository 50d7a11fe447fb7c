// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "measurement.h"
#include "runspread.h"

#include <optional>

#include <QList>

namespace headroom {

// The runs behind one point: the same system, test, load (queue depth per job × jobs, or target rate) and host,
// measured more than once (`bench --repeat N`, the same test imported from several files). Each run stays a
// Measurement with its own id and source; the point's figures are their mean with the spread below. A point measured
// once has one run and no stdev or interval. Latencies in ns, rates per second. Plain values; thread-safe.
struct PointRuns {
    Measurement mean; // the figures the curve uses (see meanOfRuns); id and source of the first run
    QList<Measurement> runs; // in the order given
    std::optional<RunSpread> iops;
    std::optional<RunSpread> bytesPerSec;
    std::optional<RunSpread> latencyMeanNs;
    std::optional<RunSpread> latencyP50Ns;
    std::optional<RunSpread> latencyP99Ns;

    int runCount() const { return static_cast<int>(runs.size()); }
    QList<qint64> runIds() const;
};

// Whether two measurements are runs of one point. Runs without a known load, failed runs and per-host shares are
// never grouped with anything (they are not points of a curve), nor measured with modeled figures.
bool sameRepeatPoint(const Measurement& a, const Measurement& b);

// The latency a point is read by: both directions together when the source gives it, else the one direction that
// did I/O (read first), as the bench table shows it.
const LatencyStats& pointLatency(const Measurement& m);

// Groups `measurements` into points, in the order each point first appears.
QList<PointRuns> groupRuns(const QList<Measurement>& measurements);

// One run's figures as a point measured once.
PointRuns singleRun(const Measurement& m);

// The mean of the runs, as the field averages repeated tests: IOPS, bytes/s, CPU and each direction's mean
// latency and percentiles (those every run has) averaged; min the lowest and max the highest of the runs; the
// latency stdev and histogram, which do not average, left out (each run keeps its own). The note names the runs.
Measurement meanOfRuns(const QList<Measurement>& runs);

} // namespace headroom
