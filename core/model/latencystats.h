// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <vector>

#include <QString>

namespace headroom {

// What the latency figures measure. fio's default percentiles are completion latency (clat);
// Headroom's engine and HCIBench report total latency (submission to completion).
enum class LatencyKind { Total, Completion };

// Where the percentiles came from, so an aggregate is never passed off as exact.
enum class PercentileOrigin {
    Exact, // computed from every I/O (engine, fio per job)
    MergedHistogram, // merged from bucketed histograms (json+ bins): exact at the bucket resolution
    MeanOfPerWorker, // mean of per-VM/per-clone percentiles (HCIBench's 95%tile): not a cluster percentile
    // per-VM percentiles (DiskSpd's, each exact for its VM) averaged weighted by each VM's I/O count (a VMFleet
    // folder): not a cluster percentile
    WeightedMeanOfPerWorker,
    ToolPercentiles, // the tool's own percentiles of every I/O of one run (DiskSpd -L): exact, without a histogram
    Estimated, // derived from mean and stddev (vdbench's 95%tile_LAT)
    Published, // read from a report
};

QString toString(LatencyKind kind);
std::optional<LatencyKind> latencyKindFromString(const QString& text);
QString toString(PercentileOrigin origin);
std::optional<PercentileOrigin> percentileOriginFromString(const QString& text);

// One histogram bucket: its representative latency and how many I/Os fell in it.
struct HistogramBin {
    std::int64_t latencyNs = 0;
    std::uint64_t count = 0;
    bool operator==(const HistogramBin&) const = default;
};

// Latency of one direction of one measurement, in nanoseconds. Percentile keys are percents (99.9 = p99.9).
struct LatencyStats {
    LatencyKind kind = LatencyKind::Total; // of min, mean, max and stdev
    // Of the percentiles and histogram, which a source may measure otherwise: fio's percentiles are completion
    // latency (clat) by default, beside total-latency (lat) moments.
    LatencyKind percentileKind = LatencyKind::Total;
    PercentileOrigin percentileOrigin = PercentileOrigin::Exact;
    std::optional<double> minNs;
    std::optional<double> meanNs;
    std::optional<double> maxNs;
    std::optional<double> stdevNs;
    std::map<double, double> percentilesNs;
    std::vector<HistogramBin> histogram; // empty when the source had none

    std::optional<double> percentileNs(double percent) const;
    bool isEmpty() const;
    bool operator==(const LatencyStats&) const = default;
};

// The percentiles fio reports by default, in its order.
const std::vector<double>& fioPercentiles();

} // namespace headroom
