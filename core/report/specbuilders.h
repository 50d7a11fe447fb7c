// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "advice/advisor.h"
#include "chartrequest.h"

// One builder per chart kind (curvespec.cpp, throughputspec.cpp, …); buildChartSpec() picks one.
namespace headroom::charts {

Expected<ChartSpec> buildCurveSpec(const ChartRequest& request, const ChartInput& input);
Expected<ChartSpec> buildThroughputSpec(const ChartRequest& request, const ChartInput& input);
Expected<ChartSpec> buildCompareSpec(const ChartRequest& request, const ChartInput& input);
Expected<ChartSpec> buildTierSpec(const ChartRequest& request, const ChartInput& input);
Expected<ChartSpec> buildPercentileSpec(const ChartRequest& request, const ChartInput& input);
// The runway of an advisor's answer to a customer demand (runwayspec.cpp): years from today against IOPS, the
// demand growing from today's peak (and its average below), each option's capacity with all nodes (solid) and with
// m nodes down (dashed), where each runs out. Fails, naming --demand, when the answer has no demand.
Expected<ChartSpec> buildRunwaySpec(const AdvisorResult& result);

// Shared by the builders: the measurements of one system, in input order.
QList<Measurement> measurementsOf(const ChartInput& input, const QString& systemName);
// The systems that have at least one measurement, in input order.
QStringList systemsWithData(const ChartInput& input);
// The workloads named in a request as people say them ("4 KiB random read", workloadDisplayName), read off the
// measurements of those names; two names of one test are said once. A name with no measurement: made readable.
QString workloadsForPeople(const QStringList& names, const QList<Measurement>& measurements);
// A range from 0 (or the smallest value for log axes) to a little above `maxValue`.
SpecAxis valueAxis(QString title, double minValue, double maxValue, bool log);

} // namespace headroom::charts
