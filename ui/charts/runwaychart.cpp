// SPDX-License-Identifier: GPL-3.0-or-later
#include "runwaychart.h"

#include "chartbuilder.h"
#include "chartexporter.h"
#include "filedialogs.h"

#include <algorithm>

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QVBoxLayout>
#include <QtCharts/QChart>
#include <QtCharts/QChartView>
#include <QtCharts/QLegend>

namespace headroom::charts {

RunwayChart::RunwayChart(QWidget* parent)
    : QWidget(parent)
{
    m_view = new QChartView(emptyChart(ChartTheme::fromPalette(palette())), this);
    m_view->setObjectName(QStringLiteral("runwayChart"));
    m_view->setRenderHint(QPainter::Antialiasing);
    m_view->setFocusPolicy(Qt::StrongFocus); // a click on the chart makes it what Edit › Copy copies
    m_view->setMinimumSize(480, 200); // no taller than the curves chart: the Advisor's numbers keep their height
    // The legend as wrapping text under the chart, as the curves chart does: Qt Charts' one-row legend cut the
    // option names at 1280 px. Exports keep the chart's own legend.
    m_legend = new QLabel(this);
    m_legend->setObjectName(QStringLiteral("runwayLegend"));
    m_legend->setWordWrap(true);
    m_legend->setAlignment(Qt::AlignHCenter);
    m_legend->setTextFormat(Qt::RichText);
    m_export = new QPushButton(tr("Export runway chart…"), this);
    m_export->setToolTip(tr("Save this chart as PNG, SVG or PDF (1920 × 1080)"));
    m_export->setEnabled(false);
    connect(m_export, &QPushButton::clicked, this, &RunwayChart::chooseChartExport);
    auto* buttons = new QHBoxLayout;
    buttons->addStretch();
    buttons->addWidget(m_export);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_view, 1);
    layout->addWidget(m_legend);
    layout->addLayout(buttons);
}

void RunwayChart::showSpec(const ChartSpec& spec)
{
    m_spec = spec;
    // On screen the sources and notes go to the tooltip: below the Advisor's numbers the plot needs the height (its
    // axis labels were elided at 1280 × 800). Exports keep them as the footnote.
    ChartSpec onScreen = m_spec;
    onScreen.sources.clear();
    onScreen.notes.clear();
    onScreen.anyModeled = false;
    m_view->setToolTip(m_spec.footnote());
    const ChartTheme theme = ChartTheme::fromPalette(palette());
    QChart* old = m_view->chart();
    QChart* chart = m_spec.series.isEmpty() ? emptyChart(theme) : ChartBuilder(onScreen, theme).build();
    chart->legend()->hide();
    m_view->setChart(chart);
    delete old;
    QStringList entries;
    for (const SpecSeries& series : std::as_const(m_spec.series)) {
        if (series.inLegend) {
            entries << QStringLiteral("<span style='color:%1'>━</span>&nbsp;%2")
                           .arg(theme.seriesColor(series.styleIndex).name(),
                               series.name.toHtmlEscaped().replace(QLatin1Char(' '), QStringLiteral("&nbsp;")));
        }
    }
    m_legend->setText(QStringLiteral("<span style='font-size:%1px'>%2</span>")
                          .arg(theme.legendFont().pixelSize())
                          .arg(entries.join(QStringLiteral(" &nbsp;&nbsp; "))));
    m_legend->setVisible(!entries.isEmpty());
    m_export->setEnabled(!m_spec.series.isEmpty());
}

void RunwayChart::changeEvent(QEvent* event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::PaletteChange) {
        showSpec(ChartSpec(m_spec)); // a copy: showSpec assigns m_spec
    }
}

void RunwayChart::clear()
{
    showSpec(ChartSpec {});
}

void RunwayChart::chooseChartExport()
{
    const QString path = chooseSaveFileName(this, tr("Export runway chart"), QStringLiteral("runway.png"),
        tr("PNG image (*.png);;SVG drawing (*.svg);;PDF document (*.pdf)"));
    if (path.isEmpty()) {
        return;
    }
    const ChartExporter exporter(m_spec, ChartTheme::light());
    if (auto written = exporter.exportTo(path, QSize(1920, 1080)); !written) {
        QMessageBox::warning(this, tr("Export failed"),
            tr("The chart was not exported: %1. Choose another folder or file name.").arg(written.error()));
    }
}

bool RunwayChart::hasChart() const
{
    return !m_spec.series.isEmpty();
}

// As the export button's file: the light theme at 1920 × 1080, whatever the screen's palette.
Status RunwayChart::copyChart() const
{
    if (!hasChart()) {
        return fail(tr("There is no chart to copy yet."));
    }
    return ChartExporter(m_spec, ChartTheme::light()).copyToClipboard(QSize(1920, 1080));
}

int RunwayChart::heightBesidePlot() const
{
    const int spacing = std::max(0, layout()->spacing());
    const int legend = m_legend->isHidden() ? 0 : m_legend->heightForWidth(std::max(width(), 200)) + spacing;
    return legend + m_export->sizeHint().height() + spacing;
}

} // namespace headroom::charts
