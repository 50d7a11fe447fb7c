// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "chartspec.h"
#include "gather/chartinput.h"
#include "model/expected.h"

#include <optional>

#include <QList>
#include <QStringList>

namespace headroom::charts {

enum class LatencyMetric { Mean, P95, P99 };

QString toString(LatencyMetric metric);
std::optional<LatencyMetric> latencyMetricFromString(const QString& text);

// Which annotations a chart carries; all on by default.
struct AnnotationOptions {
    bool peaks = true;
    bool latencyLimit = true; // only drawn when a limit is set
    bool headroomBand = true;
    bool gains = true;
};

// What the user asked for, from the CLI flags or the Compare workspace.
struct ChartRequest {
    ChartKind kind = ChartKind::Curve;
    QStringList workloads; // empty: every workload the kind can use
    QStringList systems; // in order; the first is the baseline of gains and comparisons. Empty: all with data
    LatencyMetric latency = LatencyMetric::Mean;
    std::optional<double> latencyLimitMs;
    QString title; // empty: a title made from the data
    bool logX = false;
    bool logY = false;
    AnnotationOptions annotations;
};

// Builds the spec of the requested kind; fails with a message when there is nothing to draw.
Expected<ChartSpec> buildChartSpec(const ChartRequest& request, const ChartInput& input);

} // namespace headroom::charts
