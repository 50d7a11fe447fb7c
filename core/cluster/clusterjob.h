// SPDX-License-Identifier: GPL-3.0-or-later
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
    bool device = false; // set by resolveClusterTarget: --destroy-data-on names `path` on every host

    bool isDevice() const { return device; }
};

// The target as the hosts will use it, or why it cannot be used. `path` must be absolute, without a ".." part (the
// same literal path on every host), and a value fio reads as written (bench::checkFioPath). It is a block device
// only when `destroyDataOn` ("HOST:DEVICE[,HOST:DEVICE…]") names it, and then for every host: the controller
// cannot look at the hosts' paths, and a /dev/ prefix proves nothing (/dev/shm/run is a directory). Otherwise it
// is a directory in which each host writes its own test file; fio refuses a device there ("Not a directory"), so
// no device is written unless confirmed. The error names the option and each host at fault.
Expected<ClusterTarget> resolveClusterTarget(
    ClusterTarget target, const QList<ClusterHost>& hosts, const QString& destroyDataOn);

// The host as a file-name part ("10.0.0.1_8765"): its test file, job files and outputs are named with it.
QString hostFileTag(const ClusterHost& host);

// The file Headroom's job uses on `host`: the device, or a file named after the host in the target directory
// (all hosts may share one file system, e.g. loopback tests or a shared mount).
QString hostTargetFile(const ClusterTarget& target, const ClusterHost& host);

// One sweep point's job file for one host: the local engine's fio export of `params`, on hostTargetFile; refused
// as bench::fioJobFile refuses.
Expected<QString> clusterJobFile(
    const bench::BenchParams& params, const ClusterTarget& target, const ClusterHost& host);

// The job each host runs before anything is measured: ioengine=null, no I/O, proves the server answers.
QString probeJobFile();

} // namespace headroom::cluster
