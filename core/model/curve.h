// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "measurement.h"
#include "pointruns.h"

#include <QList>

namespace headroom {

// The load a point ran at: a target rate, or outstanding I/Os = queue depth per job × jobs (so QD 8 × 2 jobs
// comes after QD 8 × 1 job). Empty when unknown.
std::optional<double> loadOf(const Measurement& measurement);

// Measurements of one workload on one system under increasing load, in load order
// (by loadOf when every point has one, otherwise by IOPS). Per-host and failed measurements are left out
// (Measurement::isCurvePoint). Runs of the same point (sameRepeatPoint) become one point at their mean.
// Curve math lives in core/advice.
struct Curve {
    QString systemName;
    QString workloadName;
    QList<Measurement> points; // one per point: a run, or the mean of the point's runs (meanOfRuns)
    QList<PointRuns> runs; // runs[i]: the runs behind points[i] and their spread

    static Curve fromMeasurements(QString systemName, QString workloadName, QList<Measurement> measurements);
    bool hasModeledPoint() const;
};

} // namespace headroom
