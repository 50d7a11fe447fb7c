#pragma once

#include "model/expected.h"
#include "reportcharts.h"
#include "reportcontent.h"

#include <QByteArray>

namespace headroom {

// The slides (buildReportSlides) as an Office Open XML presentation: titles and figures in real text boxes, tables
// as DrawingML tables (a:tbl), charts as PNG pictures at slide resolution with the SVG beside them (svgBlip). The zip
// entries carry the stated date (or 1980-01-01) as their time, so the same content gives the same bytes. Any thread
// where the renderer draws its chart images.
Expected<QByteArray> reportPptx(const ReportContent& slides, const ReportChartRenderer& charts);

} // namespace headroom
