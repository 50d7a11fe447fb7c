// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/measurement.h"
#include "report/chartspec.h"

#include <QList>
#include <QtCharts/QChartView>

namespace headroom::charts {

// The IOPS-vs-latency curve of a benchmark run, redrawn as each point completes (the same curve spec and builder
// as the Compare workspace). Before the first point it shows the empty axes. GUI thread only.
class SweepCurveChart : public QChartView {
    Q_OBJECT
public:
    explicit SweepCurveChart(QWidget* parent = nullptr);

    // The completed points of the run, all under one system name; redraws at once.
    void setPoints(const QString& systemName, const QList<Measurement>& points);
    void clear();

    // Points drawn on the curve (all series together).
    qsizetype pointCount() const;
    const ChartSpec& spec() const { return m_spec; }

protected:
    void resizeEvent(QResizeEvent* event) override;
    // A new palette: the curve is drawn again in it.
    void changeEvent(QEvent* event) override;

private:
    void draw();
    void fitChart();

    ChartSpec m_spec;
};

} // namespace headroom::charts
