// SPDX-License-Identifier: GPL-3.0-or-later
#include "clusterrunner.h"

namespace headroom {

ClusterRunner::ClusterRunner(QObject* parent)
    : QObject(parent)
{
}

void ClusterRunner::start(const cluster::ClusterRequest& request)
{
    m_jobs.start(
        [this, request](const JobControl& control) -> Expected<cluster::ClusterResult> {
            control.post([this, count = request.sweep.pointCount()] { emit started(count); });
            if (Status answered
                = cluster::checkHostsAnswer(request.hosts, request.fioPath, request.workDir, control.stopFlag());
                !answered) {
                return answered.failure();
            }
            cluster::ClusterCallbacks callbacks;
            const auto pointStarting = control.relay(
                [this](int index, int count, const QString& name) { emit pointStarted(index, count, name); });
            callbacks.pointStarted = [pointStarting](int index, int count, const bench::BenchParams& params) {
                pointStarting(index, count, tr("%1, QD %2").arg(params.displayName()).arg(params.queueDepth));
            };
            callbacks.pointFinished
                = control.relay([this](const cluster::ClusterPoint& point) { emit pointFinished(point); });
            return cluster::runClusterSweep(request, control.stopFlag(), callbacks);
        },
        [this](const Expected<cluster::ClusterResult>& outcome) {
            if (outcome) {
                emit finished(*outcome);
            } else {
                emit failed(outcome.error());
            }
        });
}

} // namespace headroom
