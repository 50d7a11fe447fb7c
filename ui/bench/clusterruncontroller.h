// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "clusterrunner.h"
#include "runview.h"

#include <QObject>

namespace headroom {

struct BenchSetup;

// The Benchmark page's Cluster mode: judges the hosts and target, starts a ClusterRunner and shows every host's
// figures and the cluster aggregate as each point completes, the aggregate curve drawn point by point. GUI thread only.
class ClusterRunController : public QObject {
    Q_OBJECT
public:
    ClusterRunController(RunView view, QObject* parent = nullptr);

    // The verdict on the cluster panel's hosts and the form's target before a run; the error is a refusal.
    Expected<QString> verdict(const BenchSetup& setup) const;
    // Fails (and starts nothing) when the hosts, the sweep or the target cannot run.
    Status start(const BenchSetup& setup);
    // Stops every host; the completed points are kept.
    void cancel();
    bool isRunning() const { return m_runner.isRunning(); }

    const cluster::ClusterRequest& request() const { return m_request; }
    const cluster::ClusterResult& result() const { return m_result; }

signals:
    // The run is over (finished or failed); sent before runFinished or runFailed.
    void ended();
    void runFinished(int points, bool cancelled);
    void runFailed(const QString& message);

private:
    Expected<cluster::ClusterRequest> request(const BenchSetup& setup) const;
    void onPointStarted(int index, int count, const QString& name);
    void onPointFinished(const cluster::ClusterPoint& point);
    void addRows(const cluster::ClusterPoint& point, const QString& label);
    void drawCurve();
    void onFinished(const cluster::ClusterResult& result);
    void onFailed(const QString& message);

    RunView m_view;
    ClusterRunner m_runner { this };
    // The last run; the worker has its own copy of the request.
    cluster::ClusterRequest m_request;
    cluster::ClusterResult m_result;
};

} // namespace headroom
