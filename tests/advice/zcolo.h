// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The two clusters of the real Live Optics export liveoptics-vsphere-2clusters.xlsx (project date 2022/11/14), built
// from the figures the file states (sheet "ESX Performance": Peak CPU %, Peak IOPS, Average IOPS, Average
// Read/Write Ratio, Peak/Avg Throughput MB/s; sheet "Host Network Adapters": PNIC Speed (Mb/sec)). The importer is
// tested on the file itself; the advice tests need only these values.
#include "model/customer.h"

namespace headroom::testdata {

inline CustomerHost customerHost(const QString& name, double peakCpu, double peakIops, double averageIops,
    double readPct, double peakMb, double averageMb, double nicMbps)
{
    CustomerHost h;
    h.name = name;
    h.peakCpuPct = peakCpu;
    h.peakIops = peakIops;
    h.averageIops = averageIops;
    h.readPct = readPct;
    h.readWriteRatio = QStringLiteral("%1% / %2%").arg(readPct).arg(100 - readPct);
    h.peakBytesPerSec = peakMb * 1e6;
    h.averageBytesPerSec = averageMb * 1e6;
    h.nics = { CustomerNic { QStringLiteral("vmnic0"), nicMbps, QStringLiteral("Broadcom"), {} },
        CustomerNic { QStringLiteral("vmnic1"), nicMbps, QStringLiteral("Broadcom"), {} } };
    return h;
}

// zColo_08 (ESX Performance rows 5 and 6; two 25,000 Mb/s NICs per host): 91 % and 100 % peak CPU.
inline CustomerDemand zColo08()
{
    CustomerCluster cluster;
    cluster.name = QStringLiteral("zColo_08");
    cluster.hosts = { customerHost(QStringLiteral("phcva840.hospital.org"), 91, 20104, 366, 71, 667.1, 12, 25000),
        customerHost(QStringLiteral("phcva845.hospital.org"), 100, 20273, 1479, 67, 613.2, 29, 25000) };
    CustomerDemand demand;
    demand.name = cluster.name;
    demand.cluster = cluster;
    demand.source.file = QStringLiteral("liveoptics-vsphere-2clusters.xlsx");
    demand.projectDate = QStringLiteral("2022/11/14");
    demand.growthPerYear = 0.2;
    demand.linkedSystem = QStringLiteral("VxRail 740 2-node");
    return demand;
}

// zColo_06 (rows 2 to 4; two 10,000 Mb/s NICs per host): hardly any I/O, CPU at 90–100 %.
inline CustomerDemand zColo06()
{
    CustomerCluster cluster;
    cluster.name = QStringLiteral("zColo_06");
    cluster.hosts = { customerHost(QStringLiteral("phcva381.hospital.org"), 100, 47, 8, 56, 2.3, 0, 10000),
        customerHost(QStringLiteral("phcva382.hospital.org"), 100, 40, 6, 65, 2.8, 0, 10000),
        customerHost(QStringLiteral("phcva384.hospital.org"), 90, 37, 6, 66, 2.8, 0, 10000) };
    CustomerDemand demand;
    demand.name = cluster.name;
    demand.cluster = cluster;
    return demand;
}

} // namespace headroom::testdata
