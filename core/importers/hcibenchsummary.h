// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/expected.h"
#include "model/measurement.h"

#include <optional>

#include <QList>
#include <QString>
#include <QStringList>

namespace headroom {

// One result block of an HCIBench `-res.txt` summary, as HCIBench printed it (ms, MiB/s, percents).
struct HciBenchBlock {
    int line = 0; // where the block starts
    QString testName; // "Test name:" as published, or the res.txt name
    QString fullName; // the complete test name when the text holds one (Grafana "var-datasource=…")
    QString datastore;
    QString jobName;
    std::optional<int> vms; // VMs, or PODS on Kubernetes
    bool pods = false;
    std::optional<double> iops;
    std::optional<double> throughputMiBps;
    std::optional<double> readLatencyMs;
    std::optional<double> writeLatencyMs;
    std::optional<double> latencyMs; // vdbench flavour
    std::optional<double> readP95Ms;
    std::optional<double> writeP95Ms;
    std::optional<double> p95Ms; // vdbench flavour: mean + 1.645 × stddev
    QString vdbenchVersion;
    QString runDefinition;
    QString clusterName; // the resource table's first header cell
    std::optional<double> cpuUsagePct; // the table's Average row, or the old "CPU USAGE =" line
    std::optional<double> cpuUtilizationPct;
    std::optional<double> memUsagePct;
    std::optional<double> vsanCpuPct; // old "vSAN PCPU USAGE ="
    QList<HostUsage> hosts;
};

// Every block of a -res.txt, also when pasted from a web page with the lines run together. An error names
// the file and line. Pure function, any thread.
Expected<QList<HciBenchBlock>> parseHciBenchSummary(const QString& text, const QString& fileName);

// True when the text looks like an HCIBench summary.
bool looksLikeHciBenchSummary(const QString& text);

} // namespace headroom
