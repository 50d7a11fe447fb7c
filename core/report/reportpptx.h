// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/expected.h"
#include "reportcharts.h"
#include "reportcontent.h"

#include <QByteArray>

namespace headroom {

// The slides (buildReportSlides) as an Office Open XML presentation on a slide master with title, title and content,
// two content and section layouts (Headroom's own, or the template of the options' deckTemplate): every title in
// the layout's title placeholder, text in its body placeholder, slide numbers as fields, the sections' speaker notes
// on notes pages, tables as DrawingML tables (a:tbl) with columns as wide as their figures need in the theme's font,
// charts as PNG pictures at slide resolution with the SVG beside them (svgBlip). The zip entries carry the stated
// date (or 1980-01-01) as their time, so the same content gives the same bytes. Fails naming the template file and
// part when the template cannot be used. Any thread where the renderer draws its chart images.
Expected<QByteArray> reportPptx(const ReportContent& slides, const ReportChartRenderer& charts);

} // namespace headroom
