// SPDX-License-Identifier: GPL-3.0-or-later
#include "diskspdmeasurement.h"

#include "model/printable.h"
#include "model/quantityformat.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <numeric>
#include <tuple>

namespace headroom {

namespace {

QString number(double value, int decimals = 2)
{
    return QuantityFormat::plain().number(value, decimals);
}

// The value every target has for `field`, or empty (with a warning) when they differ.
template <class T>
std::optional<T> agreed(const DiskSpdRun& run, std::optional<T> DiskSpdTarget::*field, const char* what,
    const QString& where, QStringList& warnings)
{
    std::optional<T> value;
    for (const DiskSpdTarget& target : run.targets) {
        if (!(target.*field)) {
            return std::nullopt;
        }
        if (value && *value != *(target.*field)) {
            warnings
                << QStringLiteral("%1: the targets differ in %2: it is left unknown").arg(where, QLatin1String(what));
            return std::nullopt;
        }
        value = target.*field;
    }
    return value;
}

// The file size every thread saw, when there is one target.
std::optional<std::int64_t> workingSet(const DiskSpdRun& run)
{
    if (run.targets.size() != 1 || run.threads.isEmpty() || !run.threads.first().fileSizeBytes) {
        return std::nullopt;
    }
    const auto size = run.threads.first().fileSizeBytes;
    const bool same = std::all_of(run.threads.cbegin(), run.threads.cend(),
        [&](const DiskSpdThreadResult& t) { return t.fileSizeBytes == size; });
    return same && *size > 0 ? size : std::nullopt;
}

std::int64_t toNs(double ms)
{
    return static_cast<std::int64_t>(std::llround(ms * 1e6));
}

// DiskSpd's latency of one direction in ns: min and max from its 0th and 100th percentile, the others as they are.
LatencyStats latencyStats(const DiskSpdLatency& from)
{
    LatencyStats stats;
    stats.kind = LatencyKind::Total;
    stats.percentileOrigin = PercentileOrigin::ToolPercentiles;
    if (from.meanMs) {
        stats.meanNs = static_cast<double>(toNs(*from.meanMs));
    }
    if (from.stdevMs) {
        stats.stdevNs = static_cast<double>(toNs(*from.stdevMs));
    }
    for (const auto& [percent, ms] : from.percentilesMs) {
        const auto ns = static_cast<double>(toNs(ms));
        if (percent == 0) {
            stats.minNs = ns;
        } else if (percent == 100) {
            stats.maxNs = ns;
        } else {
            stats.percentilesNs[percent] = ns;
        }
    }
    return stats;
}

DirectionStats direction(const DiskSpdCounts& counts, const DiskSpdLatency& latency, const DiskSpdRun& run)
{
    if (counts.ios == 0 && counts.bytes == 0) {
        return {}; // a direction that did no I/O
    }
    DirectionStats d;
    d.iops = static_cast<double>(counts.ios) / run.testTimeSec;
    d.bytesPerSec = static_cast<double>(counts.bytes) / run.testTimeSec;
    if (run.measureLatency) {
        d.latency = latencyStats(latency);
    }
    return d;
}

QString settingsNote(const DiskSpdRun& run, const std::optional<int>& outstanding)
{
    QStringList parts;
    if (outstanding) {
        parts << QStringLiteral("%1 outstanding I/Os per thread × %2 threads").arg(*outstanding).arg(run.threadCount);
    }
    if (run.durationSec) {
        parts << QStringLiteral("duration %1 s, warm-up %2 s, cool-down %3 s")
                     .arg(number(*run.durationSec, 0), number(run.warmupSec.value_or(0), 0),
                         number(run.cooldownSec.value_or(0), 0));
    }
    const bool alike = std::all_of(run.targets.cbegin(), run.targets.cend(),
        [&](const DiskSpdTarget& t) { return t.settings == run.targets.first().settings; });
    if (alike && run.targets.size() > 1) {
        parts << QStringLiteral("all %1 targets: %2")
                     .arg(run.targets.size())
                     .arg(run.targets.first().settings.join(QStringLiteral(", ")));
    } else {
        for (const DiskSpdTarget& target : run.targets) {
            parts << QStringLiteral("%1: %2").arg(printable(target.path), target.settings.join(QStringLiteral(", ")));
        }
    }
    return parts.join(QStringLiteral("; "));
}

// Each target's IOPS and MB/s when there are several, from the per-thread rows.
QString perTargetNote(const DiskSpdRun& run)
{
    QStringList paths;
    for (const DiskSpdThreadResult& t : run.threads) {
        if (!paths.contains(t.path)) {
            paths << t.path;
        }
    }
    if (paths.size() < 2) {
        return {};
    }
    QStringList parts;
    for (const QString& path : paths) {
        double ios = 0;
        double bytes = 0;
        for (const DiskSpdThreadResult& t : run.threads) {
            if (t.path == path) {
                ios += static_cast<double>(t.read.ios) + static_cast<double>(t.write.ios);
                bytes += static_cast<double>(t.read.bytes) + static_cast<double>(t.write.bytes);
            }
        }
        parts << QStringLiteral("%1 %2 IOPS, %3 MB/s")
                     .arg(printable(path), number(ios / run.testTimeSec), number(bytes / run.testTimeSec / 1e6));
    }
    return QStringLiteral("per target: ") + parts.join(QStringLiteral(", "));
}

// The spread of the threads' IOPS, when there are several (a thread far below the others is worth seeing).
QString perThreadNote(const DiskSpdRun& run)
{
    if (run.threads.size() < 2) {
        return {};
    }
    double low = std::numeric_limits<double>::infinity();
    double high = 0;
    for (const DiskSpdThreadResult& t : run.threads) {
        const double iops = (static_cast<double>(t.read.ios) + static_cast<double>(t.write.ios)) / run.testTimeSec;
        low = std::min(low, iops);
        high = std::max(high, iops);
    }
    return QStringLiteral("per thread and target (%1 rows): IOPS %2 … %3")
        .arg(run.threads.size())
        .arg(number(low), number(high));
}

QString samplesNote(const DiskSpdRun& run)
{
    if (run.samples.empty()) {
        return {};
    }
    const double seconds = run.ioBucketMs.value_or(1000) / 1000.0;
    double low = std::numeric_limits<double>::infinity();
    double high = 0;
    for (const DiskSpdSample& s : run.samples) {
        low = std::min(low, (s.readIos + s.writeIos) / seconds);
        high = std::max(high, (s.readIos + s.writeIos) / seconds);
    }
    return QStringLiteral("-D: %1 samples of %2 ms, IOPS %3 … %4, DiskSpd's IOPS stdev %5 (kept as the run's time "
                          "series with --intervals)")
        .arg(run.samples.size())
        .arg(number(run.ioBucketMs.value_or(1000), 0), number(low, 0), number(high, 0),
            run.iopsStdDev ? number(*run.iopsStdDev, 3) : QStringLiteral("-"));
}

QString cpuNote(const DiskSpdRun& run)
{
    if (run.cpuUsagePct.empty()) {
        return QStringLiteral("no CPU table");
    }
    return QStringLiteral("host CPU = mean usage of %1 processors (DiskSpd: user %2 %, kernel %3 %)")
        .arg(run.cpuUsagePct.size())
        .arg(run.cpuUserPct ? number(*run.cpuUserPct) : QStringLiteral("-"),
            run.cpuKernelPct ? number(*run.cpuKernelPct) : QStringLiteral("-"));
}

} // namespace

DiskSpdWorkload diskSpdWorkload(const DiskSpdRun& run, const QString& where, QStringList& warnings)
{
    DiskSpdWorkload result;
    Workload& w = result.workload;
    w.tool = QStringLiteral("diskspd");
    w.blockSizeBytes = agreed(run, &DiskSpdTarget::blockSizeBytes, "block size", where, warnings);
    if (const auto write = agreed(run, &DiskSpdTarget::writePct, "read/write mix", where, warnings)) {
        w.readPct = 100.0 - *write;
    }
    w.randomPct = agreed(run, &DiskSpdTarget::randomPct, "random/sequential", where, warnings);
    w.directIo = agreed(run, &DiskSpdTarget::softwareCacheDisabled, "caching", where, warnings);
    w.jobs = run.threadCount > 0 ? std::optional(run.threadCount) : run.poolThreads;
    w.runSec = run.durationSec;
    w.rampSec = run.warmupSec;
    w.workingSetBytes = workingSet(run);
    result.outstandingPerThread = run.poolThreads
        ? run.poolOutstandingPerThread
        : agreed(run, &DiskSpdTarget::outstandingPerThread, "outstanding I/Os per thread", where, warnings);
    w.name = w.canonicalName();
    return result;
}

Measurement diskSpdMeasurement(const DiskSpdRun& run, const QString& systemName)
{
    QStringList ignored; // diskSpdWorkload's warnings are the caller's, from its own call
    const DiskSpdWorkload workload = diskSpdWorkload(run, run.where, ignored);
    Measurement m;
    m.systemName = systemName;
    m.host = run.computerName;
    m.workload = workload.workload;
    if (workload.outstandingPerThread) {
        m.loadSetting = *workload.outstandingPerThread;
        m.queueDepth = workload.outstandingPerThread;
    }
    m.read = direction(run.read, run.readLatency, run);
    m.write = direction(run.write, run.writeLatency, run);
    if (!m.read.isEmpty() && !m.write.isEmpty() && run.measureLatency) {
        m.combined.latency = latencyStats(run.totalLatency); // all I/O's percentiles: DiskSpd's "Total" column
    }
    m.iops = (static_cast<double>(run.read.ios) + static_cast<double>(run.write.ios)) / run.testTimeSec;
    m.bytesPerSec = (static_cast<double>(run.read.bytes) + static_cast<double>(run.write.bytes)) / run.testTimeSec;
    if (!run.cpuUsagePct.empty()) {
        m.cpu.hostPct = std::accumulate(run.cpuUsagePct.cbegin(), run.cpuUsagePct.cend(), 0.0)
            / static_cast<double>(run.cpuUsagePct.size());
    }
    m.durationSec = run.testTimeSec;
    m.measuredAt = run.startTime;
    QStringList notes {
        QStringLiteral("DiskSpd %1 %2 report, %3")
            .arg(run.version.isEmpty() ? QString() : run.version + QLatin1Char(' '))
            .arg(run.report, run.where)
            .simplified(),
        QStringLiteral("IOPS and bytes/s = DiskSpd's I/O counts and bytes ÷ the measured time (%1 s)")
            .arg(number(run.testTimeSec)),
        run.measureLatency
            ? QStringLiteral("-L: total latency (DiskSpd times each I/O from its issue to its completion); "
                             "percentiles are DiskSpd's own, of every I/O")
            : QStringLiteral("no -L: DiskSpd measured no latency, so it is unknown"),
        settingsNote(run, workload.outstandingPerThread),
        perTargetNote(run),
        perThreadNote(run),
        cpuNote(run),
        samplesNote(run),
    };
    if (!run.commandLine.isEmpty()) {
        notes << QStringLiteral("command line: ") + excerpt(run.commandLine, 300);
    }
    notes.removeAll(QString());
    m.note = notes.join(QStringLiteral("; "));
    return m;
}

QList<Measurement> diskSpdSamples(const DiskSpdRun& run, Measurement& whole)
{
    QList<Measurement> samples;
    const int count = static_cast<int>(run.samples.size());
    const double seconds = run.ioBucketMs.value_or(1000) / 1000.0;
    for (int i = 0; i < count; ++i) {
        const DiskSpdSample& s = run.samples[static_cast<std::size_t>(i)];
        Measurement m;
        m.systemName = whole.systemName;
        m.host = whole.host;
        m.workload = whole.workload;
        m.loadSetting = whole.loadSetting;
        m.queueDepth = whole.queueDepth;
        m.source = whole.source;
        m.iops = (s.readIos + s.writeIos) / seconds;
        const std::tuple<DirectionStats*, double, std::optional<double>> parts[]
            = { { &m.read, s.readIos, s.readMeanMs }, { &m.write, s.writeIos, s.writeMeanMs } };
        for (const auto& [d, ios, meanMs] : parts) {
            if (ios > 0) {
                d->iops = ios / seconds;
                if (meanMs) {
                    d->latency.meanNs = static_cast<double>(toNs(*meanMs));
                }
            }
        }
        m.durationSec = seconds;
        m.measuredAt = whole.measuredAt; // the run's start: DiskSpd does not say when its measured time began
        m.interval = IntervalPosition { i + 1, count + 1 };
        m.note = QStringLiteral("DiskSpd -D sample %1 of %2: the I/Os completed in (%3, %4] ms of the measured time, "
                                "not totals since the start")
                     .arg(i + 1)
                     .arg(count)
                     .arg(number(s.endMs - seconds * 1000, 0), number(s.endMs, 0));
        samples << m;
    }
    if (count > 0) {
        whole.interval = IntervalPosition { count + 1, count + 1 };
    }
    return samples;
}

} // namespace headroom
