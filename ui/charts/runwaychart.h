// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "chartsource.h"
#include "report/chartspec.h"

#include <QWidget>

QT_BEGIN_NAMESPACE
class QChartView;
QT_END_NAMESPACE

class QLabel;
class QPushButton;

namespace headroom::charts {

// The runway chart under the Advisor's options (ui/pages uses it; only ui/charts includes Qt Charts): the customer's
// demand growing over the years against each option's capacity, as the report's runway spec says, with PNG/SVG/PDF
// export of the same spec. Empty (and hidden by its owner) without a demand.
class RunwayChart : public QWidget, public ChartSource {
    Q_OBJECT
public:
    explicit RunwayChart(QWidget* parent = nullptr);

    void showSpec(const ChartSpec& spec);
    void clear();
    const ChartSpec& spec() const { return m_spec; }
    QChartView* chartView() const { return m_view; }
    // The height the legend and the export button take under the plot at the widget's width.
    int heightBesidePlot() const;

    bool hasChart() const override;
    Status copyChart() const override;
    void chooseChartExport() override;

protected:
    // A new palette: the chart and its legend are drawn again in it.
    void changeEvent(QEvent* event) override;

private:
    ChartSpec m_spec;
    QChartView* m_view = nullptr;
    QPushButton* m_export = nullptr;
    QLabel* m_legend = nullptr;
};

} // namespace headroom::charts
