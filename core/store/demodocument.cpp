// SPDX-License-Identifier: GPL-3.0-or-later
#include "demodocument.h"

#include "model/quantityparse.h"

#include <QDateTime>
#include <QHash>

#include <nlohmann/json.hpp>

namespace headroom {

namespace {

using json = nlohmann::json;

// Reads the demo format; each error names the JSON path at fault.
class DemoReader {
public:
    explicit DemoReader(QString origin)
        : m_origin(std::move(origin))
    {
    }

    Status fault(const QString& path, const QString& what) const
    {
        return fail(QStringLiteral("%1: %2: %3").arg(m_origin, path, what));
    }

    static QString text(const json& object, const char* key)
    {
        const auto it = object.find(key);
        return it != object.end() && it->is_string() ? QString::fromStdString(it->get<std::string>()) : QString();
    }

    template <class T> static std::optional<T> number(const json& object, const char* key)
    {
        const auto it = object.find(key);
        return it != object.end() && it->is_number() ? std::optional(it->get<T>()) : std::nullopt;
    }

    static std::optional<bool> boolean(const json& object, const char* key)
    {
        const auto it = object.find(key);
        return it != object.end() && it->is_boolean() ? std::optional(it->get<bool>()) : std::nullopt;
    }

    Status readRate(const json& object, const char* key, const QString& path, std::optional<double>& into) const
    {
        const QString value = text(object, key);
        if (value.isEmpty()) {
            return success();
        }
        const auto rate = parseByteRate(value);
        if (!rate) {
            return fault(path + QLatin1Char('.') + QLatin1String(key), rate.error());
        }
        into = *rate;
        return success();
    }

    Status readDirection(const json& object, const QString& path, PercentileOrigin origin, DirectionStats& into) const
    {
        if (!object.is_object()) {
            return success();
        }
        into.iops = number<double>(object, "iops");
        if (auto done = readRate(object, "throughput", path, into.bytesPerSec); !done) {
            return done;
        }
        into.latency.percentileOrigin = origin;
        const std::pair<const char*, double> percentileKeys[] = { { "latency_p95", 95.0 }, { "latency_p99", 99.0 } };
        for (const auto& [key, percent] : percentileKeys) {
            if (const QString value = text(object, key); !value.isEmpty()) {
                const auto ns = parseDurationNs(value);
                if (!ns) {
                    return fault(path + QLatin1Char('.') + QLatin1String(key), ns.error());
                }
                into.latency.percentilesNs[percent] = *ns;
            }
        }
        if (const QString mean = text(object, "latency_mean"); !mean.isEmpty()) {
            const auto ns = parseDurationNs(mean);
            if (!ns) {
                return fault(path + QStringLiteral(".latency_mean"), ns.error());
            }
            into.latency.meanNs = *ns;
        }
        return success();
    }

    Expected<Workload> readWorkload(const json& item, const QString& path) const
    {
        if (const QString hciBench = text(item, "hcibench_name"); !hciBench.isEmpty()) {
            auto workload = Workload::fromHciBenchName(hciBench);
            if (!workload) {
                return fail(fault(path + QStringLiteral(".hcibench_name"), workload.error()).error());
            }
            return workload;
        }
        const auto it = item.find("workload");
        if (it == item.end() || !it->is_object()) {
            return fail(fault(path, QStringLiteral("needs 'workload' or 'hcibench_name'")).error());
        }
        Workload workload;
        workload.name = text(*it, "name");
        workload.tool = text(*it, "tool");
        if (const QString size = text(*it, "block_size"); !size.isEmpty()) {
            const auto bytes = parseSize(size, false);
            if (!bytes) {
                return fail(fault(path + QStringLiteral(".workload.block_size"), bytes.error()).error());
            }
            workload.blockSizeBytes = *bytes;
        }
        workload.readPct = number<double>(*it, "read_pct");
        workload.randomPct = number<double>(*it, "random_pct");
        workload.queueDepth = number<int>(*it, "queue_depth");
        workload.jobs = number<int>(*it, "jobs");
        return workload;
    }

