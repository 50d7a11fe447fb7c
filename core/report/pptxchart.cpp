// SPDX-License-Identifier: GPL-3.0-or-later
#include "pptxchart.h"

#include "pptxchartdata.h"
#include "pptxparts.h"

#include <algorithm>
#include <cmath>

namespace headroom::pptx {

namespace {
using namespace charts;

// The workbook's creation date: a fixed one, so the same deck gives the same bytes (the deck's own date is in its
// document properties). 2000-01-01T00:00:00Z.
constexpr std::time_t kWorkbookCreated = 946684800;

bool drawnAsBars(ChartKind kind)
{
    return kind == ChartKind::Compare || kind == ChartKind::Tiers || kind == ChartKind::Throughput;
}

bool samePoint(const SpecPoint& point, double x, double y)
{
    const auto near = [](double a, double b) { return std::abs(a - b) <= 1e-9 * std::max(1.0, std::abs(b)); };
    return near(point.x, x) && near(point.y, y);
}

// A labelled point of the picture that is no point of its series (where demand runs out between two points of the
// growth curve): a marker of its own, in the series' colour, left out of the legend.
chartdata::Series markedPoint(const SpecAnnotation& a, const SpecSeries& of)
{
    chartdata::Series point;
    point.name = a.text;
    point.styleIndex = of.styleIndex;
    point.inLegend = false;
    point.lineless = true;
    point.x = { a.x };
    point.y = { a.y };
    point.labels.insert(0, a.text);
    point.labelsRight << 0;
    return point;
}

// The labels the picture writes at a point (a peak, the highest point within the limit, where demand runs out).
void addLabels(chartdata::Data& data, const ChartSpec& spec)
{
    for (const SpecAnnotation& a : spec.annotations) {
        const bool atPoint = a.kind == AnnotationKind::Peak || a.kind == AnnotationKind::LimitCrossing
            || a.kind == AnnotationKind::RunOut;
        if (!atPoint || a.seriesIndex < 0 || a.seriesIndex >= spec.series.size() || a.text.isEmpty()) {
            continue;
        }
        const QList<SpecPoint>& points = spec.series[a.seriesIndex].points;
        chartdata::Series& series = data.series[a.seriesIndex];
        const auto at
            = std::find_if(points.cbegin(), points.cend(), [&](const SpecPoint& p) { return samePoint(p, a.x, a.y); });
        const int index = int(at - points.cbegin());
        if (at != points.cend() && !series.labels.contains(index)) {
            series.labels.insert(index, a.text);
            if (a.kind == AnnotationKind::RunOut) {
                series.labelsRight << index;
            }
        } else if (a.kind == AnnotationKind::RunOut) {
            data.series << markedPoint(a, spec.series[a.seriesIndex]);
        }
    }
}

// Series i holds x in workbook column 2i and y in 2i + 1; the rows are the longest series'.
void placeColumns(chartdata::Data& data)
{
    for (int i = 0; i < data.series.size(); ++i) {
        data.series[i].column = 2 * i + 1;
        data.rows = std::max(data.rows, int(data.series[i].x.size()));
    }
}

chartdata::Series seriesOf(const SpecSeries& s)
{
    chartdata::Series out;
    out.name = s.name;
    out.styleIndex = s.styleIndex;
    out.line = s.line;
    out.markers = s.markers;
    out.inLegend = s.inLegend;
    return out;
}

void addBars(chartdata::Data& data, const ChartSpec& spec)
{
    data.bars = true;
    data.stacked = spec.stackedBars;
    data.categories = spec.categories;
    data.categoryTitle = spec.xAxis.title.isEmpty() ? QStringLiteral("Category") : spec.xAxis.title;
    data.rows = int(spec.categories.size());
    for (const SpecSeries& s : spec.series) {
        chartdata::Series series = seriesOf(s);
        series.y = QList<std::optional<double>>(data.rows, std::nullopt);
        for (const SpecPoint& p : s.points) {
            const auto index = std::lround(p.x);
            if (index >= 0 && index < data.rows) {
                series.y[index] = p.y;
            }
        }
        series.column = int(data.series.size()) + 1;
        data.series << series;
    }
}

void addLines(chartdata::Data& data, const ChartSpec& spec)
{
    for (const SpecSeries& s : spec.series) {
        chartdata::Series series = seriesOf(s);
        for (const SpecPoint& p : s.points) {
            series.x << p.x;
            series.y << p.y;
        }
        data.series << series;
    }
    for (const SpecAnnotation& a : spec.annotationsOf(AnnotationKind::LimitLine)) {
        chartdata::Series limit;
        limit.name = a.text.isEmpty() ? QStringLiteral("Latency limit") : a.text;
        limit.limit = true;
        limit.markers = false;
        limit.x = { spec.xAxis.min, spec.xAxis.max };
        limit.y = { a.y, a.y };
        data.series << limit;
    }
}

QString partName(int index)
{
    return QStringLiteral("ppt/charts/chart%1.xml").arg(index);
}

QString embeddingName(int index)
{
    return QStringLiteral("Microsoft_Excel_Worksheet%1.xlsx").arg(index);
}

QByteArray chartRelationshipsXml(int index)
{
    return QStringLiteral("<?xml version=\"1.0\" encoding=\"UTF-8\" standalone=\"yes\"?>\n<Relationships "
                          "xmlns=\"http://schemas.openxmlformats.org/package/2006/relationships\"><Relationship "
                          "Id=\"rId1\" Type=\"http://schemas.openxmlformats.org/officeDocument/2006/relationships/"
                          "package\" Target=\"../embeddings/%1\"/></Relationships>")
        .arg(embeddingName(index))
        .toUtf8();
}

// `xml` with `addition` inserted before its closing `tag`, or unchanged without one.
QByteArray insertedBefore(const QByteArray& xml, const QByteArray& tag, const QByteArray& addition)
{
    const auto at = xml.lastIndexOf(tag);
    return at < 0 ? xml : QByteArray(xml).insert(at, addition);
}
} // namespace

namespace chartdata {

Expected<Data> dataOf(const ChartSpec& spec)
{
    if (spec.xAxis.scale == AxisScale::Nines || spec.yAxis.scale == AxisScale::Nines) {
        return fail(QStringLiteral("a percentile (\"nines\") axis has no native chart scale"));
    }
    if (spec.series.isEmpty()) {
        return fail(QStringLiteral("the chart has no series"));
    }
    Data data;
    if (drawnAsBars(spec.kind)) {
        addBars(data, spec);
    } else {
        addLines(data, spec);
        addLabels(data, spec);
        placeColumns(data);
    }
    return data;
}

QString range(int column, int firstRow, int lastRow)
{
    if (firstRow == lastRow) {
        return QStringLiteral("%1!%2").arg(kSheetName, xlsx::cellReference(firstRow, column));
    }
    return QStringLiteral("%1!%2:%3")
        .arg(kSheetName, xlsx::cellReference(firstRow, column), xlsx::cellReference(lastRow, column));
}

xlsx::Sheet sheetOf(const Data& data, const ChartSpec& spec)
{
    xlsx::Sheet sheet;
    sheet.name = kSheetName;
    const int columns = data.bars ? int(data.series.size()) + 1 : 2 * int(data.series.size());
    sheet.headers = QStringList(columns, QString());
    sheet.rows = QList<QList<xlsx::Cell>>(data.rows, QList<xlsx::Cell>(columns));
    if (data.bars) {
        sheet.headers[0] = data.categoryTitle;
        for (int r = 0; r < data.rows; ++r) {
            sheet.rows[r][0] = xlsx::Cell(QString(data.categories[r]).replace(QLatin1Char('\n'), QLatin1Char(' ')));
        }
    }
    for (const Series& s : data.series) {
        // The series' name heads its y column (the chart's c:tx refers to it); the unit is the axis title's.
        sheet.headers[s.column] = s.name;
        if (!data.bars) {
            sheet.headers[s.column - 1] = spec.xAxis.title;
        }
        for (int r = 0; r < s.y.size(); ++r) {
            if (!data.bars) {
                sheet.rows[r][s.column - 1] = xlsx::Cell(s.x[r]);
            }
            sheet.rows[r][s.column] = xlsx::Cell(s.y[r]);
        }
    }
    return sheet;
}

} // namespace chartdata

Expected<NativeChart> nativeChart(const ChartSpec& spec, int index)
{
    return nativeChart(spec, index, ChartTheme::light());
}

Expected<NativeChart> nativeChart(const ChartSpec& spec, int index, const ChartTheme& theme)
{
    auto data = chartdata::dataOf(spec);
    if (!data) {
        return fail(QStringLiteral("chart %1 (%2): %3").arg(index).arg(spec.title, data.error()));
    }
    auto workbook = xlsx::workbookBytes({ chartdata::sheetOf(*data, spec) }, kWorkbookCreated);
    if (!workbook) {
        return fail(QStringLiteral("chart %1 (%2): its workbook: %3").arg(index).arg(spec.title, workbook.error()));
    }
    return NativeChart { chartdata::chartSpaceXml(*data, spec, theme), chartRelationshipsXml(index),
        std::move(workbook).value() };
}

std::optional<NativeChart> nativeChartOf(const std::optional<ChartSpec>& spec, int index, bool dark)
{
    if (!spec) {
        return std::nullopt;
    }
    auto chart
        = nativeChart(*spec, index, ChartTheme::of(dark ? ChartTheme::Variant::Dark : ChartTheme::Variant::Light));
    return chart ? std::optional<NativeChart>(std::move(chart).value()) : std::nullopt;
}

QString nativeChartFrame(
    int shapeId, const QString& relationshipId, const QRectF& boxPt, const QString& name, const QString& description)
{
    const auto emu = [](qreal points) { return QString::number(std::llround(points * kEmuPerPoint)); };
    return QStringLiteral(
        "<p:graphicFrame><p:nvGraphicFramePr><p:cNvPr id=\"%1\" name=\"%2\" descr=\"%3\"/><p:cNvGraphicFramePr>"
        "<a:graphicFrameLocks noGrp=\"1\"/></p:cNvGraphicFramePr><p:nvPr/></p:nvGraphicFramePr><p:xfrm><a:off "
        "x=\"%4\" y=\"%5\"/><a:ext cx=\"%6\" cy=\"%7\"/></p:xfrm><a:graphic><a:graphicData "
        "uri=\"http://schemas.openxmlformats.org/drawingml/2006/chart\"><c:chart "
        "xmlns:c=\"http://schemas.openxmlformats.org/drawingml/2006/chart\" "
        "xmlns:r=\"http://schemas.openxmlformats.org/officeDocument/2006/relationships\" r:id=\"%8\"/>"
        "</a:graphicData></a:graphic></p:graphicFrame>")
        .arg(shapeId)
        .arg(xmlEscaped(name), xmlEscaped(description), emu(boxPt.x()), emu(boxPt.y()), emu(boxPt.width()),
            emu(boxPt.height()), xmlEscaped(relationshipId));
}

// Markup compatibility (ECMA-376 Part 3): a reader takes the Choice when it understands the namespaces it requires,
// else the Fallback. It requires PowerPoint 2010's p14, not the chart namespace: LibreOffice (7.4) takes a Choice
// only for the prefixes on its own list (p14, p15, a14, …) and would show the picture for Requires="c", while
// PowerPoint 2010 and later know p14 (PowerPoint writes such Choices itself). Older readers get the picture.
QString withFallback(const QString& chartFrame, const QString& picture)
{
    return QStringLiteral(
        "<mc:AlternateContent xmlns:mc=\"http://schemas.openxmlformats.org/markup-compatibility/2006\">"
        "<mc:Choice xmlns:p14=\"http://schemas.microsoft.com/office/powerpoint/2010/main\" "
        "Requires=\"p14\">%1</mc:Choice><mc:Fallback>%2</mc:Fallback></mc:AlternateContent>")
        .arg(chartFrame, picture);
}

QList<std::pair<QString, QByteArray>> nativeChartParts(const NativeChart& chart, int index)
{
    return { { partName(index), chart.chartXml },
        { QStringLiteral("ppt/charts/_rels/chart%1.xml.rels").arg(index), chart.chartRelationships },
        { QStringLiteral("ppt/embeddings/") + embeddingName(index), chart.workbook } };
}

QByteArray withNativeChartTypes(const QByteArray& contentTypes, const QList<int>& chartIndexes)
{
    if (chartIndexes.isEmpty()) {
        return contentTypes;
    }
    QString added
        = QStringLiteral("<Default Extension=\"xlsx\" "
                         "ContentType=\"application/vnd.openxmlformats-officedocument.spreadsheetml.sheet\"/>");
    for (int index : chartIndexes) {
        added += QStringLiteral("<Override PartName=\"/%1\" "
                                "ContentType=\"application/vnd.openxmlformats-officedocument.drawingml.chart+xml\"/>")
                     .arg(partName(index));
    }
    return insertedBefore(contentTypes, QByteArrayLiteral("</Types>"), added.toUtf8());
}

QByteArray withChartRelationship(const QByteArray& slideRelationships, const QString& relationshipId, int index)
{
    const QString added = QStringLiteral(
        "<Relationship Id=\"%1\" Type=\"http://schemas.openxmlformats.org/officeDocument/2006/relationships/chart\" "
        "Target=\"../charts/chart%2.xml\"/>")
                              .arg(xmlEscaped(relationshipId))
                              .arg(index);
    return insertedBefore(slideRelationships, QByteArrayLiteral("</Relationships>"), added.toUtf8());
}

} // namespace headroom::pptx
