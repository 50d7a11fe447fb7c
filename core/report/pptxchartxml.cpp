// SPDX-License-Identifier: GPL-3.0-or-later
// chartSpaceXml(): the c:chartSpace part of a native chart (ECMA-376 Part 1 §21.2.2). The schema fixes the order of
// every element, so each writer below emits its children in that order.
#include "pptxchartdata.h"
#include "pptxparts.h"

#include <cmath>

#include <QLocale>

namespace headroom::pptx::chartdata {

namespace {
using namespace charts;

constexpr int kXAxisId = 500010;
constexpr int kYAxisId = 500020;
const QString kFont = QStringLiteral("DejaVu Sans"); // the deck's typeface

QString hex(const QColor& color)
{
    return color.name().mid(1).toUpper();
}

QString fill(const QColor& color)
{
    return QStringLiteral("<a:solidFill><a:srgbClr val=\"%1\"/></a:solidFill>").arg(hex(color));
}

QString number(double value)
{
    return QString::number(value, 'g', QLocale::FloatingPointShortest);
}

QString val(const char* element, const QString& value)
{
    return QStringLiteral("<c:%1 val=\"%2\"/>").arg(QLatin1String(element), value);
}

QString val(const char* element, int value)
{
    return val(element, QString::number(value));
}

// Character properties: hundredths of a point.
QString runProps(const char* element, double sizePt, bool bold, const QColor& color)
{
    return QStringLiteral("<a:%1 lang=\"en-US\" sz=\"%2\" b=\"%3\">%4<a:latin typeface=\"%5\"/></a:%1>")
        .arg(QLatin1String(element))
        .arg(std::lround(sizePt * 100))
        .arg(bold ? 1 : 0)
        .arg(fill(color), kFont);
}

QString textProps(
    double sizePt, bool bold, const QColor& color, const QString& bodyProps = QStringLiteral("<a:bodyPr/>"))
{
    return QStringLiteral("<c:txPr>%1<a:lstStyle/><a:p><a:pPr>%2</a:pPr><a:endParaRPr lang=\"en-US\"/></a:p></c:txPr>")
        .arg(bodyProps, runProps("defRPr", sizePt, bold, color));
}

QString richText(const QList<std::tuple<QString, double, bool>>& lines, const QColor& color,
    const QString& bodyProps = QStringLiteral("<a:bodyPr/>"))
{
    QString paragraphs;
    for (const auto& [text, sizePt, bold] : lines) {
        paragraphs += QStringLiteral("<a:p><a:pPr>%1</a:pPr><a:r>%2<a:t>%3</a:t></a:r></a:p>")
                          .arg(runProps("defRPr", sizePt, bold, color), runProps("rPr", sizePt, bold, color),
                              xmlEscaped(text));
    }
    return QStringLiteral("<c:tx><c:rich>%1<a:lstStyle/>%2</c:rich></c:tx>").arg(bodyProps, paragraphs);
}

QString title(const QList<std::tuple<QString, double, bool>>& lines, const QColor& color,
    const QString& bodyProps = QStringLiteral("<a:bodyPr/>"))
{
    return QStringLiteral("<c:title>%1<c:overlay val=\"0\"/></c:title>").arg(richText(lines, color, bodyProps));
}

QString strCache(const QString& formula, const QStringList& texts)
{
    QString points;
    for (int i = 0; i < texts.size(); ++i) {
        points += QStringLiteral("<c:pt idx=\"%1\"><c:v>%2</c:v></c:pt>").arg(i).arg(xmlEscaped(texts[i]));
    }
    return QStringLiteral("<c:strRef><c:f>%1</c:f><c:strCache><c:ptCount val=\"%2\"/>%3</c:strCache></c:strRef>")
        .arg(xmlEscaped(formula))
        .arg(texts.size())
        .arg(points);
}

// Empty values are left out of the cache (a gap), as PowerPoint writes them.
QString numCache(const QString& formula, const QList<std::optional<double>>& values)
{
    QString points;
    for (int i = 0; i < values.size(); ++i) {
        if (values[i] && std::isfinite(*values[i])) {
            points += QStringLiteral("<c:pt idx=\"%1\"><c:v>%2</c:v></c:pt>").arg(i).arg(number(*values[i]));
        }
    }
    return QStringLiteral("<c:numRef><c:f>%1</c:f><c:numCache><c:formatCode>General</c:formatCode><c:ptCount "
                          "val=\"%2\"/>%3</c:numCache></c:numRef>")
        .arg(xmlEscaped(formula))
        .arg(values.size())
        .arg(points);
}

QString seriesName(const Series& s)
{
    return QStringLiteral("<c:tx>%1</c:tx>").arg(strCache(range(s.column, 0, 0), { s.name }));
}

QString dash(const Series& s, const ChartTheme& theme)
{
    if (s.limit || s.line == LineStyle::Dashed) {
        return QStringLiteral("dash");
    }
    if (s.line == LineStyle::Dotted) {
        return QStringLiteral("sysDot");
    }
    if (s.line == LineStyle::Solid) {
        return QStringLiteral("solid");
    }
    switch (theme.seriesDash(s.styleIndex)) {
    case Qt::DashLine:
        return QStringLiteral("dash");
    case Qt::DotLine:
        return QStringLiteral("sysDot");
    case Qt::DashDotLine:
        return QStringLiteral("dashDot");
    default:
        return QStringLiteral("solid");
    }
}

QColor colorOf(const Series& s, const ChartTheme& theme)
{
    return s.limit ? theme.mutedText() : theme.seriesColor(s.styleIndex);
}

QString marker(const Series& s, const ChartTheme& theme)
{
    if (!s.markers) {
        return QStringLiteral("<c:marker><c:symbol val=\"none\"/></c:marker>");
    }
    static const char* const symbols[] = { "circle", "square", "triangle", "diamond", "star" };
    const QColor color = colorOf(s, theme);
    return QStringLiteral("<c:marker><c:symbol val=\"%1\"/><c:size val=\"7\"/><c:spPr>%2<a:ln w=\"9525\">%2</a:ln>"
                          "</c:spPr></c:marker>")
        .arg(QLatin1String(symbols[theme.markerShapeIndex(s.styleIndex) % 5]), fill(color));
}

QString flags(bool value)
{
    return QStringLiteral("<c:showLegendKey val=\"0\"/><c:showVal val=\"%1\"/><c:showCatName val=\"0\"/>"
                          "<c:showSerName val=\"0\"/><c:showPercent val=\"0\"/><c:showBubbleSize val=\"0\"/>")
        .arg(value ? 1 : 0);
}

// The picture's labels at points ("peak 286K"), each with its own text.
QString pointLabels(const Series& s, int index, const ChartTheme& theme)
{
    // Above, below, right, left by series: two curves' peaks side by side keep their labels apart.
    static const char* const positions[] = { "t", "b", "r", "l" };
    const QString position = QLatin1String(positions[index % 4]);
    if (s.labels.isEmpty()) {
        return {};
    }
    QString labels;
    for (auto it = s.labels.cbegin(); it != s.labels.cend(); ++it) {
        labels += QStringLiteral("<c:dLbl><c:idx val=\"%1\"/>%2<c:dLblPos val=\"%3\"/>%4</c:dLbl>")
                      .arg(it.key())
                      .arg(richText({ { it.value(), 10, true } }, colorOf(s, theme)),
                          s.labelsRight.contains(it.key()) ? QStringLiteral("r") : position, flags(true));
    }
    return QStringLiteral("<c:dLbls>%1%2</c:dLbls>").arg(labels, flags(false));
}

// Every series caches as many points as the longest (the rest are gaps): LibreOffice 7.4 draws no points of a
// series shorter than one after it (a one-point curve before the two-point latency limit), seen on the demo deck.
QString scatterSeries(const Series& s, int index, int rows, const ChartTheme& theme)
{
    QList<std::optional<double>> xs;
    for (double x : s.x) {
        xs << x;
    }
    QList<std::optional<double>> ys = s.y;
    while (xs.size() < rows) {
        xs << std::nullopt;
        ys << std::nullopt;
    }
    const int last = std::max(1, rows);
    const QString line = s.lineless
        ? QStringLiteral("<a:ln><a:noFill/></a:ln>")
        : QStringLiteral("<a:ln w=\"%1\" cap=\"rnd\">%2<a:prstDash val=\"%3\"/><a:round/></a:ln>")
              .arg(s.limit ? 19050 : 28575)
              .arg(fill(colorOf(s, theme)), dash(s, theme));
    return QStringLiteral("<c:ser>%1%2%3<c:spPr>%4</c:spPr>%5%6<c:xVal>%7</c:xVal><c:yVal>%8</c:yVal>"
                          "<c:smooth val=\"0\"/></c:ser>")
        .arg(val("idx", index), val("order", index), seriesName(s), line, marker(s, theme),
            pointLabels(s, index, theme), numCache(range(s.column - 1, 1, last), xs),
            numCache(range(s.column, 1, last), ys));
}

QString barSeries(const Series& s, int index, const Data& data, const ChartTheme& theme)
{
    const int last = std::max(1, data.rows);
    QStringList categories;
    for (const QString& c : data.categories) {
        categories << QString(c).replace(QLatin1Char('\n'), QLatin1Char(' '));
    }
    return QStringLiteral("<c:ser>%1%2%3<c:spPr>%4</c:spPr><c:invertIfNegative val=\"0\"/><c:cat>%5</c:cat>"
                          "<c:val>%6</c:val></c:ser>")
        .arg(val("idx", index), val("order", index), seriesName(s), fill(colorOf(s, theme)),
            strCache(range(0, 1, last), categories), numCache(range(s.column, 1, last), s.y));
}

QString numberFormat(TickStyle style)
{
    switch (style) {
    case TickStyle::Iops:
        return QStringLiteral("[&gt;=1000]#,##0,&quot;K&quot;;0");
    case TickStyle::SignedPercent:
        return QStringLiteral("+0&quot; %&quot;;-0&quot; %&quot;;0&quot; %&quot;");
    case TickStyle::Plain:
        break;
    }
    return QStringLiteral("General");
}

QString numberFormat(const SpecAxis& axis)
{
    if (axis.title.startsWith(QLatin1String("$ "))) {
        return QStringLiteral("&quot;$&quot;#,##0.00"); // "$ per IOPS gained": the picture's "$0.17"
    }
    return numberFormat(axis.tickStyle);
}

struct AxisPlace {
    int id;
    int crossId;
    const char* position; // "b" or "l"
    bool gridlines;
    bool vertical; // its title turned
};

QString axisTitle(const SpecAxis& axis, const AxisPlace& place, const ChartTheme& theme)
{
    if (axis.title.isEmpty()) {
        return {};
    }
    return title({ { axis.title, 12, true } }, theme.text(),
        place.vertical ? QStringLiteral("<a:bodyPr rot=\"-5400000\" vert=\"horz\"/>") : QStringLiteral("<a:bodyPr/>"));
}

QString axisLine(const ChartTheme& theme)
{
    return QStringLiteral("<c:spPr><a:ln w=\"9525\">%1</a:ln></c:spPr>").arg(fill(theme.mutedText()));
}

QString gridlines(const ChartTheme& theme)
{
    return QStringLiteral("<c:majorGridlines><c:spPr><a:ln w=\"6350\">%1</a:ln></c:spPr></c:majorGridlines>")
        .arg(fill(theme.grid()));
}

QString valueAxis(const SpecAxis& axis, const AxisPlace& place, const ChartTheme& theme, const char* crossBetween)
{
    QString scaling = axis.scale == AxisScale::Log10 ? val("logBase", 10) : QString();
    scaling += val("orientation", QStringLiteral("minMax"));
    if (axis.max > axis.min && (axis.scale != AxisScale::Log10 || axis.min > 0)) {
        scaling += val("max", number(axis.max)) + val("min", number(axis.min));
    }
    return QStringLiteral("<c:valAx>%1<c:scaling>%2</c:scaling><c:delete val=\"0\"/>%3%4%5<c:numFmt formatCode=\"%6\" "
                          "sourceLinked=\"0\"/><c:majorTickMark val=\"out\"/><c:minorTickMark val=\"none\"/>"
                          "<c:tickLblPos val=\"low\"/>%7%8%9<c:crosses val=\"min\"/><c:crossBetween val=\"%10\"/>"
                          "</c:valAx>")
        .arg(val("axId", place.id), scaling, val("axPos", QLatin1String(place.position)),
            place.gridlines ? gridlines(theme) : QString(), axisTitle(axis, place, theme), numberFormat(axis.tickStyle),
            axisLine(theme), textProps(11, false, theme.text()), val("crossAx", place.crossId))
        .arg(QLatin1String(crossBetween));
}

QString categoryAxis(const SpecAxis& axis, const ChartTheme& theme)
{
    const AxisPlace place { kXAxisId, kYAxisId, "b", false, false };
    return QStringLiteral("<c:catAx>%1<c:scaling><c:orientation val=\"minMax\"/></c:scaling><c:delete val=\"0\"/>"
                          "<c:axPos val=\"b\"/>%2<c:numFmt formatCode=\"General\" sourceLinked=\"1\"/><c:majorTickMark "
                          "val=\"none\"/><c:minorTickMark val=\"none\"/><c:tickLblPos val=\"low\"/>%3%4%5"
                          "<c:crosses val=\"autoZero\"/><c:auto val=\"1\"/><c:lblAlgn val=\"ctr\"/><c:lblOffset "
                          "val=\"100\"/><c:noMultiLvlLbl val=\"0\"/></c:catAx>")
        .arg(val("axId", place.id), axisTitle(axis, place, theme), axisLine(theme), textProps(11, false, theme.text()),
            val("crossAx", place.crossId));
}

QString axisIds()
{
    return val("axId", kXAxisId) + val("axId", kYAxisId);
}

QString plotArea(const Data& data, const ChartSpec& spec, const ChartTheme& theme)
{
    QString series;
    for (int i = 0; i < data.series.size(); ++i) {
        series += data.bars ? barSeries(data.series[i], i, data, theme)
                            : scatterSeries(data.series[i], i, data.rows, theme);
    }
    const AxisPlace yPlace { kYAxisId, kXAxisId, "l", true, true };
    QString charts;
    if (data.bars) {
        const QString values = QStringLiteral("<c:dLbls><c:numFmt formatCode=\"%1\" sourceLinked=\"0\"/><c:spPr>"
                                              "<a:noFill/><a:ln><a:noFill/></a:ln></c:spPr>%2<c:dLblPos val=\"%3\"/>%4"
                                              "</c:dLbls>")
                                   .arg(numberFormat(spec.yAxis), textProps(10, false, theme.text()),
                                       data.stacked ? QStringLiteral("ctr") : QStringLiteral("outEnd"), flags(true));
        charts = QStringLiteral("<c:barChart><c:barDir val=\"col\"/><c:grouping val=\"%1\"/><c:varyColors val=\"0\"/>"
                                "%2%3<c:gapWidth val=\"80\"/>%4%5</c:barChart>")
                     .arg(data.stacked ? QStringLiteral("stacked") : QStringLiteral("clustered"), series, values,
                         data.stacked ? val("overlap", 100) : QString(), axisIds())
            + categoryAxis(spec.xAxis, theme) + valueAxis(spec.yAxis, yPlace, theme, "between");
    } else {
        const AxisPlace xPlace { kXAxisId, kYAxisId, "b", true, false };
        charts = QStringLiteral("<c:scatterChart><c:scatterStyle val=\"lineMarker\"/><c:varyColors val=\"0\"/>%1%2"
                                "</c:scatterChart>")
                     .arg(series, axisIds())
            + valueAxis(spec.xAxis, xPlace, theme, "midCat") + valueAxis(spec.yAxis, yPlace, theme, "midCat");
    }
    return QStringLiteral("<c:plotArea><c:layout/>%1<c:spPr><a:noFill/><a:ln><a:noFill/></a:ln></c:spPr>"
                          "</c:plotArea>")
        .arg(charts);
}

QString legend(const Data& data, const ChartTheme& theme)
{
    QString hidden;
    for (int i = 0; i < data.series.size(); ++i) {
        if (!data.series[i].inLegend) {
            hidden += QStringLiteral("<c:legendEntry><c:idx val=\"%1\"/><c:delete val=\"1\"/></c:legendEntry>").arg(i);
        }
    }
    return QStringLiteral("<c:legend><c:legendPos val=\"b\"/>%1<c:overlay val=\"0\"/>%2</c:legend>")
        .arg(hidden, textProps(11, false, theme.text()));
}

// The title and, smaller and not bold, the subtitle: one paragraph with a line break (LibreOffice gives every
// paragraph of a chart title the first one's size and weight).
QString chartTitle(const ChartSpec& spec, const ChartTheme& theme)
{
    if (spec.title.isEmpty()) {
        return val("autoTitleDeleted", 1);
    }
    QString runs = QStringLiteral("<a:r>%1<a:t>%2</a:t></a:r>")
                       .arg(runProps("rPr", 16, true, theme.text()), xmlEscaped(spec.title));
    if (!spec.subtitle.isEmpty()) {
        runs += QStringLiteral("<a:br>%1</a:br><a:r>%1<a:t>%2</a:t></a:r>")
                    .arg(runProps("rPr", 11, false, theme.mutedText()), xmlEscaped(spec.subtitle));
    }
    return QStringLiteral("<c:title><c:tx><c:rich><a:bodyPr/><a:lstStyle/><a:p><a:pPr>%1</a:pPr>%2</a:p></c:rich>"
                          "</c:tx><c:overlay val=\"0\"/></c:title>")
               .arg(runProps("defRPr", 16, true, theme.text()), runs)
        + val("autoTitleDeleted", 0);
}
} // namespace

QByteArray chartSpaceXml(const Data& data, const ChartSpec& spec, const ChartTheme& theme)
{
    const QString body = QStringLiteral(
        "<c:chartSpace xmlns:c=\"http://schemas.openxmlformats.org/drawingml/2006/chart\" "
        "xmlns:a=\"http://schemas.openxmlformats.org/drawingml/2006/main\" "
        "xmlns:r=\"http://schemas.openxmlformats.org/officeDocument/2006/relationships\"><c:date1904 val=\"0\"/>"
        "<c:lang val=\"en-US\"/><c:roundedCorners val=\"0\"/><c:chart>%1%2%3<c:plotVisOnly val=\"1\"/>"
        "<c:dispBlanksAs val=\"gap\"/></c:chart><c:spPr>%4<a:ln><a:noFill/></a:ln></c:spPr>%5"
        "<c:externalData r:id=\"rId1\"><c:autoUpdate val=\"0\"/></c:externalData></c:chartSpace>")
                             .arg(chartTitle(spec, theme), plotArea(data, spec, theme), legend(data, theme),
                                 fill(theme.background()), textProps(11, false, theme.text()));
    return "<?xml version=\"1.0\" encoding=\"UTF-8\" standalone=\"yes\"?>\n" + body.toUtf8();
}

} // namespace headroom::pptx::chartdata
