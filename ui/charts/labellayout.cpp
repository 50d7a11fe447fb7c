// SPDX-License-Identifier: GPL-3.0-or-later
#include "labellayout.h"

#include <algorithm>
#include <array>
#include <cmath>

namespace headroom::charts {

namespace {
// Distances from the anchor to the box's nearest edge, in layout pixels: the first ones keep a label beside its
// point; past kLeaderFrom a leader line says which point it belongs to.
constexpr std::array kDistances { 6.0, 10.0, 15.0, 22.0, 31.0, 43.0, 58.0 };
constexpr qreal kLeaderFrom = 20;
// Margins a free box is tried with to find the emptiest (the widest empty ring around it).
constexpr std::array kEmptyMargins { 3.0, 8.0, 14.0, 22.0, 32.0 };
constexpr qreal kGridStep = 10;
constexpr qreal kGridBudget = 2e5; // candidate boxes × obstacles tested per label, at most
constexpr qreal kSearchReach = 260; // how far from its anchor a label looks for an empty box
constexpr qreal kInset = 2;
constexpr qreal kCornerInset = 10;

qreal distance(QPointF a, QPointF b)
{
    return std::hypot(a.x() - b.x(), a.y() - b.y());
}

QList<LabelLayout::Side> sidesFrom(LabelLayout::Side preferred)
{
    using Side = LabelLayout::Side;
    QList<Side> sides { preferred };
    for (const Side side : { Side::Above, Side::Right, Side::Below, Side::Left, Side::AboveRight, Side::BelowRight,
             Side::AboveLeft, Side::BelowLeft }) {
        if (side != preferred) {
            sides << side;
        }
    }
    return sides;
}

// The boxes of one side at distance d: centred on the anchor, and for the sides above and below also slid so that
// the box starts or ends just past the anchor (a label beside a steep curve finds room on its open side).
QList<QRectF> candidates(QPointF a, QSizeF size, LabelLayout::Side side, qreal d)
{
    using Side = LabelLayout::Side;
    const qreal w = size.width(), h = size.height(), diagonal = d * 0.7;
    const auto at = [&](qreal x, qreal y) { return QRectF(QPointF(x, y), size); };
    switch (side) {
    case Side::Above:
        return { at(a.x() - w / 2, a.y() - d - h), at(a.x() - 10, a.y() - d - h), at(a.x() + 10 - w, a.y() - d - h) };
    case Side::Below:
        return { at(a.x() - w / 2, a.y() + d), at(a.x() - 10, a.y() + d), at(a.x() + 10 - w, a.y() + d) };
    case Side::Right:
        return { at(a.x() + d, a.y() - h / 2) };
    case Side::Left:
        return { at(a.x() - d - w, a.y() - h / 2) };
    case Side::AboveRight:
        return { at(a.x() + diagonal, a.y() - diagonal - h) };
    case Side::BelowRight:
        return { at(a.x() + diagonal, a.y() + diagonal) };
    case Side::AboveLeft:
        return { at(a.x() - diagonal - w, a.y() - diagonal - h) };
    case Side::BelowLeft:
        return { at(a.x() - diagonal - w, a.y() + diagonal) };
    }
    return {};
}

qreal distanceToBox(const QRectF& box, QPointF p)
{
    const qreal dx = std::max({ box.left() - p.x(), 0.0, p.x() - box.right() });
    const qreal dy = std::max({ box.top() - p.y(), 0.0, p.y() - box.bottom() });
    return std::hypot(dx, dy);
}
} // namespace

bool segmentCrossesRect(const QLineF& segment, const QRectF& rect)
{
    const QPointF p = segment.p1();
    const qreal dx = segment.dx(), dy = segment.dy();
    qreal t0 = 0, t1 = 1;
    // Liang–Barsky: the part of the segment (t in 0…1) on the inner side of each edge.
    const auto clip = [&](qreal denominator, qreal numerator) {
        if (denominator == 0) {
            return numerator >= 0;
        }
        const qreal t = numerator / denominator;
        if (denominator < 0) {
            t0 = std::max(t0, t);
        } else {
            t1 = std::min(t1, t);
        }
        return t0 <= t1;
    };
    return clip(-dx, p.x() - rect.left()) && clip(dx, rect.right() - p.x()) && clip(-dy, p.y() - rect.top())
        && clip(dy, rect.bottom() - p.y());
}

bool PlotObstacles::covers(const QRectF& box) const
{
    return std::any_of(points.cbegin(), points.cend(),
               [&](const PlotDisc& d) { return distanceToBox(box, d.centre) < d.radius; })
        || std::any_of(segments.cbegin(), segments.cend(), [&](const QLineF& s) { return segmentCrossesRect(s, box); })
        || std::any_of(boxes.cbegin(), boxes.cend(), [&](const QRectF& b) { return b.intersects(box); });
}

int PlotObstacles::coverCount(const QRectF& box, int enough) const
{
    // Counted until `enough` is reached (a crowded plot has thousands of obstacles and the caller wants the least).
    int n = 0;
    const auto done = [&] { return enough >= 0 && n >= enough; };
    for (const PlotDisc& d : points) {
        n += distanceToBox(box, d.centre) < d.radius ? 1 : 0;
        if (done()) {
            return n;
        }
    }
    for (const QLineF& s : segments) {
        n += segmentCrossesRect(s, box) ? 1 : 0;
        if (done()) {
            return n;
        }
    }
    // Text over text reads worst: a box counts as much as ten lines or points.
    for (const QRectF& b : boxes) {
        n += b.intersects(box) ? 10 : 0;
        if (done()) {
            return n;
        }
    }
    return n;
}

QPointF leaderStart(const QRectF& box, QPointF anchor)
{
    return { std::clamp(anchor.x(), box.left(), box.right()), std::clamp(anchor.y(), box.top(), box.bottom()) };
}

LabelLayout::LabelLayout(const QRectF& plot, PlotObstacles obstacles)
    : m_plot(plot.adjusted(kInset, kInset, -kInset, -kInset))
    , m_obstacles(std::move(obstacles))
{
}

bool LabelLayout::inPlot(const QRectF& box) const
{
    return m_plot.contains(box);
}

std::optional<QRectF> LabelLayout::nearAnchor(QPointF anchor, QSizeF size, Side preferred) const
{
    const QList<Side> sides = sidesFrom(preferred);
    for (const qreal d : kDistances) {
        for (const Side side : sides) {
            for (const QRectF& box : candidates(anchor, size, side, d)) {
                if (inPlot(box) && !m_obstacles.covers(box)) {
                    return box;
                }
            }
        }
    }
    return std::nullopt;
}

// How empty the surroundings of a free box are: the number of growing margins it stays free with.
int LabelLayout::emptiness(const QRectF& box) const
{
    int level = 0;
    for (const qreal m : kEmptyMargins) {
        if (m_obstacles.covers(box.adjusted(-m, -m, m, m))) {
            break;
        }
        ++level;
    }
    return level;
}

// Of the free boxes on a grid over the plot, the emptiest; among equally empty ones the nearest to `near`.
std::optional<QRectF> LabelLayout::emptiestFree(QSizeF size, std::optional<QPointF> near) const
{
    std::optional<QRectF> best;
    int bestLevel = -1;
    qreal bestDistance = 0;
    // A coarser grid on a crowded plot (50 curves of 20 points): positions × obstacles stays within a budget.
    const auto obstacles
        = static_cast<qreal>(m_obstacles.points.size() + m_obstacles.segments.size() + m_obstacles.boxes.size() + 1);
    // A label looks near its anchor (its leader line stays short); a box without one, over the whole plot.
    const QRectF area = near
        ? m_plot.intersected(QRectF(*near - QPointF(kSearchReach + size.width(), kSearchReach + size.height()),
            QSizeF(2 * kSearchReach + 2 * size.width(), 2 * kSearchReach + 2 * size.height())))
        : m_plot;
    qreal step = kGridStep;
    while ((area.width() / step) * (area.height() / step) * obstacles > kGridBudget) {
        step *= 1.5;
    }
    for (qreal y = area.top(); y + size.height() <= area.bottom(); y += step) {
        for (qreal x = area.left(); x + size.width() <= area.right(); x += step) {
            const QRectF box(QPointF(x, y), size);
            if (m_obstacles.covers(box)) {
                continue;
            }
            const int level = emptiness(box);
            const qreal d = near ? distanceToBox(box, *near) : distance(box.topLeft(), m_plot.topLeft());
            if (level > bestLevel || (level == bestLevel && d < bestDistance)) {
                best = box;
                bestLevel = level;
                bestDistance = d;
            }
        }
    }
    return best;
}

LabelLayout::Placed LabelLayout::placeLabel(QPointF anchor, QSizeF size, Side preferred)
{
    Placed placed;
    if (const auto box = nearAnchor(anchor, size, preferred)) {
        placed.rect = *box;
    } else if (const auto empty = emptiestFree(size, anchor)) {
        placed.rect = *empty;
    } else {
        // Nothing free: the candidate beside the anchor that covers least.
        int least = -1;
        for (const qreal d : { kDistances[0], kDistances[2], kDistances[4] }) {
            for (const Side side : sidesFrom(preferred)) {
                for (const QRectF& candidate : candidates(anchor, size, side, d)) {
                    if (!inPlot(candidate)) {
                        continue;
                    }
                    const int n = m_obstacles.coverCount(candidate, least);
                    if (least < 0 || n < least) {
                        least = n;
                        placed.rect = candidate;
                    }
                }
            }
        }
        if (least < 0) { // larger than the plot: above the anchor, kept inside where it can be
            const QPointF topLeft = anchor - QPointF(size.width() / 2, size.height() + kDistances[0]);
            placed.rect = QRectF(
                QPointF(std::clamp(topLeft.x(), m_plot.left(), std::max(m_plot.left(), m_plot.right() - size.width())),
                    std::clamp(topLeft.y(), m_plot.top(), std::max(m_plot.top(), m_plot.bottom() - size.height()))),
                size);
        }
        placed.covers = true;
    }
    placed.leader = distanceToBox(placed.rect, anchor) > kLeaderFrom;
    m_obstacles.boxes << placed.rect;
    if (placed.leader) {
        m_obstacles.segments << QLineF(leaderStart(placed.rect, anchor), anchor);
    }
    return placed;
}

std::optional<QRectF> LabelLayout::placeFree(QSizeF size)
{
    const qreal left = m_plot.left() + kCornerInset, right = m_plot.right() - size.width() - kCornerInset;
    const qreal top = m_plot.top() + kCornerInset, bottom = m_plot.bottom() - size.height() - kCornerInset;
    std::optional<QRectF> best;
    int bestLevel = -1;
    for (const QPointF corner :
        { QPointF(left, top), QPointF(right, top), QPointF(left, bottom), QPointF(right, bottom) }) {
        const QRectF box(corner, size);
        if (!inPlot(box) || m_obstacles.covers(box)) {
            continue;
        }
        if (const int level = emptiness(box); level > bestLevel) {
            best = box;
            bestLevel = level;
        }
    }
    if (!best) {
        best = emptiestFree(size, std::nullopt);
    }
    if (best) {
        m_obstacles.boxes << *best;
    }
    return best;
}

} // namespace headroom::charts
