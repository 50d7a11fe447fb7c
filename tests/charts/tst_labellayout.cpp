// SPDX-License-Identifier: GPL-3.0-or-later
// The layout step behind every chart's labels and gain box, as pure geometry: a label beside its point where that
// is free, on another side when a curve runs through the preferred one, in the emptiest free box with a leader line
// when its neighbourhood is full; a gain box in a free corner, not over the curve in the top-left one.
#include "charts/labellayout.h"

#include <QTest>

using namespace headroom::charts;

namespace {
const QRectF kPlot(0, 0, 400, 300);
const QSizeF kLabel(80, 20);
} // namespace

class TstLabelLayout : public QObject {
    Q_OBJECT
private slots:
    void segmentsAgainstRectangles()
    {
        const QRectF box(10, 10, 20, 20);
        QVERIFY(segmentCrossesRect(QLineF(0, 20, 40, 20), box)); // straight through
        QVERIFY(segmentCrossesRect(QLineF(15, 15, 16, 16), box)); // inside
        QVERIFY(segmentCrossesRect(QLineF(0, 0, 40, 40), box)); // diagonal
        QVERIFY(!segmentCrossesRect(QLineF(0, 40, 40, 40), box)); // below
        QVERIFY(!segmentCrossesRect(QLineF(0, 25, 8, 40), box)); // beside, ends short
        QVERIFY(!segmentCrossesRect(QLineF(31, 0, 60, 0), box));
    }

    void aLabelSitsAboveItsPointWhenThatIsFree()
    {
        PlotObstacles obstacles;
        obstacles.points << PlotDisc { { 200, 150 }, 6 };
        LabelLayout layout(kPlot, obstacles);
        const auto placed = layout.placeLabel({ 200, 150 }, kLabel, LabelLayout::Side::Above);
        QVERIFY(!placed.covers);
        QVERIFY(!placed.leader);
        QVERIFY(placed.rect.bottom() <= 150 - 6);
        QCOMPARE(placed.rect.center().x(), 200.0);
    }

    // A curve climbing steeply through the point: the box above is crossed, a box to the side is free.
    void aCurveThroughThePreferredSideMovesTheLabel()
    {
        PlotObstacles obstacles;
        obstacles.points << PlotDisc { { 200, 150 }, 6 } << PlotDisc { { 205, 40 }, 6 };
        obstacles.segments << QLineF(195, 290, 200, 150) << QLineF(200, 150, 205, 40);
        LabelLayout layout(kPlot, obstacles);
        const auto placed = layout.placeLabel({ 200, 150 }, kLabel, LabelLayout::Side::Above);
        QVERIFY(!placed.covers);
        for (const QLineF& s : obstacles.segments) {
            QVERIFY(!segmentCrossesRect(s, placed.rect));
        }
        QVERIFY(placed.rect.left() > 200 || placed.rect.right() < 200);
    }

    // The point sits in a thicket of points: no spot beside it is free, the label goes to the emptiest box of the
    // plot with a leader line, and the next label avoids both the box and the line.
    void aCrowdedPointGetsALeaderLine()
    {
        PlotObstacles obstacles;
        for (int x = 100; x <= 300; x += 12) {
            for (int y = 60; y <= 240; y += 12) {
                obstacles.points << PlotDisc { QPointF(x, y), 5 };
            }
        }
        LabelLayout layout(kPlot, obstacles);
        const auto placed = layout.placeLabel({ 196, 144 }, kLabel, LabelLayout::Side::Above);
        QVERIFY(!placed.covers);
        QVERIFY(placed.leader);
        QVERIFY(!obstacles.covers(placed.rect));
        QCOMPARE(layout.obstacles().boxes.size(), 1);
        QCOMPARE(layout.obstacles().segments.size(), 1); // the leader line
        const auto next = layout.placeLabel({ 208, 144 }, kLabel, LabelLayout::Side::Above);
        QVERIFY(!next.rect.intersects(placed.rect));
        QVERIFY(!segmentCrossesRect(layout.obstacles().segments.first(), next.rect));
    }

    void aFullPlotSaysTheLabelCovers()
    {
        PlotObstacles obstacles;
        for (int y = 5; y < 300; y += 10) {
            obstacles.segments << QLineF(0, y, 400, y);
        }
        LabelLayout layout(kPlot, obstacles);
        QVERIFY(layout.placeLabel({ 200, 150 }, kLabel, LabelLayout::Side::Above).covers);
        QVERIFY(!layout.placeFree(QSizeF(120, 40)));
    }

    // The baseline curve runs through the top-left corner (where the gain box used to go): the box takes a corner
    // that covers nothing.
    void theGainBoxTakesAFreeCorner()
    {
        PlotObstacles obstacles;
        obstacles.segments << QLineF(0, 0, 150, 100) << QLineF(150, 100, 400, 300);
        LabelLayout layout(kPlot, obstacles);
        const auto box = layout.placeFree(QSizeF(150, 50));
        QVERIFY(box);
        QVERIFY(!obstacles.covers(*box));
        QVERIFY(box->left() > 200 || box->top() > 150);
    }
};

QTEST_GUILESS_MAIN(TstLabelLayout)
#include "tst_labellayout.moc"
