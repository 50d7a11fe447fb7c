// SPDX-License-Identifier: GPL-3.0-or-later
#include "localruncontroller.h"

#include "benchpointsmodel.h"
#include "charts/livechart.h"
#include "charts/sweepcurvechart.h"
#include "report/specformat.h"

#include <cmath>

#include <QFileInfo>
#include <QLabel>
#include <QProgressBar>
#include <QTableView>

namespace headroom {

LocalRunController::LocalRunController(RunView view, QObject* parent)
    : QObject(parent)
    , m_view(std::move(view))
{
    connect(&m_runner, &LocalRunner::pointStarted, this, &LocalRunController::onPointStarted);
    connect(&m_runner, &LocalRunner::progressChanged, this, &LocalRunController::onProgress);
    connect(&m_runner, &LocalRunner::pointFinished, this, &LocalRunController::onPointFinished);
    connect(&m_runner, &LocalRunner::finished, this, &LocalRunController::onFinished);
    connect(&m_runner, &LocalRunner::failed, this, &LocalRunController::onFailed);
}

void LocalRunController::start(const bench::SweepRequest& sweep, const bench::TargetPlan& plan, bool keep)
{
    m_plan = plan;
    m_sweep = sweep;
    m_result = {};
    m_runClock.start();
    m_view.points->clear();
    m_view.live->clear();
    m_view.curve->clear();
    m_view.progress->setValue(0);
    m_view.showMessage({}, false);
    m_view.status->setText(plan.createFile ? tr("Creating and filling the test file…") : tr("Starting…"));
    m_runner.start(sweep, bench::BenchmarkRunner::ioUringFactory(plan, keep));
}

void LocalRunController::cancel()
{
    if (!isRunning()) {
        return;
    }
    m_runner.stop(); // an atomic flag: the run ends within a second, keeping the completed points
    m_view.status->setText(tr("Cancelling…"));
}

void LocalRunController::onPointStarted(int index, int count, const QString& name)
{
    // Samples and boundaries share one clock, so the points of a sweep follow each other on the time axis.
    m_view.live->addBoundary(
        static_cast<double>(m_runClock.nsecsElapsed()) / 1e9, sweepPointLabel(m_sweep, index, name));
    m_pointName = tr("Point %1 of %2 (%3)").arg(index + 1).arg(count).arg(name);
    m_view.status->setText(m_pointName + tr(": ramping up…"));
}

void LocalRunController::onProgress(const bench::BenchProgress& progress)
{
    m_view.progress->setValue(static_cast<int>(std::lround(progress.fraction * 1000.0)));
    const bench::IntervalSample& s = progress.sample;
    m_view.live->addSample(
        static_cast<double>(m_runClock.nsecsElapsed()) / 1e9, s.iops, s.meanLatencyNs, s.p99LatencyNs);
    m_view.status->setText(
        tr("%1: %2 IOPS · %3 · %4 mean")
            .arg(m_pointName, charts::format::number(s.iops, 0), charts::format::megabytesPerSec(s.bytesPerSec / 1e6),
                charts::format::ms(s.meanLatencyNs / 1e6)));
}

void LocalRunController::onPointFinished(const bench::PointResult& point)
{
    m_view.points->addPoint(point);
    m_view.table->resizeColumnsToContents(); // a header sized to contents does not follow inserted rows
    QList<Measurement> measurements;
    for (const bench::PointResult& done : m_view.points->points()) {
        measurements << done.measurement;
        measurements.last().source.file = tr("this run"); // the chart's source line, until the points are saved
    }
    m_view.curve->setPoints(tr("This run"), measurements);
}

void LocalRunController::onFinished(const bench::SweepResult& result)
{
    m_result = result;
    emit ended();
    const int count = static_cast<int>(result.points.size());
    QString text = result.cancelled ? tr("Cancelled: %n point(s) completed and kept.", nullptr, count)
                                    : tr("Finished: %n point(s).", nullptr, count);
    if (!result.cancelled) {
        m_view.progress->setValue(m_view.progress->maximum());
    }
    if (!result.stopReason.isEmpty()) {
        text += tr(" Sweep stopped early: %1.").arg(result.stopReason);
    }
    if (m_plan.createFile) {
        text += QFileInfo::exists(m_plan.path) && !m_plan.inDirectory ? tr(" Test file kept: %1.").arg(m_plan.path)
                                                                      : tr(" Test file removed.");
    }
    m_view.status->setText(text);
    emit runFinished(result);
}

void LocalRunController::onFailed(const QString& message)
{
    emit ended();
    m_view.status->setText(tr("Failed."));
    m_view.showMessage(tr("The benchmark failed: %1").arg(message), true);
    emit runFailed(message);
}

} // namespace headroom
