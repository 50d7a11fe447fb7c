// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "advice/advisor.h"
#include "model/measurement.h"
#include "report/chartspec.h"
#include "report/charttheme.h"
#include "report/reportcharts.h"

namespace headroom::charts {

// $ per IOPS gained per option, as bars: at peak, at the latency limit and in the headroom band (the figures of
// the advisor's result, rounded to the cent as `advise` prints them). No Qt Charts in this function.
ChartSpec buildCostPerIopsSpec(const AdvisorResult& result);

// The report's charts drawn with Qt Charts from the same specs as the Advisor's chart (buildAdvisorSpec), the
// cost bars above and, with a customer demand, the runway chart (buildRunwaySpec). Charts are laid out 960 units wide
// (the presentation theme's type sizes) and scaled to fit. GUI thread only.
class ReportChartPainter : public ReportChartRenderer {
public:
    ReportChartPainter(const AdvisorResult& result, const QList<Measurement>& used, ChartTheme theme);

    void paint(ReportChart chart, QPainter& painter, const QRectF& target) const override;
    QByteArray svg(ReportChart chart, QSizeF size) const override;
    QImage image(ReportChart chart, QSize pixels) const override;
    QString description(ReportChart chart) const override;
    // The spec each chart is drawn from (the deck's native charts); none for a chart without series (an empty runway).
    std::optional<ChartSpec> chartSpec(ReportChart chart) const override;

    const ChartSpec& spec(ReportChart chart) const;

private:
    ChartSpec m_costPerIops;
    ChartSpec m_curves;
    ChartSpec m_runway; // empty without a customer demand
    ChartTheme m_theme;
};

} // namespace headroom::charts
