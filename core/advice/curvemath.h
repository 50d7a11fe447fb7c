// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/curve.h"
#include "model/runspread.h"

#include <optional>
#include <vector>

#include <QStringList>

namespace headroom {

// One point of an IOPS-vs-latency curve: a run, or the mean of the point's runs with their spread.
struct CurvePoint {
    CurvePoint() = default;
    CurvePoint(double iops_, double latencyNs_)
        : iops(iops_)
        , latencyNs(latencyNs_)
    {
    }
    double iops = 0;
    double latencyNs = 0;
    int runs = 1; // how many runs the figures are the mean of
    std::optional<RunSpread> iopsSpread; // over the runs, when there is more than one
    std::optional<RunSpread> latencySpread; // of the mean latency, ns
    bool operator==(const CurvePoint&) const = default;
};

// What the runs behind a reading say about its IOPS, relative to the value (0.05 = 5 %).
struct ReadingNoise {
    int runs = 1; // the fewest runs behind the points the reading comes from
    std::optional<double> relativeRange; // (max − min) / mean of the runs, from 2 runs
    std::optional<double> relativeCi95; // 95 % interval half-width / mean (Student t), from 3 runs
    bool operator==(const ReadingNoise&) const = default;
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

// The run-to-run noise of the curve at `iops`: the measured point there, or the worse of the two points around it
// (a reading between points is no surer than either); beyond the measured range the nearest point.
ReadingNoise noiseAt(const std::vector<CurvePoint>& points, double iops);

// Every IOPS (and its spread) multiplied by `factor` at the same latency (node scaling).
std::vector<CurvePoint> scaled(const std::vector<CurvePoint>& points, double factor);

} // namespace curvemath

} // namespace headroom
