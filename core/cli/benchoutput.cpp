// SPDX-License-Identifier: GPL-3.0-or-later
#include "benchoutput.h"

#include "model/measurementjson.h"
#include "model/pointruns.h"
#include "model/quantityformat.h"
#include "texttable.h"

#include <algorithm>

namespace headroom::cli {

namespace {

using json = nlohmann::json;

json percentilesToJson(const LatencyStats& latency)
{
    json object = json::object();
    for (const auto& [percent, ns] : latency.percentilesNs) {
        object[QuantityFormat::plain().number(percent, 2).toStdString()] = std::round(ns) / 1000.0;
    }
    return object;
}

QString number(double value, int decimals)
{
    return QuantityFormat::plain().number(value, decimals); // C locale, as `results` prints
}

QString ms(const std::optional<double>& ns)
{
    return ns ? number(*ns / 1e6, 3) : QStringLiteral("-");
}

// The runs of the sweep grouped into points (a point measured once is a group of one), with each group's first
// run for its settings.
struct RepeatedPoint {
    const bench::PointResult* first = nullptr;
    PointRuns runs;
};

QList<RepeatedPoint> repeatedPoints(const bench::SweepResult& result)
{
    QList<Measurement> measurements;
    for (const bench::PointResult& point : result.points) {
        measurements << point.measurement;
    }
    QList<RepeatedPoint> points;
    for (const PointRuns& group : groupRuns(measurements)) {
        const auto first = std::find_if(result.points.cbegin(), result.points.cend(),
            [&group](const bench::PointResult& p) { return p.measurement == group.runs.first(); });
        points << RepeatedPoint { first == result.points.cend() ? nullptr : &*first, group };
    }
    return points;
}

// "1,234 ± 56" (the 95 % interval from 3 runs, else half the range), "1,234" for one run.
QString plusMinus(const std::optional<RunSpread>& s, double scale, int decimals)
{
    if (!s) {
        return QStringLiteral("-");
    }
    QString text = number(s->mean * scale, decimals);
    if (s->runs >= 2) {
        text += QStringLiteral(" ± ")
            + number((s->ci95HalfWidth ? *s->ci95HalfWidth : s->range() / 2.0) * scale, decimals);
    }
    return text;
}

QString minMax(const std::optional<RunSpread>& s, double scale, int decimals)
{
    if (!s || s->runs < 2) {
        return QStringLiteral("-");
    }
    return number(s->min * scale, decimals) + QStringLiteral("–") + number(s->max * scale, decimals);
}

void printPointsTable(QTextStream& out, const bench::SweepResult& result)
{
    using Align = TextTable::Align;
    TextTable table({ { QStringLiteral("Workload") }, { QStringLiteral("QD"), Align::Right },
        { QStringLiteral("Target IOPS"), Align::Right }, { QStringLiteral("Runs"), Align::Right },
        { QStringLiteral("IOPS"), Align::Right }, { QStringLiteral("IOPS min–max"), Align::Right },
        { QStringLiteral("IOPS sd"), Align::Right }, { QStringLiteral("MB/s"), Align::Right },
        { QStringLiteral("Mean ms"), Align::Right }, { QStringLiteral("p50 ms"), Align::Right },
        { QStringLiteral("p99 ms"), Align::Right } });
    for (const RepeatedPoint& point : repeatedPoints(result)) {
        if (!point.first) {
            continue;
        }
        const bench::BenchParams& params = point.first->params;
        const PointRuns& r = point.runs;
        table.addRow({ params.displayName(), QString::number(params.queueDepth),
            params.targetIops ? number(*params.targetIops, 0) : QStringLiteral("max"), QString::number(r.runCount()),
            plusMinus(r.iops, 1.0, 0), minMax(r.iops, 1.0, 0),
            r.iops && r.iops->stdev ? number(*r.iops->stdev, 0) : QStringLiteral("-"),
            plusMinus(r.bytesPerSec, 1e-6, 1), plusMinus(r.latencyMeanNs, 1e-6, 3), plusMinus(r.latencyP50Ns, 1e-6, 3),
            plusMinus(r.latencyP99Ns, 1e-6, 3) });
    }
    out << "\nPoints (mean of the runs ± the 95 % interval of the mean, Student t; with 2 runs ± half their range):\n";
    table.print(out);
}

} // namespace

json benchResultToJson(const bench::SweepRequest& request, const bench::SweepResult& result)
{
    const bench::BenchParams& first = request.steps.first();
    const char* sweep = request.kind == bench::SweepKind::QueueDepth ? "queue_depth"
        : request.kind == bench::SweepKind::Curve                    ? "curve"
                                                                     : "none";
    json workload {
        { "name", request.curveName().toStdString() },
        { "block_size", first.blockSizeBytes },
        { "read_pct", first.readPct },
        { "random_pct", first.randomPct },
        { "queue_depth", first.queueDepth },
        { "jobs", first.jobs },
        { "submit_batch", first.submitBatch },
        { "working_set_bytes", first.workingSetBytes > 0 ? json(first.workingSetBytes) : json(nullptr) },
        { "ramp_sec", static_cast<double>(first.rampNs) / 1e9 },
        { "run_sec", static_cast<double>(first.runNs) / 1e9 },
        { "direct", first.directIo },
        { "target_iops", first.targetIops ? json(*first.targetIops) : json(nullptr) },
        { "sweep", sweep },
        { "steps", request.pointCount() },
        { "repeat", request.repeat },
    };
    json points = json::array();
    for (const bench::PointResult& point : result.points) {
        const Measurement& m = point.measurement;
        json object = measurementToJson(m);
        object["queue_depth"] = point.params.queueDepth;
        object["target_iops"] = point.params.targetIops ? json(*point.params.targetIops) : json(nullptr);
        object["duration_sec"] = m.durationSec ? json(*m.durationSec) : json(nullptr);
        object["direct_io"] = point.directIo;
        object["ring_setup"] = point.ringSetup.toStdString();
        object["note"] = m.note.toStdString();
        object["read"]["percentiles_us"] = percentilesToJson(m.read.latency);
        object["write"]["percentiles_us"] = percentilesToJson(m.write.latency);
        points.push_back(object);
    }
    json repeated = json::array();
    for (const RepeatedPoint& point : repeatedPoints(result)) {
        json object = pointRunsToJson(point.runs);
        object["queue_depth"] = point.first ? json(point.first->params.queueDepth) : json(nullptr);
        object["target_iops"]
            = point.first && point.first->params.targetIops ? json(*point.first->params.targetIops) : json(nullptr);
        json runIndexes = json::array();
        for (const Measurement& run : point.runs.runs) {
            for (qsizetype i = 0; i < result.points.size(); ++i) {
                if (result.points[i].measurement == run) {
                    runIndexes.push_back(i);
                    break;
                }
            }
        }
        object["run_indexes"] = runIndexes; // positions in "points" (ids are 0 until stored)
        repeated.push_back(object);
    }
    return json {
        { "workload", workload },
        { "points", points },
        { "repeated_points", repeated },
        { "cancelled", result.cancelled },
        { "stop_reason", result.stopReason.isEmpty() ? json(nullptr) : json(result.stopReason.toStdString()) },
    };
}

void printBenchTable(QTextStream& out, const bench::SweepResult& result)
{
    using Align = TextTable::Align;
    TextTable table({ { QStringLiteral("Workload") }, { QStringLiteral("QD"), Align::Right },
        { QStringLiteral("Target IOPS"), Align::Right }, { QStringLiteral("IOPS"), Align::Right },
        { QStringLiteral("MB/s"), Align::Right }, { QStringLiteral("Mean ms"), Align::Right },
        { QStringLiteral("p50 ms"), Align::Right }, { QStringLiteral("p99 ms"), Align::Right },
        { QStringLiteral("p99.9 ms"), Align::Right }, { QStringLiteral("Max ms"), Align::Right },
        { QStringLiteral("CPU usr/sys %"), Align::Right } });
    for (const bench::PointResult& point : result.points) {
        const Measurement& m = point.measurement;
        LatencyStats latency = m.combined.latency;
        if (latency.isEmpty()) {
            latency = m.read.latency.isEmpty() ? m.write.latency : m.read.latency;
        }
        table.addRow({ point.params.displayName(), QString::number(point.params.queueDepth),
            point.params.targetIops ? number(*point.params.targetIops, 0) : QStringLiteral("max"),
            number(m.totalIops().value_or(0), 0), number(m.totalBytesPerSec().value_or(0) / 1e6, 1), ms(latency.meanNs),
            ms(latency.percentileNs(50)), ms(latency.percentileNs(99)), ms(latency.percentileNs(99.9)),
            ms(latency.maxNs),
            QStringLiteral("%1/%2").arg(
                number(m.cpu.userPct.value_or(0), 0), number(m.cpu.systemPct.value_or(0), 0)) });
    }
    table.print(out);
    const bool repeated = std::any_of(result.points.cbegin(), result.points.cend(),
        [](const bench::PointResult& p) { return p.measurement.runNumber.has_value(); });
    if (repeated) {
        printPointsTable(out, result);
    }
    out << "MB/s = 10^6 bytes/s; latency is total latency (submission to completion)\n";
    if (!result.points.isEmpty()) {
        out << "Engine: " << result.points.first().measurement.note << '\n';
    }
    if (result.cancelled) {
        out << "Cancelled: only the points above were completed.\n";
    }
    if (!result.stopReason.isEmpty()) {
        out << "Sweep stopped: " << result.stopReason << '\n';
    }
}

QString liveLine(const bench::IntervalSample& sample)
{
    return QStringLiteral("%1 s  %2 IOPS  %3 MB/s  mean %4 ms  p99 %5 ms")
        .arg(sample.second + 1, 4)
        .arg(number(sample.iops, 0), 12)
        .arg(number(sample.bytesPerSec / 1e6, 1), 9)
        .arg(number(sample.meanLatencyNs / 1e6, 3), 8)
        .arg(number(sample.p99LatencyNs / 1e6, 3), 8);
}

} // namespace headroom::cli
