// SPDX-License-Identifier: GPL-3.0-or-later
// ChartBuilder, XY kinds (curves and percentile distributions): lines, measured and modeled markers, and the
// curve annotations (peaks, the latency limit and its crossings, the headroom band, gains).
#include "chartbuilder.h"
#include "markerimage.h"

#include <algorithm>

#include <QtCharts/QAreaSeries>
#include <QtCharts/QChart>
#include <QtCharts/QLineSeries>
#include <QtCharts/QScatterSeries>

namespace headroom::charts {

namespace {
QScatterSeries::MarkerShape shapeOf(int index)
{
    switch (index) {
    case 1:
        return QScatterSeries::MarkerShapeRectangle;
    case 2:
        return QScatterSeries::MarkerShapeTriangle;
    case 3:
        return QScatterSeries::MarkerShapeRotatedRectangle;
    case 4:
        return QScatterSeries::MarkerShapeStar;
    default:
        return QScatterSeries::MarkerShapeCircle;
    }
}

Qt::PenStyle penStyleOf(LineStyle line)
{
    switch (line) {
    case LineStyle::Dashed:
        return Qt::DashLine;
    case LineStyle::Dotted:
        return Qt::DotLine;
    case LineStyle::Theme:
    case LineStyle::Solid:
        break;
    }
    return Qt::SolidLine;
}

QColor translucent(QColor color, int alpha)
{
    color.setAlpha(alpha);
    return color;
}
} // namespace

void ChartBuilder::buildXy()
{
    m_xAxis = m_spec.xAxis.scale == AxisScale::Nines ? makeNinesAxis(m_spec.xAxis, Qt::AlignBottom)
                                                     : makeValueAxis(m_spec.xAxis, Qt::AlignBottom, m_xRange);
    m_yAxis = makeValueAxis(m_spec.yAxis, Qt::AlignLeft, m_yRange);
    // Bands first: series added later are drawn on top.
    for (const SpecAnnotation& band : m_spec.annotationsOf(AnnotationKind::HeadroomBand)) {
        const QColor color = m_theme.seriesColor(m_spec.series.value(band.seriesIndex).styleIndex);
        auto* upper = new QLineSeries;
        auto* lower = new QLineSeries;
        upper->replace({ { band.x, m_yRange.second }, { band.x2, m_yRange.second } });
        lower->replace({ { band.x, m_yRange.first }, { band.x2, m_yRange.first } });
        auto* area = new QAreaSeries(upper, lower);
        upper->setParent(area);
        lower->setParent(area);
        area->setName(band.text);
        area->setBrush(translucent(color, 38));
        area->setPen(Qt::NoPen);
        attach(area, false);
        m_overlay->addLabel(
            { (band.x + band.x2) / 2, m_yRange.second }, area, band.text, color, ChartOverlay::Placement::Below);
    }
    for (const SpecSeries& series : std::as_const(m_spec.series)) {
        addXySeries(series);
    }
    addCurveAnnotations();
}

void ChartBuilder::addXySeries(const SpecSeries& series)
{
    const QColor color = m_theme.seriesColor(series.styleIndex);
    const bool logX = m_spec.xAxis.scale == AxisScale::Log10;
    const bool logY = m_spec.yAxis.scale == AxisScale::Log10;
    QList<QPointF> all;
    QList<QPointF> measured;
    QList<QPointF> modeled;
    for (const SpecPoint& p : series.points) {
        if ((logX && p.x <= 0) || (logY && p.y <= 0)) {
            continue; // not on a log axis
        }
        all << QPointF(p.x, p.y);
        (p.modeled ? modeled : measured) << QPointF(p.x, p.y);
    }
    auto* line = new QLineSeries;
    line->setName(series.name);
    // On screen, colour and marker shape tell curves apart and a solid line is stroked in a fraction of the time of
    // a dashed one (Qt Charts strokes dashed curves as paths); exports keep the dashes for grey print.
    // A series with a line style of its own (a capacity with nodes down, dashed) keeps it everywhere: the dash says
    // what the line is.
    const Qt::PenStyle dash = series.line != LineStyle::Theme ? penStyleOf(series.line)
        : m_output == Output::Screen                          ? Qt::SolidLine
                                                              : m_theme.seriesDash(series.styleIndex);
    QPen pen(color, m_theme.lineWidth(), dash);
    pen.setCapStyle(Qt::FlatCap);
    line->setPen(pen);
    line->replace(all);
    if (m_output == Output::Screen && series.markers) {
        const auto shape = shapeOf(m_theme.markerShapeIndex(series.styleIndex));
        line->setMarkerSize(m_theme.markerSize());
        line->setLightMarker(markerImage(
            shape, m_theme.markerSize(), QBrush(color), QPen(m_theme.background(), 1.0), markerPixelRatio()));
        for (qsizetype i = 0; i < all.size(); ++i) {
            if (modeled.contains(all[i])) {
                line->setPointConfiguration(static_cast<int>(i), QXYSeries::PointConfiguration::Visibility, false);
            }
        }
    }
    attach(line, series.inLegend);
    m_lineOfSeries << line;
    addErrorBars(series, color);
    if (m_output == Output::Vector && series.markers) {
        addMarkers(series, measured, false);
    }
    if (!modeled.isEmpty() && series.markers) {
        addMarkers(series, modeled, true);
    }
}

// A point with repeats: thin lines of the series' colour from the lowest to the highest run, across in IOPS and up
// in latency, through the mean where the marker sits.
void ChartBuilder::addErrorBars(const SpecSeries& series, const QColor& color)
{
    const bool logX = m_spec.xAxis.scale == AxisScale::Log10;
    const bool logY = m_spec.yAxis.scale == AxisScale::Log10;
    QPen pen(color, std::max(1.0, m_theme.lineWidth() / 2.0));
    pen.setCapStyle(Qt::FlatCap);
    const auto bar = [&](QPointF from, QPointF to) {
        if ((logX && std::min(from.x(), to.x()) <= 0) || (logY && std::min(from.y(), to.y()) <= 0)) {
            return;
        }
        auto* segment = new QLineSeries;
        segment->setName(tr("%1 (spread of runs)").arg(series.name));
        segment->setPen(pen);
        segment->replace({ from, to });
        attach(segment, false);
    };
    for (const SpecPoint& p : series.points) {
        if (p.xRange && p.xRange->high > p.xRange->low) {
            bar({ p.xRange->low, p.y }, { p.xRange->high, p.y });
        }
        if (p.yRange && p.yRange->high > p.yRange->low) {
            bar({ p.x, p.yRange->low }, { p.x, p.yRange->high });
        }
    }
}

void ChartBuilder::addMarkers(const SpecSeries& series, const QList<QPointF>& points, bool hollow)
{
    const QColor color = m_theme.seriesColor(series.styleIndex);
    auto* scatter = new QScatterSeries;
    scatter->setName(hollow ? tr("%1 (modeled)").arg(series.name) : series.name);
    scatter->setMarkerShape(shapeOf(m_theme.markerShapeIndex(series.styleIndex)));
    scatter->setMarkerSize(m_theme.markerSize());
    scatter->setBrush(hollow ? QBrush(m_theme.background()) : QBrush(color));
    scatter->setPen(QPen(hollow ? color : m_theme.background(), hollow ? 2.5 : 1.0));
    scatter->replace(points);
    attach(scatter, false);
}

void ChartBuilder::addCurveAnnotations()
{
    QAbstractSeries* reference = m_lineOfSeries.value(0);
    for (const SpecAnnotation& limit : m_spec.annotationsOf(AnnotationKind::LimitLine)) {
        auto* line = new QLineSeries;
        line->setName(limit.text);
        line->setPen(QPen(m_theme.text(), 2.0, Qt::DashLine));
        line->replace({ { m_xRange.first, limit.y }, { m_xRange.second, limit.y } });
        attach(line, false);
        m_overlay->addLabel(
            { m_xRange.second, limit.y }, line, limit.text, m_theme.text(), ChartOverlay::Placement::Above);
    }
    const auto ring = [&](const SpecAnnotation& a, QScatterSeries::MarkerShape shape, qreal size) {
        const QColor color = m_theme.seriesColor(m_spec.series.value(a.seriesIndex).styleIndex);
        auto* marker = new QScatterSeries;
        marker->setName(a.text);
        marker->setMarkerShape(shape);
        marker->setMarkerSize(size);
        marker->setBrush(Qt::NoBrush);
        marker->setPen(QPen(color, 2.5));
        marker->replace({ QPointF(a.x, a.y) });
        attach(marker, false);
        return color;
    };
    for (const SpecAnnotation& peak : m_spec.annotationsOf(AnnotationKind::Peak)) {
        const QColor color = ring(peak, QScatterSeries::MarkerShapeCircle, 24);
        m_overlay->addLabel({ peak.x, peak.y }, reference, peak.text, color, ChartOverlay::Placement::Above);
    }
    const QList<SpecAnnotation> peaks = m_spec.annotationsOf(AnnotationKind::Peak);
    for (const SpecAnnotation& crossing : m_spec.annotationsOf(AnnotationKind::LimitCrossing)) {
        const QColor color = ring(crossing, QScatterSeries::MarkerShapeRotatedRectangle, 20);
        // A curve whose peak is within the limit: the peak's label already gives these numbers.
        const bool atPeak = std::any_of(peaks.cbegin(), peaks.cend(), [&](const SpecAnnotation& p) {
            return p.seriesIndex == crossing.seriesIndex && p.x == crossing.x && p.y == crossing.y;
        });
        if (atPeak) {
            continue;
        }
        m_overlay->addLabel(
            { crossing.x, crossing.y }, reference, crossing.text, color, ChartOverlay::Placement::BelowRight);
    }
    // Where a growing demand meets a capacity: a filled point in the capacity's colour with its runway.
    for (const SpecAnnotation& runOut : m_spec.annotationsOf(AnnotationKind::RunOut)) {
        const QColor color = m_theme.seriesColor(m_spec.series.value(runOut.seriesIndex).styleIndex);
        auto* marker = new QScatterSeries;
        marker->setName(runOut.text);
        marker->setMarkerShape(QScatterSeries::MarkerShapeCircle);
        marker->setMarkerSize(16);
        marker->setBrush(color);
        marker->setPen(QPen(m_theme.background(), 2.0));
        marker->replace({ QPointF(runOut.x, runOut.y) });
        attach(marker, false);
        m_overlay->addLabel({ runOut.x, runOut.y }, reference, runOut.text, color, ChartOverlay::Placement::AboveRight);
    }
    QStringList gains;
    QList<QColor> colors;
    for (const SpecAnnotation& gain : m_spec.annotationsOf(AnnotationKind::Gain)) {
        gains << gain.text;
        colors << m_theme.seriesColor(m_spec.series.value(gain.seriesIndex).styleIndex);
    }
    m_overlay->setGainLines(gains, colors);
}

} // namespace headroom::charts
