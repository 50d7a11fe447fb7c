// SPDX-License-Identifier: GPL-3.0-or-later
#include "livechart.h"

#include <algorithm>

#include <QEvent>
#include <QFontMetricsF>
#include <QPainter>
#include <QtCharts/QChart>
#include <QtCharts/QLegend>
#include <QtCharts/QLineSeries>
#include <QtCharts/QValueAxis>

namespace headroom::charts {

namespace {
QValueAxis* axis(const QString& title, const QString& format)
{
    auto* a = new QValueAxis;
    a->setTitleText(title);
    a->setLabelFormat(format);
    a->setRange(0, 1);
    return a;
}

void styleAxis(QValueAxis* a, const ChartTheme& theme)
{
    a->setTitleFont(theme.axisTitleFont());
    a->setTitleBrush(theme.text());
    a->setLabelsFont(theme.axisLabelFont());
    a->setLabelsColor(theme.text());
    a->setGridLineColor(theme.grid());
    a->setLinePenColor(theme.mutedText());
}

double highest(const QList<QPointF>& points)
{
    double top = 0;
    for (const QPointF& p : points) {
        top = std::max(top, p.y());
    }
    return top;
}

// Above 10,000 IOPS the axis counts thousands ("150K"): six-digit labels were cut to "2000…" at 1280 px.
double iopsScale(const QList<QPointF>& iopsPoints)
{
    return highest(iopsPoints) >= 10'000 ? 1000.0 : 1.0;
}
} // namespace

LiveChart::LiveChart(QWidget* parent)
    : QChartView(parent)
{
    auto* chart = new QChart;
    chart->setAnimationOptions(QChart::NoAnimation);
    chart->setTitle(tr("Live: IOPS and latency per second"));
    chart->legend()->setAlignment(Qt::AlignBottom);
    m_time = axis(tr("Time since Start (s)"), QStringLiteral("%d"));
    m_iopsAxis = axis(tr("IOPS"), QStringLiteral("%.0f"));
    m_latencyAxis = axis(tr("Latency (ms)"), QStringLiteral("%.2f"));
    chart->addAxis(m_time, Qt::AlignBottom);
    chart->addAxis(m_iopsAxis, Qt::AlignLeft);
    chart->addAxis(m_latencyAxis, Qt::AlignRight);
    const auto add = [&](QLineSeries*& series, const QString& name, QValueAxis* y) {
        series = new QLineSeries;
        series->setName(name);
        chart->addSeries(series);
        series->attachAxis(m_time);
        series->attachAxis(y);
    };
    add(m_iops, tr("IOPS"), m_iopsAxis);
    add(m_mean, tr("Mean latency"), m_latencyAxis);
    add(m_p99, tr("p99 latency"), m_latencyAxis);
    QChart* initial = this->chart(); // QChartView made a default chart; setChart() hands it back, not deletes it
    setChart(chart);
    delete initial;
    applyTheme();
    setRenderHint(QPainter::Antialiasing);
    updateRanges(); // before the first sample too: 0–10 s, 0–1,000 IOPS, 0–1 ms rather than 0–1 everywhere
    m_redrawTimer.setSingleShot(true);
    m_redrawTimer.setInterval(kRedrawIntervalMs);
    connect(&m_redrawTimer, &QTimer::timeout, this, &LiveChart::redraw);
}

// The palette's theme on the chart, its axes and its lines: at construction and whenever the palette changes.
void LiveChart::applyTheme()
{
    const ChartTheme theme = ChartTheme::fromPalette(palette());
    QChart* c = chart();
    c->setBackgroundBrush(theme.background());
    c->setTitleFont(theme.subtitleFont());
    c->setTitleBrush(theme.text());
    c->legend()->setFont(theme.legendFont());
    c->legend()->setLabelColor(theme.text());
    for (QValueAxis* a : { m_time, m_iopsAxis, m_latencyAxis }) {
        styleAxis(a, theme);
    }
    const auto pen = [&](QLineSeries* series, int style) {
        series->setPen(QPen(theme.seriesColor(style), 2.5, theme.seriesDash(style)));
    };
    pen(m_iops, 0);
    pen(m_mean, 1);
    pen(m_p99, 3);
}

void LiveChart::changeEvent(QEvent* event)
{
    QChartView::changeEvent(event);
    if (event->type() == QEvent::PaletteChange) {
        applyTheme();
    }
}

void LiveChart::addSample(double second, double iops, double meanLatencyNs, double p99LatencyNs)
{
    m_iopsPoints << QPointF(second, iops);
    m_meanPoints << QPointF(second, meanLatencyNs / 1e6);
    if (p99LatencyNs > 0) {
        m_p99Points << QPointF(second, p99LatencyNs / 1e6);
    }
    if (!m_redrawTimer.isActive()) {
        m_redrawTimer.start(); // later samples join this redraw
    }
}

void LiveChart::addBoundary(double second, const QString& label)
{
    m_boundaries.append({ second, label });
    if (!m_redrawTimer.isActive()) {
        m_redrawTimer.start();
    }
}

void LiveChart::clear()
{
    m_boundaries.clear();
    m_iopsPoints.clear();
    m_meanPoints.clear();
    m_p99Points.clear();
    m_redrawTimer.stop();
    redraw();
}

qsizetype LiveChart::pointCount() const
{
    return m_iops->count();
}

void LiveChart::redraw()
{
    ++m_redraws;
    const double scale = iopsScale(m_iopsPoints);
    m_iopsAxis->setLabelFormat(scale > 1 ? QStringLiteral("%.0fK") : QStringLiteral("%.0f"));
    QList<QPointF> plotted = m_iopsPoints;
    for (QPointF& point : plotted) {
        point.setY(point.y() / scale);
    }
    m_iops->replace(plotted);
    m_mean->replace(m_meanPoints);
    m_p99->replace(m_p99Points);
    updateRanges();
    viewport()->update(); // the boundaries move with the axes
}

void LiveChart::updateRanges()
{
    // Round ranges with round ticks (an empty chart shows 0–10 s, 0–1,000 IOPS, 0–1 ms, not a run of "0, 1, 1").
    double lastSecond = m_iopsPoints.isEmpty() ? 10.0 : std::max(10.0, m_iopsPoints.last().x());
    if (!m_boundaries.isEmpty()) {
        lastSecond = std::max(lastSecond, m_boundaries.last().second + 1.0); // a point that has just begun
    }
    m_time->setRange(0, lastSecond);
    m_iopsAxis->setRange(0, std::max(1000.0, highest(m_iopsPoints) * 1.1) / iopsScale(m_iopsPoints));
    m_latencyAxis->setRange(0, std::max(1.0, std::max(highest(m_meanPoints), highest(m_p99Points)) * 1.1));
    for (QValueAxis* a : { m_time, m_iopsAxis, m_latencyAxis }) {
        a->applyNiceNumbers();
    }
}

// The boundaries are painted over the plot rather than added as series: no legend entries, no axis range of their
// own, and they follow the axes on every repaint (resize included).
void LiveChart::drawForeground(QPainter* painter, const QRectF& rect)
{
    QChartView::drawForeground(painter, rect);
    if (m_boundaries.isEmpty()) {
        return;
    }
    const QRectF plot = chart()->plotArea();
    const ChartTheme theme = ChartTheme::fromPalette(palette());
    painter->save();
    painter->setFont(theme.axisLabelFont());
    const QFontMetricsF metrics(painter->font());
    double labelsEnd = plot.left() - 1e9;
    for (const Boundary& boundary : m_boundaries) {
        const double x = chart()->mapToPosition(QPointF(boundary.second, 0), m_iops).x();
        if (x < plot.left() - 0.5 || x > plot.right() + 0.5) {
            continue;
        }
        painter->setPen(QPen(theme.mutedText(), 1, Qt::DashLine));
        painter->drawLine(QPointF(x, plot.top()), QPointF(x, plot.bottom()));
        if (x + 3 >= labelsEnd) { // short points: a label that would overlap the previous one is left out
            painter->setPen(theme.text());
            painter->drawText(QPointF(x + 3, plot.top() + metrics.ascent() + 2), boundary.label);
            labelsEnd = x + 3 + metrics.horizontalAdvance(boundary.label) + 4;
        }
    }
    painter->restore();
}

} // namespace headroom::charts
