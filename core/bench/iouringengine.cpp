// SPDX-License-Identifier: GPL-3.0-or-later
#include "iouringengine.h"

#include "benchjob.h"
#include "intervalcollector.h"

#include <algorithm>
#include <chrono>
#include <thread>
#include <vector>

#include <QDateTime>
#include <QSysInfo>

namespace headroom::bench {

namespace {

constexpr int kPollMs = 100; // how often the owner forwards samples and looks at the cancel flag

struct WallClock {
    std::int64_t wallNs = 0;

    static WallClock now()
    {
        const auto wall = std::chrono::steady_clock::now().time_since_epoch();
        return { std::chrono::duration_cast<std::chrono::nanoseconds>(wall).count() };
    }
};

Status validate(const BenchParams& params, std::int64_t targetBytes)
{
    if (params.blockSizeBytes < 512 || params.blockSizeBytes % 512 != 0 || params.blockSizeBytes > (1LL << 30)) {
        return fail(
            QStringLiteral("block size %1 is not a multiple of 512 bytes up to 1 GiB").arg(params.blockSizeBytes));
    }
    if (params.blockSizeBytes > targetBytes) {
        return fail(QStringLiteral("block size %1 is larger than the target (%2)")
                        .arg(formatSize(params.blockSizeBytes), formatSize(targetBytes)));
    }
    if (params.queueDepth < 1 || params.queueDepth > 4096) {
        return fail(QStringLiteral("queue depth %1 is outside 1..4096").arg(params.queueDepth));
    }
    if (params.jobs < 1 || params.jobs > 256) {
        return fail(QStringLiteral("job count %1 is outside 1..256").arg(params.jobs));
    }
    if (params.readPct < 0 || params.readPct > 100 || params.randomPct < 0 || params.randomPct > 100) {
        return fail(QStringLiteral("read and random percentages must lie in 0..100"));
    }
    return success();
}

DirectionStats direction(const LatencyHistogram& latency, std::uint64_t bytes, double seconds)
{
    DirectionStats stats;
    if (latency.count() == 0 || seconds <= 0) {
        return stats;
    }
    stats.iops = static_cast<double>(latency.count()) / seconds;
    stats.bytesPerSec = static_cast<double>(bytes) / seconds;
    stats.latency = latency.toStats();
    return stats;
}

struct Totals {
    LatencyHistogram read;
    LatencyHistogram write;
    std::uint64_t readBytes = 0;
    std::uint64_t writeBytes = 0;
    std::uint64_t requeues = 0;
    std::uint64_t submitCalls = 0;
    std::uint64_t submitted = 0;
    std::int64_t measuredNs = 0;
    std::int64_t cpuUserNs = 0; // summed over the job threads
    std::int64_t cpuSystemNs = 0;
    QString ringSetup;
    QString error;
};

Totals mergeJobs(const std::vector<JobResult>& results)
{
    Totals totals;
    for (const JobResult& job : results) {
        totals.read.merge(job.readLatency);
        totals.write.merge(job.writeLatency);
        totals.readBytes += job.readBytes;
        totals.writeBytes += job.writeBytes;
        totals.requeues += job.requeues;
        totals.submitCalls += job.submitCalls;
        totals.submitted += job.submitted;
        totals.measuredNs = std::max(totals.measuredNs, job.measuredNs);
        totals.cpuUserNs += job.cpuUserNs;
        totals.cpuSystemNs += job.cpuSystemNs;
        if (totals.ringSetup.isEmpty()) {
            totals.ringSetup = job.ringSetup;
        }
        if (totals.error.isEmpty() && !job.error.isEmpty()) {
            totals.error = job.error;
        }
    }
    return totals;
}

Measurement toMeasurement(const BenchParams& params, const Totals& totals, bool directIo, const WallClock& wallStart,
    const WallClock& wallEnd)
{
    const double seconds = static_cast<double>(totals.measuredNs) / 1e9;
    Measurement m;
    m.workload = params.toWorkload();
    m.workload.directIo = directIo;
    m.host = QSysInfo::machineHostName();
    m.read = direction(totals.read, totals.readBytes, seconds);
    m.write = direction(totals.write, totals.writeBytes, seconds);
    LatencyHistogram all = totals.read;
    all.merge(totals.write);
    if (totals.read.count() > 0 && totals.write.count() > 0) {
        m.combined = direction(all, totals.readBytes + totals.writeBytes, seconds);
    }
    if (seconds > 0) {
        m.iops = static_cast<double>(all.count()) / seconds;
        m.bytesPerSec = static_cast<double>(totals.readBytes + totals.writeBytes) / seconds;
    }
    const double wallNs = static_cast<double>(wallEnd.wallNs - wallStart.wallNs);
    if (wallNs > 0) {
        m.cpu.userPct = 100.0 * static_cast<double>(totals.cpuUserNs) / wallNs;
        m.cpu.systemPct = 100.0 * static_cast<double>(totals.cpuSystemNs) / wallNs;
    }
    m.durationSec = seconds;
    m.measuredAt = QDateTime::currentDateTimeUtc();
    m.source.kind = SourceKind::Engine;
    m.source.importer = QStringLiteral("headroom-engine " HEADROOM_VERSION);
    const double perCall = totals.submitCalls > 0
        ? static_cast<double>(totals.submitted) / static_cast<double>(totals.submitCalls)
        : 0.0;
    m.note = QStringLiteral("io_uring %1; %2; %3 I/Os per submission call; %4 requeued")
                 .arg(totals.ringSetup, directIo ? QStringLiteral("O_DIRECT") : QStringLiteral("buffered"))
                 .arg(perCall, 0, 'f', 1)
                 .arg(totals.requeues);
    return m;
}

} // namespace

IoUringEngine::IoUringEngine(std::unique_ptr<TestTarget> target)
    : m_target(std::move(target))
{
}

QString IoUringEngine::targetNote() const
{
    return m_target->note();
}

Expected<PointResult> IoUringEngine::runPoint(
    const BenchParams& requested, const std::atomic<bool>& cancel, const SampleCallback& onSample)
{
    BenchParams params = requested;
    if (params.fillOnce) {
        const std::int64_t workingSet = params.workingSetBytes > 0
            ? std::min(params.workingSetBytes, m_target->sizeBytes())
            : m_target->sizeBytes();
        params.ioLimit = std::max<std::int64_t>(1, workingSet / params.blockSizeBytes);
    }
    if (Status valid = validate(params, m_target->sizeBytes()); !valid) {
        return fail(valid.error());
    }
    if (Status reopened = m_target->reopen(params.directIo); !reopened) {
        return fail(reopened.error());
    }
    std::atomic<bool> stop { false };
    IntervalCollector collector(params.jobs);
    const JobContext context { params, m_target->fd(), m_target->sizeBytes(), &stop, &collector };
    std::vector<JobResult> results(static_cast<std::size_t>(params.jobs));
    std::vector<std::thread> threads;
    threads.reserve(static_cast<std::size_t>(params.jobs));
    WallClock wallStart = WallClock::now();
    const std::int64_t rampEndNs = wallStart.wallNs + params.rampNs;
    bool wallStarted = params.rampNs == 0;
    for (int job = 0; job < params.jobs; ++job) {
        threads.emplace_back(
            [&context, &results, job] { results[static_cast<std::size_t>(job)] = runJob(context, job); });
    }
    PointResult point;
    point.params = params;
    const auto forward = [&] {
        for (const IntervalSample& sample : collector.takeReady()) {
            point.samples.append(sample);
            if (onSample) {
                onSample(sample);
            }
        }
    };
    while (!collector.waitAllFinished(kPollMs)) {
        if (cancel.load(std::memory_order_relaxed)) {
            stop.store(true, std::memory_order_relaxed);
        }
        if (!wallStarted && WallClock::now().wallNs >= rampEndNs) {
            wallStart = WallClock::now();
            wallStarted = true;
        }
        forward();
    }
    const WallClock wallEnd = WallClock::now();
    for (std::thread& thread : threads) {
        thread.join();
    }
    const Totals totals = mergeJobs(results);
    if (!totals.error.isEmpty()) {
        return fail(QStringLiteral("%1: %2").arg(m_target->path(), totals.error));
    }
    for (const IntervalSample& sample : collector.takeReady()) {
        // The last second is usually cut short by the end of the run: it would understate the rate.
        if ((sample.second + 1) * 1'000'000'000LL <= totals.measuredNs) {
            point.samples.append(sample);
            if (onSample) {
                onSample(sample);
            }
        }
    }
    point.cancelled = cancel.load(std::memory_order_relaxed);
    point.directIo = m_target->directIo();
    point.ringSetup = totals.ringSetup;
    point.measurement = toMeasurement(params, totals, point.directIo, wallStart, wallEnd);
    if (!m_target->note().isEmpty()) {
        point.measurement.note += QStringLiteral("; ") + m_target->note();
    }
    return point;
}

} // namespace headroom::bench
