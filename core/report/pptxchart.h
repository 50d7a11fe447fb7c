// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "chartspec.h"
#include "charttheme.h"
#include "model/expected.h"

#include <optional>
#include <utility>

#include <QByteArray>
#include <QList>
#include <QRectF>
#include <QString>

// A chart of the deck as a native PowerPoint chart (DrawingML, ECMA-376 Part 1 §21.2): the c:chartSpace part with
// every series' cached values, so PowerPoint and LibreOffice draw it without opening anything else, and an
// embedded workbook of the same numbers, so "Edit Data" works. reportpptx.cpp places it on a slide with a PNG
// fallback image kept beside it.
namespace headroom::pptx {

struct NativeChart {
    QByteArray chartXml; // /ppt/charts/chartN.xml
    QByteArray chartRelationships; // /ppt/charts/_rels/chartN.xml.rels: the embedded workbook
    QByteArray workbook; // /ppt/embeddings/Microsoft_Excel_Worksheet{N}.xlsx
};

// Chart number `index` (1-based, the N of the part names) drawn from `spec`; fails for a spec it cannot draw
// natively (the caller keeps the picture then).
Expected<NativeChart> nativeChart(const charts::ChartSpec& spec, int index);
// The same in the colours, dashes and markers of `theme` (a dark deck: its background and text colours).
// Curve and runway charts are scatter charts with lines (x and y cached per series, the latency limit a series of
// its own); compare, tier and throughput charts are clustered (or stacked) columns over the categories. A
// percentile chart (its "nines" axis has no native scale) fails.
Expected<NativeChart> nativeChart(const charts::ChartSpec& spec, int index, const charts::ChartTheme& theme);

// The native chart of `spec` in the deck's light or dark theme; none without a spec or when it has no native form
// (the slide shows the picture alone then).
std::optional<NativeChart> nativeChartOf(const std::optional<charts::ChartSpec>& spec, int index, bool dark);

// The slide's p:graphicFrame that shows the chart of relationship `relationshipId` in `boxPt` (points on the
// 960 × 540 pt slide); `description` is its alt text.
QString nativeChartFrame(
    int shapeId, const QString& relationshipId, const QRectF& boxPt, const QString& name, const QString& description);

// The relationship id of a slide's native chart: apart from the numbered ids of the slide's other relationships.
inline const QString kChartRelationship = QStringLiteral("rIdChart");

// The chart's frame with `picture` (a p:pic of the same chart) as the fallback for readers without charts.
QString withFallback(const QString& chartFrame, const QString& picture);

// The package's side of chart `index`: its parts as zip entries (chart, its relationships, the workbook)...
QList<std::pair<QString, QByteArray>> nativeChartParts(const NativeChart& chart, int index);
// ... the content types with the charts' overrides and the xlsx default added ...
QByteArray withNativeChartTypes(const QByteArray& contentTypes, const QList<int>& chartIndexes);
// ... and a slide's relationships with one more, `relationshipId`, to chart `index`.
QByteArray withChartRelationship(const QByteArray& slideRelationships, const QString& relationshipId, int index);

} // namespace headroom::pptx
