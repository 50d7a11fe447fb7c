// SPDX-License-Identifier: GPL-3.0-or-later
#include "clidrawing.h"

#include "chartexporter.h"
#include "cli/chartdrawing.h"
#include "reportchartrenderer.h"

namespace headroom::charts {

void drawCliChartsWithQtCharts()
{
    cli::setChartDrawing({
        [](const ChartSpec& spec, const ChartTheme& theme, const QString& path, QSize pixels) {
            return ChartExporter(spec, theme).exportTo(path, pixels);
        },
        [](const AdvisorResult& result, const QList<Measurement>& used,
            const ChartTheme& theme) -> std::unique_ptr<ReportChartRenderer> {
            return std::make_unique<ReportChartPainter>(result, used, theme);
        },
    });
}

} // namespace headroom::charts
