#pragma once

#include "report/charttheme.h"

#include <QColor>
#include <QList>
#include <QObject>
#include <QPointF>
#include <QRectF>
#include <QStringList>

class QGraphicsItem;
class QGraphicsRectItem;
class QGraphicsSimpleTextItem;
class QGraphicsTextItem;

QT_BEGIN_NAMESPACE
class QAbstractSeries;
class QChart;
QT_END_NAMESPACE

namespace headroom::charts {

// Text drawn on a chart where Qt Charts has no API for it: value labels anchored to data points, a box of
// gain lines in the plot's top-left corner and the footnote under the chart. Items are children of the chart,
// so views and exports render them; they move whenever the plot area changes.
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
    // Every point of the chart's line and scatter series, in scene coordinates.
    QList<QPointF> plottedPoints() const;
    // Every item under the chart drawn from a pixmap cache (for tests: only the overlay's own text).
    QList<const QGraphicsItem*> cachedTextItems() const;
    QString footnoteText() const;
    QString titleText() const;
    QStringList gainTexts() const { return m_gainLines; }

private:
    struct Label {
        QPointF value;
        QAbstractSeries* series = nullptr;
        Placement placement = Placement::Above;
        QGraphicsRectItem* box = nullptr;
        QGraphicsSimpleTextItem* text = nullptr;
    };

    QPointF offsetFor(const QRectF& textRect, Placement placement) const;
    QRectF placeLabel(
        QPointF anchor, QSizeF size, Placement preferred, const QRectF& plot, const QList<QRectF>& taken) const;
    QPointF gainBoxCorner(
        QSizeF size, const QRectF& plot, const QList<QRectF>& markers, const QList<QPointF>& points) const;
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
    QGraphicsTextItem* m_title = nullptr;
    bool m_inRelayout = false;
    bool m_batching = false;
    bool m_cacheText = false;
};

} // namespace headroom::charts
