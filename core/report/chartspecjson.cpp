// SPDX-License-Identifier: GPL-3.0-or-later
#include "chartspecjson.h"

namespace headroom::charts {

namespace {
using json = nlohmann::json;

std::string utf8(const QString& text)
{
    return text.toStdString();
}

json strings(const QStringList& list)
{
    json array = json::array();
    for (const QString& item : list) {
        array.push_back(utf8(item));
    }
    return array;
}

const char* annotationName(AnnotationKind kind)
{
    switch (kind) {
    case AnnotationKind::Peak:
        return "peak";
    case AnnotationKind::LimitLine:
        return "latency_limit";
    case AnnotationKind::LimitCrossing:
        return "limit_crossing";
    case AnnotationKind::HeadroomBand:
        return "headroom_band";
    case AnnotationKind::Gain:
        return "gain";
    case AnnotationKind::CapacityLine:
        return "capacity_line";
    case AnnotationKind::RunOut:
        return "runs_out";
    }
    return "";
}

const char* lineName(LineStyle line)
{
    switch (line) {
    case LineStyle::Theme:
        return "theme";
    case LineStyle::Solid:
        return "solid";
    case LineStyle::Dashed:
        return "dashed";
    case LineStyle::Dotted:
        return "dotted";
    }
    return "";
}

json axisJson(const SpecAxis& axis)
{
    const char* scale = axis.scale == AxisScale::Log10 ? "log10" : axis.scale == AxisScale::Nines ? "nines" : "linear";
    return { { "title", utf8(axis.title) }, { "scale", scale }, { "min", axis.min }, { "max", axis.max } };
}

json cellJson(const SpecCell& cell)
{
    bool isNumber = false;
    const double value = cell.raw.toDouble(&isNumber);
    if (isNumber && cell.raw.typeId() != QMetaType::QString) {
        return value;
    }
    return cell.text.isEmpty() ? json(nullptr) : json(utf8(cell.text));
}
} // namespace

nlohmann::json chartSpecToJson(const ChartSpec& spec, const QString& file, QSize pixelSize)
{
    json series = json::array();
    for (const SpecSeries& s : spec.series) {
        json points = json::array();
        for (const SpecPoint& p : s.points) {
            const auto range = [](const std::optional<SpecRange>& r) {
                return r ? json { { "low", r->low }, { "high", r->high } } : json(nullptr);
            };
            points.push_back({ { "x", p.x }, { "y", p.y }, { "modeled", p.modeled }, { "label", utf8(p.label) },
                { "runs", p.runs }, { "x_range", range(p.xRange) }, { "y_range", range(p.yRange) } });
        }
        series.push_back({ { "name", utf8(s.name) }, { "line", lineName(s.line) }, { "markers", s.markers },
            { "in_legend", s.inLegend }, { "points", points } });
    }
    json annotations = json::array();
    for (const SpecAnnotation& a : spec.annotations) {
        annotations.push_back({ { "kind", annotationName(a.kind) }, { "series", a.seriesIndex }, { "x", a.x },
            { "y", a.y }, { "x2", a.x2 }, { "text", utf8(a.text) } });
    }
    json rows = json::array();
    for (const QList<SpecCell>& row : spec.table.rows) {
        json cells = json::array();
        for (const SpecCell& cell : row) {
            cells.push_back(cellJson(cell));
        }
        rows.push_back(cells);
    }
    return { { "file", utf8(file) }, { "width", pixelSize.width() }, { "height", pixelSize.height() },
        { "kind", utf8(toString(spec.kind)) }, { "title", utf8(spec.title) }, { "subtitle", utf8(spec.subtitle) },
        { "x_axis", axisJson(spec.xAxis) }, { "y_axis", axisJson(spec.yAxis) },
        { "categories", strings(spec.categories) }, { "series", series }, { "annotations", annotations },
        { "table", { { "headers", strings(spec.table.headers) }, { "rows", rows } } },
        { "footnote", utf8(spec.footnote()) }, { "description", utf8(spec.description) },
        { "modeled", spec.anyModeled }, { "warnings", strings(spec.warnings) } };
}

} // namespace headroom::charts
