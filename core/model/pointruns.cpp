// SPDX-License-Identifier: GPL-3.0-or-later
#include "pointruns.h"

#include "curve.h"
#include "repeatpoint.h"

#include <algorithm>
#include <functional>

#include <QHash>
#include <QStringList>

namespace headroom {

namespace {

std::optional<double> meanOf(
    const QList<Measurement>& runs, const std::function<std::optional<double>(const Measurement&)>& get)
{
    double sum = 0;
    int count = 0;
    for (const Measurement& m : runs) {
        if (const auto value = get(m)) {
            sum += *value;
            ++count;
        }
    }
    if (count == 0) {
        return std::nullopt;
    }
    return sum / count;
}

std::optional<RunSpread> spreadOver(
    const QList<Measurement>& runs, const std::function<std::optional<double>(const Measurement&)>& get)
{
    std::vector<double> values;
    for (const Measurement& m : runs) {
        if (const auto value = get(m)) {
            values.push_back(*value);
        }
    }
    return spreadOf(values);
}

LatencyStats meanLatency(const QList<const LatencyStats*>& runs)
{
    LatencyStats out = *runs.first();
    out.histogram.clear();
    out.stdevNs.reset();
    const auto combine = [&](auto pick, auto merge) {
        std::optional<double> result;
        for (const LatencyStats* l : runs) {
            const std::optional<double> value = pick(*l);
            if (!value) {
                continue;
            }
            result = result ? merge(*result, *value) : *value;
        }
        return result;
    };
    out.minNs
        = combine([](const LatencyStats& l) { return l.minNs; }, [](double a, double b) { return std::min(a, b); });
    out.maxNs
        = combine([](const LatencyStats& l) { return l.maxNs; }, [](double a, double b) { return std::max(a, b); });
    std::vector<double> means;
    for (const LatencyStats* l : runs) {
        if (l->meanNs) {
            means.push_back(*l->meanNs);
        }
    }
    out.meanNs = means.empty() ? std::nullopt : std::optional<double>(spreadOf(means)->mean);
    out.percentilesNs.clear();
    for (const auto& [percent, ignored] : runs.first()->percentilesNs) {
        std::vector<double> values;
        for (const LatencyStats* l : runs) {
            if (const auto it = l->percentilesNs.find(percent); it != l->percentilesNs.end()) {
                values.push_back(it->second);
            }
        }
        if (values.size() == static_cast<std::size_t>(runs.size())) {
            out.percentilesNs[percent] = spreadOf(values)->mean;
        }
    }
    return out;
}

DirectionStats meanDirection(const QList<Measurement>& runs, DirectionStats Measurement::*direction)
{
    QList<const LatencyStats*> latencies;
    for (const Measurement& m : runs) {
        latencies << &(m.*direction).latency;
    }
    DirectionStats out;
    out.iops = meanOf(runs, [direction](const Measurement& m) { return (m.*direction).iops; });
    out.bytesPerSec = meanOf(runs, [direction](const Measurement& m) { return (m.*direction).bytesPerSec; });
    out.latency = meanLatency(latencies);
    return out;
}

} // namespace

QList<qint64> PointRuns::runIds() const
{
    QList<qint64> ids;
    for (const Measurement& m : runs) {
        ids << m.id;
    }
    return ids;
}

// Grouping hashes each measurement's key once instead of comparing every pair (a library of 100,000 points took
// minutes). A workload whose parameters are unknown is its test by name.
QString repeatPointKey(const Measurement& m)
{
    const std::optional<double> load = loadOf(m);
    if (!m.isCurvePoint() || !load) {
        return {};
    }
    const QString test = workloadTestKey(m.workload);
    const auto optional
        = [](const auto& value) { return value ? QString::number(static_cast<double>(*value), 'g', 17) : QString(); };
    const QChar separator(0x1f); // no name holds a unit separator
    return QStringList { m.modeled ? QStringLiteral("modeled") : QStringLiteral("measured"),
        QString::number(*load, 'g', 17), test.isEmpty() ? QStringLiteral("name:") + m.workload.name : test,
        m.systemName, m.host, optional(m.workload.jobs), optional(m.workload.targetIops),
        optional(m.workload.queueDepth) }
        .join(separator);
}

bool sameRepeatPoint(const Measurement& a, const Measurement& b)
{
    // A rate-capped queue-depth sweep (fio rate_iops=20000 at iodepth 1 … 32) has one rate at every depth: the depths
    // are its loads, never runs of one point (the key holds the queue depth).
    const QString key = repeatPointKey(a);
    return !key.isEmpty() && key == repeatPointKey(b);
}

const LatencyStats& pointLatency(const Measurement& m)
{
    if (!m.combined.latency.isEmpty()) {
        return m.combined.latency;
    }
    return m.read.latency.isEmpty() ? m.write.latency : m.read.latency;
}

namespace {

// The point these runs are runs of, with their mean and spreads.
PointRuns pointOfRuns(const QList<Measurement>& runs)
{
    PointRuns p;
    p.runs = runs;
    p.mean = runs.size() == 1 ? runs.first() : meanOfRuns(runs);
    p.iops = spreadOver(runs, [](const Measurement& m) { return m.totalIops(); });
    p.bytesPerSec = spreadOver(runs, [](const Measurement& m) { return m.totalBytesPerSec(); });
    p.latencyMeanNs = spreadOver(runs, [](const Measurement& m) { return m.meanLatencyNs(); });
    p.latencyP50Ns = spreadOver(runs, [](const Measurement& m) { return pointLatency(m).percentileNs(50); });
    p.latencyP99Ns = spreadOver(runs, [](const Measurement& m) { return pointLatency(m).percentileNs(99); });
    return p;
}

} // namespace

// A point measured once needs no key (a listing makes one per measurement of a library).
PointRuns singleRun(const Measurement& m)
{
    return pointOfRuns({ m });
}

QList<PointRuns> groupRuns(const QList<Measurement>& measurements)
{
    QList<QList<Measurement>> groups;
    QHash<QString, qsizetype> groupByKey;
    for (const Measurement& m : measurements) {
        const QString key = repeatPointKey(m);
        const auto found = key.isEmpty() ? groupByKey.cend() : groupByKey.constFind(key);
        if (found == groupByKey.cend()) {
            if (!key.isEmpty()) {
                groupByKey.insert(key, groups.size());
            }
            groups.append(QList<Measurement> { m });
        } else {
            groups[*found].append(m);
        }
    }
    QList<PointRuns> points;
    for (const QList<Measurement>& runs : std::as_const(groups)) {
        points << pointOfRuns(runs);
    }
    return points;
}

Measurement meanOfRuns(const QList<Measurement>& runs)
{
    if (runs.isEmpty()) {
        return {};
    }
    Measurement out = runs.first();
    if (runs.size() == 1) {
        return out;
    }
    out.iops = meanOf(runs, [](const Measurement& m) { return m.iops; });
    out.bytesPerSec = meanOf(runs, [](const Measurement& m) { return m.bytesPerSec; });
    out.read = meanDirection(runs, &Measurement::read);
    out.write = meanDirection(runs, &Measurement::write);
    out.combined = meanDirection(runs, &Measurement::combined);
    out.cpu.userPct = meanOf(runs, [](const Measurement& m) { return m.cpu.userPct; });
    out.cpu.systemPct = meanOf(runs, [](const Measurement& m) { return m.cpu.systemPct; });
    out.cpu.hostPct = meanOf(runs, [](const Measurement& m) { return m.cpu.hostPct; });
    out.cpu.perHost.clear();
    out.durationSec = meanOf(runs, [](const Measurement& m) { return m.durationSec; });
    QStringList ids;
    QStringList warnings;
    for (const Measurement& m : runs) {
        ids << QString::number(m.id);
        if (!m.warning.isEmpty()) {
            warnings << m.warning;
        }
    }
    out.warning = warnings.join(QStringLiteral("; "));
    out.note = QStringLiteral("mean of %1 runs (measurements %2)").arg(runs.size()).arg(ids.join(QStringLiteral(", ")));
    return out;
}

} // namespace headroom
