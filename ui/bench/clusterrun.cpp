// The Benchmark page's Cluster mode: runClusterSweep on a worker thread, every host's figures and the cluster

#include "model/quantityformat.h"
// aggregate shown as each point completes, the aggregate curve drawn point by point.
#include "benchmarkpage.h"
#include "benchpointsmodel.h"
#include "benchsetupform.h"
#include "charts/livechart.h"
#include "charts/sweepcurvechart.h"
#include "clusterpanel.h"
#include "report/specformat.h"

#include <algorithm>

#include <QComboBox>
#include <QDateTime>
#include <QDir>
#include <QHeaderView>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QStandardPaths>
#include <QTableView>
#include <QTableWidget>
#include <QThread>

namespace headroom {

namespace {

const QString kClusterCurveName = QStringLiteral("Cluster");

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

bool BenchmarkPage::isClusterMode() const
{
    return m_runOn->currentIndex() == 1;
}

void BenchmarkPage::setClusterMode(bool cluster)
{
    m_runOn->setCurrentIndex(cluster ? 1 : 0);
}

void BenchmarkPage::modeChanged()
{
    const bool cluster = isClusterMode();
    m_clusterPanel->setVisible(cluster);
    m_clusterTable->setVisible(cluster);
    m_table->setVisible(!cluster);
    m_live->setVisible(!cluster); // fio's client gives no per-second samples here
    refreshVerdict();
}

void BenchmarkPage::refreshClusterVerdict(const BenchSetup& setup)
{
    const QList<cluster::ClusterHost> hosts = m_clusterPanel->hosts();
    if (hosts.isEmpty()) {
        showVerdict(tr("Not ready: add the hosts running `fio --server`."), true);
        return;
    }
    const Expected<cluster::ClusterTarget> resolved
        = cluster::resolveClusterTarget(clusterTarget(setup), hosts, setup.target.destroyDataOn);
    if (!resolved) {
        showVerdict(tr("Refused: %1").arg(m_form->markError(resolved.failure())), true);
        return;
    }
    m_form->clearErrorMarks();
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
    showVerdict(text + tr(" fio's client/server mode has no authentication: use a trusted network."), false);
}

void BenchmarkPage::startCluster(const BenchSetup& setup)
{
    cluster::ClusterRequest request;
    request.hosts = m_clusterPanel->hosts();
    request.fioPath = m_clusterPanel->fioPath();
    request.sweep = setup.sweep;
    request.target = clusterTarget(setup);
    if (request.hosts.isEmpty()) {
        showMessage(tr("Not started: add the hosts running `fio --server`."), true);
        return;
    }
    if (setup.sweep.repeat > 1) {
        showMessage(tr("Not started: Repeat is not available in cluster mode yet; set it to 1 and run the sweep again "
                       "for each run (runs of the same point are averaged in the library)."),
            true);
        return;
    }
    const Expected<cluster::ClusterTarget> resolved
        = cluster::resolveClusterTarget(request.target, request.hosts, setup.target.destroyDataOn);
    if (!resolved) {
        showMessage(tr("Not started: %1").arg(m_form->showError(resolved.failure())), true);
        return;
    }
    request.target = *resolved;
    // Job files and fio's json+ outputs stay where the user can audit them (as `headroom-cli bench --hosts`).
    request.workDir = QDir(QStandardPaths::writableLocation(QStandardPaths::AppLocalDataLocation))
                          .filePath(QStringLiteral("cluster-runs/")
                              + QDateTime::currentDateTimeUtc().toString(QStringLiteral("yyyyMMdd-HHmmss-zzz")));
    if (!QDir().mkpath(request.workDir)) {
        showMessage(tr("Not started: cannot create the folder %1").arg(request.workDir), true);
        return;
    }

    m_sweep = setup.sweep;
    m_lastRunCluster = true;
    m_clusterRequest = request;
    m_clusterResult = {};
    m_result = {};
    m_saved = false;
    m_points->clear();
    m_curve->clear();
    m_clusterTable->setRowCount(0);
    m_progress->setValue(0);
    showMessage({}, false);
    m_status->setText(tr("Checking that every host answers…"));
    m_clusterPanel->setHostStatus(-1, tr("checking…"));

    auto cancel = std::make_shared<std::atomic<bool>>(false);
    m_clusterCancel = cancel;
    // The worker has its own copy of the request and posts everything to this page (queued, in order); the page
    // waits for it before it goes away. Only the cancel flag is shared.
    QThread* thread = QThread::create([this, request, cancel] {
        auto post
            = [this](auto function) { QMetaObject::invokeMethod(this, std::move(function), Qt::QueuedConnection); };
        if (Status answered = cluster::checkHostsAnswer(request.hosts, request.fioPath, request.workDir, *cancel);
            !answered) {
            const QString& message = answered.error();
            post([this, message] { onFailed(message); });
            return;
        }
        cluster::ClusterCallbacks callbacks;
        callbacks.pointStarted = [&post, this](int index, int count, const bench::BenchParams& params) {
            const QString name = params.displayName();
            const int queueDepth = params.queueDepth;
            post([this, index, count, queueDepth, name] { onClusterPointStarted(index, count, queueDepth, name); });
        };
        callbacks.pointFinished = [&post, this](const cluster::ClusterPoint& point) {
            post([this, point] { onClusterPointFinished(point); });
        };
        Expected<cluster::ClusterResult> result = cluster::runClusterSweep(request, *cancel, callbacks);
        if (!result) {
            const QString& message = result.error();
            post([this, message] { onFailed(message); });
            return;
        }
        post([this, done = *result] { onClusterFinished(done); });
    });
    connect(thread, &QThread::finished, thread, &QObject::deleteLater);
    m_thread = thread;
    updateButtons();
    thread->start();
}

void BenchmarkPage::onClusterPointStarted(int index, int count, int queueDepth, const QString& name)
{
    m_pointName = tr("Point %1/%2 on %3").arg(index + 1).arg(count).arg(hostCount(m_clusterRequest.hosts.size()));
    m_status->setText(tr("%1: %2, QD %3 on every host…").arg(m_pointName, name).arg(queueDepth));
    m_progress->setValue(count > 0 ? index * m_progress->maximum() / count : 0);
    m_clusterPanel->setHostStatus(-1, tr("running point %1/%2").arg(index + 1).arg(count));
}

void BenchmarkPage::onClusterPointFinished(const cluster::ClusterPoint& point)
{
    m_clusterResult.points << point; // until the run's own result arrives
    const int count = static_cast<int>(m_sweep.kind == bench::SweepKind::QueueDepth ? m_sweep.queueDepths.size()
            : m_sweep.kind == bench::SweepKind::Curve                               ? m_sweep.curvePercents.size() + 1
                                                                                    : m_sweep.steps.size());
    const int done = static_cast<int>(m_clusterResult.points.size());
    m_progress->setValue(count > 0 ? std::min(done, count) * m_progress->maximum() / count : 0);
    m_clusterPanel->showPoint(point);

    const QString label = pointLabel(done - 1, point.params.displayName());
    QList<const Measurement*> rows = point.perHost();
    const auto hostIndex = [this](const Measurement* m) {
        const QList<cluster::ClusterHost>& hosts = m_clusterRequest.hosts;
        const auto found = std::find_if(hosts.cbegin(), hosts.cend(),
            [m](const cluster::ClusterHost& h) { return m->host == h.host || m->host == h.label(); });
        return std::distance(hosts.cbegin(), found);
    };
    std::stable_sort(rows.begin(), rows.end(),
        [&hostIndex](const Measurement* a, const Measurement* b) { return hostIndex(a) < hostIndex(b); });
    if (const Measurement* aggregate = point.aggregate()) {
        rows << aggregate;
    }
    for (const Measurement* m : rows) {
        const int row = m_clusterTable->rowCount();
        m_clusterTable->insertRow(row);
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
            m_clusterTable->setItem(row, column, item);
        }
    }
    m_clusterTable->resizeColumnsToContents();

    QList<Measurement> curve;
    for (const cluster::ClusterPoint& completed : m_clusterResult.points) {
        if (const Measurement* aggregate = completed.aggregate()) {
            curve << *aggregate;
            curve.last().source.file = tr("this cluster run");
        }
    }
    m_curve->setPoints(kClusterCurveName, curve);
}

void BenchmarkPage::onClusterFinished(const cluster::ClusterResult& result)
{
    m_clusterResult = result;
    endRun();
    const int count = static_cast<int>(result.points.size());
    QString text = result.cancelled
        ? tr("Cancelled on every host: %n point(s) completed and kept.", nullptr, count)
        : tr("Finished: %1 point(s) on %2.").arg(count).arg(hostCount(m_clusterRequest.hosts.size()));
    if (!result.cancelled) {
        m_progress->setValue(m_progress->maximum());
    }
    if (!result.stopReason.isEmpty()) {
        text += tr(" Sweep stopped early: %1.").arg(result.stopReason);
    }
    m_status->setText(text);
    m_clusterPanel->setHostStatus(-1, result.cancelled ? tr("cancelled") : tr("done"));
    emit clusterRunFinished(count, result.cancelled);
}

} // namespace headroom
