#include "chartrequest.h"

#include "specbuilders.h"
#include "store/resultslibrary.h"

namespace headroom::charts {

QString toString(LatencyMetric metric)
{
    switch (metric) {
    case LatencyMetric::Mean:
        return QStringLiteral("mean");
    case LatencyMetric::P95:
        return QStringLiteral("p95");
    case LatencyMetric::P99:
        return QStringLiteral("p99");
    }
    return {};
}

std::optional<LatencyMetric> latencyMetricFromString(const QString& text)
{
    for (const LatencyMetric metric : { LatencyMetric::Mean, LatencyMetric::P95, LatencyMetric::P99 }) {
        if (text.compare(toString(metric), Qt::CaseInsensitive) == 0) {
            return metric;
        }
    }
    return std::nullopt;
}

const SystemConfig* ChartInput::system(const QString& name) const
{
    for (const SystemConfig& s : systems) {
        if (s.name == name) {
            return &s;
        }
    }
    return nullptr;
}

Expected<ChartInput> gatherChartInput(const ResultsLibrary& library, const ChartRequest& request)
{
    ChartInput input;
    const auto known = library.workloadNames();
    if (!known) {
        return fail(known.error());
    }
    for (const QString& workload : request.workloads) {
        if (!known->contains(workload)) {
            return failField(QStringLiteral("workload"),
                QStringLiteral("no workload named '%1' in %2 (it has: %3)")
                    .arg(workload, library.path(), known->join(QStringLiteral(", "))));
        }
    }
    const auto systems = library.systems();
    if (!systems) {
        return fail(systems.error());
    }
    for (const QString& name : request.systems) {
        const auto system = library.system(name);
        if (!system.ok()) {
            return fail(system.error());
        }
        if (!*system) {
            QStringList names;
            for (const SystemConfig& s : *systems) {
                names << s.name;
            }
            return failField(QStringLiteral("systems"),
                QStringLiteral("no system named '%1' in %2 (it has: %3)")
                    .arg(name, library.path(), names.join(QStringLiteral(", "))));
        }
        input.systems << **system;
    }
    if (request.systems.isEmpty()) {
        input.systems = *systems;
    }
    const QStringList workloads = request.workloads.isEmpty() ? QStringList { QString() } : request.workloads;
    for (const SystemConfig& system : std::as_const(input.systems)) {
        for (const QString& workload : workloads) {
            const auto read = library.measurements({ system.name, workload, std::nullopt });
            if (!read) {
                return fail(read.error());
            }
            input.measurements << *read;
        }
    }
    return input;
}

Expected<ChartSpec> buildChartSpec(const ChartRequest& request, const ChartInput& input)
{
    Expected<ChartSpec> spec = fail(QString());
    switch (request.kind) {
    case ChartKind::Curve:
        spec = buildCurveSpec(request, input);
        break;
    case ChartKind::Throughput:
        spec = buildThroughputSpec(request, input);
        break;
    case ChartKind::Compare:
        spec = buildCompareSpec(request, input);
        break;
    case ChartKind::Tiers:
        spec = buildTierSpec(request, input);
        break;
    case ChartKind::Percentiles:
        spec = buildPercentileSpec(request, input);
        break;
    }
    if (spec && !request.title.isEmpty()) {
        spec->title = request.title;
    }
    return spec;
}

} // namespace headroom::charts
