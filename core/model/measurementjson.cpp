// SPDX-License-Identifier: GPL-3.0-or-later
#include "measurementjson.h"

#include "units.h"

#include <cmath>

namespace headroom {

namespace {

using json = nlohmann::json;

// Whole nanoseconds: finer digits are binary-float noise from unit conversion, not information.
void microseconds(JsonWriter& out, const std::optional<double>& ns)
{
    if (ns) {
        out.number(std::round(*ns) / units::kNsPerUs);
    } else {
        out.null();
    }
}

// Members are written in their keys' byte order (JsonWriter).
void writeLatency(JsonWriter& out, const LatencyStats& latency)
{
    out.beginObject();
    microseconds(out.key("max"), latency.maxNs);
    microseconds(out.key("mean"), latency.meanNs);
    microseconds(out.key("min"), latency.minNs);
    microseconds(out.key("p50"), latency.percentileNs(50));
    microseconds(out.key("p95"), latency.percentileNs(95));
    microseconds(out.key("p99"), latency.percentileNs(99));
    microseconds(out.key("p99.9"), latency.percentileNs(99.9));
    out.endObject();
}

void writeKindOrNull(JsonWriter& out, bool known, const QString& name)
{
    if (known) {
        out.text(name);
    } else {
        out.null();
    }
}

// The latency members of a direction or of the whole measurement. How the percentiles were obtained is a field (not
// only in the note): exact, merged-histogram, mean-of-per-worker (HCIBench's mean of the VMs' p95, fio clones without
// group_reporting), estimated, published.
void writeLatencyKind(JsonWriter& out, const LatencyStats& latency)
{
    writeKindOrNull(out.key("latency_kind"), !latency.isEmpty(), toString(latency.kind));
}
void writePercentileKinds(JsonWriter& out, const LatencyStats& latency)
{
    const bool any = !latency.percentilesNs.empty();
    writeKindOrNull(out.key("percentile_kind"), any, toString(latency.percentileKind));
    writeKindOrNull(out.key("percentile_method"), any, toString(latency.percentileOrigin));
}

void writeDirection(JsonWriter& out, const DirectionStats& stats)
{
    out.beginObject();
    out.key("bytes_per_sec").optional(stats.bytesPerSec);
    out.key("iops").optional(stats.iops);
    writeLatencyKind(out, stats.latency);
    writeLatency(out.key("latency_us"), stats.latency);
    writePercentileKinds(out, stats.latency);
    out.endObject();
}

void writeWorkload(JsonWriter& out, const Workload& w)
{
    out.beginObject();
    out.key("block_size").optional(w.blockSizeBytes);
    out.key("jobs").optional(w.jobs);
    out.key("name").text(w.canonicalName());
    out.key("queue_depth").optional(w.queueDepth);
    out.key("random_pct").optional(w.randomPct);
    out.key("read_pct").optional(w.readPct);
    out.key("target_iops").optional(w.targetIops);
    out.endObject();
}

void writeCpu(JsonWriter& out, const CpuUsage& cpu)
{
    out.beginObject();
    out.key("host_pct").optional(cpu.hostPct);
    out.key("system_pct").optional(cpu.systemPct);
    out.key("user_pct").optional(cpu.userPct);
    out.endObject();
}

void writeSource(JsonWriter& out, const SourceRef& source)
{
    out.beginObject();
    out.key("file").text(source.file);
    out.key("kind").text(toString(source.kind));
    out.key("sha256").textOrNull(source.sha256);
    out.endObject();
}

// A snapshot of a run's time series: "interval": { "count": 4, "index": 2 }; the last one is the run.
void writeInterval(JsonWriter& out, const std::optional<IntervalPosition>& interval)
{
    if (!interval) {
        out.null();
        return;
    }
    out.beginObject();
    out.key("count").integer(interval->count);
    out.key("index").integer(interval->index);
    out.endObject();
}

void writeRunSpread(JsonWriter& out, const std::optional<RunSpread>& spread, double scale)
{
    if (!spread) {
        out.null();
        return;
    }
    const auto scaled = [scale](const std::optional<double>& v) { return v ? std::optional(*v * scale) : v; };
    out.beginObject();
    out.key("ci95_half_width").optional(scaled(spread->ci95HalfWidth));
    out.key("max").number(spread->max * scale);
    out.key("mean").number(spread->mean * scale);
    out.key("min").number(spread->min * scale);
    out.key("runs").integer(spread->runs);
    out.key("stdev").optional(scaled(spread->stdev));
    out.endObject();
}

template <class Write> json treeOf(const Write& write)
{
    std::string text;
    JsonWriter out(text);
    write(out);
    return json::parse(text);
}

} // namespace

void writePointRunsJson(JsonWriter& out, const PointRuns& point)
{
    constexpr double kUsPerNs = 1e-3;
    out.beginObject();
    writeRunSpread(out.key("bytes_per_sec"), point.bytesPerSec, 1.0);
    writeRunSpread(out.key("iops"), point.iops, 1.0);
    out.key("latency_us").beginObject();
    writeRunSpread(out.key("mean"), point.latencyMeanNs, kUsPerNs);
    writeRunSpread(out.key("p50"), point.latencyP50Ns, kUsPerNs);
    writeRunSpread(out.key("p99"), point.latencyP99Ns, kUsPerNs);
    out.endObject();
    out.key("run_ids").beginArray();
    for (const Measurement& run : point.runs) {
        out.integer(run.id);
    }
    out.endArray();
    out.key("runs").integer(point.runCount());
    out.endObject();
}

void writeMeasurementJson(JsonWriter& out, const Measurement& m, const PointRuns* point)
{
    // Only when the source gave a figure for both directions together (a published point, fio "mixed").
    const bool combined = !m.combined.latency.isEmpty();
    out.beginObject();
    out.key("bytes_per_sec").optional(m.totalBytesPerSec());
    writeCpu(out.key("cpu"), m.cpu);
    out.key("duration_sec").optional(m.durationSec);
    out.key("failed").boolean(m.failed);
    out.key("host").textOrNull(m.host);
    out.key("id").integer(m.id);
    writeInterval(out.key("interval"), m.interval);
    out.key("iops").optional(m.totalIops());
    out.key("jobs").optional(m.workload.jobs);
    if (combined) {
        writeLatencyKind(out, m.combined.latency);
        writeLatency(out.key("latency_us"), m.combined.latency);
    }
    out.key("load_setting").optional(m.loadSetting);
    out.key("modeled").boolean(m.modeled);
    out.key("note").textOrNull(m.note);
    out.key("per_host").boolean(m.perHost);
    if (combined) {
        writePercentileKinds(out, m.combined.latency);
    }
    if (point) {
        writePointRunsJson(out.key("point"), *point);
    }
    // The point's queue depth: stated per point (a QD sweep), else the workload's.
    out.key("queue_depth").optional(m.queueDepth ? m.queueDepth : m.workload.queueDepth);
    writeDirection(out.key("read"), m.read);
    out.key("run_number").optional(m.runNumber);
    writeSource(out.key("source"), m.source);
    out.key("system").text(m.systemName);
    out.key("warning").textOrNull(m.warning);
    writeWorkload(out.key("workload"), m.workload);
    writeDirection(out.key("write"), m.write);
    out.endObject();
}

json measurementToJson(const Measurement& measurement)
{
    return treeOf([&](JsonWriter& out) { writeMeasurementJson(out, measurement, nullptr); });
}

json runSpreadToJson(const std::optional<RunSpread>& spread, double scale)
{
    return treeOf([&](JsonWriter& out) { writeRunSpread(out, spread, scale); });
}

json pointRunsToJson(const PointRuns& point)
{
    return treeOf([&](JsonWriter& out) { writePointRunsJson(out, point); });
}

namespace {

template <class T> json orNull(const std::optional<T>& value)
{
    return value ? json(*value) : json(nullptr);
}

json text(const QString& value)
{
    return value.toStdString();
}

} // namespace

json systemToJson(const SystemConfig& s)
{
    json tags = json::object();
    for (auto it = s.tags.cbegin(); it != s.tags.cend(); ++it) {
        tags[it.key().toStdString()] = it.value().toStdString();
    }
    return json {
        { "name", text(s.name) },
        { "nodes", orNull(s.nodes) },
        { "link_gbps", orNull(s.linkGbps) },
        { "ports_per_node", orNull(s.portsPerNode) },
        { "policy", s.policy.isEmpty() ? json(nullptr) : text(s.policy) },
        { "compression", orNull(s.compression) },
        { "rdma", orNull(s.rdma) },
        { "media", s.media.isEmpty() ? json(nullptr) : text(s.media) },
        { "description", text(s.description) },
        { "tags", tags },
    };
}

} // namespace headroom
