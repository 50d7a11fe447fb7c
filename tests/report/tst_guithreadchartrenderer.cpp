// SPDX-License-Identifier: GPL-3.0-or-later
// GuiThreadChartRenderer: a report written on a worker gets its charts drawn on the GUI thread (a paint replayed at
// the target, SVG, image and description as the GUI's renderer made them), and a stop request ends a wait for the
// GUI thread even while that thread is blocked waiting for the worker: no deadlock, and the proxy says it gave up.
#include "charts/guithreadchartrenderer.h"

#include <atomic>
#include <memory>

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QMutex>
#include <QPainter>
#include <QSemaphore>
#include <QTest>
#include <QThread>

using namespace headroom;

namespace {

// Stands in for the Qt Charts renderer: fills the target red and notes the thread of every call.
class RecordingRenderer : public ReportChartRenderer {
public:
    void paint(ReportChart, QPainter& painter, const QRectF& target) const override
    {
        note();
        painter.fillRect(target, Qt::red);
    }
    QByteArray svg(ReportChart chart, QSizeF size) const override
    {
        note();
        return QByteArrayLiteral("<svg %1 %2x%3/>")
            .replace("%1", QByteArray::number(int(chart)))
            .replace("%2", QByteArray::number(size.width()))
            .replace("%3", QByteArray::number(size.height()));
    }
    QImage image(ReportChart, QSize pixels) const override
    {
        note();
        QImage image(pixels, QImage::Format_ARGB32);
        image.fill(Qt::blue);
        return image;
    }
    QString description(ReportChart chart) const override
    {
        note();
        return chart == ReportChart::Curves ? QStringLiteral("curves") : QStringLiteral("cost");
    }

    QList<QThread*> threads() const
    {
        const QMutexLocker lock(&m_mutex);
        return m_threads;
    }

private:
    void note() const
    {
        const QMutexLocker lock(&m_mutex);
        m_threads << QThread::currentThread();
    }
    mutable QMutex m_mutex;
    mutable QList<QThread*> m_threads;
};

} // namespace

class TstGuiThreadChartRenderer : public QObject {
    Q_OBJECT

private slots:
    void drawsOnTheGuiThreadForAWorker()
    {
        QObject context;
        auto onGui = std::make_shared<RecordingRenderer>();
        std::atomic<bool> stop { false };
        QImage painted(100, 100, QImage::Format_ARGB32);
        painted.fill(Qt::white);
        QByteArray svg;
        QImage image;
        QString description;
        bool gaveUp = true;
        QThread* worker = QThread::create([&] {
            const charts::GuiThreadChartRenderer proxy(&context, onGui, stop);
            QPainter painter(&painted);
            proxy.paint(ReportChart::Curves, painter, QRectF(10, 20, 30, 40));
            painter.end();
            svg = proxy.svg(ReportChart::CostPerIops, QSizeF(960, 540));
            image = proxy.image(ReportChart::Curves, QSize(8, 6));
            description = proxy.description(ReportChart::Curves);
            gaveUp = proxy.gaveUp();
        });
        worker->start();
        QTRY_VERIFY(worker->isFinished()); // spins this thread's events, where the charts are drawn
        worker->wait();
        QCOMPARE(onGui->threads(), QList<QThread*>(4, QThread::currentThread()));
        QVERIFY(!gaveUp);
        QCOMPARE(svg, QByteArrayLiteral("<svg 0 960x540/>"));
        QCOMPARE(image.size(), QSize(8, 6));
        QCOMPARE(image.pixelColor(3, 3), QColor(Qt::blue));
        QCOMPARE(description, QStringLiteral("curves"));
        // The picture recorded at the target's size lands on the target: red inside, white around it.
        QCOMPARE(painted.pixelColor(11, 21), QColor(Qt::red));
        QCOMPARE(painted.pixelColor(38, 58), QColor(Qt::red));
        QCOMPARE(painted.pixelColor(9, 19), QColor(Qt::white));
        QCOMPARE(painted.pixelColor(41, 61), QColor(Qt::white));
        delete worker;
    }

    void stopEndsTheWaitWhileTheGuiThreadIsBlocked()
    {
        QObject context;
        auto onGui = std::make_shared<RecordingRenderer>();
        std::atomic<bool> stop { false };
        QSemaphore firstDrawn;
        QSemaphore askAgain;
        std::atomic<bool> gaveUp { false };
        QImage secondImage(1, 1, QImage::Format_ARGB32);
        QThread* worker = QThread::create([&] {
            const charts::GuiThreadChartRenderer proxy(&context, onGui, stop);
            proxy.description(ReportChart::Curves);
            firstDrawn.release();
            askAgain.acquire(); // not while the test still spins its events
            secondImage = proxy.image(ReportChart::Curves, QSize(8, 6)); // this thread never answers it
            gaveUp = proxy.gaveUp();
            proxy.svg(ReportChart::Curves, QSizeF(10, 10)); // after the stop: not even asked
        });
        worker->start();
        QTRY_VERIFY(firstDrawn.available() > 0);
        askAgain.release();
        QVERIFY(!worker->wait(200)); // the worker waits for this thread, which does not answer
        stop = true;
        QElapsedTimer waited;
        waited.start();
        QVERIFY(worker->wait(5000)); // this thread blocked, as a closing dialog is in ~JobRunner
        QVERIFY2(waited.elapsed() < 1000, qPrintable(QString::number(waited.elapsed())));
        QVERIFY(gaveUp);
        QVERIFY(secondImage.isNull());
        QCOMPARE(onGui->threads().size(), 1);
        // The request the worker gave up on may still run here later; it touches nothing of the finished worker.
        QCoreApplication::sendPostedEvents();
        QCOMPARE(onGui->threads().size(), 2);
        delete worker;
    }
};

QTEST_MAIN(TstGuiThreadChartRenderer)
#include "tst_guithreadchartrenderer.moc"
