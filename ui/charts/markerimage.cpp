// SPDX-License-Identifier: GPL-3.0-or-later
#include "markerimage.h"

#include <algorithm>
#include <cmath>
#include <numbers>

#include <QGuiApplication>
#include <QPainter>
#include <QPolygonF>
#include <QScreen>

namespace headroom::charts {

namespace {
constexpr qreal kMinimumPixelRatio = 2;

QPolygonF star(const QRectF& r)
{
    QPolygonF points;
    const QPointF c = r.center();
    for (int i = 0; i < 10; ++i) {
        const qreal radius = (i % 2 == 0 ? 0.5 : 0.2) * r.width();
        const qreal angle = -std::numbers::pi / 2 + i * std::numbers::pi / 5;
        points << c + QPointF(radius * std::cos(angle), radius * std::sin(angle));
    }
    return points;
}
} // namespace

qreal markerPixelRatio()
{
    qreal ratio = kMinimumPixelRatio;
    if (qGuiApp) {
        for (const QScreen* screen : QGuiApplication::screens()) {
            ratio = std::max(ratio, screen->devicePixelRatio());
        }
    }
    return ratio;
}

QImage markerImage(
    QScatterSeries::MarkerShape shape, qreal sizePx, const QBrush& brush, const QPen& pen, qreal devicePixelRatio)
{
    const qreal ratio = devicePixelRatio > 0 ? devicePixelRatio : 1.0;
    const int side = static_cast<int>(std::ceil(sizePx * ratio));
    QImage image(side, side, QImage::Format_ARGB32_Premultiplied);
    image.setDevicePixelRatio(ratio); // painted in logical pixels from here on
    image.fill(Qt::transparent);
    QPainter painter(&image);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setPen(pen);
    painter.setBrush(brush);
    const qreal inset = pen.style() == Qt::NoPen ? 0 : pen.widthF() / 2;
    const QRectF r = QRectF(0, 0, sizePx, sizePx).adjusted(inset, inset, -inset, -inset);
    switch (shape) {
    case QScatterSeries::MarkerShapeRectangle:
        painter.drawRect(r);
        break;
    case QScatterSeries::MarkerShapeTriangle:
        painter.drawPolygon(QPolygonF({ QPointF(r.center().x(), r.top()), r.bottomRight(), r.bottomLeft() }));
        break;
    case QScatterSeries::MarkerShapeRotatedRectangle:
        painter.drawPolygon(QPolygonF({ QPointF(r.center().x(), r.top()), QPointF(r.right(), r.center().y()),
            QPointF(r.center().x(), r.bottom()), QPointF(r.left(), r.center().y()) }));
        break;
    case QScatterSeries::MarkerShapeStar:
        painter.drawPolygon(star(r));
        break;
    default:
        painter.drawEllipse(r);
        break;
    }
    return image;
}

} // namespace headroom::charts
