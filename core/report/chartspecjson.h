// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "chartspec.h"

#include <QSize>
#include <QString>

#include <nlohmann/json.hpp>

namespace headroom::charts {

// `chart --json`: the file written and what the chart shows (series points, annotations, the numbers table).
// Keys: file, width, height, kind, title, subtitle, x_axis, y_axis, categories, series[{name, points[{x, y,
// modeled, label}]}], annotations[{kind, series, x, y, x2, text}], table{headers, rows}, footnote, modeled, warnings.
nlohmann::json chartSpecToJson(const ChartSpec& spec, const QString& file, QSize pixelSize);

} // namespace headroom::charts
