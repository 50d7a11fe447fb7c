// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "cluster/fiocluster.h"
#include "jobrunner.h"

#include <QObject>

namespace headroom {

// A benchmark on the cluster's fio servers, run for the GUI with LocalRunner's signals: every host is checked to
// answer, then runClusterSweep runs on a JobRunner worker and its points are re-emitted on this object's thread.
// There are no per-second samples (fio's client gives none), so progressChanged is not emitted. Exactly one terminal
// signal per run, finished (also after stop(), with the completed points) or failed. GUI thread only.
class ClusterRunner : public QObject {
    Q_OBJECT
public:
    explicit ClusterRunner(QObject* parent = nullptr);

    // The worker has its own copy of the request.
    void start(const cluster::ClusterRequest& request);
    // fio's client tells every server to stop; finished follows with the points completed.
    void stop() { m_jobs.stop(); }
    bool isRunning() const { return m_jobs.isRunning(); }

signals:
    void started(int pointCount);
    // `name` is the workload and the queue depth every host runs it at.
    void pointStarted(int index, int count, const QString& name);
    void pointFinished(const headroom::cluster::ClusterPoint& point);
    void finished(const headroom::cluster::ClusterResult& result);
    void failed(const QString& message);

private:
    JobRunner m_jobs { this };
};

} // namespace headroom
