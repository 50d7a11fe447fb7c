// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <optional>
#include <utility>

#include <QList>
#include <QPair>
#include <QString>
#include <QStringList>
#include <QVariant>

// What a chart shows, as plain values: no Qt Charts here, so tests check the numbers and the CLI, the GUI and
// the exporters all draw the same thing. Values are in display units (IOPS, ms, MB/s = 10^6 B/s, %).
namespace headroom::charts {

enum class ChartKind { Curve, Throughput, Compare, Tiers, Percentiles, Runway };

// A value axis: linear, base-10 logarithmic, or "nines" (x = −log10(1 − p/100): p90 = 1, p99 = 2, p99.9 = 3).
enum class AxisScale { Linear, Log10, Nines };

// How tick values are written: 1,000; 350K; +50 %.
enum class TickStyle { Plain, Iops, SignedPercent };

struct SpecAxis {
    QString title; // with the unit: "IOPS", "Latency, mean (ms)"
    AxisScale scale = AxisScale::Linear;
    TickStyle tickStyle = TickStyle::Plain;
    double min = 0;
    double max = 1;
    QList<QPair<double, QString>> ticks; // labelled positions for the nines scale
};

// An error bar: the lowest and highest of a point's runs, in the axis's display unit.
struct SpecRange {
    double low = 0;
    double high = 0;
};

struct SpecPoint {
    SpecPoint() = default;
    SpecPoint(double x_, double y_, bool modeled_ = false, QString label_ = {})
        : x(x_)
        , y(y_)
        , modeled(modeled_)
        , label(std::move(label_))
    {
    }
    double x = 0; // a value, or the category index on bar charts
    double y = 0;
    bool modeled = false;
    QString label; // the value as the chart writes it ("350K IOPS at 0.73 ms"; "3,393 MB/s")
    // A point with repeats is drawn at the mean of its runs with error bars from their lowest to highest value.
    int runs = 1;
    std::optional<SpecRange> xRange;
    std::optional<SpecRange> yRange;
};

// How a series' line is stroked: the theme's dash for its style index, or one of its own (the runway chart: an
// option's capacity with all nodes solid and with nodes down dashed, in the same colour).
enum class LineStyle { Theme, Solid, Dashed, Dotted };

struct SpecSeries {
    QString name;
    int styleIndex = 0; // colour, marker and dash from the theme
    QList<SpecPoint> points;
    LineStyle line = LineStyle::Theme;
    bool markers = true; // false: a line only (a modelled curve or a level, not measured points)
    bool inLegend = true; // false: its line style says what it is (a level's nodes-down twin)
};

enum class AnnotationKind {
    Peak, // x, y: a curve's highest IOPS
    LimitLine, // y: the latency limit, drawn across the plot
    LimitCrossing, // x, y: the highest IOPS of a curve at or under the limit
    HeadroomBand, // x .. x2: 60–70 % of a curve's peak IOPS
    Gain, // text only: "+78 % peak IOPS, −49 % latency at peak"
    CapacityLine, // x .. x2 at y: a link's theoretical maximum over one bar group
    RunOut, // x, y: where a growing demand meets a capacity ("runs out in 3.4 yr"), a filled point
};

struct SpecAnnotation {
    AnnotationKind kind = AnnotationKind::Peak;
    int seriesIndex = -1; // the series it belongs to (its colour), −1 for none
    double x = 0;
    double y = 0;
    double x2 = 0;
    QString text;
    bool extrapolated = false;
};

struct SpecCell {
    QString text;
    QVariant raw; // the number to sort by, or the text
};

// The numbers behind the chart, as the table beside it shows them.
struct SpecTable {
    QStringList headers;
    QList<QList<SpecCell>> rows;
};

struct ChartSpec {
    ChartKind kind = ChartKind::Curve;
    QString title;
    QString subtitle;
    SpecAxis xAxis;
    SpecAxis yAxis;
    QStringList categories; // bar charts: one group per category; series points are indexed by category
    bool stackedBars = false; // compare: "better" and "worse" sets share a bar slot
    QList<SpecSeries> series;
    QList<SpecAnnotation> annotations;
    SpecTable table;
    QStringList sources; // one line per source: report or file, and date
    QStringList notes; // caveats that travel with the chart (percentile kinds, how a value was derived)
    bool anyModeled = false;
    QStringList warnings; // for the user, not drawn: data left out and why
    // Every figure of the chart in words, for readers without the picture (SVG <desc>, alt text); empty: the
    // subtitle and footnote say enough.
    QString description;

    QList<SpecAnnotation> annotationsOf(AnnotationKind wanted) const;
    // The footnote printed under the chart: sources, notes and, where any point is modeled, the word "modeled".
    QString footnote() const;
};

QString toString(ChartKind kind);
std::optional<ChartKind> chartKindFromString(const QString& text);

} // namespace headroom::charts
