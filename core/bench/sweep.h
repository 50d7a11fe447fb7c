// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "benchparams.h"
#include "model/expected.h"
#include "pointengine.h"
#include "pointresult.h"

#include <atomic>
#include <functional>
#include <optional>

#include <QList>
#include <QString>

namespace headroom::bench {

enum class SweepKind {
    None, // the steps as given (one point, or a preset's steps such as transfer-sweep)
    QueueDepth, // the first step at each queue depth (HCIBench's outstanding-I/O steps)
    Curve, // vdbench-style: the first step at maximum rate, then at percentages of the rate it reached
};

struct SweepRequest {
    QList<BenchParams> steps;
    SweepKind kind = SweepKind::None;
    QList<int> queueDepths { 1, 2, 4, 8, 16, 32, 64 };
    QList<double> curvePercents { 10, 50, 70, 80, 90, 100 };
    std::optional<double> stopLatencyMs; // end the sweep once a point's mean latency exceeds this
    // Runs of every point (`--repeat N`), interleaved across the sweep — QD1, QD2, …, QD1, QD2, … — so a drift
    // (the device warming, the page cache filling) spreads over every point instead of biasing one end of the curve.
    int repeat = 1;

    int pointCount() const; // points of one pass over the sweep
    int runCount() const { return pointCount() * repeat; }
    // The workload name every point of this run is stored under, so a sweep forms one curve.
    QString curveName() const;
};

struct SweepResult {
    // Every run, in run order: load increasing within a pass over the sweep, one pass per repeat (each run's
    // measurement.runNumber says which pass, when the request repeats).
    QList<PointResult> points;
    bool cancelled = false;
    QString stopReason; // why the sweep ended early (latency limit); empty otherwise
};

struct SweepCallbacks {
    std::function<void(int index, int count, const BenchParams& params)> pointStarted;
    SampleCallback sample;
    std::function<void(const PointResult& point)> pointFinished;
};

// Runs the points of `request` one after another on `engine`, on the calling thread, `request.repeat` passes. Cancel
// ends the current point within a second and returns the points completed before it (cancelled = true). An engine
// error fails the whole run with the engine's message. The callbacks' index and count cover every run of every pass.
// A stop at the latency limit in the first pass ends every pass at the same point, so each point has every run; a
// curve's rates come from the first pass's maximum, and its maximum runs are all labelled with that load.
Expected<SweepResult> runSweep(const SweepRequest& request, PointEngine& engine, const std::atomic<bool>& cancel,
    const SweepCallbacks& callbacks = {});

// The parameters of point `index` (0-based); for a curve, `maxIops` is the rate the first point reached.
BenchParams sweepPoint(const SweepRequest& request, int index, double maxIops);

} // namespace headroom::bench
