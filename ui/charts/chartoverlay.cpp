#include "chartoverlay.h"

#include <algorithm>
#include <optional>

#include <QBrush>
#include <QGraphicsRectItem>
#include <QGraphicsSimpleTextItem>
#include <QGraphicsTextItem>
#include <QPen>
#include <QTextDocument>
#include <QtCharts/QChart>
#include <QtCharts/QXYSeries>

namespace headroom::charts {

namespace {
constexpr qreal kPad = 4;
constexpr qreal kGap = 8;
constexpr qreal kFootnoteMargin = 10;

QColor boxColor(const ChartTheme& theme)
{
    QColor c = theme.background();
    c.setAlpha(225);
    return c;
}
} // namespace

ChartOverlay::ChartOverlay(QChart* chart, const ChartTheme& theme)
    : QObject(chart)
    , m_chart(chart)
    , m_theme(theme)
{
    connect(chart, &QChart::plotAreaChanged, this, &ChartOverlay::relayout);
    connect(chart, &QGraphicsWidget::geometryChanged, this, &ChartOverlay::relayout);
}

void ChartOverlay::addLabel(
    QPointF value, QAbstractSeries* series, const QString& text, const QColor& color, Placement placement)
{
    Label label;
    label.value = value;
    label.series = series;
    label.placement = placement;
    label.box = new QGraphicsRectItem(m_chart);
    label.box->setPen(Qt::NoPen);
    label.box->setBrush(boxColor(m_theme));
    label.box->setZValue(20);
    label.text = new QGraphicsSimpleTextItem(text, label.box);
    label.text->setFont(m_theme.annotationFont());
    label.text->setBrush(color);
    m_labels << label;
    scheduleRelayout();
}

void ChartOverlay::setGainLines(const QStringList& lines, const QList<QColor>& colors)
{
    m_gainLines = lines;
    if (lines.isEmpty()) {
        return;
    }
    if (!m_gainBox) {
        m_gainBox = new QGraphicsRectItem(m_chart);
        m_gainBox->setBrush(boxColor(m_theme));
        m_gainBox->setPen(QPen(m_theme.grid(), 1));
        m_gainBox->setZValue(21);
        m_gainText = new QGraphicsTextItem(m_gainBox);
        m_gainText->setFont(m_theme.annotationFont());
    }
    QStringList html;
    for (qsizetype i = 0; i < lines.size(); ++i) {
        const QColor color = i < colors.size() ? colors[i] : m_theme.text();
        html << QStringLiteral("<span style=\"color:%1\">%2</span>").arg(color.name(), lines[i].toHtmlEscaped());
    }
    m_gainText->setHtml(html.join(QStringLiteral("<br>")));
    scheduleRelayout();
}

void ChartOverlay::setFootnote(const QString& text)
{
    if (!m_footnote) {
        m_footnote = new QGraphicsTextItem(m_chart);
        m_footnote->setFont(m_theme.footnoteFont());
        m_footnote->setDefaultTextColor(m_theme.mutedText());
    }
    m_footnote->setPlainText(text);
    scheduleRelayout();
}

QPointF ChartOverlay::offsetFor(const QRectF& r, Placement placement) const
{
    switch (placement) {
    case Placement::Above:
        return { -r.width() / 2, -r.height() - kGap };
    case Placement::Below:
        return { -r.width() / 2, kGap };
    case Placement::Right:
        return { kGap + 2, -r.height() / 2 };
    case Placement::Left:
        return { -r.width() - kGap - 2, -r.height() / 2 };
    case Placement::AboveRight:
        return { kGap, -r.height() - kGap };
    case Placement::BelowRight:
        return { kGap, kGap };
    }
    return {};
}

// The first free spot among the preferred placement, its mirror and the sides, each nudged away from labels
// already placed; always inside the plot area.
QRectF ChartOverlay::placeLabel(
    QPointF anchor, QSizeF size, Placement preferred, const QRectF& plot, const QList<QRectF>& taken) const
{
    const auto clamp = [&](QPointF topLeft) {
        topLeft.setX(
            std::clamp(topLeft.x(), plot.left() + 2, std::max(plot.left() + 2, plot.right() - size.width() - 2)));
        topLeft.setY(
            std::clamp(topLeft.y(), plot.top() + 2, std::max(plot.top() + 2, plot.bottom() - size.height() - 2)));
        return QRectF(topLeft, size);
    };
    const auto free = [&](const QRectF& r) {
        return std::none_of(taken.cbegin(), taken.cend(), [&](const QRectF& t) { return t.intersects(r); });
    };
    const bool below = preferred == Placement::Below || preferred == Placement::BelowRight;
    const QList<Placement> order { preferred, below ? Placement::Above : Placement::Below, Placement::Right,
        Placement::Left };
    for (const Placement placement : order) {
        const qreal step = placement == Placement::Below || placement == Placement::BelowRight
            ? size.height() / 2 + 1
            : -(size.height() / 2 + 1);
        for (int nudge = 0; nudge < 10; ++nudge) {
            const QRectF r = clamp(anchor + offsetFor(QRectF(QPointF(), size), placement) + QPointF(0, step * nudge));
            if (free(r)) {
                return r;
            }
        }
    }
    return clamp(anchor + offsetFor(QRectF(QPointF(), size), preferred));
}

// Of the plot's corners that cover no labelled point, the one that hides the fewest plotted points (reading order
// breaks ties): a curve along the bottom keeps its points visible. Top left when every corner covers a label.
QPointF ChartOverlay::gainBoxCorner(
    QSizeF size, const QRectF& plot, const QList<QRectF>& markers, const QList<QPointF>& points) const
{
    const qreal left = plot.left() + 12, right = std::max(left, plot.right() - size.width() - 12);
    const qreal top = plot.top() + 10, bottom = std::max(top, plot.bottom() - size.height() - 10);
    std::optional<std::pair<qsizetype, QPointF>> best; // points hidden, corner
    for (const QPointF corner :
        { QPointF(left, top), QPointF(right, top), QPointF(left, bottom), QPointF(right, bottom) }) {
        const QRectF box(corner, size);
        if (std::any_of(markers.cbegin(), markers.cend(), [&](const QRectF& m) { return m.intersects(box); })) {
            continue;
        }
        const auto hidden = std::count_if(points.cbegin(), points.cend(), [&](QPointF p) { return box.contains(p); });
        if (!best || hidden < best->first) {
            best = std::pair(hidden, corner);
        }
    }
    return best ? best->second : QPointF(left, top);
}

QList<QPointF> ChartOverlay::plottedPoints() const
{
    QList<QPointF> points;
    for (QAbstractSeries* series : m_chart->series()) {
        if (const auto* xy = qobject_cast<const QXYSeries*>(series)) {
            for (const QPointF value : xy->points()) {
                points << m_chart->mapToPosition(value, series);
            }
        }
    }
    return points;
}

void ChartOverlay::setTitle(const QString& title, const QString& subtitle)
{
    if (!m_title) {
        m_title = new QGraphicsTextItem(m_chart);
        m_title->document()->setDocumentMargin(0);
    }
    QString html
        = QStringLiteral("<div align=\"center\"><span style=\"font-size:%1px; font-weight:bold; color:%2\">%3</span>")
              .arg(m_theme.titleFont().pixelSize())
              .arg(m_theme.text().name(), title.toHtmlEscaped());
    if (!subtitle.isEmpty()) {
        html += QStringLiteral("<br><span style=\"font-size:%1px; font-weight:normal; color:%2\">%3</span>")
                    .arg(m_theme.subtitleFont().pixelSize())
                    .arg(m_theme.mutedText().name(), subtitle.toHtmlEscaped());
    }
    m_title->setFont(m_theme.titleFont());
    m_title->setHtml(html + QStringLiteral("</div>"));
    scheduleRelayout();
}

void ChartOverlay::scheduleRelayout()
{
    if (!m_batching) {
        relayout();
    }
}

void ChartOverlay::beginBatch()
{
    m_batching = true;
}

void ChartOverlay::endBatch()
{
    m_batching = false;
    relayout();
}

QString ChartOverlay::titleText() const
{
    return m_title ? m_title->toPlainText() : QString();
}

void ChartOverlay::placeTitle()
{
    if (!m_title) {
        return;
    }
    const QRectF area = m_chart->rect();
    m_title->setTextWidth(area.width() - 4 * kFootnoteMargin);
    m_title->setPos(area.left() + 2 * kFootnoteMargin, area.top() + 8);
    QMargins margins = m_chart->margins();
    const int wanted = static_cast<int>(m_title->document()->size().height()) + 14;
    if (margins.top() != wanted) {
        margins.setTop(wanted);
        m_chart->setMargins(margins);
    }
}

void ChartOverlay::placeFootnote()
{
    if (!m_footnote) {
        return;
    }
    const QRectF area = m_chart->rect();
    m_footnote->setTextWidth(area.width() - 2 * kFootnoteMargin);
    const qreal height = m_footnote->document()->size().height();
    m_footnote->setPos(area.left() + kFootnoteMargin, area.bottom() - height - 4);
    // Keep the legend and axes clear of the footnote.
    QMargins margins = m_chart->margins();
    const int wanted = static_cast<int>(height) + 8;
    if (margins.bottom() != wanted) {
        margins.setBottom(wanted);
        m_chart->setMargins(margins);
    }
}

void ChartOverlay::relayout()
{
    if (m_inRelayout) {
        return;
    }
    m_inRelayout = true;
    placeTitle();
    placeFootnote();
    const QRectF plot = m_chart->plotArea();
    // Labelled points stay visible: neither the gain box nor a label may cover one.
    constexpr qreal kMarkerHalf = 7;
    QList<QRectF> markers;
    for (const Label& label : std::as_const(m_labels)) {
        const QPointF point = m_chart->mapToPosition(label.value, label.series);
        markers << QRectF(point - QPointF(kMarkerHalf, kMarkerHalf), QSizeF(2 * kMarkerHalf, 2 * kMarkerHalf));
    }
    QList<QRectF> taken = markers;
    if (m_gainBox) {
        // At most half the plot wide (wrapped), so that one corner can usually hold it clear of the curves.
        const qreal widest = std::min(plot.width() - 40, std::max(260.0, plot.width() / 2));
        m_gainText->setTextWidth(-1);
        if (m_gainText->boundingRect().width() > widest) {
            m_gainText->setTextWidth(std::max(120.0, widest));
        }
        const QRectF textRect = m_gainText->boundingRect();
        m_gainBox->setRect(QRectF(QPointF(0, 0), textRect.size() + QSizeF(2 * kPad, 2 * kPad)));
        m_gainText->setPos(kPad, kPad);
        m_gainBox->setPos(gainBoxCorner(m_gainBox->rect().size(), plot, markers, plottedPoints()));
        taken << m_gainBox->sceneBoundingRect();
    }
    for (Label& label : m_labels) {
        const QPointF anchor = m_chart->mapToPosition(label.value, label.series);
        const QSizeF boxSize = label.text->boundingRect().size() + QSizeF(2 * kPad, 2 * kPad);
        const QRectF rect = placeLabel(anchor, boxSize, label.placement, plot, taken);
        label.box->setRect(QRectF(QPointF(0, 0), boxSize));
        label.text->setPos(kPad, kPad);
        label.box->setPos(rect.topLeft());
        label.box->setVisible(plot.adjusted(-1, -1, 1, 1).contains(anchor));
        taken << rect;
    }
    if (m_cacheText) {
        cacheTextItems();
    }
    m_inRelayout = false;
}

// Text is shaped and drawn again on every paint; cached as pixmaps it is blitted when only the curves change.
// Screen only: an SVG or PDF export must get the text as text. Only the overlay's own items: Qt Charts' axis
// and legend labels cached this way stayed blank in a chart rebuilt inside a view (the Benchmark curve).
void ChartOverlay::cacheTextItems()
{
    QList<QGraphicsItem*> items { m_title, m_footnote, m_gainText };
    for (const Label& label : std::as_const(m_labels)) {
        items << label.text;
    }
    for (QGraphicsItem* item : std::as_const(items)) {
        if (item) {
            item->setCacheMode(QGraphicsItem::DeviceCoordinateCache);
        }
    }
}

QList<const QGraphicsItem*> ChartOverlay::cachedTextItems() const
{
    QList<const QGraphicsItem*> cached;
    QList<const QGraphicsItem*> pending { m_chart };
    while (!pending.isEmpty()) {
        const QGraphicsItem* item = pending.takeLast();
        if (item != m_chart && item->cacheMode() != QGraphicsItem::NoCache) {
            cached << item;
        }
        for (const QGraphicsItem* child : item->childItems()) {
            pending << child;
        }
    }
    return cached;
}

void ChartOverlay::setTextCached(bool cached)
{
    m_cacheText = cached;
}

QList<QPointF> ChartOverlay::labelledPoints() const
{
    QList<QPointF> points;
    for (const Label& label : m_labels) {
        points << m_chart->mapToScene(m_chart->mapToPosition(label.value, label.series));
    }
    return points;
}

QList<QRectF> ChartOverlay::boxRects() const
{
    QList<QRectF> rects;
    if (m_gainBox) {
        rects << m_gainBox->sceneBoundingRect();
    }
    for (const Label& label : m_labels) {
        if (label.box->isVisible()) {
            rects << label.box->sceneBoundingRect();
        }
    }
    return rects;
}

QStringList ChartOverlay::labelTexts() const
{
    QStringList texts;
    for (const Label& label : m_labels) {
        texts << label.text->text();
    }
    return texts;
}

QString ChartOverlay::footnoteText() const
{
    return m_footnote ? m_footnote->toPlainText() : QString();
}

} // namespace headroom::charts
