// The Benchmark page's run: a BenchmarkRunner on its own QThread, its signals shown as they arrive.
#include "benchmarkpage.h"
#include "benchpointsmodel.h"
#include "benchsetupform.h"
#include "charts/livechart.h"
#include "charts/sweepcurvechart.h"
#include "clusterpanel.h"
#include "report/specformat.h"

#include <cmath>

#include <QFileInfo>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QTableView>
#include <QThread>

namespace headroom {

namespace {
const QString kCurveName = QStringLiteral("This run");
} // namespace

void BenchmarkPage::start()
{
    if (isRunning()) {
        return;
    }
    Expected<BenchSetup> setup = m_form->setup();
    if (!setup) {
        showMessage(m_form->showError(setup.failure()), true);
        return;
    }
    if (isClusterMode()) {
        startCluster(*setup);
        return;
    }
    Expected<bench::TargetPlan> plan = bench::planTarget(setup->target);
    if (!plan) {
        const QString why = m_form->showError(plan.failure());
        showVerdict(tr("Refused: %1").arg(why), true);
        showMessage(tr("Not started: %1").arg(why), true);
        return;
    }
    launch(setup->sweep, *plan, setup->keep);
}

void BenchmarkPage::launch(const bench::SweepRequest& sweep, const bench::TargetPlan& plan, bool keep)
{
    m_plan = plan;
    m_sweep = sweep;
    m_lastRunCluster = false;
    m_clusterCancel.reset();
    m_result = {};
    m_saved = false;
    m_runClock.start();
    m_points->clear();
    m_live->clear();
    m_curve->clear();
    m_progress->setValue(0);
    showMessage({}, false);
    m_status->setText(plan.createFile ? tr("Creating and filling the test file…") : tr("Starting…"));

    // No parent: the thread deletes itself once its event loop has ended, which may be after this page is gone.
    auto* thread = new QThread;
    auto* runner = new bench::BenchmarkRunner(sweep, bench::BenchmarkRunner::ioUringFactory(plan, keep));
    runner->moveToThread(thread);
    connect(thread, &QThread::started, runner, &bench::BenchmarkRunner::run);
    connect(runner, &bench::BenchmarkRunner::pointStarted, this, &BenchmarkPage::onPointStarted);
    connect(runner, &bench::BenchmarkRunner::progressChanged, this, &BenchmarkPage::onProgress);
    connect(runner, &bench::BenchmarkRunner::pointFinished, this, &BenchmarkPage::onPointFinished);
    connect(runner, &bench::BenchmarkRunner::finished, this, &BenchmarkPage::onFinished);
    connect(runner, &bench::BenchmarkRunner::failed, this, &BenchmarkPage::onFailed);
    connect(runner, &bench::BenchmarkRunner::finished, thread, &QThread::quit);
    connect(runner, &bench::BenchmarkRunner::failed, thread, &QThread::quit);
    connect(thread, &QThread::finished, runner, &QObject::deleteLater);
    connect(thread, &QThread::finished, thread, &QObject::deleteLater);
    m_thread = thread;
    m_runner = runner;
    updateButtons();
    thread->start();
}

void BenchmarkPage::cancel()
{
    if (m_thread && m_clusterCancel) {
        m_clusterCancel->store(true); // fio's client tells every server to stop
        m_status->setText(tr("Cancelling on every host…"));
        m_cancel->setEnabled(false);
        return;
    }
    if (m_runner) {
        m_runner->cancel(); // an atomic flag: the run ends within a second, keeping the completed points
        m_status->setText(tr("Cancelling…"));
        m_cancel->setEnabled(false);
    }
}

QString BenchmarkPage::pointLabel(int index, const QString& name) const
{
    switch (m_sweep.kind) {
    case bench::SweepKind::QueueDepth:
        return tr("QD %1").arg(m_sweep.queueDepths.value(index));
    case bench::SweepKind::Curve:
        return index == 0 ? tr("max") : tr("%1 %").arg(m_sweep.curvePercents.value(index - 1));
    case bench::SweepKind::None:
        break;
    }
    return name;
}

void BenchmarkPage::onPointStarted(int index, int count, const QString& name)
{
    // Samples and boundaries share one clock, so the points of a sweep follow each other on the time axis.
    m_live->addBoundary(static_cast<double>(m_runClock.nsecsElapsed()) / 1e9, pointLabel(index, name));
    m_pointName = tr("Point %1 of %2 (%3)").arg(index + 1).arg(count).arg(name);
    m_status->setText(m_pointName + tr(": ramping up…"));
}

void BenchmarkPage::onProgress(const bench::BenchProgress& progress)
{
    m_progress->setValue(static_cast<int>(std::lround(progress.fraction * 1000.0)));
    const bench::IntervalSample& s = progress.sample;
    m_live->addSample(static_cast<double>(m_runClock.nsecsElapsed()) / 1e9, s.iops, s.meanLatencyNs, s.p99LatencyNs);
    m_status->setText(
        tr("%1: %2 IOPS · %3 · %4 mean")
            .arg(m_pointName, charts::format::number(s.iops, 0), charts::format::megabytesPerSec(s.bytesPerSec / 1e6),
                charts::format::ms(s.meanLatencyNs / 1e6)));
}

void BenchmarkPage::onPointFinished(const bench::PointResult& point)
{
    m_points->addPoint(point);
    m_table->resizeColumnsToContents(); // a header sized to contents does not follow inserted rows
    QList<Measurement> measurements;
    for (const bench::PointResult& done : m_points->points()) {
        measurements << done.measurement;
        measurements.last().source.file = tr("this run"); // the chart's source line, until the points are saved
    }
    m_curve->setPoints(kCurveName, measurements);
}

void BenchmarkPage::onFinished(const bench::SweepResult& result)
{
    m_result = result;
    endRun();
    const int count = static_cast<int>(result.points.size());
    QString text = result.cancelled ? tr("Cancelled: %n point(s) completed and kept.", nullptr, count)
                                    : tr("Finished: %n point(s).", nullptr, count);
    if (!result.cancelled) {
        m_progress->setValue(m_progress->maximum());
    }
    if (!result.stopReason.isEmpty()) {
        text += tr(" Sweep stopped early: %1.").arg(result.stopReason);
    }
    if (m_plan.createFile) {
        text += QFileInfo::exists(m_plan.path) && !m_plan.inDirectory ? tr(" Test file kept: %1.").arg(m_plan.path)
                                                                      : tr(" Test file removed.");
    }
    m_status->setText(text);
    emit runFinished(result);
}

void BenchmarkPage::onFailed(const QString& message)
{
    endRun();
    m_status->setText(tr("Failed."));
    if (m_lastRunCluster) {
        m_clusterResult = {}; // a host failed: nothing partial can be saved (the CLI's --keep-partial is not offered)
        updateButtons();
        m_clusterPanel->setHostStatus(-1, tr("stopped: see the error below"), true);
    }
    showMessage(tr("The benchmark failed: %1").arg(message), true);
    emit runFailed(message);
}

void BenchmarkPage::endRun()
{
    m_thread = nullptr; // deletes itself (and the runner) once its event loop has ended
    m_runner = nullptr;
    updateButtons();
    refreshVerdict();
}

} // namespace headroom
