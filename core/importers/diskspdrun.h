// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstdint>
#include <limits>
#include <map>
#include <optional>
#include <vector>

#include <QDateTime>
#include <QList>
#include <QString>
#include <QStringList>

namespace headroom {

// What one DiskSpd timespan says, read from its XML (-Rxml) or text (-Rtext) report and not yet turned into
// measurements: the two readers (diskspdxml.h, diskspdtext.h) fill it, diskspdmeasurement.h builds measurements from
// it. Counts as DiskSpd wrote them; latencies in milliseconds as DiskSpd prints them (3 decimals, i.e. whole µs).
// Plain values, any thread.

// a + b, held at the int64 maximum (a fuzzed report's counts must not overflow; no real count comes near).
inline std::int64_t addCounts(std::int64_t a, std::int64_t b)
{
    std::int64_t sum = 0;
    return __builtin_add_overflow(a, b, &sum) ? std::numeric_limits<std::int64_t>::max() : sum;
}

struct DiskSpdCounts {
    std::int64_t bytes = 0;
    std::int64_t ios = 0;
    bool operator==(const DiskSpdCounts&) const = default;
};

// One direction's latency (or all I/O's): unknown without -L. Percentile keys are percents; 0 is DiskSpd's minimum
// and 100 its maximum (the XML's <Percentile>0</Percentile> and 100, the text's "min" and "max" rows).
struct DiskSpdLatency {
    std::optional<double> meanMs;
    std::optional<double> stdevMs;
    std::map<double, double> percentilesMs;
    bool known() const { return meanMs.has_value() || !percentilesMs.empty(); }
};

// One target of the profile: a <Target> of <Profile>, or a "path: '…'" block of the text's input parameters.
struct DiskSpdTarget {
    QString path;
    std::optional<std::int64_t> blockSizeBytes;
    std::optional<double> writePct; // -w
    std::optional<double> randomPct; // -r: 100; -rs: its ratio; sequential (-s, -si): 0
    std::optional<int> outstandingPerThread; // -o
    std::optional<int> threadsPerFile; // -t
    std::optional<bool> softwareCacheDisabled; // -Su, -Sh (-S): unbuffered I/O
    QStringList settings; // caching, write-through, hints, rate limits: for the note
};

// One thread's I/O on one target (a <Thread><Target> of the results, a row of the text's per-thread tables).
struct DiskSpdThreadResult {
    int thread = 0;
    QString path;
    DiskSpdCounts read;
    DiskSpdCounts write;
    std::optional<std::int64_t> fileSizeBytes;
};

// One -D bucket: the I/Os completed in (endMs − bucket, endMs], with their mean latency when DiskSpd gave one.
struct DiskSpdSample {
    double endMs = 0;
    double readIos = 0;
    double writeIos = 0;
    std::optional<double> readMeanMs;
    std::optional<double> writeMeanMs;
};

struct DiskSpdRun {
    QString report; // "xml" or "text"
    QString version; // "2.0.21a" (XML's <Tool><Version>); empty when the report does not say
    QString where; // "timespan 1" (XML: "<TimeSpan> on line 63"; text: "line 27"): for messages
    QString computerName;
    QDateTime startTime; // UTC
    QString commandLine; // the text report's "Command Line:" (2.0.21 and later)
    std::optional<double> durationSec; // -d
    std::optional<double> warmupSec; // -W
    std::optional<double> cooldownSec; // -C
    std::optional<int> poolThreads; // -F: one thread pool over all targets
    std::optional<int> poolOutstandingPerThread; // -O with -F
    std::optional<double> ioBucketMs; // -D's interval
    bool measureLatency = false; // -L: without it DiskSpd timed nothing, and latency is unknown
    double testTimeSec = 0; // the measured time the rates are over ("actual test time", <TestTimeSeconds>)
    int threadCount = 0;
    QList<DiskSpdTarget> targets;
    QList<DiskSpdThreadResult> threads;
    DiskSpdCounts read; // totals of the timespan
    DiskSpdCounts write;
    DiskSpdLatency readLatency;
    DiskSpdLatency writeLatency;
    DiskSpdLatency totalLatency;
    std::vector<double> cpuUsagePct; // per processor, in DiskSpd's order
    std::optional<double> cpuUserPct; // DiskSpd's average row
    std::optional<double> cpuKernelPct;
    std::optional<double> iopsStdDev; // DiskSpd's, of the -D buckets
    std::vector<DiskSpdSample> samples; // -D
    QStringList warnings; // each names the file and line or element
};

} // namespace headroom
