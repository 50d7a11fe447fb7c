// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "chartspec.h"
#include "reportcontent.h"

#include <optional>

#include <QByteArray>
#include <QImage>
#include <QRectF>

class QPainter;

namespace headroom {

// Draws the report's charts. core has no Qt Charts: the caller (ui/charts/reportchartrenderer) provides one that
// draws the same chart specs as the Advisor and `headroom-cli chart`, on the GUI thread only; a report written on a
// worker draws through ui/charts/guithreadchartrenderer, which hands each chart to the GUI thread.
class ReportChartRenderer {
public:
    virtual ~ReportChartRenderer() = default;
    // Vector drawing into `target` (points on a PDF page).
    virtual void paint(ReportChart chart, QPainter& painter, const QRectF& target) const = 0;
    // A standalone SVG document laid out at `size` (CSS pixels).
    virtual QByteArray svg(ReportChart chart, QSizeF size) const = 0;
    // A PNG-ready image of exactly `pixels`.
    virtual QImage image(ReportChart chart, QSize pixels) const = 0;
    // Words that say what the chart shows, for readers without the picture (alt text).
    virtual QString description(ReportChart chart) const = 0;
    // The chart's numbers as the spec the picture is drawn from (the deck's native charts); empty: pictures only.
    virtual std::optional<charts::ChartSpec> chartSpec(ReportChart chart) const
    {
        Q_UNUSED(chart);
        return std::nullopt;
    }
};

} // namespace headroom
