#include "runwaychart.h"

#include "chartbuilder.h"
#include "chartexporter.h"
#include "filedialogs.h"

#include <QHBoxLayout>
#include <QMessageBox>
#include <QPushButton>
#include <QVBoxLayout>
#include <QtCharts/QChart>
#include <QtCharts/QChartView>

namespace headroom::charts {

RunwayChart::RunwayChart(QWidget* parent)
    : QWidget(parent)
{
    m_view = new QChartView(new QChart, this);
    m_view->setObjectName(QStringLiteral("runwayChart"));
    m_view->setRenderHint(QPainter::Antialiasing);
    m_view->setMinimumSize(480, 200); // no taller than the curves chart: the Advisor's numbers keep their height
    m_export = new QPushButton(tr("Export runway chart…"), this);
    m_export->setToolTip(tr("Save this chart as PNG, SVG or PDF (1920 × 1080)"));
    m_export->setEnabled(false);
    connect(m_export, &QPushButton::clicked, this, &RunwayChart::exportChart);
    auto* buttons = new QHBoxLayout;
    buttons->addStretch();
    buttons->addWidget(m_export);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_view, 1);
    layout->addLayout(buttons);
}

void RunwayChart::showSpec(const ChartSpec& spec)
{
    m_spec = spec;
    QChart* old = m_view->chart();
    m_view->setChart(
        m_spec.series.isEmpty() ? new QChart : ChartBuilder(m_spec, ChartTheme::fromPalette(palette())).build());
    delete old;
    m_export->setEnabled(!m_spec.series.isEmpty());
}

void RunwayChart::clear()
{
    showSpec(ChartSpec {});
}

void RunwayChart::exportChart()
{
    const QString path = chooseSaveFileName(this, tr("Export runway chart"), QStringLiteral("runway.png"),
        tr("PNG image (*.png);;SVG drawing (*.svg);;PDF document (*.pdf)"));
    if (path.isEmpty()) {
        return;
    }
    const ChartExporter exporter(m_spec, ChartTheme::light());
    if (auto written = exporter.exportTo(path, QSize(1920, 1080)); !written) {
        QMessageBox::warning(this, tr("Export failed"), written.error());
    }
}

} // namespace headroom::charts
