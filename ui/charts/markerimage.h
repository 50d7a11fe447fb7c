// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QBrush>
#include <QImage>
#include <QPen>
#include <QtCharts/QScatterSeries>

namespace headroom::charts {

// A marker drawn once into an image, for QXYSeries::setLightMarker(): the series then paints its markers itself
// in one pass instead of keeping a graphics item per point (1,000 items for 50 curves of 20 points). Drawn at
// `devicePixelRatio` (the image's own: its logical size is sizePx), so it stays sharp on a high-DPI screen.
// Raster: vector exports keep QScatterSeries markers.
QImage markerImage(
    QScatterSeries::MarkerShape shape, qreal sizePx, const QBrush& brush, const QPen& pen, qreal devicePixelRatio);

// The pixel ratio screen markers are drawn at: the highest of the screens' (a window may move to any of them), at
// least 2, so that Qt Charts scales a marker down (smooth) rather than up on a screen of ratio 1.
qreal markerPixelRatio();

} // namespace headroom::charts
