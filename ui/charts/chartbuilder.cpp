// SPDX-License-Identifier: GPL-3.0-or-later
#include "chartbuilder.h"

#include "report/axisticks.h"

#include <QtCharts/QBarCategoryAxis>
#include <QtCharts/QCategoryAxis>
#include <QtCharts/QChart>
#include <QtCharts/QLegend>
#include <QtCharts/QLegendMarker>
#include <QtCharts/QLogValueAxis>
#include <QtCharts/QValueAxis>

namespace headroom::charts {

ChartBuilder::ChartBuilder(ChartSpec spec, ChartTheme theme, Output output)
    : m_spec(std::move(spec))
    , m_theme(theme)
    , m_output(output)
{
}

QChart* ChartBuilder::build()
{
    m_chart = new QChart;
    setUpChart();
    m_overlay = new ChartOverlay(m_chart, m_theme);
    m_overlay->beginBatch();
    m_overlay->setTextCached(m_output == Output::Screen);
    if (m_spec.categories.isEmpty()) {
        buildXy();
    } else {
        buildBars();
    }
    m_overlay->setTitle(m_spec.title, m_spec.subtitle);
    m_overlay->setFootnote(m_spec.footnote());
    m_overlay->endBatch();
    return m_chart;
}

QChart* emptyChart(const ChartTheme& theme)
{
    auto* chart = new QChart;
    chart->setAnimationOptions(QChart::NoAnimation);
    chart->setDropShadowEnabled(false);
    chart->setBackgroundRoundness(0);
    chart->setBackgroundBrush(theme.background());
    chart->setBackgroundPen(Qt::NoPen);
    chart->legend()->setLabelColor(theme.text());
    return chart;
}

void ChartBuilder::setUpChart()
{
    m_chart->setAnimationOptions(QChart::NoAnimation);
    m_chart->setDropShadowEnabled(false);
    m_chart->setBackgroundRoundness(0);
    m_chart->setBackgroundBrush(m_theme.background());
    m_chart->setBackgroundPen(Qt::NoPen);
    m_chart->setPlotAreaBackgroundVisible(false);
    QLegend* legend = m_chart->legend();
    legend->setAlignment(Qt::AlignBottom);
    legend->setFont(m_theme.legendFont());
    legend->setLabelColor(m_theme.text());
    legend->setMarkerShape(QLegend::MarkerShapeFromSeries); // lines show their dash (grey print)
    legend->setBackgroundVisible(false);
    m_chart->setMargins(QMargins(12, 8, 18, 8));
}

void ChartBuilder::styleAxis(QAbstractAxis* axis, const QString& title) const
{
    axis->setTitleText(title);
    axis->setTitleFont(m_theme.axisTitleFont());
    axis->setTitleBrush(m_theme.text());
    axis->setLabelsFont(m_theme.axisLabelFont());
    axis->setLabelsColor(m_theme.text());
    axis->setGridLineColor(m_theme.grid());
    axis->setLinePenColor(m_theme.mutedText());
    if (auto* value = qobject_cast<QValueAxis*>(axis)) {
        value->setMinorTickCount(0);
    }
}

QAbstractAxis* ChartBuilder::makeValueAxis(const SpecAxis& spec, Qt::Alignment alignment, QPair<double, double>& range)
{
    QAbstractAxis* axis = nullptr;
    if (spec.scale == AxisScale::Log10) {
        auto* log = new QLogValueAxis;
        log->setBase(10);
        log->setLabelFormat(QStringLiteral("%g"));
        log->setMinorTickCount(8);
        log->setMinorGridLineColor(m_theme.grid().lighter(m_theme.variant() == ChartTheme::Variant::Dark ? 80 : 108));
        log->setRange(spec.min, spec.max);
        range = { spec.min, spec.max };
        axis = log;
    } else {
        auto* linear = new QCategoryAxis;
        linear->setLabelsPosition(QCategoryAxis::AxisLabelsPositionOnValue);
        const QList<AxisTick> ticks = niceTicks(spec.min, spec.max, spec.tickStyle);
        range = ticks.isEmpty() ? qMakePair(spec.min, spec.max) : qMakePair(ticks.first().value, ticks.last().value);
        linear->setStartValue(range.first);
        for (const AxisTick& tick : ticks) {
            linear->append(tick.label, tick.value);
        }
        linear->setRange(range.first, range.second);
        axis = linear;
    }
    styleAxis(axis, spec.title);
    m_chart->addAxis(axis, alignment);
    return axis;
}

QAbstractAxis* ChartBuilder::makeNinesAxis(const SpecAxis& spec, Qt::Alignment alignment)
{
    auto* axis = new QCategoryAxis;
    axis->setLabelsPosition(QCategoryAxis::AxisLabelsPositionOnValue);
    axis->setStartValue(spec.min);
    for (const auto& [value, label] : spec.ticks) {
        if (value > spec.min && value <= spec.max + 1e-9) {
            axis->append(label, value);
        }
    }
    axis->setRange(spec.min, spec.max);
    m_xRange = { spec.min, spec.max };
    styleAxis(axis, spec.title);
    m_chart->addAxis(axis, alignment);
    return axis;
}

void ChartBuilder::attach(QAbstractSeries* series, bool showInLegend)
{
    m_chart->addSeries(series);
    series->attachAxis(m_xAxis);
    series->attachAxis(m_yAxis);
    for (QLegendMarker* marker : m_chart->legend()->markers(series)) {
        marker->setVisible(showInLegend);
        if (marker->type() == QLegendMarker::LegendMarkerTypeBar) {
            marker->setShape(QLegend::MarkerShapeRectangle); // "from series" would draw an empty box
        }
    }
}

} // namespace headroom::charts
