// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

namespace headroom::charts {

// Gives the CLI's `chart` and `report` their drawing (cli/chartdrawing.h): Qt Charts through ChartExporter and
// ReportChartPainter. headroom-cli-draw (app/cli_draw_main.cpp) and in-process tests call it before cli::run(), on
// the thread of the QApplication.
void drawCliChartsWithQtCharts();

} // namespace headroom::charts
