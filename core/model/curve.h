#pragma once

#include "measurement.h"

#include <QList>

namespace headroom {

// Measurements of one workload on one system under increasing load, in load order
// (by load setting when every point has one, otherwise by IOPS). Per-host and failed measurements are left out
// (Measurement::isCurvePoint). Curve math lives in core/advice.
struct Curve {
    QString systemName;
    QString workloadName;
    QList<Measurement> points;

    static Curve fromMeasurements(QString systemName, QString workloadName, QList<Measurement> measurements);
    bool hasModeledPoint() const;
};

} // namespace headroom
