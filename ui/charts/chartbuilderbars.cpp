// SPDX-License-Identifier: GPL-3.0-or-later
// ChartBuilder, bar kinds (throughput per node, comparisons, tiers): bar sets by category, value labels, and
// link-capacity lines drawn over their bar group.
#include "chartbuilder.h"

#include <QtCharts/QBarCategoryAxis>
#include <QtCharts/QBarSeries>
#include <QtCharts/QBarSet>
#include <QtCharts/QChart>
#include <QtCharts/QLineSeries>
#include <QtCharts/QStackedBarSeries>

namespace headroom::charts {

namespace {
constexpr qreal kBarWidth = 0.7;

// A third of the colour over the background: the same hue, clearly lighter (or darker on a dark theme).
QColor paleOf(const QColor& color, const QColor& background)
{
    const auto mix = [](int a, int b) { return (a + 2 * b) / 3; };
    return QColor(mix(color.red(), background.red()), mix(color.green(), background.green()),
        mix(color.blue(), background.blue()));
}
} // namespace

void ChartBuilder::buildBars()
{
    auto* categories = new QBarCategoryAxis;
    QStringList labels = m_spec.categories;
    for (QString& label : labels) {
        label.replace(QLatin1Char('\n'), QStringLiteral("<br>"));
    }
    categories->append(labels);
    styleAxis(categories, m_spec.xAxis.title);
    categories->setGridLineVisible(false);
    m_chart->addAxis(categories, Qt::AlignBottom);
    m_xAxis = categories;
    m_xRange = { -0.5, static_cast<double>(m_spec.categories.size()) - 0.5 };
    m_yAxis = makeValueAxis(m_spec.yAxis, Qt::AlignLeft, m_yRange);

    QAbstractBarSeries* series = m_spec.stackedBars ? static_cast<QAbstractBarSeries*>(new QStackedBarSeries)
                                                    : static_cast<QAbstractBarSeries*>(new QBarSeries);
    series->setBarWidth(kBarWidth);
    for (const SpecSeries& s : std::as_const(m_spec.series)) {
        auto* set = new QBarSet(s.name);
        QList<qreal> values(m_spec.categories.size(), 0.0);
        for (const SpecPoint& p : s.points) {
            const auto index = static_cast<qsizetype>(p.x);
            if (index >= 0 && index < values.size()) {
                values[index] = p.y;
            }
        }
        set->append(values);
        set->setColor(m_theme.seriesColor(s.styleIndex));
        set->setBorderColor(m_theme.background());
        // A modeled value is a pale bar (the footnote says so): Qt Charts styles single bars only as "selected".
        set->setSelectedColor(paleOf(m_theme.seriesColor(s.styleIndex), m_theme.background()));
        for (const SpecPoint& p : s.points) {
            const auto index = static_cast<qsizetype>(p.x);
            if (p.modeled && index >= 0 && index < values.size()) {
                set->selectBar(static_cast<int>(index));
            }
        }
        series->append(set);
    }
    attach(series, true);
    addBarAnnotations();
    // Value labels over (or, for negative values, under) each bar.
    const auto count = static_cast<double>(m_spec.stackedBars ? 1 : std::max<qsizetype>(m_spec.series.size(), 1));
    for (qsizetype i = 0; i < m_spec.series.size(); ++i) {
        const SpecSeries& s = m_spec.series[i];
        const double offset
            = m_spec.stackedBars ? 0.0 : -kBarWidth / 2 + (static_cast<double>(i) + 0.5) * kBarWidth / count;
        for (const SpecPoint& p : s.points) {
            if (!p.label.isEmpty()) {
                m_overlay->addLabel({ p.x + offset, p.y }, series, p.label, m_theme.text(),
                    p.y < 0 ? ChartOverlay::Placement::Below : ChartOverlay::Placement::Above);
            }
        }
    }
}

void ChartBuilder::addBarAnnotations()
{
    QList<int> inLegend;
    for (const SpecAnnotation& capacity : m_spec.annotationsOf(AnnotationKind::CapacityLine)) {
        auto* line = new QLineSeries;
        const bool allPorts = capacity.seriesIndex == 1;
        line->setName(allPorts ? tr("Link maximum, all ports of a node") : tr("Link maximum, one port"));
        line->setPen(QPen(allPorts ? m_theme.mutedText() : m_theme.text(), 3.0, allPorts ? Qt::DotLine : Qt::DashLine));
        line->replace({ { capacity.x, capacity.y }, { capacity.x2, capacity.y } });
        const bool firstOfItsKind = !inLegend.contains(capacity.seriesIndex);
        inLegend << capacity.seriesIndex;
        attach(line, firstOfItsKind);
        m_overlay->addLabel({ (capacity.x + capacity.x2) / 2, capacity.y }, line, capacity.text,
            allPorts ? m_theme.mutedText() : m_theme.text(), ChartOverlay::Placement::Above);
    }
}

} // namespace headroom::charts
