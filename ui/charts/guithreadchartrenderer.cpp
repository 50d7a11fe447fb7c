// SPDX-License-Identifier: GPL-3.0-or-later
#include "guithreadchartrenderer.h"

#include <QMetaObject>
#include <QObject>
#include <QPainter>
#include <QPicture>
#include <QSemaphore>

namespace headroom::charts {

namespace {
// How often a waiting worker looks at its stop flag: the dialog closing waits at most this long for it.
constexpr int kStopPollMs = 50;
} // namespace

GuiThreadChartRenderer::GuiThreadChartRenderer(
    QObject* context, std::shared_ptr<const ReportChartRenderer> onGui, const std::atomic<bool>& stop)
    : m_context(context)
    , m_onGui(std::move(onGui))
    , m_stop(stop)
{
}

template <typename Value>
std::optional<Value> GuiThreadChartRenderer::onGuiThread(std::function<Value(const ReportChartRenderer&)> draw) const
{
    // Shared with the queued call: a worker that gave up may return before the GUI thread runs (or drops) the call.
    struct Call {
        QSemaphore done;
        Value value {};
    };
    if (m_stop.load(std::memory_order_relaxed)) {
        m_gaveUp = true;
        return std::nullopt;
    }
    auto call = std::make_shared<Call>();
    QMetaObject::invokeMethod(
        m_context,
        [call, renderer = m_onGui, draw = std::move(draw)] {
            call->value = draw(*renderer);
            call->done.release(); // publishes `value` to the worker
        },
        Qt::QueuedConnection);
    while (!call->done.tryAcquire(1, kStopPollMs)) {
        if (m_stop.load(std::memory_order_relaxed)) {
            m_gaveUp = true;
            return std::nullopt;
        }
    }
    return std::move(call->value);
}

void GuiThreadChartRenderer::paint(ReportChart chart, QPainter& painter, const QRectF& target) const
{
    const QSizeF size = target.size();
    const auto picture = onGuiThread<QPicture>([chart, size](const ReportChartRenderer& renderer) {
        QPicture recorded;
        QPainter recorder(&recorded);
        renderer.paint(chart, recorder, QRectF(QPointF(0, 0), size));
        recorder.end();
        return recorded;
    });
    if (!picture) {
        return;
    }
    // Replay scales a picture by the device's dpi over the picture's (72 over 96 on a PDF page): undone, so the
    // chart fills `target` in the painter's units as the direct paint does.
    const QPaintDevice* device = painter.device();
    painter.save();
    painter.translate(target.topLeft());
    painter.scale(
        qreal(picture->logicalDpiX()) / device->logicalDpiX(), qreal(picture->logicalDpiY()) / device->logicalDpiY());
    painter.drawPicture(QPointF(0, 0), *picture);
    painter.restore();
}

QByteArray GuiThreadChartRenderer::svg(ReportChart chart, QSizeF size) const
{
    return onGuiThread<QByteArray>([chart, size](const ReportChartRenderer& renderer) {
        return renderer.svg(chart, size);
    }).value_or(QByteArray());
}

QImage GuiThreadChartRenderer::image(ReportChart chart, QSize pixels) const
{
    return onGuiThread<QImage>([chart, pixels](const ReportChartRenderer& renderer) {
        return renderer.image(chart, pixels);
    }).value_or(QImage());
}

QString GuiThreadChartRenderer::description(ReportChart chart) const
{
    return onGuiThread<QString>([chart](const ReportChartRenderer& renderer) {
        return renderer.description(chart);
    }).value_or(QString());
}

// A spec is plain numbers made when the renderer was: read here, on the worker, without a trip to the GUI thread.
std::optional<ChartSpec> GuiThreadChartRenderer::chartSpec(ReportChart chart) const
{
    return m_onGui->chartSpec(chart);
}

} // namespace headroom::charts
