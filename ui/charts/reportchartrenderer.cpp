// SPDX-License-Identifier: GPL-3.0-or-later
#include "reportchartrenderer.h"

#include "advice/advisorheadline.h"
#include "advice/advisortext.h"
#include "chartexporter.h"
#include "report/advisorspec.h"
#include "report/reportcontent.h"
#include "report/specbuilders.h"

#include <QCoreApplication>
#include <QPainter>

namespace headroom::charts {

namespace {

constexpr qreal kLayoutWidth = 960;

QSizeF layoutFor(QSizeF target)
{
    if (target.width() <= 0 || target.height() <= 0) {
        return { kLayoutWidth, 540 };
    }
    return { kLayoutWidth, kLayoutWidth * target.height() / target.width() };
}

ChartSpec runwaySpecOf(const AdvisorResult& result)
{
    Expected<ChartSpec> spec = buildRunwaySpec(result);
    return spec ? std::move(spec).value() : ChartSpec {};
}

double rounded(double value)
{
    return std::round(value * 100.0) / 100.0;
}
} // namespace

ChartSpec buildCostPerIopsSpec(const AdvisorResult& result)
{
    ChartSpec spec;
    spec.kind = ChartKind::Compare;
    spec.title = QCoreApplication::translate("headroom::charts", "Cost per IOPS gained");
    spec.subtitle = QCoreApplication::translate("headroom::charts", "%1 · baseline %2 · lower is better")
                        .arg(workloadForPeople(result.input), result.input.baseline.system);
    const QString currency = result.currency.isEmpty() ? QStringLiteral("USD") : result.currency;
    spec.table.headers = { QCoreApplication::translate("headroom::charts", "Option"),
        QCoreApplication::translate("headroom::charts", "Where"),
        QCoreApplication::translate("headroom::charts", "per IOPS gained") };
    struct Measure {
        QString name;
        std::optional<double> AdvisorOption::*value;
    };
    const Measure measures[] = {
        { QCoreApplication::translate("headroom::charts", "at peak"), &AdvisorOption::costPerIopsAtPeak },
        { QCoreApplication::translate("headroom::charts", "at the latency limit"),
            &AdvisorOption::costPerIopsAtLatencyLimit },
        { QCoreApplication::translate("headroom::charts", "in the headroom band"),
            &AdvisorOption::costPerIopsAtHeadroom },
    };
    double maxValue = 0;
    for (const AdvisorOption& option : result.options) {
        QString name = reportOptionName(option);
        name.replace(QStringLiteral(" ("), QStringLiteral("\n("));
        spec.categories << name;
    }
    int style = 0;
    for (const Measure& measure : measures) {
        SpecSeries series { measure.name, style, {} };
        for (qsizetype i = 0; i < result.options.size(); ++i) {
            const auto& value = result.options[i].*(measure.value);
            // A curve pair that never reaches the limit has its peak there: one bar, said "at peak".
            const bool limitNotReached = measure.value == &AdvisorOption::costPerIopsAtLatencyLimit
                && !reachesLatencyLimit(result.input.baseline, result.input.latencyLimitNs)
                && !reachesLatencyLimit(result.options[i].curve, result.input.latencyLimitNs);
            if (!value || limitNotReached) {
                continue;
            }
            const double y = rounded(*value);
            maxValue = std::max(maxValue, y);
            series.points << SpecPoint { static_cast<double>(i), y, result.options[i].curve.modeled,
                moneyPerIops(*value, currency) };
            spec.table.rows << QList<SpecCell> { { reportOptionName(result.options[i]), QString() },
                { measure.name, QString() }, { moneyPerIops(*value, currency), y } };
        }
        if (!series.points.isEmpty()) {
            spec.series << series;
            spec.anyModeled = spec.anyModeled
                || std::any_of(
                    series.points.cbegin(), series.points.cend(), [](const SpecPoint& p) { return p.modeled; });
        }
        ++style;
    }
    spec.xAxis.title = QString();
    spec.yAxis = valueAxis(QCoreApplication::translate("headroom::charts", "%1 per IOPS gained")
                               .arg(currency == QLatin1String("USD") ? QStringLiteral("$") : currency),
        0, maxValue > 0 ? maxValue : 1, false);
    spec.notes << QCoreApplication::translate(
        "headroom::charts", "cost of the option ÷ IOPS it adds over the baseline");
    if (spec.series.isEmpty()) {
        spec.warnings << QCoreApplication::translate("headroom::charts", "no option is priced and gains IOPS");
    }
    return spec;
}

ReportChartPainter::ReportChartPainter(const AdvisorResult& result, const QList<Measurement>& used, ChartTheme theme)
    : m_costPerIops(buildCostPerIopsSpec(result))
    , m_curves(buildAdvisorSpec(result, used))
    , m_runway(runwaySpecOf(result))
    , m_theme(theme)
{
}

const ChartSpec& ReportChartPainter::spec(ReportChart chart) const
{
    switch (chart) {
    case ReportChart::CostPerIops:
        return m_costPerIops;
    case ReportChart::Runway:
        return m_runway;
    case ReportChart::Curves:
        break;
    }
    return m_curves;
}

void ReportChartPainter::paint(ReportChart chart, QPainter& painter, const QRectF& target) const
{
    ChartExporter(spec(chart), m_theme, 1.0).paint(painter, layoutFor(target.size()), target);
}

QByteArray ReportChartPainter::svg(ReportChart chart, QSizeF size) const
{
    return ChartExporter(spec(chart), m_theme, 1.0).svgDocument(size);
}

QImage ReportChartPainter::image(ReportChart chart, QSize pixels) const
{
    const QSizeF layout = layoutFor(QSizeF(pixels));
    return ChartExporter(spec(chart), m_theme, static_cast<qreal>(pixels.width()) / layout.width()).renderImage(pixels);
}

QString ReportChartPainter::description(ReportChart chart) const
{
    const ChartSpec& s = spec(chart);
    if (!s.description.isEmpty()) {
        return s.description;
    }
    QStringList parts { s.title };
    for (const QList<SpecCell>& row : s.table.rows) {
        QStringList cells;
        for (const SpecCell& cell : row) {
            cells << cell.text;
        }
        parts << cells.join(QStringLiteral(" "));
    }
    return parts.join(QStringLiteral("; "));
}

std::optional<ChartSpec> ReportChartPainter::chartSpec(ReportChart chart) const
{
    const ChartSpec& s = spec(chart);
    if (s.series.isEmpty()) {
        return std::nullopt;
    }
    return s;
}

} // namespace headroom::charts
