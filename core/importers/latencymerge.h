// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "fiorun.h"
#include "model/measurement.h"

#include <vector>

#include <QStringList>

namespace headroom {

// Percentiles from a bucketed histogram with fio's own rule (the first bucket whose cumulative count reaches
// p % of all samples), so one job's bins give back exactly the percentiles fio printed. Keys are percents.
std::map<double, double> percentilesFromBins(
    const std::map<std::int64_t, std::uint64_t>& bins, const std::vector<double>& percents);

// One fio direction as Headroom stores it. Mean/min/max/stdev are total latency (lat); the percentiles are
// lat's when fio had lat_percentiles=1, otherwise clat's, and then the kind says Completion.
DirectionStats fioDirectionStats(const FioDirection& direction, PercentileOrigin origin = PercentileOrigin::Exact);

// Several fio directions (clones of a job without group_reporting, or hosts) as one: IOPS and bandwidth
// summed, mean weighted by I/O count, stdev pooled, min/max of all. Percentiles from the merged json+ bins when
// every part has them (MergedHistogram); otherwise the mean of the parts' percentiles (MeanOfPerWorker), and a
// note saying the aggregate percentile is not exact and giving each part's p99. `partName` names a part
// in that note ("clone", "host").
DirectionStats mergeFioDirections(
    const std::vector<const FioDirection*>& parts, const QString& partName, QStringList& notes);

} // namespace headroom
