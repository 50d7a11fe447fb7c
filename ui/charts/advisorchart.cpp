// SPDX-License-Identifier: GPL-3.0-or-later
#include "advisorchart.h"

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

AdvisorChart::AdvisorChart(QWidget* parent)
    : QWidget(parent)
{
    m_view = new QChartView(emptyChart(ChartTheme::fromPalette(palette())), this);
    m_view->setRenderHint(QPainter::Antialiasing);
    m_view->setFocusPolicy(Qt::StrongFocus); // a click on the chart makes it what Edit › Copy copies
    m_view->setMinimumSize(
        480, 282); // the answer above it (verdict, runs behind it, options) needs the height at 1280 × 800
    m_export = new QPushButton(tr("Export chart…"), this);
    m_export->setToolTip(tr("Save this chart as PNG, SVG or PDF (1920 × 1080)"));
    m_export->setEnabled(false);
    connect(m_export, &QPushButton::clicked, this, &AdvisorChart::chooseChartExport);
    auto* buttons = new QHBoxLayout;
    buttons->addStretch();
    buttons->addWidget(m_export);
    // The legend as wrapping text under the chart: Qt Charts' one-row legend cut the names ("(basel…", "(net…")
    // at 1280 px. Exports keep the chart's own legend (they are laid out at 1920 px).
    m_legend = new QLabel(this);
    m_legend->setObjectName(QStringLiteral("advisorLegend"));
    m_legend->setWordWrap(true);
    m_legend->setAlignment(Qt::AlignHCenter);
    m_legend->setTextFormat(Qt::RichText);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_view, 1);
    layout->addWidget(m_legend);
    layout->addLayout(buttons);
}

void AdvisorChart::showResult(const AdvisorResult& result, const QList<Measurement>& used)
{
    m_spec = buildAdvisorSpec(result, used);
    draw();
}

void AdvisorChart::clear()
{
    m_spec = ChartSpec {};
    draw();
}

void AdvisorChart::draw()
{
    QChart* old = m_view->chart();
    const ChartTheme theme = ChartTheme::fromPalette(palette());
    // On screen the options table right above gives each option's gain and cost per IOPS: the chart leaves out
    // those boxes, which covered the curves at 1280 × 800. Exports (m_spec) keep them.
    ChartSpec onScreen = m_spec;
    onScreen.annotations.erase(std::remove_if(onScreen.annotations.begin(), onScreen.annotations.end(),
                                   [](const SpecAnnotation& a) { return a.kind == AnnotationKind::Gain; }),
        onScreen.annotations.end());
    // The subtitle, sources and notes go to the tooltip, as on the runway chart: at 1280 × 800 the plot needs the
    // height.
    // (Modeled curves say so in the legend under the chart: hollow markers.)
    onScreen.sources.clear();
    onScreen.notes.clear();
    onScreen.anyModeled = false;
    onScreen.subtitle.clear(); // the baseline, nodes and limit the form beside it shows (the axis title was elided)
    m_view->setToolTip(m_spec.subtitle + QLatin1Char('\n') + m_spec.footnote());
    QChart* chart = m_spec.series.isEmpty() ? emptyChart(theme) : ChartBuilder(onScreen, theme).build();
    chart->legend()->hide();
    m_view->setChart(chart);
    delete old;
    // A modeled curve's markers are hollow on the chart, and so in its legend entry.
    static const QString shapes[]
        = { QStringLiteral("●"), QStringLiteral("■"), QStringLiteral("▲"), QStringLiteral("◆"), QStringLiteral("★") };
    static const QString hollow[]
        = { QStringLiteral("○"), QStringLiteral("□"), QStringLiteral("△"), QStringLiteral("◇"), QStringLiteral("☆") };
    QStringList entries;
    for (const SpecSeries& series : std::as_const(m_spec.series)) {
        const bool modeled = !series.points.isEmpty()
            && std::all_of(series.points.cbegin(), series.points.cend(), [](const SpecPoint& p) { return p.modeled; });
        const int shape = theme.markerShapeIndex(series.styleIndex);
        entries << QStringLiteral("<span style='color:%1'>%2</span>&nbsp;%3")
                       .arg(theme.seriesColor(series.styleIndex).name(), modeled ? hollow[shape] : shapes[shape],
                           series.name.toHtmlEscaped().replace(QLatin1Char(' '), QStringLiteral("&nbsp;")));
    }
    m_legend->setText(QStringLiteral("<span style='font-size:%1px'>%2</span>")
                          .arg(theme.legendFont().pixelSize())
                          .arg(entries.join(QStringLiteral(" &nbsp;&nbsp; "))));
    m_legend->setVisible(!entries.isEmpty());
    m_export->setEnabled(!m_spec.series.isEmpty());
}

void AdvisorChart::changeEvent(QEvent* event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::PaletteChange) {
        draw();
    }
}

void AdvisorChart::chooseChartExport()
{
    QString path = chooseSaveFileName(this, tr("Export chart"), QStringLiteral("advisor.png"),
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

bool AdvisorChart::hasChart() const
{
    return !m_spec.series.isEmpty();
}

// As the export button's file: the light theme at 1920 × 1080, whatever the screen's palette.
Status AdvisorChart::copyChart() const
{
    if (!hasChart()) {
        return fail(tr("There is no chart to copy yet."));
    }
    return ChartExporter(m_spec, ChartTheme::light()).copyToClipboard(QSize(1920, 1080));
}

int AdvisorChart::heightBesidePlot() const
{
    const int spacing = std::max(0, layout()->spacing());
    const int legend = m_legend->isHidden() ? 0 : m_legend->heightForWidth(std::max(width(), 200)) + spacing;
    return legend + m_export->sizeHint().height() + spacing;
}

} // namespace headroom::charts
