// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "report/charttheme.h"

#include <QList>
#include <QPointF>
#include <QTimer>
#include <QtCharts/QChartView>

QT_BEGIN_NAMESPACE
class QLineSeries;
class QValueAxis;
QT_END_NAMESPACE

namespace headroom::charts {

// Per-second IOPS (left axis) and latency (right axis, mean and p99) while a benchmark runs, on one time axis
// across a whole sweep, with a thin vertical line and a label ("QD 4", "50 %") where each point begins. Samples
// may arrive at any rate; redraws are merged by a single-shot timer so the chart redraws at most every 100 ms
// (≤ 10 Hz), each redraw one replace() per series. Animations are off. GUI thread only.
class LiveChart : public QChartView {
    Q_OBJECT
public:
    static constexpr int kRedrawIntervalMs = 100;

    explicit LiveChart(QWidget* parent = nullptr);

    struct Boundary {
        double second = 0;
        QString label;
    };

    // Latencies in ns; `second` counts from the start of the run (the whole sweep) and increases.
    void addSample(double second, double iops, double meanLatencyNs, double p99LatencyNs);
    // A sweep point begins at `second` (same clock as the samples).
    void addBoundary(double second, const QString& label);
    void clear();

    const QList<QPointF>& iopsSamples() const { return m_iopsPoints; }
    const QList<Boundary>& boundaries() const { return m_boundaries; }

    int redrawCount() const { return m_redraws; }
    bool redrawPending() const { return m_redrawTimer.isActive(); }
    qsizetype pointCount() const;

protected:
    void drawForeground(QPainter* painter, const QRectF& rect) override;
    // A new palette: the chart takes its theme (ChartTheme::fromPalette).
    void changeEvent(QEvent* event) override;

private:
    void applyTheme();
    void redraw();
    void updateRanges();

    QLineSeries* m_iops = nullptr;
    QLineSeries* m_mean = nullptr;
    QLineSeries* m_p99 = nullptr;
    QValueAxis* m_time = nullptr;
    QValueAxis* m_iopsAxis = nullptr;
    QValueAxis* m_latencyAxis = nullptr;
    QList<QPointF> m_iopsPoints;
    QList<QPointF> m_meanPoints;
    QList<QPointF> m_p99Points;
    QList<Boundary> m_boundaries;
    QTimer m_redrawTimer;
    int m_redraws = 0;
};

} // namespace headroom::charts
