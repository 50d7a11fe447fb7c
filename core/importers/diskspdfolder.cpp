// SPDX-License-Identifier: GPL-3.0-or-later
#include "diskspdfolder.h"

#include "diskspdimporter.h"
#include "diskspdmeasurement.h"
#include "model/printable.h"
#include "valuecheck.h"

#include <algorithm>
#include <cmath>
#include <functional>
#include <limits>
#include <map>

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSet>

namespace headroom {

namespace {

// One VM's result: its run, its measurement and its I/O counts (the weights).
struct VmResult {
    QString path;
    DiskSpdRun run;
    Measurement m;
};

// The weighted mean of the VMs' `value`s (weights: their I/O counts), or empty when a VM with I/O lacks the value.
std::optional<double> weightedMean(const QList<std::pair<double, const LatencyStats*>>& parts,
    const std::function<std::optional<double>(const LatencyStats&)>& value)
{
    double sum = 0;
    double weights = 0;
    for (const auto& [weight, stats] : parts) {
        const auto v = value(*stats);
        if (!v) {
            return std::nullopt;
        }
        sum += weight * *v;
        weights += weight;
    }
    return weights > 0 ? std::optional(sum / weights) : std::nullopt;
}

// The cluster's latency of one direction from the VMs' (weights: their I/O counts in it). Unknown unless every VM
// that did I/O in this direction measured it.
LatencyStats clusterLatency(const QList<std::pair<double, const LatencyStats*>>& parts)
{
    LatencyStats out;
    out.kind = LatencyKind::Total;
    out.percentileOrigin = PercentileOrigin::WeightedMeanOfPerWorker;
    out.meanNs = weightedMean(parts, [](const LatencyStats& s) { return s.meanNs; });
    if (!out.meanNs) {
        return {};
    }
    // Pooled: the law of total variance over the VMs, each VM's stdev and mean (DiskSpd's stdev is of its I/Os).
    out.stdevNs = weightedMean(parts, [&](const LatencyStats& s) -> std::optional<double> {
        if (!s.stdevNs || !s.meanNs) {
            return std::nullopt;
        }
        return *s.stdevNs * *s.stdevNs + (*s.meanNs - *out.meanNs) * (*s.meanNs - *out.meanNs);
    });
    if (out.stdevNs) {
        out.stdevNs = std::sqrt(*out.stdevNs);
    }
    for (const auto& [weight, stats] : parts) {
        if (stats->minNs) {
            out.minNs = out.minNs ? std::min(*out.minNs, *stats->minNs) : *stats->minNs;
        }
        if (stats->maxNs) {
            out.maxNs = out.maxNs ? std::max(*out.maxNs, *stats->maxNs) : *stats->maxNs;
        }
    }
    if (!parts.isEmpty()) {
        for (const auto& [percent, ignored] : parts.first().second->percentilesNs) {
            const double p = percent;
            if (const auto ns = weightedMean(parts, [p](const LatencyStats& s) { return s.percentileNs(p); })) {
                out.percentilesNs[p] = *ns;
            }
        }
    }
    return out;
}

DirectionStats clusterDirection(
    const QList<VmResult>& vms, DirectionStats Measurement::*direction, const DiskSpdCounts DiskSpdRun::*counts)
{
    DirectionStats out;
    QList<std::pair<double, const LatencyStats*>> parts;
    for (const VmResult& vm : vms) {
        const DirectionStats& d = vm.m.*direction;
        if (d.isEmpty()) {
            continue;
        }
        out.iops = out.iops.value_or(0) + d.iops.value_or(0);
        out.bytesPerSec = out.bytesPerSec.value_or(0) + d.bytesPerSec.value_or(0);
        const auto ios = counts ? static_cast<double>((vm.run.*counts).ios)
                                : (static_cast<double>(vm.run.read.ios) + static_cast<double>(vm.run.write.ios));
        parts << std::pair { ios, &d.latency };
    }
    out.latency = clusterLatency(parts);
    return out;
}

// What identifies a VM's test: the workload's parameters and the load; the files must all agree on it.
QString testOf(const Measurement& m)
{
    return QStringLiteral("%1, %2 outstanding I/Os per thread")
        .arg(workloadDisplayName(m.workload) + QStringLiteral(" × %1 threads").arg(m.workload.jobs.value_or(0)),
            m.queueDepth ? QString::number(*m.queueDepth) : QStringLiteral("?"));
}

Status sameWorkload(const QString& folder, const QList<VmResult>& vms)
{
    std::map<QString, QStringList> byTest;
    for (const VmResult& vm : vms) {
        byTest[testOf(vm.m) + QStringLiteral(" (key %1)").arg(workloadTestKey(vm.m.workload))]
            << QFileInfo(vm.path).fileName();
    }
    if (byTest.size() < 2) {
        return success();
    }
    QStringList groups;
    for (const auto& [test, files] : byTest) {
        groups << QStringLiteral("%1: %2").arg(
            printable(files.join(QStringLiteral(", "))), test.section(QStringLiteral(" (key"), 0, 0));
    }
    return fail(QStringLiteral("%1: the DiskSpd results in this folder disagree in workload (%2); a folder of DiskSpd "
                               "XML results is read as one run of a cluster (VMFleet): import the files one by one to "
                               "keep them apart")
                    .arg(printable(folder), groups.join(QStringLiteral("; "))));
}

QString contentHash(const QList<NamedBytes>& files)
{
    QCryptographicHash hash(QCryptographicHash::Sha256);
    for (const NamedBytes& file : files) {
        hash.addData(file.bytes);
    }
    return QString::fromLatin1(hash.result().toHex());
}

} // namespace

namespace {

Expected<QList<VmResult>> readVms(const QList<NamedBytes>& files, const QString& system)
{
    QList<VmResult> vms;
    for (const NamedBytes& file : files) {
        auto runs = readDiskSpdRuns(file.bytes, file.path);
        if (!runs) {
            return runs.failure();
        }
        if (runs->size() != 1) {
            return fail(QStringLiteral("%1: %2 timespans; a VMFleet folder holds one DiskSpd run per VM")
                            .arg(printable(file.path))
                            .arg(runs->size()));
        }
        VmResult vm { file.path, runs->first(), diskSpdMeasurement(runs->first(), system) };
        vm.m.perHost = true;
        if (vm.m.host.isEmpty()) {
            vm.m.host = QFileInfo(file.path).completeBaseName();
        }
        vm.m.note = QStringLiteral("%1: %2").arg(QFileInfo(file.path).fileName(), vm.m.note);
        if (const QString problem = measurementProblem(vm.m, std::numeric_limits<double>::infinity());
            !problem.isEmpty()) {
            return valueRefusal(file.path, vm.run.where, problem);
        }
        vms << vm;
    }
    return vms;
}

void addCpu(const QList<VmResult>& vms, Measurement& cluster)
{
    double sum = 0;
    bool all = true;
    for (const VmResult& vm : vms) {
        cluster.cpu.perHost << HostUsage { vm.m.host, vm.m.cpu.hostPct, {}, {} };
        all = all && vm.m.cpu.hostPct;
        sum += vm.m.cpu.hostPct.value_or(0);
    }
    if (all) {
        cluster.cpu.hostPct = sum / static_cast<double>(vms.size());
    }
}

Measurement clusterMeasurement(const QList<VmResult>& vms, const QString& system)
{
    const Measurement& first = vms.first().m;
    Measurement m;
    m.systemName = system;
    m.workload = first.workload;
    m.loadSetting = first.loadSetting;
    m.queueDepth = first.queueDepth;
    m.read = clusterDirection(vms, &Measurement::read, &DiskSpdRun::read);
    m.write = clusterDirection(vms, &Measurement::write, &DiskSpdRun::write);
    if (std::all_of(vms.cbegin(), vms.cend(), [](const VmResult& vm) { return !vm.m.combined.isEmpty(); })) {
        m.combined = clusterDirection(vms, &Measurement::combined, nullptr);
        m.combined.iops.reset(); // the sums are the directions'; combined holds all I/O's latency only
        m.combined.bytesPerSec.reset();
    }
    double seconds = 0;
    QStringList hosts;
    for (const VmResult& vm : vms) {
        m.iops = m.iops.value_or(0) + vm.m.iops.value_or(0);
        m.bytesPerSec = m.bytesPerSec.value_or(0) + vm.m.bytesPerSec.value_or(0);
        seconds += vm.run.testTimeSec;
        if (!m.measuredAt.isValid() || (vm.m.measuredAt.isValid() && vm.m.measuredAt < m.measuredAt)) {
            m.measuredAt = vm.m.measuredAt;
        }
        hosts << vm.m.host;
    }
    m.durationSec = seconds / static_cast<double>(vms.size());
    addCpu(vms, m);
    const bool latency = !m.read.latency.isEmpty() || !m.write.latency.isEmpty();
    m.note = QStringLiteral("VMFleet / DiskSpd folder: %1 per-VM XML results (%2); IOPS and bytes/s summed; %3; "
                            "host CPU the mean of the VMs'; duration the mean of their measured times")
                 .arg(vms.size())
                 .arg(printable(hosts.join(QStringLiteral(", "))),
                     latency ? QStringLiteral("mean latency weighted by each VM's I/Os, stdev pooled; percentiles are "
                                              "each VM's DiskSpd percentiles averaged weighted by its I/Os (weighted "
                                              "mean of per-VM percentiles, not a cluster percentile)")
                             : QStringLiteral("latency unknown (a VM's report has no -L latency)"));
    return m;
}

} // namespace

Expected<ParsedSource> importDiskSpdFolder(
    const QString& folder, const QList<NamedBytes>& files, const ImportOptions& options)
{
    if (files.isEmpty()) {
        return fail(QStringLiteral("%1: no DiskSpd XML results").arg(printable(folder)));
    }
    const QString system = options.systemName.isEmpty() ? QDir(folder).dirName() : options.systemName;
    auto vms = readVms(files, system);
    if (!vms) {
        return vms.failure();
    }
    if (Status same = sameWorkload(folder, *vms); !same) {
        return same.failure();
    }
    ParsedSource parsed;
    parsed.format = ImportFormat::DiskSpd;
    parsed.source.kind = SourceKind::DiskSpd;
    parsed.source.file = folder;
    parsed.source.sha256 = contentHash(files);
    parsed.source.importer = diskSpdImporterName(vms->first().run) + QStringLiteral(" folder");
    Measurement cluster = clusterMeasurement(*vms, system);
    if (const QString problem = measurementProblem(cluster, std::numeric_limits<double>::infinity());
        !problem.isEmpty()) {
        return valueRefusal(folder, QStringLiteral("the sum of its %1 DiskSpd results").arg(vms->size()), problem);
    }
    parsed.measurements << cluster;
    for (const VmResult& vm : std::as_const(*vms)) {
        parsed.warnings << vm.run.warnings;
        parsed.measurements << vm.m;
    }
    if (options.systemName.isEmpty()) {
        parsed.warnings << QStringLiteral("%1: a folder of %2 DiskSpd results; the system is named after the folder, "
                                          "'%3' (use --system NAME to name it)")
                               .arg(printable(folder))
                               .arg(vms->size())
                               .arg(printable(system));
    }
    return parsed;
}

namespace {

// A folder's XML results are one VMFleet run when they are one test (the same workload and load on every VM). A folder
// of different tests (a queue-depth sweep saved one file per depth) is imported file by file, each its own point. A
// file that does not read keeps the folder one unit, whose import names what is wrong.
bool oneTest(const QStringList& paths)
{
    QSet<QString> tests;
    for (const QString& path : paths) {
        QFile file(path);
        if (!file.open(QIODevice::ReadOnly)) {
            return true;
        }
        const auto runs = readDiskSpdRuns(file.readAll(), path);
        if (!runs || runs->size() != 1) {
            return true;
        }
        tests.insert(testOf(diskSpdMeasurement(runs->first(), QString())));
    }
    return tests.size() <= 1;
}

} // namespace

QList<QStringList> diskSpdFolderGroups(const QStringList& files)
{
    std::map<QString, QStringList> byFolder;
    for (const QString& path : files) {
        QFile file(path);
        if (file.open(QIODevice::ReadOnly) && looksLikeDiskSpdXmlBytes(file.read(4096))) {
            byFolder[QFileInfo(path).absolutePath()] << path;
        }
    }
    QList<QStringList> groups;
    for (const auto& [folder, paths] : byFolder) {
        if (paths.size() >= 2 && oneTest(paths)) {
            groups << paths;
        }
    }
    return groups;
}

} // namespace headroom
