// SPDX-License-Identifier: GPL-3.0-or-later
#include "curve.h"

#include <algorithm>

namespace headroom {

std::optional<double> loadOf(const Measurement& m)
{
    const Workload& w = m.workload;
    if (w.targetIops) {
        return w.targetIops;
    }
    // fio: loadSetting is the iodepth per job of a depth sweep (queueDepth empty), or the rate of a rate sweep.
    if (m.loadSetting) {
        return w.queueDepth ? *m.loadSetting : *m.loadSetting * w.jobs.value_or(1);
    }
    if (w.queueDepth) {
        return static_cast<double>(*w.queueDepth) * w.jobs.value_or(1);
    }
    return std::nullopt;
}

Curve Curve::fromMeasurements(QString systemName, QString workloadName, QList<Measurement> measurements)
{
    // A host's share of a client/server run is not a load point of the cluster's curve, and a failed run has
    // no figures to interpolate between.
    measurements.removeIf([](const Measurement& m) { return !m.isCurvePoint(); });
    const bool allHaveLoad = std::all_of(
        measurements.cbegin(), measurements.cend(), [](const Measurement& m) { return loadOf(m).has_value(); });
    // Repeats of one point (two imports of the same test, `bench --repeat`) are one point at their mean, so the
    // curve does not zig-zag between runs at the same load.
    QList<PointRuns> groups = groupRuns(measurements);
    std::stable_sort(groups.begin(), groups.end(), [allHaveLoad](const PointRuns& pa, const PointRuns& pb) {
        const Measurement& a = pa.mean;
        const Measurement& b = pb.mean;
        if (allHaveLoad && *loadOf(a) != *loadOf(b)) {
            return *loadOf(a) < *loadOf(b);
        }
        if (allHaveLoad) { // one rate cap at several queue depths: the depth orders them
            return a.workload.queueDepth.value_or(0) * a.workload.jobs.value_or(1)
                < b.workload.queueDepth.value_or(0) * b.workload.jobs.value_or(1);
        }
        return a.totalIops().value_or(0.0) < b.totalIops().value_or(0.0);
    });
    Curve curve { std::move(systemName), std::move(workloadName), {}, {} };
    for (const PointRuns& group : std::as_const(groups)) {
        curve.points << group.mean;
    }
    curve.runs = std::move(groups);
    return curve;
}

bool Curve::hasModeledPoint() const
{
    return std::any_of(points.cbegin(), points.cend(), [](const Measurement& m) { return m.modeled; });
}

} // namespace headroom
