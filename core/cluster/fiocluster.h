// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "bench/sweep.h"
#include "clusterhosts.h"
#include "clusterjob.h"
#include "importers/parsedsource.h"
#include "store/resultslibrary.h"

#include <atomic>
#include <functional>
#include <optional>

namespace headroom::cluster {

struct ClusterRequest {
    QList<ClusterHost> hosts;
    QString fioPath = QStringLiteral("fio");
    bench::SweepRequest sweep;
    ClusterTarget target;
    QString systemName;
    QString workDir; // every point's job files and fio's json+ output are written and kept here
    bool keepPartial = false; // store the points before a host failed (marked partial)
    int pointTimeoutMs = 0; // 0: the point's run and ramp time plus 60 s
};

// One sweep point on every host at once.
struct ClusterPoint {
    bench::BenchParams params; // as each host ran it (a curve's rate is the cluster's share per host)
    ParsedSource parsed; // per-host measurements and the cluster aggregate (host empty)
    QString outputFile; // fio's json+ output
    QStringList jobFiles; // one per host, in host order

    const Measurement* aggregate() const;
    QList<const Measurement*> perHost() const;
};

struct ClusterResult {
    QList<ClusterPoint> points; // completed, in run order
    bool cancelled = false;
    QString failure; // a host failed after `points`; set only when the request keeps partial results
    QString stopReason; // the sweep ended early on its latency limit
};

struct ClusterCallbacks {
    std::function<void(int index, int count, const bench::BenchParams& params)> pointStarted;
    std::function<void(const ClusterPoint& point)> pointFinished;
};

// Before anything is measured: every host answers a probe job (ioengine=null) through fio's client. The error
// names each host that does not and says why: nothing listens, another program listens, no answer in time, fio's
// own words otherwise.
// `timeoutMs` per host: a port that accepts and never answers (another program) is given up after it.
Status checkHostsAnswer(const QList<ClusterHost>& hosts, const QString& fioPath, const QString& workDir,
    const std::atomic<bool>& cancel, int timeoutMs = 15'000);

// Runs the sweep's points one after another, each on all hosts together (`fio --client=… --output-format=json+`).
// A curve first runs at maximum rate, then at each percentage of the aggregate it reached, split evenly over the
// hosts. A host that fails or disappears fails the run with its name; with `keepPartial` the completed points
// come back with `failure` set instead. Cancel stops every host (fio's client tells its servers) within seconds.
Expected<ClusterResult> runClusterSweep(
    const ClusterRequest& request, const std::atomic<bool>& cancel, const ClusterCallbacks& callbacks = {});

// Stores every point in one transaction: one source per point (its fio output, with the job files named),
// per-host measurements and the aggregate, under the request's system.
Expected<ImportSummary> storeClusterRun(
    ResultsLibrary& library, const ClusterRequest& request, const ClusterResult& result);

} // namespace headroom::cluster
