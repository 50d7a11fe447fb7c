// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Report charts drawn as grey boxes: the tests of a report's pages, tables and deck check the text around the charts,
// not the charts (those are the chart tests'), and need no Qt Charts or GUI thread for them.
#include "report/reportcharts.h"

#include <QImage>
#include <QPainter>

namespace headroom::testing {

class BoxCharts : public ReportChartRenderer {
public:
    void paint(ReportChart, QPainter& painter, const QRectF& target) const override { painter.drawRect(target); }
    QByteArray svg(ReportChart, QSizeF) const override { return "<svg xmlns=\"http://www.w3.org/2000/svg\"/>"; }
    QImage image(ReportChart, QSize pixels) const override
    {
        QImage image(pixels, QImage::Format_RGB32);
        image.fill(Qt::gray);
        return image;
    }
    QString description(ReportChart) const override { return QStringLiteral("a box"); }
};

} // namespace headroom::testing
