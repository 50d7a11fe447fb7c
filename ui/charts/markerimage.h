// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QBrush>
#include <QImage>
#include <QPen>
#include <QtCharts/QScatterSeries>

namespace headroom::charts {

// A marker drawn once into an image, for QXYSeries::setLightMarker(): the series then paints its markers itself
// in one pass instead of keeping a graphics item per point (1,000 items for 50 curves of 20 points). Drawn at
// 4× so it stays sharp at device pixel ratio 2. Raster: vector exports keep QScatterSeries markers.
QImage markerImage(QScatterSeries::MarkerShape shape, qreal sizePx, const QBrush& brush, const QPen& pen);

} // namespace headroom::charts
