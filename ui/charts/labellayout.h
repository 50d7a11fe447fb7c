// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <optional>

#include <QLineF>
#include <QList>
#include <QPointF>
#include <QRectF>
#include <QSizeF>

namespace headroom::charts {

// A data point as drawn: its centre and the radius of its marker (or of a ring around it).
struct PlotDisc {
    QPointF centre;
    qreal radius = 0;
};

// What a box of text must not cover on a plot: every data point, every curve segment and error bar, every bar and
// every box already placed. Geometry only, in one coordinate system (the chart's), so tests check it without a chart.
struct PlotObstacles {
    QList<PlotDisc> points;
    QList<QLineF> segments;
    QList<QRectF> boxes;

    // The first thing `box` covers, or nothing: a point's disc, a segment crossing or inside it, a box it touches.
    bool covers(const QRectF& box) const;
    // How much `box` covers (0: free): points and segments count one each, boxes ten.
    // Stops counting at `enough` (when not negative).
    int coverCount(const QRectF& box, int enough = -1) const;
};

// True when the segment has a point inside the rectangle (Liang–Barsky clipping).
bool segmentCrossesRect(const QLineF& segment, const QRectF& rect);

// Places boxes of text on a plot so that they cover nothing drawn. A label looks for the first free spot around its
// anchor, the preferred side first, then the others, at growing distances; when none is free, the emptiest free box
// of the plot with a leader line back to the anchor; only when the plot has no free box of its size, the spot that
// covers least (marked, so a test can say so). Each placed box, and its leader line, is an obstacle for the next.
class LabelLayout {
public:
    enum class Side { Above, Below, Right, Left, AboveRight, BelowRight, AboveLeft, BelowLeft };

    struct Placed {
        QRectF rect;
        bool leader = false; // away from the anchor: draw a line from the box to it
        bool covers = false; // no free spot of this size existed
    };

    LabelLayout(const QRectF& plot, PlotObstacles obstacles);

    Placed placeLabel(QPointF anchor, QSizeF size, Side preferred);
    // A box with no anchor (the gain box): a free corner of the plot, else the emptiest free box; nothing when the
    // plot has no free box of that size. A placed box becomes an obstacle.
    std::optional<QRectF> placeFree(QSizeF size);
    // Adds a box placed elsewhere (a legend) as an obstacle.
    void addBox(const QRectF& box) { m_obstacles.boxes << box; }

    const PlotObstacles& obstacles() const { return m_obstacles; }

private:
    std::optional<QRectF> nearAnchor(QPointF anchor, QSizeF size, Side preferred) const;
    std::optional<QRectF> emptiestFree(QSizeF size, std::optional<QPointF> near) const;
    int emptiness(const QRectF& box) const;
    bool inPlot(const QRectF& box) const;

    QRectF m_plot;
    PlotObstacles m_obstacles;
};

// A point on the edge of `box` where a leader line to `anchor` starts (the nearest point of the box).
QPointF leaderStart(const QRectF& box, QPointF anchor);

} // namespace headroom::charts
