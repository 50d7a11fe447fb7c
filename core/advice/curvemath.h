#pragma once

#include "model/curve.h"

#include <optional>
#include <vector>

#include <QStringList>

namespace headroom {

// One point of an IOPS-vs-latency curve.
struct CurvePoint {
    double iops = 0;
    double latencyNs = 0;
    bool operator==(const CurvePoint&) const = default;
};

// A value read off a curve. `extrapolated` is true when it lies outside the measured points; such a value exists
// only when the caller allowed extrapolation, and every output that uses it must say so.
struct CurveReading {
    double iops = 0;
    double latencyNs = 0;
    bool extrapolated = false;
    QString how; // one line: which points or segment gave the value
};

enum class Extrapolation { Forbidden, Allowed };

// Curve math on straight segments between measured points taken in load order (not re-sorted by IOPS, so a
// non-monotone tail — IOPS falling while latency climbs past saturation — stays as measured). Pure functions.
namespace curvemath {

// The points of a curve with both IOPS and a mean latency, in the curve's order; skipped points are noted.
std::vector<CurvePoint> pointsOf(const Curve& curve, QStringList* warnings = nullptr);

// The highest measured IOPS (first such point in load order).
std::optional<CurveReading> peak(const std::vector<CurvePoint>& points);

// The highest IOPS at which the curve is at or under `limitNs`, over every segment. Empty when every measured
// point is above the limit (with extrapolation allowed: the first segment extended towards lower load).
std::optional<CurveReading> iopsAtLatencyLimit(
    const std::vector<CurvePoint>& points, double limitNs, Extrapolation extrapolation = Extrapolation::Forbidden);

// Latency where the curve first reaches `iops` in load order. Outside the measured IOPS range: empty, or with
// extrapolation allowed, below the first point the first point's latency (latency does not rise as load
// falls) and above the peak the segment into the peak extended.
std::optional<CurveReading> latencyAtIops(
    const std::vector<CurvePoint>& points, double iops, Extrapolation extrapolation = Extrapolation::Forbidden);

// The point at `percent` % of the peak IOPS (latency from latencyAtIops).
std::optional<CurveReading> atPercentOfPeak(
    const std::vector<CurvePoint>& points, double percent, Extrapolation extrapolation = Extrapolation::Forbidden);

// Every IOPS multiplied by `factor` at the same latency (node scaling).
std::vector<CurvePoint> scaled(const std::vector<CurvePoint>& points, double factor);

} // namespace curvemath

} // namespace headroom
