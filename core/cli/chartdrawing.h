// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "advice/advisor.h"
#include "clicontext.h"
#include "model/expected.h"
#include "model/measurement.h"
#include "report/chartspec.h"
#include "report/charttheme.h"
#include "report/reportcharts.h"

#include <functional>
#include <memory>

#include <QSize>

namespace headroom::cli {

// How `chart` and `report` draw their charts. Qt Charts draws them (ui/charts), and core never links Qt Charts or
// Widgets: the drawing program (`headroom-cli-draw`, app/cli_draw_main.cpp) sets this before run(). Without it,
// headroom-cli hands the whole command line to that program, which prints and exits exactly as headroom-cli would.
struct ChartDrawing {
    // Writes `spec` to `path` (.png, .svg or .pdf) at `pixels`.
    std::function<Status(
        const charts::ChartSpec& spec, const charts::ChartTheme& theme, const QString& path, QSize pixels)>
        writeChart;
    // The report's charts of `result`, drawn from `used`.
    std::function<std::unique_ptr<ReportChartRenderer>(
        const AdvisorResult& result, const QList<Measurement>& used, const charts::ChartTheme& theme)>
        reportCharts;
};

// Call from main() before run(); not thread-safe.
void setChartDrawing(ChartDrawing drawing);
// Null in headroom-cli: the command then calls handToDrawingProgram().
const ChartDrawing* chartDrawing();

// Replaces this process with the drawing program (beside this executable, or ../libexec/headroom/) and the same
// arguments; returns only when it cannot (failure, with a message naming the program).
int handToDrawingProgram(CliContext& context);

} // namespace headroom::cli
