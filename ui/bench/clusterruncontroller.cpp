// SPDX-License-Identifier: GPL-3.0-or-later
#include "clusterruncontroller.h"

#include "benchpointsmodel.h"
#include "benchsetupform.h"
#include "charts/sweepcurvechart.h"
#include "clusterpanel.h"
#include "model/quantityformat.h"

#include <algorithm>

#include <QDateTime>
#include <QDir>
#include <QLabel>
#include <QProgressBar>
#include <QStandardPaths>
#include <QTableWidget>

namespace headroom {

namespace {

QString figure(const std::optional<double>& value, int decimals, double scale = 1)
{
    return value ? QuantityFormat::system().number(*value / scale, decimals) : QStringLiteral("–");
}

QString hostCount(qsizetype count)
{
    return count == 1 ? QObject::tr("1 host") : QObject::tr("%1 hosts").arg(count);
}

// Microseconds or milliseconds, as the charts: page-cache reads on a fast host are a few µs.
QString latency(const std::optional<double>& ns)
{
    return ns ? QuantityFormat::system().milliseconds(*ns / 1e6) : QStringLiteral("–");
}

cluster::ClusterTarget clusterTarget(const BenchSetup& setup)
{
    return { setup.target.path, setup.target.sizeBytes, setup.keep };
}

} // namespace

ClusterRunController::ClusterRunController(RunView view, QObject* parent)
    : QObject(parent)
    , m_view(std::move(view))
{
    connect(&m_runner, &ClusterRunner::pointStarted, this, &ClusterRunController::onPointStarted);
    connect(&m_runner, &ClusterRunner::pointFinished, this, &ClusterRunController::onPointFinished);
    connect(&m_runner, &ClusterRunner::finished, this, &ClusterRunController::onFinished);
    connect(&m_runner, &ClusterRunner::failed, this, &ClusterRunController::onFailed);
}

Expected<QString> ClusterRunController::verdict(const BenchSetup& setup) const
{
    const QList<cluster::ClusterHost> hosts = m_view.clusterPanel->hosts();
    if (hosts.isEmpty()) {
        return fail(tr("Not ready: add the hosts running `fio --server`."));
    }
    const Expected<cluster::ClusterTarget> resolved
        = cluster::resolveClusterTarget(clusterTarget(setup), hosts, setup.target.destroyDataOn);
    if (!resolved) {
        return fail(tr("Refused: %1").arg(m_view.wordError(resolved.failure(), false)));
    }
    const cluster::ClusterTarget& target = *resolved;
    QString text = target.isDevice()
        ? tr("Cluster run on %1, on the device %2 of each host.").arg(hostCount(hosts.size()), target.path)
        : tr("Cluster run on %1: each host writes its own %2 test file in the directory %3 (which must exist "
             "on every host); removed after the run.")
              .arg(hostCount(hosts.size()),
                  QuantityFormat::system().number(static_cast<double>(target.sizeBytes) / (1 << 20), 0)
                      + QStringLiteral(" MiB"),
                  target.path);
    if (setup.keep && !target.isDevice()) {
        text.replace(tr("removed after the run"), tr("kept after the run"));
    }
    return text + tr(" fio's client/server mode has no authentication: use a trusted network.");
}

Expected<cluster::ClusterRequest> ClusterRunController::request(const BenchSetup& setup) const
{
    cluster::ClusterRequest request;
    request.hosts = m_view.clusterPanel->hosts();
    request.fioPath = m_view.clusterPanel->fioPath();
    request.sweep = setup.sweep;
    request.target = clusterTarget(setup);
    if (request.hosts.isEmpty()) {
        return fail(tr("Not started: add the hosts running `fio --server`."));
    }
    if (setup.sweep.repeat > 1) {
        return fail(tr("Not started: Repeat is not available in cluster mode yet; set it to 1 and run the sweep "
                       "again for each run (runs of the same point are averaged in the library)."));
    }
    const Expected<cluster::ClusterTarget> resolved
        = cluster::resolveClusterTarget(request.target, request.hosts, setup.target.destroyDataOn);
    if (!resolved) {
        return fail(tr("Not started: %1").arg(m_view.wordError(resolved.failure(), true)));
    }
    request.target = *resolved;
    // Job files and fio's json+ outputs stay where the user can audit them (as `headroom-cli bench --hosts`).
    request.workDir = QDir(QStandardPaths::writableLocation(QStandardPaths::AppLocalDataLocation))
                          .filePath(QStringLiteral("cluster-runs/")
                              + QDateTime::currentDateTimeUtc().toString(QStringLiteral("yyyyMMdd-HHmmss-zzz")));
    if (!QDir().mkpath(request.workDir)) {
        return fail(tr("Not started: cannot create the folder %1").arg(request.workDir));
    }
    return request;
}

Status ClusterRunController::start(const BenchSetup& setup)
{
    Expected<cluster::ClusterRequest> request = this->request(setup);
    if (!request) {
        return request.failure();
    }
    m_request = *request;
    m_result = {};
    m_view.points->clear();
    m_view.curve->clear();
    m_view.clusterTable->setRowCount(0);
    m_view.progress->setValue(0);
    m_view.showMessage({}, false);
    m_view.status->setText(tr("Checking that every host answers…"));
    m_view.clusterPanel->setHostStatus(-1, tr("checking…"));
    m_runner.start(m_request);
    return success();
}

void ClusterRunController::cancel()
{
    if (!isRunning()) {
        return;
    }
    m_runner.stop(); // fio's client tells every server to stop
    m_view.status->setText(tr("Cancelling on every host…"));
}

void ClusterRunController::onPointStarted(int index, int count, const QString& name)
{
    const QString point = tr("Point %1/%2 on %3").arg(index + 1).arg(count).arg(hostCount(m_request.hosts.size()));
    m_view.status->setText(tr("%1: %2 on every host…").arg(point, name));
    m_view.progress->setValue(count > 0 ? index * m_view.progress->maximum() / count : 0);
    m_view.clusterPanel->setHostStatus(-1, tr("running point %1/%2").arg(index + 1).arg(count));
}

void ClusterRunController::onPointFinished(const cluster::ClusterPoint& point)
{
    m_result.points << point; // until the run's own result arrives
    const int count = m_request.sweep.pointCount();
    const int done = static_cast<int>(m_result.points.size());
    m_view.progress->setValue(count > 0 ? std::min(done, count) * m_view.progress->maximum() / count : 0);
    m_view.clusterPanel->showPoint(point);
    addRows(point, sweepPointLabel(m_request.sweep, done - 1, point.params.displayName()));
    drawCurve();
}

// One row per host in the panel's order, then the cluster's aggregate in bold.
void ClusterRunController::addRows(const cluster::ClusterPoint& point, const QString& label)
{
    QList<const Measurement*> rows = point.perHost();
    const auto hostIndex = [this](const Measurement* m) {
        const QList<cluster::ClusterHost>& hosts = m_request.hosts;
        const auto found = std::find_if(hosts.cbegin(), hosts.cend(),
            [m](const cluster::ClusterHost& h) { return m->host == h.host || m->host == h.label(); });
        return std::distance(hosts.cbegin(), found);
    };
    std::stable_sort(rows.begin(), rows.end(),
        [&hostIndex](const Measurement* a, const Measurement* b) { return hostIndex(a) < hostIndex(b); });
    if (const Measurement* aggregate = point.aggregate()) {
        rows << aggregate;
    }
    QTableWidget* table = m_view.clusterTable;
    for (const Measurement* m : rows) {
        const int row = table->rowCount();
        table->insertRow(row);
        const DirectionStats& direction = m->read.isEmpty() ? m->write : m->read;
        const bool cluster = m->host.isEmpty();
        const QStringList cells { label, cluster ? tr("cluster (%1)").arg(hostCount(point.perHost().size())) : m->host,
            figure(m->totalIops(), 0), figure(m->totalBytesPerSec(), 1, 1e6), latency(m->meanLatencyNs()),
            latency(direction.latency.percentileNs(99)) };
        for (int column = 0; column < cells.size(); ++column) {
            auto* item = new QTableWidgetItem(cells[column]);
            if (column >= 2) {
                item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            }
            if (cluster) {
                QFont font = item->font();
                font.setBold(true);
                item->setFont(font);
            }
            table->setItem(row, column, item);
        }
    }
    table->resizeColumnsToContents();
}

void ClusterRunController::drawCurve()
{
    QList<Measurement> curve;
    for (const cluster::ClusterPoint& completed : m_result.points) {
        if (const Measurement* aggregate = completed.aggregate()) {
            curve << *aggregate;
            curve.last().source.file = tr("this cluster run");
        }
    }
    m_view.curve->setPoints(tr("Cluster"), curve);
}

void ClusterRunController::onFinished(const cluster::ClusterResult& result)
{
    m_result = result;
    emit ended();
    const int count = static_cast<int>(result.points.size());
    QString text = result.cancelled
        ? tr("Cancelled on every host: %n point(s) completed and kept.", nullptr, count)
        : tr("Finished: %1 point(s) on %2.").arg(count).arg(hostCount(m_request.hosts.size()));
    if (!result.cancelled) {
        m_view.progress->setValue(m_view.progress->maximum());
    }
    if (!result.stopReason.isEmpty()) {
        text += tr(" Sweep stopped early: %1.").arg(result.stopReason);
    }
    m_view.status->setText(text);
    m_view.clusterPanel->setHostStatus(-1, result.cancelled ? tr("cancelled") : tr("done"));
    emit runFinished(count, result.cancelled);
}

void ClusterRunController::onFailed(const QString& message)
{
    m_result = {}; // a host failed: nothing partial can be saved (the CLI's --keep-partial is not offered)
    emit ended();
    m_view.status->setText(tr("Failed."));
    m_view.clusterPanel->setHostStatus(-1, tr("stopped: see the error below"), true);
    m_view.showMessage(tr("The benchmark failed: %1").arg(message), true);
    emit runFailed(message);
}

} // namespace headroom
