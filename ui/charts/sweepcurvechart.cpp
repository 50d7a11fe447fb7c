// SPDX-License-Identifier: GPL-3.0-or-later
#include "sweepcurvechart.h"

#include "chartbuilder.h"
#include "report/chartrequest.h"
#include "report/specformat.h"

#include <QEvent>
#include <QGraphicsLayout>
#include <QResizeEvent>
#include <QtCharts/QChart>

namespace headroom::charts {

namespace {

constexpr int kMinimumHeight = 220;

ChartSpec emptySpec()
{
    ChartSpec spec;
    spec.kind = ChartKind::Curve;
    spec.title = QObject::tr("IOPS vs mean latency");
    spec.subtitle = QObject::tr("One point per completed run; the curve grows as the sweep goes on");
    spec.xAxis = SpecAxis { QObject::tr("IOPS"), AxisScale::Linear, TickStyle::Iops, 0, 1000, {} };
    spec.yAxis = SpecAxis { latencyAxisTitle(LatencyMetric::Mean), AxisScale::Linear, TickStyle::Plain, 0, 1, {} };
    return spec;
}

} // namespace

SweepCurveChart::SweepCurveChart(QWidget* parent)
    : QChartView(parent)
{
    setRenderHint(QPainter::Antialiasing);
    setMinimumHeight(kMinimumHeight);
    clear();
}

void SweepCurveChart::clear()
{
    m_spec = emptySpec();
    draw();
}

void SweepCurveChart::setPoints(const QString& systemName, const QList<Measurement>& points)
{
    if (points.isEmpty()) {
        clear();
        return;
    }
    ChartRequest request;
    request.kind = ChartKind::Curve;
    request.systems = { systemName };
    request.annotations.headroomBand = false; // a run in progress has no peak to plan against yet
    request.annotations.gains = false;
    ChartInput input;
    input.measurements = points;
    for (Measurement& m : input.measurements) {
        m.systemName = systemName;
        if (!request.workloads.contains(m.workload.name)) {
            request.workloads << m.workload.name;
        }
    }
    SystemConfig system;
    system.name = systemName;
    input.systems = { system };
    Expected<ChartSpec> spec = buildChartSpec(request, input);
    if (spec) {
        m_spec = *spec;
        m_spec.subtitle = m_spec.title.section(QLatin1Char(':'), 0, 0); // the workload, under a short title
        m_spec.title = emptySpec().title;
    } else {
        m_spec = emptySpec();
        m_spec.subtitle = spec.error();
    }
    draw();
}

qsizetype SweepCurveChart::pointCount() const
{
    qsizetype count = 0;
    for (const SpecSeries& series : m_spec.series) {
        count += series.points.size();
    }
    return count;
}

void SweepCurveChart::draw()
{
    QChart* old = chart();
    setChart(ChartBuilder(m_spec, ChartTheme::fromPalette(palette())).build());
    delete old;
    setMinimumSize(0, kMinimumHeight);
}

void SweepCurveChart::changeEvent(QEvent* event)
{
    QChartView::changeEvent(event);
    if (event->type() == QEvent::PaletteChange) {
        draw();
        fitChart();
    }
}

void SweepCurveChart::resizeEvent(QResizeEvent* event)
{
    QChartView::resizeEvent(event);
    fitChart();
}

// QChartView sizes the chart to the view, but never below the chart's minimum, and makes that minimum its own. The
// minimum follows the width the chart had before: built or laid out narrow (a hidden tab), its wrapped titles asked
// for 474 px of height, which kept the window from fitting 1280 x 800 and cut off the chart's foot. Laying the
// chart out at the current width first brings its minimum down to what that width needs.
void SweepCurveChart::fitChart()
{
    if (chart()->size().toSize() != size()) {
        chart()->layout()->activate();
        chart()->resize(size());
        setSceneRect(chart()->geometry());
    }
    setMinimumSize(0, kMinimumHeight);
}

} // namespace headroom::charts
