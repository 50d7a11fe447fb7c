#include "curve.h"

#include <algorithm>

namespace headroom {

Curve Curve::fromMeasurements(QString systemName, QString workloadName, QList<Measurement> measurements)
{
    // A host's share of a client/server run is not a load point of the cluster's curve, and a failed run has
    // no figures to interpolate between.
    measurements.removeIf([](const Measurement& m) { return !m.isCurvePoint(); });
    const bool allHaveLoad = std::all_of(
        measurements.cbegin(), measurements.cend(), [](const Measurement& m) { return m.loadSetting.has_value(); });
    std::stable_sort(
        measurements.begin(), measurements.end(), [allHaveLoad](const Measurement& a, const Measurement& b) {
            if (allHaveLoad) {
                return *a.loadSetting < *b.loadSetting;
            }
            return a.totalIops().value_or(0.0) < b.totalIops().value_or(0.0);
        });
    return Curve { std::move(systemName), std::move(workloadName), std::move(measurements) };
}

bool Curve::hasModeledPoint() const
{
    return std::any_of(points.cbegin(), points.cend(), [](const Measurement& m) { return m.modeled; });
}

} // namespace headroom
