// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "chartspec.h"

#include <QList>
#include <QString>

namespace headroom::charts {

struct AxisTick {
    double value = 0;
    QString label;
};

// Round tick positions (1, 2, 2.5 or 5 × 10^n) covering min..max, about `target` of them, labelled in `style`.
// The first and last ticks enclose the range so the axis can end on them.
QList<AxisTick> niceTicks(double min, double max, TickStyle style, int target = 6);

// A tick label: 350000 → "350K" (Iops), 50 → "+50 %" (SignedPercent), 12500 → "12,500" (Plain).
QString tickLabel(double value, TickStyle style, double step);

} // namespace headroom::charts