    Expected<Measurement> readMeasurement(const json& item, const QString& path, const SourceRef& source) const
    {
        auto workload = readWorkload(item, path);
        if (!workload) {
            return fail(workload.error());
        }
        Measurement m;
        m.workload = *workload;
        m.systemName = text(item, "system");
        m.source = source;
        m.modeled = boolean(item, "modeled").value_or(false);
        m.note = text(item, "note");
        m.iops = number<double>(item, "iops");
        if (m.workload.epoch) {
            m.measuredAt = QDateTime::fromSecsSinceEpoch(*m.workload.epoch, Qt::UTC);
        }
        if (auto done = readRate(item, "throughput", path, m.bytesPerSec); !done) {
            return fail(done.error());
        }
        const auto origin
            = percentileOriginFromString(text(item, "percentile_origin")).value_or(PercentileOrigin::Published);
        for (const auto& [key, direction] :
            { std::pair { "read", &m.read }, std::pair { "write", &m.write }, std::pair { "combined", &m.combined } }) {
            if (item.contains(key)) {
                if (auto done
                    = readDirection(item[key], path + QLatin1Char('.') + QLatin1String(key), origin, *direction);
                    !done) {
                    return fail(done.error());
                }
            }
        }
        m.cpu.hostPct = number<double>(item, "host_cpu_pct");
        if (const auto hosts = item.find("hosts"); hosts != item.end() && hosts->is_array()) {
            for (const json& host : *hosts) {
                m.cpu.perHost << HostUsage { text(host, "host"), number<double>(host, "cpu_usage_pct"),
                    number<double>(host, "cpu_utilization_pct"), number<double>(host, "mem_usage_pct") };
            }
        }
        return m;
    }

    SystemConfig readSystem(const json& item) const
    {
        SystemConfig system;
        system.name = text(item, "name");
        system.nodes = number<int>(item, "nodes");
        system.linkGbps = number<double>(item, "link_gbps");
        system.portsPerNode = number<int>(item, "ports_per_node");
        system.policy = text(item, "policy");
        system.compression = boolean(item, "compression");
        system.rdma = boolean(item, "rdma");
        system.media = text(item, "media");
        system.description = text(item, "description");
        if (const auto tags = item.find("tags"); tags != item.end() && tags->is_object()) {
            for (const auto& [key, value] : tags->items()) {
                system.tags.insert(QString::fromStdString(key),
                    value.is_string() ? QString::fromStdString(value.get<std::string>()) : QString());
            }
        }
        return system;
    }

    SourceRef readSource(const json& item) const
    {
        SourceRef source;
        source.kind = sourceKindFromString(text(item, "kind")).value_or(SourceKind::Published);
        source.file = text(item, "file");
        source.importer = text(item, "importer");
        source.reference = text(item, "reference");
        source.importedAt = QDateTime(QDate(2026, 1, 1), QTime(0, 0), Qt::UTC);
        return source;
    }

private:
    QString m_origin;
};

} // namespace

Status loadDemoDocument(ResultsLibrary& library, const QByteArray& bytes, const QString& origin)
{
    const json document = json::parse(bytes.constData(), bytes.constData() + bytes.size(), nullptr, false);
    const DemoReader reader(origin);
    if (document.is_discarded() || !document.is_object()) {
        return reader.fault(QStringLiteral("(root)"), QStringLiteral("not a JSON object"));
    }
    if (DemoReader::text(document, "format") != QLatin1String("headroom-demo-library")) {
        return reader.fault(QStringLiteral("format"), QStringLiteral("expected \"headroom-demo-library\""));
    }
    for (const json& item : document.value("systems", json::array())) {
        if (auto saved = library.saveSystem(reader.readSystem(item)); !saved) {
            return fail(saved.error());
        }
    }
    QHash<QString, SourceRef> sources;
    QList<QString> sourceOrder;
    for (const json& item : document.value("sources", json::array())) {
        const QString id = DemoReader::text(item, "id");
        sources.insert(id, reader.readSource(item));
        sourceOrder << id;
    }
    QHash<QString, QList<Measurement>> bySource;
    const json measurements = document.value("measurements", json::array());
    for (std::size_t i = 0; i < measurements.size(); ++i) {
        const QString path = QStringLiteral("measurements[%1]").arg(i);
        const QString sourceId = DemoReader::text(measurements[i], "source");
        if (!sources.contains(sourceId)) {
            return reader.fault(path + QStringLiteral(".source"), QStringLiteral("unknown source '%1'").arg(sourceId));
        }
        auto m = reader.readMeasurement(measurements[i], path, sources[sourceId]);
        if (!m) {
            return fail(m.error());
        }
        bySource[sourceId] << *m;
    }
    for (const QString& id : sourceOrder) {
        if (auto added = library.addMeasurements(sources[id], bySource.value(id)); !added) {
            return fail(added.error());
        }
    }
    return success();
}

} // namespace headroom
