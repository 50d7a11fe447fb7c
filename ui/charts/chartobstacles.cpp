// SPDX-License-Identifier: GPL-3.0-or-later
#include "chartobstacles.h"

#include <QtCharts/QAbstractBarSeries>
#include <QtCharts/QBarSet>
#include <QtCharts/QChart>
#include <QtCharts/QScatterSeries>
#include <QtCharts/QXYSeries>

namespace headroom::charts {

namespace {
// A marker's disc plus the antialiased edge and a hair of air.
constexpr qreal kMarkerSlack = 1.5;

void addXy(QChart& chart, QXYSeries* series, PlotObstacles& obstacles)
{
    const QList<QPointF> values = series->points();
    QList<QPointF> drawn;
    drawn.reserve(values.size());
    for (const QPointF value : values) {
        drawn << chart.mapToPosition(value, series);
    }
    const bool scatter = series->type() == QAbstractSeries::SeriesTypeScatter;
    const bool markers = scatter || !series->lightMarker().isNull() || series->pointsVisible();
    if (markers) {
        const qreal radius = series->markerSize() / 2 + kMarkerSlack;
        for (const QPointF p : std::as_const(drawn)) {
            obstacles.points << PlotDisc { p, radius };
        }
    }
    if (!scatter) {
        for (qsizetype i = 1; i < drawn.size(); ++i) {
            obstacles.segments << QLineF(drawn[i - 1], drawn[i]);
        }
    }
}

// Bars as Qt Charts draws them: a group of barWidth per category split evenly among the sets, or one stacked bar
// (positive values stacked up from 0, negative ones down).
void addBars(QChart& chart, QAbstractBarSeries* series, PlotObstacles& obstacles)
{
    const bool stacked = series->type() == QAbstractSeries::SeriesTypeStackedBar;
    const QList<QBarSet*> sets = series->barSets();
    const qreal width = series->barWidth() / (stacked ? 1.0 : static_cast<qreal>(std::max<qsizetype>(sets.size(), 1)));
    QList<qreal> up, down;
    for (qsizetype i = 0; i < sets.size(); ++i) {
        for (int c = 0; c < sets[i]->count(); ++c) {
            const qreal value = sets[i]->at(c);
            if (value == 0) {
                continue;
            }
            const qreal left = c - series->barWidth() / 2 + (stacked ? 0 : static_cast<qreal>(i) * width);
            up.resize(std::max<qsizetype>(up.size(), c + 1), 0);
            down.resize(std::max<qsizetype>(down.size(), c + 1), 0);
            qreal& base = value > 0 ? up[c] : down[c];
            const qreal from = stacked ? base : 0;
            if (stacked) {
                base += value;
            }
            obstacles.boxes << QRectF(chart.mapToPosition(QPointF(left, from + value), series),
                chart.mapToPosition(QPointF(left + width, from), series))
                                   .normalized();
        }
    }
}
} // namespace

PlotObstacles drawnObstacles(QChart& chart)
{
    PlotObstacles obstacles;
    for (QAbstractSeries* series : chart.series()) {
        if (!series->isVisible()) {
            continue;
        }
        if (auto* xy = qobject_cast<QXYSeries*>(series)) {
            addXy(chart, xy, obstacles);
        } else if (auto* bars = qobject_cast<QAbstractBarSeries*>(series)) {
            addBars(chart, bars, obstacles);
        }
    }
    return obstacles;
}

} // namespace headroom::charts
