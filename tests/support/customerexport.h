// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A small customer environment, as a Live Optics export would give it, for the GUI tests that need demands in a
// library of their own: cluster "prod-a" (two CPU-bound hosts on 2 × 10 Gb/s, figures easy to add up by hand) and
// cluster "dr-b" (one host). The real export's figures are checked by the importer's and the demand's own tests.

#include "model/customer.h"

namespace headroom::testing {

inline CustomerHost customerHost(
    const QString& name, double peakIops, double averageIops, double peakMbps, double cpuPct)
{
    CustomerHost host;
    host.name = name;
    host.nics = { CustomerNic { QStringLiteral("vmnic0"), 10000.0, {}, {} },
        CustomerNic { QStringLiteral("vmnic1"), 10000.0, {}, {} } };
    host.peakCpuPct = cpuPct;
    host.averageCpuPct = cpuPct / 2;
    host.peakIops = peakIops;
    host.averageIops = averageIops;
    host.readWriteRatio = QStringLiteral("70% / 30%");
    host.readPct = 70;
    host.peakBytesPerSec = peakMbps * 1e6;
    host.averageBytesPerSec = peakMbps * 1e6 / 2;
    return host;
}

inline CustomerExport smallCustomerExport()
{
    CustomerExport customer;
    customer.projectId = QStringLiteral("1234");
    customer.projectName = QStringLiteral("Test customer");
    customer.projectDate = QStringLiteral("2022/11/14");
    customer.collectorVersion = QStringLiteral("23.3.11.78");
    CustomerCluster prod;
    prod.name = QStringLiteral("prod-a");
    prod.hosts = { customerHost(QStringLiteral("esx1.example"), 3000, 1000, 250, 95),
        customerHost(QStringLiteral("esx2.example"), 5000, 2000, 125, 91) };
    CustomerCluster dr;
    dr.name = QStringLiteral("dr-b");
    dr.hosts = { customerHost(QStringLiteral("esx9.example"), 800, 400, 50, 20) };
    customer.clusters = { prod, dr };
    return customer;
}

inline SourceRef smallCustomerSource()
{
    SourceRef source;
    source.kind = SourceKind::LiveOptics;
    source.file = QStringLiteral("liveoptics-test.xlsx");
    source.sha256 = QStringLiteral("ab").repeated(32);
    source.importer = QStringLiteral("liveoptics");
    return source;
}

} // namespace headroom::testing
