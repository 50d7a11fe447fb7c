// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "advice/advisor.h"
#include "chartsource.h"
#include "model/measurement.h"
#include "report/advisorspec.h"
#include "report/chartspec.h"

#include <QWidget>

QT_BEGIN_NAMESPACE
class QChartView;
QT_END_NAMESPACE

class QLabel;
class QPushButton;

namespace headroom::charts {

// The chart beside the advisor's numbers (ui/pages uses it; only ui/charts includes Qt Charts), with PNG/SVG/PDF
// export of the same spec.
class AdvisorChart : public QWidget, public ChartSource {
    Q_OBJECT
public:
    explicit AdvisorChart(QWidget* parent = nullptr);

    void showResult(const AdvisorResult& result, const QList<Measurement>& used);
    void clear();
    const ChartSpec& spec() const { return m_spec; }
    QChartView* chartView() const { return m_view; }
    // The height the legend and the export button take under the plot at the widget's width.
    int heightBesidePlot() const;

    bool hasChart() const override;
    Status copyChart() const override;
    void chooseChartExport() override;
    QLabel* legend() const { return m_legend; }

protected:
    // A new palette (the desktop's light or dark theme, or `--palette`): the chart and its legend are drawn again.
    void changeEvent(QEvent* event) override;

private:
    void draw();

    ChartSpec m_spec;
    QChartView* m_view = nullptr;
    QPushButton* m_export = nullptr;
    QLabel* m_legend = nullptr;
};

} // namespace headroom::charts
