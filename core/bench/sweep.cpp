// SPDX-License-Identifier: GPL-3.0-or-later
#include "sweep.h"

#include "model/quantityformat.h"
#include "model/workload.h"

namespace headroom::bench {

int SweepRequest::pointCount() const
{
    switch (kind) {
    case SweepKind::QueueDepth:
        return static_cast<int>(queueDepths.size());
    case SweepKind::Curve:
        return 1 + static_cast<int>(curvePercents.size());
    case SweepKind::None:
        break;
    }
    return static_cast<int>(steps.size());
}

QString SweepRequest::curveName() const
{
    if (steps.isEmpty()) {
        return {};
    }
    const BenchParams& first = steps.first();
    QString base = first.name;
    if (base.isEmpty()) {
        Workload shape = first.toWorkload();
        shape.queueDepth.reset();
        shape.jobs.reset();
        shape.targetIops.reset();
        base = shape.canonicalName();
    }
    const QString jobs = QStringLiteral("_j%1").arg(first.jobs);
    if (kind == SweepKind::Curve) {
        return base + QStringLiteral("_qd%1").arg(first.queueDepth) + jobs + QStringLiteral("_curve");
    }
    return base + jobs;
}

BenchParams sweepPoint(const SweepRequest& request, int index, double maxIops)
{
    switch (request.kind) {
    case SweepKind::QueueDepth: {
        BenchParams params = request.steps.first();
        params.queueDepth = request.queueDepths.at(index);
        return params;
    }
    case SweepKind::Curve: {
        BenchParams params = request.steps.first();
        if (index == 0) {
            params.targetIops.reset();
        } else {
            params.targetIops = maxIops * request.curvePercents.at(index - 1) / 100.0;
        }
        return params;
    }
    case SweepKind::None:
        break;
    }
    return request.steps.at(index);
}

namespace {

void label(PointResult& point, const SweepRequest& request, int index, std::optional<double> firstMaxIops)
{
    Measurement& m = point.measurement;
    if (request.kind != SweepKind::None || request.steps.size() == 1) {
        m.workload.name = request.curveName();
    } else {
        m.workload.name = point.params.name.isEmpty() ? m.workload.canonicalName() : point.params.name;
    }
    if (request.kind == SweepKind::Curve) {
        // The maximum run has no target: its load is the rate it reached.
        m.loadSetting = point.params.targetIops ? *point.params.targetIops : m.totalIops().value_or(0.0);
        if (index == 0) {
            m.note += QStringLiteral("; curve maximum (unthrottled)");
            if (firstMaxIops) {
                // Every maximum run is a run of one point: the load the first pass reached.
                m.loadSetting = *firstMaxIops;
                m.note += QStringLiteral(", at the load of the first pass's maximum");
            }
        }
    } else {
        m.loadSetting = point.params.queueDepth;
    }
    m.queueDepth = point.params.queueDepth; // the point's own: the stored workload keeps the first point's
}

} // namespace

Expected<SweepResult> runSweep(
    const SweepRequest& request, PointEngine& engine, const std::atomic<bool>& cancel, const SweepCallbacks& callbacks)
{
    if (request.steps.isEmpty()) {
        return fail(QStringLiteral("nothing to run: no workload"));
    }
    if (request.repeat < 1) {
        return failField(
            QStringLiteral("repeat"), QStringLiteral("%1 is not a number of runs (1 or more)").arg(request.repeat));
    }
    SweepResult result;
    int count = request.pointCount();
    const int passes = request.repeat;
    double maxIops = 0;
    int runIndex = 0;
    for (int pass = 0; pass < passes && !result.cancelled; ++pass) {
        for (int index = 0; index < count; ++index) {
            if (cancel.load(std::memory_order_relaxed)) {
                result.cancelled = true;
                break;
            }
            const BenchParams params = sweepPoint(request, index, maxIops);
            if (callbacks.pointStarted) {
                callbacks.pointStarted(runIndex, count * passes, params);
            }
            ++runIndex;
            Expected<PointResult> point = engine.runPoint(params, cancel, callbacks.sample);
            if (!point) {
                return fail(point.error());
            }
            if (point->cancelled) {
                result.cancelled = true; // a partial point is not a measurement at its load
                break;
            }
            label(*point, request, index, pass > 0 ? std::optional<double>(maxIops) : std::nullopt);
            if (passes > 1) {
                point->measurement.runNumber = pass + 1;
                point->measurement.note += QStringLiteral("; run %1 of %2").arg(pass + 1).arg(passes);
            }
            if (pass == 0 && index == 0) {
                maxIops = point->measurement.totalIops().value_or(0.0);
            }
            result.points.append(*point);
            if (callbacks.pointFinished) {
                callbacks.pointFinished(*point);
            }
            const std::optional<double> meanNs = point->measurement.meanLatencyNs();
            if (pass == 0 && request.stopLatencyMs && meanNs && *meanNs > *request.stopLatencyMs * 1e6
                && index + 1 < count) {
                result.stopReason = QStringLiteral("mean latency %1 ms exceeded the limit of %2 ms")
                                        .arg(QuantityFormat::plain().number(*meanNs / 1e6, 3))
                                        .arg(QuantityFormat::plain().significant(*request.stopLatencyMs, 6));
                count = index + 1; // the later passes run the same points
                break;
            }
        }
    }
    if (request.kind == SweepKind::Curve && passes == 1 && result.points.size() > 1) {
        result.points.move(0, result.points.size() - 1); // load order: the unthrottled maximum comes last
    }
    return result;
}

} // namespace headroom::bench
