// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "labellayout.h"
#include "report/charttheme.h"

#include <QColor>
#include <QList>
#include <QObject>
#include <QPointF>
#include <QRectF>
#include <QStringList>

class QGraphicsItem;
class QGraphicsLineItem;
class QGraphicsRectItem;
class QGraphicsSimpleTextItem;
class QGraphicsTextItem;

QT_BEGIN_NAMESPACE
class QAbstractSeries;
class QChart;
QT_END_NAMESPACE

namespace headroom::charts {

// Text drawn on a chart where Qt Charts has no API for it: value labels anchored to data points, a box of
// gain lines and the footnote under the chart. Labels and the gain box are placed by a LabelLayout that knows every
// point, curve segment, error bar and bar of the plot, so none covers one (a label far from its point gets a leader
// line; a gain box with no free room in the plot goes under it). Items are children of the chart, so views and
// exports render them; they move whenever the plot area changes.
class ChartOverlay : public QObject {
    Q_OBJECT
public:
    enum class Placement { Above, Below, Right, Left, AboveRight, BelowRight };

    ChartOverlay(QChart* chart, const ChartTheme& theme);

    // A label at a data point (value coordinates of `series`), boxed so it reads over lines and grid.
    void addLabel(
        QPointF value, QAbstractSeries* series, const QString& text, const QColor& color, Placement placement);
    void setGainLines(const QStringList& lines, const QList<QColor>& colors);
    void setFootnote(const QString& text);
    // Title and subtitle above the plot, wrapped to the chart's width (Qt Charts would elide a long title).
    void setTitle(const QString& title, const QString& subtitle);
    // Places every item for the chart's current geometry (also called on plot-area changes).
    void relayout();
    // Between these, adding labels, gains, title and footnote places nothing; endBatch() places everything once
    // (a 50-curve chart has a hundred labels: placing all of them after each one is quadratic).
    void beginBatch();
    void endBatch();
    // Screen charts: every text item of the chart (labels, legend, axes, title) painted from a pixmap cache.
    void setTextCached(bool cached);

    QStringList labelTexts() const;
    // Where the labelled points and the placed boxes (labels and gain box) are, in scene coordinates.
    QList<QPointF> labelledPoints() const;
    QList<QRectF> boxRects() const;
    // The leader lines drawn from labels placed away from their points, in scene coordinates.
    QList<QLineF> leaderLines() const;
    // Labels that found no free spot of their size (they cover something): empty on a well-laid-out chart.
    QStringList crowdedLabels() const;
    // Every point of the chart's line and scatter series, in scene coordinates.
    QList<QPointF> plottedPoints() const;
    // Every item under the chart drawn from a pixmap cache (for tests: only the overlay's own text).
    QList<const QGraphicsItem*> cachedTextItems() const;
    // The footnote as given, and as drawn: the lines it was broken into for the chart's width.
    QString footnoteText() const { return m_footnoteText; }
    QStringList footnoteLines() const;
    QString titleText() const;
    QStringList gainTexts() const { return m_gainLines; }

private:
    struct Label {
        QPointF value;
        QAbstractSeries* series = nullptr;
        Placement placement = Placement::Above;
        QGraphicsRectItem* box = nullptr;
        QGraphicsSimpleTextItem* text = nullptr;
        QGraphicsLineItem* leader = nullptr;
        QString fullText; // as given; drawn on several lines when wider than half the plot
        bool crowded = false;
    };

    void placeLabels(LabelLayout& layout, const QRectF& plot);
    void sizeGainBox(const QRectF& plot);
    void placeGainBox(LabelLayout& layout);
    void scheduleRelayout();
    void cacheTextItems();
    void placeFootnote();
    void placeTitle();

    QChart* m_chart;
    ChartTheme m_theme;
    QList<Label> m_labels;
    QStringList m_gainLines;
    QGraphicsRectItem* m_gainBox = nullptr;
    QGraphicsTextItem* m_gainText = nullptr;
    QGraphicsTextItem* m_footnote = nullptr;
    QString m_footnoteText; // unwrapped: placeFootnote() breaks it for the chart's width
    QGraphicsTextItem* m_title = nullptr;
    bool m_gainBelowPlot = false; // no free room in the plot: the gain box sits between the legend and footnote
    bool m_inRelayout = false;
    bool m_batching = false;
    bool m_cacheText = false;
};

} // namespace headroom::charts
