// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "report/reportcharts.h"

#include <atomic>
#include <functional>
#include <memory>
#include <optional>

class QObject;

namespace headroom::charts {

// The report's charts for a report written on a worker thread. Qt Charts draws on the GUI thread only, and the sizes
// are known only while the report is laid out, so each call is sent, queued, to `context` (an object living on the
// GUI thread), drawn there by `onGui`, and waited for here: a paint is recorded into a QPicture at the target's size
// and replayed into the worker's painter; SVG and images come back as they are. The wait looks at `stop` every
// 50 ms: once it is set (the dialog is closing and blocks its thread until this worker returns), every call gives up
// and draws nothing, so the two threads never wait for each other. A report drawn after gaveUp() is incomplete and
// must be dropped. Use from one worker thread; `context` must outlive the worker.
class GuiThreadChartRenderer : public ReportChartRenderer {
public:
    GuiThreadChartRenderer(
        QObject* context, std::shared_ptr<const ReportChartRenderer> onGui, const std::atomic<bool>& stop);

    void paint(ReportChart chart, QPainter& painter, const QRectF& target) const override;
    QByteArray svg(ReportChart chart, QSizeF size) const override;
    QImage image(ReportChart chart, QSize pixels) const override;
    QString description(ReportChart chart) const override;
    std::optional<ChartSpec> chartSpec(ReportChart chart) const override;

    // A call returned nothing because `stop` was set.
    bool gaveUp() const { return m_gaveUp; }

private:
    template <typename Value>
    std::optional<Value> onGuiThread(std::function<Value(const ReportChartRenderer&)> draw) const;

    QObject* const m_context;
    const std::shared_ptr<const ReportChartRenderer> m_onGui;
    const std::atomic<bool>& m_stop;
    mutable bool m_gaveUp = false;
};

} // namespace headroom::charts
