// SPDX-License-Identifier: GPL-3.0-or-later
#include "benchparams.h"

namespace headroom::bench {

Workload BenchParams::toWorkload() const
{
    Workload workload;
    workload.name = name;
    workload.tool = QStringLiteral("headroom");
    workload.blockSizeBytes = blockSizeBytes;
    workload.readPct = readPct;
    workload.randomPct = randomPct;
    workload.queueDepth = queueDepth;
    workload.jobs = jobs;
    if (workingSetBytes > 0) {
        workload.workingSetBytes = workingSetBytes;
    }
    workload.rampSec = static_cast<double>(rampNs) / 1e9;
    workload.runSec = static_cast<double>(runNs) / 1e9;
    workload.directIo = directIo;
    workload.targetIops = targetIops;
    return workload;
}

QString BenchParams::displayName() const
{
    if (!name.isEmpty()) {
        return name;
    }
    return QStringLiteral("%1 %2% read %3% random").arg(formatSize(blockSizeBytes)).arg(readPct).arg(randomPct);
}

} // namespace headroom::bench
