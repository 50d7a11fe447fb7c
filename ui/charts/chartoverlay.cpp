// SPDX-License-Identifier: GPL-3.0-or-later
#include "chartoverlay.h"

#include "chartobstacles.h"
#include "footnotewrap.h"

#include <algorithm>
#include <optional>

#include <QBrush>
#include <QFontMetricsF>
#include <QGraphicsLineItem>
#include <QGraphicsRectItem>
#include <QGraphicsSimpleTextItem>
#include <QGraphicsTextItem>
#include <QPen>
#include <QTextBlock>
#include <QTextDocument>
#include <QTextLayout>
#include <QtCharts/QChart>
#include <QtCharts/QXYSeries>

namespace headroom::charts {

namespace {
constexpr qreal kPad = 4;
constexpr qreal kFootnoteMargin = 10;
constexpr qreal kGainGap = 6; // between the legend and a gain box placed under the plot

// A label wider than `width` (most of the plot) on several lines, broken between words: a long one ("… short by 22,710
// IOPS today (not supported)") did not fit a small plot on one line.
QString wrapped(const QString& text, const QFont& font, qreal width)
{
    const QFontMetricsF metrics(font);
    if (metrics.horizontalAdvance(text) <= width) {
        return text;
    }
    QStringList lines;
    QString line;
    for (const QString& word : text.split(QLatin1Char(' '))) {
        const QString longer = line.isEmpty() ? word : line + QLatin1Char(' ') + word;
        if (!line.isEmpty() && metrics.horizontalAdvance(longer) > width) {
            lines << line;
            line = word;
        } else {
            line = longer;
        }
    }
    lines << line;
    return lines.join(QLatin1Char('\n'));
}

LabelLayout::Side sideOf(ChartOverlay::Placement placement)
{
    using Side = LabelLayout::Side;
    switch (placement) {
    case ChartOverlay::Placement::Above:
        return Side::Above;
    case ChartOverlay::Placement::Below:
        return Side::Below;
    case ChartOverlay::Placement::Right:
        return Side::Right;
    case ChartOverlay::Placement::Left:
        return Side::Left;
    case ChartOverlay::Placement::AboveRight:
        return Side::AboveRight;
    case ChartOverlay::Placement::BelowRight:
        return Side::BelowRight;
    }
    return Side::Above;
}

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
    label.fullText = text;
    label.text = new QGraphicsSimpleTextItem(text, label.box);
    label.text->setFont(m_theme.annotationFont());
    label.text->setBrush(color);
    label.leader = new QGraphicsLineItem(m_chart);
    QColor leaderColor = color;
    leaderColor.setAlpha(170);
    label.leader->setPen(QPen(leaderColor, 1.0));
    label.leader->setZValue(19);
    label.leader->setVisible(false);
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
    m_footnoteText = text;
    scheduleRelayout();
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
    const qreal width = area.width() - 2 * kFootnoteMargin;
    const qreal textWidth = width - 2 * m_footnote->document()->documentMargin();
    m_footnote->setPlainText(wrapFootnote(m_footnoteText, QFontMetricsF(m_footnote->font()), textWidth));
    m_footnote->setTextWidth(width);
    const qreal height = m_footnote->document()->size().height();
    m_footnote->setPos(area.left() + kFootnoteMargin, area.bottom() - height - 4);
    // Keep the legend and axes clear of the footnote (and of a gain box placed under the plot).
    QMargins margins = m_chart->margins();
    const qreal gain = m_gainBelowPlot && m_gainBox ? m_gainBox->rect().height() + kGainGap : 0;
    const int wanted = static_cast<int>(height + gain) + 8;
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
    const QRectF plot = m_chart->plotArea();
    sizeGainBox(plot);
    placeFootnote();
    LabelLayout layout(plot, drawnObstacles(*m_chart));
    placeLabels(layout, plot);
    placeGainBox(layout);
    if (m_cacheText) {
        cacheTextItems();
    }
    m_inRelayout = false;
}

// Labels in the order they were added (band and limit first, then peaks, crossings and run-outs), each where it
// covers nothing drawn and no label placed before it.
void ChartOverlay::placeLabels(LabelLayout& layout, const QRectF& plot)
{
    for (Label& label : m_labels) {
        const QPointF anchor = m_chart->mapToPosition(label.value, label.series);
        const bool shown = plot.adjusted(-1, -1, 1, 1).contains(anchor);
        label.box->setVisible(shown);
        label.leader->setVisible(false);
        label.crowded = false;
        label.text->setPos(kPad, kPad);
        if (!shown) {
            continue;
        }
        // On one line where that finds a free spot; a long label also tried on lines of half and a third of the
        // plot's width (a small plot had no room for it on one line).
        QStringList texts { label.fullText };
        const bool wide = QFontMetricsF(label.text->font()).horizontalAdvance(label.fullText) > plot.width() / 2;
        for (const qreal share : { 0.5, 0.34 }) {
            if (!wide) {
                break;
            }
            const QString lines = wrapped(label.fullText, label.text->font(), std::max(140.0, plot.width() * share));
            if (!texts.contains(lines)) {
                texts << lines;
            }
        }
        std::optional<std::pair<LabelLayout, LabelLayout::Placed>> chosen;
        for (const QString& text : std::as_const(texts)) {
            label.text->setText(text);
            const QSizeF size = label.text->boundingRect().size() + QSizeF(2 * kPad, 2 * kPad);
            LabelLayout trial = layout;
            const LabelLayout::Placed placed = trial.placeLabel(anchor, size, sideOf(label.placement));
            if (!chosen || !placed.covers) {
                chosen.emplace(std::move(trial), placed);
                label.box->setRect(QRectF(QPointF(0, 0), size));
            }
            if (!placed.covers) {
                break;
            }
        }
        if (chosen->second.covers) { // nothing free in any shape: the one-line label where it covers least
            label.text->setText(texts.first());
            label.box->setRect(QRectF(QPointF(0, 0), label.text->boundingRect().size() + QSizeF(2 * kPad, 2 * kPad)));
        }
        layout = std::move(chosen->first);
        const LabelLayout::Placed& placed = chosen->second;
        label.box->setPos(placed.rect.topLeft());
        label.crowded = placed.covers;
        if (placed.leader) {
            label.leader->setLine(QLineF(leaderStart(placed.rect, anchor), anchor));
            label.leader->setVisible(true);
        }
    }
}

// At most half the plot wide (wrapped), so that the plot can usually hold it clear of the curves.
void ChartOverlay::sizeGainBox(const QRectF& plot)
{
    if (!m_gainBox) {
        return;
    }
    const qreal widest = std::min(plot.width() - 40, std::max(260.0, plot.width() / 2));
    m_gainText->setTextWidth(-1);
    if (m_gainText->boundingRect().width() > widest) {
        m_gainText->setTextWidth(std::max(120.0, widest));
    }
    const QRectF textRect = m_gainText->boundingRect();
    m_gainBox->setRect(QRectF(QPointF(0, 0), textRect.size() + QSizeF(2 * kPad, 2 * kPad)));
    m_gainText->setPos(kPad, kPad);
}

// In a free corner of the plot, else its emptiest free box; with no free room, under the plot above the footnote
// (the footnote's margin grows by the box's height, and the box stays there from then on).
void ChartOverlay::placeGainBox(LabelLayout& layout)
{
    if (!m_gainBox) {
        return;
    }
    if (!m_gainBelowPlot) {
        if (const auto box = layout.placeFree(m_gainBox->rect().size())) {
            m_gainBox->setPos(box->topLeft());
            return;
        }
        m_gainBelowPlot = true;
        placeFootnote();
    }
    const qreal footnoteTop = m_footnote ? m_footnote->pos().y() : m_chart->rect().bottom();
    m_gainBox->setPos(m_chart->plotArea().left(), footnoteTop - m_gainBox->rect().height() - kGainGap / 2);
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

QList<QLineF> ChartOverlay::leaderLines() const
{
    QList<QLineF> lines;
    for (const Label& label : m_labels) {
        if (label.leader->isVisible()) {
            lines << QLineF(
                m_chart->mapToScene(label.leader->line().p1()), m_chart->mapToScene(label.leader->line().p2()));
        }
    }
    return lines;
}

QStringList ChartOverlay::crowdedLabels() const
{
    QStringList texts;
    for (const Label& label : m_labels) {
        if (label.crowded && label.box->isVisible()) {
            texts << label.fullText;
        }
    }
    return texts;
}

QStringList ChartOverlay::labelTexts() const
{
    QStringList texts;
    for (const Label& label : m_labels) {
        texts << label.fullText;
    }
    return texts;
}

QStringList ChartOverlay::footnoteLines() const
{
    QStringList lines;
    if (!m_footnote) {
        return lines;
    }
    // As laid out by the document (which would also break a line itself where it is too wide), not as set.
    for (QTextBlock block = m_footnote->document()->begin(); block.isValid(); block = block.next()) {
        const QTextLayout* layout = block.layout();
        for (int i = 0; layout && i < layout->lineCount(); ++i) {
            const QTextLine line = layout->lineAt(i);
            lines << block.text().mid(line.textStart(), line.textLength()).trimmed();
        }
    }
    return lines;
}

} // namespace headroom::charts
