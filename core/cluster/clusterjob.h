#pragma once

#include "bench/benchparams.h"
#include "clusterhosts.h"

namespace headroom::cluster {

// Where a cluster run does its I/O on every host. What can be checked from the controller is checked here; fio
// on each host reports what it cannot open.
struct ClusterTarget {
    QString path; // absolute, the same on every host: a directory (Headroom's own test file) or a block device
    std::int64_t sizeBytes = 1LL << 30; // of the test file in a directory
    bool keepFiles = false; // leave the test files (fio's unlink=0)

    bool isDevice() const { return path.startsWith(QLatin1String("/dev/")); }
};

// A target the run may use: an absolute path; a device that a writing workload would touch only when
// `destroyDataOn` ("HOST:DEVICE[,HOST:DEVICE…]") names it for every host. The error names each host at fault.
Status checkClusterTarget(
    const ClusterTarget& target, bool writes, const QList<ClusterHost>& hosts, const QString& destroyDataOn);

// The host as a file-name part ("10.0.0.1_8765"): its test file, job files and outputs are named with it.
QString hostFileTag(const ClusterHost& host);

// The file Headroom's job uses on `host`: the device, or a file named after the host in the target directory
// (all hosts may share one file system, e.g. loopback tests or a shared mount).
QString hostTargetFile(const ClusterTarget& target, const ClusterHost& host);

// One sweep point's job file for one host: the local engine's fio export of `params`, on hostTargetFile.
QString clusterJobFile(const bench::BenchParams& params, const ClusterTarget& target, const ClusterHost& host);

// The job each host runs before anything is measured: ioengine=null, no I/O, proves the server answers.
QString probeJobFile();

} // namespace headroom::cluster
