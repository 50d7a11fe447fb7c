// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "chartspec.h"
#include "charttheme.h"
#include "xlsxsheets.h"

#include <optional>

#include <QList>
#include <QMap>
#include <QString>
#include <QStringList>

// Inside the native chart (pptxchart.cpp): the numbers a chart part caches and its embedded workbook holds, laid
// out once so that both read the same cells.
namespace headroom::pptx::chartdata {

inline const QString kSheetName = QStringLiteral("Data");

struct Series {
    QString name;
    int styleIndex = 0;
    charts::LineStyle line = charts::LineStyle::Theme;
    bool markers = true;
    bool inLegend = true;
    bool limit = false; // the latency limit drawn across the plot (a grey dashed line)
    bool lineless = false; // a marked point alone: where a growing demand runs out of a capacity
    QList<double> x; // scatter: the x values; bars: none (the categories)
    QList<std::optional<double>> y; // scatter: one per x; bars: one per category, empty where it has no bar
    QMap<int, QString> labels; // point index → the chart's label there ("peak 286K")
    QList<int> labelsRight; // points whose label goes right of them (where demand runs out: the line goes on)
    int column = 0; // the workbook column of y (scatter: x is the column before)
};

struct Data {
    bool bars = false;
    bool stacked = false;
    QString categoryTitle; // bars: the header over the categories
    QStringList categories;
    QList<Series> series;
    int rows = 0; // values below the header row
};

// The chart's data, or an error naming what has no native form.
Expected<Data> dataOf(const charts::ChartSpec& spec);
// The embedded workbook's sheet: the header row (series names, axis titles with units) and the values.
xlsx::Sheet sheetOf(const Data& data, const charts::ChartSpec& spec);
// "Data!$B$2:$B$7"
QString range(int column, int firstRow, int lastRow);

// The c:chartSpace part (pptxchartxml.cpp).
QByteArray chartSpaceXml(const Data& data, const charts::ChartSpec& spec, const charts::ChartTheme& theme);

} // namespace headroom::pptx::chartdata
