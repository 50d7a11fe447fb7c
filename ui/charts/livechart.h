#pragma once

#include "charttheme.h"

#include <QList>
#include <QPointF>
#include <QTimer>
#include <QtCharts/QChartView>

QT_BEGIN_NAMESPACE
class QLineSeries;
class QValueAxis;
QT_END_NAMESPACE

namespace headroom::charts {

// Per-second IOPS (left axis) and latency (right axis, mean and p99) while a benchmark runs. Samples may arrive
// at any rate; redraws are merged by a single-shot timer so the chart redraws at most every 100 ms (≤ 10 Hz),
// each redraw one replace() per series. Animations are off. GUI thread only.
class LiveChart : public QChartView {
    Q_OBJECT
public:
    static constexpr int kRedrawIntervalMs = 100;

    explicit LiveChart(QWidget* parent = nullptr);

    // Latencies in ns; `second` counts from the start of the measured part of the run.
    void addSample(double second, double iops, double meanLatencyNs, double p99LatencyNs);
    void clear();

    int redrawCount() const { return m_redraws; }
    bool redrawPending() const { return m_redrawTimer.isActive(); }
    qsizetype pointCount() const;

private:
    void redraw();

    QLineSeries* m_iops = nullptr;
    QLineSeries* m_mean = nullptr;
    QLineSeries* m_p99 = nullptr;
    QValueAxis* m_time = nullptr;
    QValueAxis* m_iopsAxis = nullptr;
    QValueAxis* m_latencyAxis = nullptr;
    QList<QPointF> m_iopsPoints;
    QList<QPointF> m_meanPoints;
    QList<QPointF> m_p99Points;
    QTimer m_redrawTimer;
    int m_redraws = 0;
};

} // namespace headroom::charts
