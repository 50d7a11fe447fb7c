#include "measurementjson.h"

#include "units.h"

#include <cmath>

namespace headroom {

namespace {

using json = nlohmann::json;

template <class T> json orNull(const std::optional<T>& value)
{
    return value ? json(*value) : json(nullptr);
}

json text(const QString& value)
{
    return value.toStdString();
}

// Whole nanoseconds: finer digits are binary-float noise from unit conversion, not information.
json microseconds(const std::optional<double>& ns)
{
    return ns ? json(std::round(*ns) / units::kNsPerUs) : json(nullptr);
}

json latencyToJson(const LatencyStats& latency)
{
    return json {
        { "min", microseconds(latency.minNs) },
        { "mean", microseconds(latency.meanNs) },
        { "p50", microseconds(latency.percentileNs(50)) },
        { "p95", microseconds(latency.percentileNs(95)) },
        { "p99", microseconds(latency.percentileNs(99)) },
        { "p99.9", microseconds(latency.percentileNs(99.9)) },
        { "max", microseconds(latency.maxNs) },
    };
}

// How the percentiles were obtained, as a field (not only in the note): exact, merged-histogram,
// mean-of-per-worker (HCIBench's mean of the VMs' p95, fio clones without group_reporting), estimated, published.
json percentileMethod(const LatencyStats& latency)
{
    return latency.percentilesNs.empty() ? json(nullptr) : text(toString(latency.percentileOrigin));
}

json directionToJson(const DirectionStats& stats)
{
    return json {
        { "iops", orNull(stats.iops) },
        { "bytes_per_sec", orNull(stats.bytesPerSec) },
        { "latency_us", latencyToJson(stats.latency) },
        { "latency_kind", stats.latency.isEmpty() ? json(nullptr) : text(toString(stats.latency.kind)) },
        { "percentile_kind",
            stats.latency.percentilesNs.empty() ? json(nullptr) : text(toString(stats.latency.percentileKind)) },
        { "percentile_method", percentileMethod(stats.latency) },
    };
}

json textOrNull(const QString& value)
{
    return value.isEmpty() ? json(nullptr) : text(value);
}

json workloadToJson(const Workload& w)
{
    return json {
        { "name", text(w.canonicalName()) },
        { "block_size", orNull(w.blockSizeBytes) },
        { "read_pct", orNull(w.readPct) },
        { "random_pct", orNull(w.randomPct) },
        { "queue_depth", orNull(w.queueDepth) },
        { "jobs", orNull(w.jobs) },
        { "target_iops", orNull(w.targetIops) },
    };
}

} // namespace

json measurementToJson(const Measurement& m)
{
    json result {
        { "id", m.id },
        { "system", text(m.systemName) },
        { "modeled", m.modeled },
        { "source",
            { { "kind", text(toString(m.source.kind)) }, { "file", text(m.source.file) },
                { "sha256", m.source.sha256.isEmpty() ? json(nullptr) : text(m.source.sha256) } } },
        { "workload", workloadToJson(m.workload) },
        { "host", textOrNull(m.host) },
        { "per_host", m.perHost },
        { "load_setting", orNull(m.loadSetting) },
        // The point's queue depth: stated per point (a QD sweep), else the workload's.
        { "queue_depth", orNull(m.queueDepth ? m.queueDepth : m.workload.queueDepth) },
        { "jobs", orNull(m.workload.jobs) },
        { "duration_sec", orNull(m.durationSec) },
        { "failed", m.failed },
        { "run_number", orNull(m.runNumber) },
        // A snapshot of a run's time series: "interval": { "index": 2, "count": 4 }; the last one is the run.
        { "interval",
            m.interval ? nlohmann::json { { "index", m.interval->index }, { "count", m.interval->count } }
                       : nlohmann::json(nullptr) },
        { "warning", textOrNull(m.warning) },
        { "note", textOrNull(m.note) },
        { "iops", orNull(m.totalIops()) },
        { "bytes_per_sec", orNull(m.totalBytesPerSec()) },
        { "read", directionToJson(m.read) },
        { "write", directionToJson(m.write) },
        { "cpu",
            { { "user_pct", orNull(m.cpu.userPct) }, { "system_pct", orNull(m.cpu.systemPct) },
                { "host_pct", orNull(m.cpu.hostPct) } } },
    };
    // Only when the source gave a figure for both directions together (a published point, fio "mixed").
    if (!m.combined.latency.isEmpty()) {
        result["latency_us"] = latencyToJson(m.combined.latency);
        result["latency_kind"] = text(toString(m.combined.latency.kind));
        result["percentile_kind"] = m.combined.latency.percentilesNs.empty()
            ? json(nullptr)
            : text(toString(m.combined.latency.percentileKind));
        result["percentile_method"] = percentileMethod(m.combined.latency);
    }
    return result;
}

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

json runSpreadToJson(const std::optional<RunSpread>& spread, double scale)
{
    if (!spread) {
        return nullptr;
    }
    const auto scaled = [scale](const std::optional<double>& v) { return v ? json(*v * scale) : json(nullptr); };
    return json { { "runs", spread->runs }, { "mean", spread->mean * scale }, { "min", spread->min * scale },
        { "max", spread->max * scale }, { "stdev", scaled(spread->stdev) },
        { "ci95_half_width", scaled(spread->ci95HalfWidth) } };
}

json pointRunsToJson(const PointRuns& point)
{
    json ids = json::array();
    for (const Measurement& run : point.runs) {
        ids.push_back(run.id);
    }
    constexpr double kUsPerNs = 1e-3;
    return json { { "runs", point.runCount() }, { "run_ids", ids }, { "iops", runSpreadToJson(point.iops, 1.0) },
        { "bytes_per_sec", runSpreadToJson(point.bytesPerSec, 1.0) },
        { "latency_us",
            json { { "mean", runSpreadToJson(point.latencyMeanNs, kUsPerNs) },
                { "p50", runSpreadToJson(point.latencyP50Ns, kUsPerNs) },
                { "p99", runSpreadToJson(point.latencyP99Ns, kUsPerNs) } } } };
}

} // namespace headroom
