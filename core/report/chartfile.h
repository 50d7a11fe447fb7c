// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <optional>

#include <QString>

namespace headroom::charts {

// The files a chart is exported to, and their size limits in pixels (ui/charts' ChartExporter writes them).
enum class ExportFormat { Png, Svg, Pdf };

constexpr int kMinChartPixels = 200;
constexpr int kMaxChartPixels = 16000;

// From the file name's suffix (.png, .svg, .pdf; any case).
std::optional<ExportFormat> exportFormatForPath(const QString& path);

} // namespace headroom::charts
