// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "chartoverlay.h"
#include "report/chartspec.h"
#include "report/charttheme.h"

#include <QList>
#include <QPair>
#include <QPointF>

QT_BEGIN_NAMESPACE
class QAbstractAxis;
class QAbstractSeries;
class QChart;
QT_END_NAMESPACE

#include <QCoreApplication>

namespace headroom::charts {

// Turns a ChartSpec into a QChart in the presentation theme: axes with addAxis + attachAxis, every series
// filled with one replace(), animations off, annotations as series (lines, bands, markers) plus overlay text.
class ChartBuilder {
    Q_DECLARE_TR_FUNCTIONS(ChartBuilder)

public:
    // Screen: measured markers are painted by their line (QXYSeries light markers, one pass, no item per point),
    // so a 50-curve chart redraws fast. Vector: every marker a scatter item, drawn as shapes in SVG and PDF.
    enum class Output { Screen, Vector };

    ChartBuilder(ChartSpec spec, ChartTheme theme, Output output = Output::Screen);

    // A new chart; the caller owns it (or hands it to a QChartView or scene).
    QChart* build();

private:
    QAbstractAxis* makeValueAxis(const SpecAxis& spec, Qt::Alignment alignment, QPair<double, double>& range);
    QAbstractAxis* makeNinesAxis(const SpecAxis& spec, Qt::Alignment alignment);
    void styleAxis(QAbstractAxis* axis, const QString& title) const;
    void attach(QAbstractSeries* series, bool showInLegend);
    void setUpChart();
    void buildXy();
    void addXySeries(const SpecSeries& series);
    void addMarkers(const SpecSeries& series, const QList<QPointF>& points, bool hollow);
    void addErrorBars(const SpecSeries& series, const QColor& color);
    void addCurveAnnotations();
    void buildBars();
    void addBarAnnotations();

    ChartSpec m_spec;
    ChartTheme m_theme;
    Output m_output;
    QChart* m_chart = nullptr;
    ChartOverlay* m_overlay = nullptr;
    QAbstractAxis* m_xAxis = nullptr;
    QAbstractAxis* m_yAxis = nullptr;
    QPair<double, double> m_xRange;
    QPair<double, double> m_yRange;
    QList<QAbstractSeries*> m_lineOfSeries; // the line series drawn for each spec series (XY charts)
};

// A chart with nothing to show yet, in the theme's background (a default QChart is white, a box on a dark window).
// The caller owns it.
QChart* emptyChart(const ChartTheme& theme);

} // namespace headroom::charts
