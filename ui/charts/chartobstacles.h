// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "labellayout.h"

QT_BEGIN_NAMESPACE
class QChart;
QT_END_NAMESPACE

namespace headroom::charts {

// Everything a chart draws on its plot that text must leave visible, in the chart's coordinates: each point of a
// scatter series or a line with markers (a disc of its marker's size), each segment of a line series (curves, error
// bars, limit and capacity lines) and each bar. Series that are hidden are left out; area bands are a background.
PlotObstacles drawnObstacles(QChart& chart);

} // namespace headroom::charts
