// SPDX-License-Identifier: GPL-3.0-or-later
#include "chartrequest.h"

#include "specbuilders.h"

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
    case ChartKind::Runway:
        // Drawn from the advisor's answer to a customer demand (buildRunwaySpec), not from the library's curves.
        spec = failField(
            QStringLiteral("kind"), QStringLiteral("a runway chart needs the advisor's answer to a demand"));
        break;
    }
    if (spec && !request.title.isEmpty()) {
        spec->title = request.title;
    }
    if (spec) {
        spec->warnings = input.warnings + spec->warnings;
    }
    return spec;
}

} // namespace headroom::charts
