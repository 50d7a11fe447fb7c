// SPDX-License-Identifier: GPL-3.0-or-later
#include "hcibenchimporter.h"

#include "model/units.h"
#include "valuecheck.h"

#include <limits>
#include <tuple>

#include <QFileInfo>
#include <QRegularExpression>
#include <QSet>

namespace headroom {

namespace {

// HCIBench rate-curve runs append the rate as a percent of the test's maximum:
// "fio-4vmdk-100ws-4k-0rdpct-100randompct-4threads-20pct[-<epoch>]". Returns the name without that part (the
// workload, so every rate of the series is one curve) and the percent (the load of the point).
std::pair<QString, std::optional<double>> splitRatePct(const QString& name)
{
    static const QRegularExpression rate(QStringLiteral("[-_]([0-9]+(?:\\.[0-9]+)?)pct(?=$|[-_][0-9]{9,}$)"));
    const auto match = rate.match(name);
    if (!match.hasMatch()) {
        return { name, std::nullopt };
    }
    QString rest = name;
    rest.remove(match.capturedStart(), match.capturedLength());
    return { rest, match.captured(1).toDouble() };
}

Workload blockWorkload(
    const HciBenchBlock& block, const QString& where, QStringList& warnings, std::optional<double>& ratePct)
{
    // The published "Test name:" may be cut short; a full name elsewhere in the block that extends it wins.
    QString name = block.testName;
    if (!block.fullName.isEmpty() && (name.isEmpty() || block.fullName.startsWith(name))) {
        name = block.fullName;
    }
    if (name.isEmpty()) {
        name = block.jobName;
    }
    std::tie(name, ratePct) = splitRatePct(name);
    auto workload = Workload::fromHciBenchName(name);
    if (workload) {
        return *workload;
    }
    warnings << QStringLiteral("%1: %2; the workload keeps the name as written").arg(where, workload.error());
    Workload plain;
    plain.name = name.isEmpty() ? QStringLiteral("hcibench") : name;
    plain.tool = name.startsWith(QLatin1String("vdb")) ? QStringLiteral("vdb") : QStringLiteral("fio");
    return plain;
}

// A direction HCIBench printed as 0.00 ms did no I/O (a 100 % read test still prints W_LATENCY).
void setLatency(
    DirectionStats& direction, std::optional<double> meanMs, std::optional<double> p95Ms, PercentileOrigin origin)
{
    if (meanMs.value_or(0) <= 0 && p95Ms.value_or(0) <= 0) {
        return;
    }
    direction.latency.kind = LatencyKind::Total;
    direction.latency.percentileOrigin = origin;
    if (meanMs) {
        direction.latency.meanNs = units::msToNs(*meanMs);
    }
    if (p95Ms && *p95Ms > 0) {
        direction.latency.percentilesNs[95.0] = units::msToNs(*p95Ms);
    }
}

// In a rate series pasted or summarised together, the run without a rate part is the uncapped one the rates are
// percents of: its load is 100 %, so the curve runs 20, 40, … 95 %, max in that order.
void markUncappedRuns(QList<Measurement>& measurements)
{
    QSet<QString> rateSeries;
    for (const Measurement& m : std::as_const(measurements)) {
        if (m.note.contains(QLatin1String("rate-curve run"))) {
            rateSeries.insert(m.workload.canonicalName());
        }
    }
    for (Measurement& m : measurements) {
        if (rateSeries.contains(m.workload.canonicalName()) && !m.note.contains(QLatin1String("rate-curve run"))) {
            m.loadSetting = 100.0;
            m.note += QStringLiteral("; the uncapped run of a rate series: load 100 % of the maximum");
        }
    }
}

} // namespace

Measurement hciBenchMeasurement(
    const HciBenchBlock& block, const QString& systemName, const QString& fileName, QStringList& warnings)
{
    const QString where = QStringLiteral("%1: line %2").arg(fileName).arg(block.line);
    Measurement m;
    m.systemName = systemName;
    std::optional<double> ratePct;
    m.workload = blockWorkload(block, where, warnings, ratePct);
    m.queueDepth = m.workload.queueDepth;
    m.loadSetting = ratePct     ? ratePct
        : m.workload.queueDepth ? std::optional<double>(*m.workload.queueDepth)
                                : std::nullopt;
    m.iops = block.iops;
    m.bytesPerSec = block.throughputMiBps.value_or(0) * static_cast<double>(units::MiB);
    setLatency(m.read, block.readLatencyMs, block.readP95Ms, PercentileOrigin::MeanOfPerWorker);
    setLatency(m.write, block.writeLatencyMs, block.writeP95Ms, PercentileOrigin::MeanOfPerWorker);
    setLatency(m.combined, block.latencyMs, block.p95Ms, PercentileOrigin::Estimated);
    m.cpu.hostPct = block.cpuUsagePct;
    m.cpu.perHost = block.hosts;
    if (m.workload.epoch) {
        m.measuredAt = QDateTime::fromSecsSinceEpoch(*m.workload.epoch, Qt::UTC);
    }
    QStringList note { QStringLiteral("HCIBench: THROUGHPUT is MiB/s as HCIBench prints it (cut to a whole number "
                                      "in older versions)") };
    if (ratePct) {
        note << QStringLiteral("rate-curve run at %1 % of the test's maximum rate (the load of this point)")
                    .arg(*ratePct);
    }
    if (block.readP95Ms || block.writeP95Ms) {
        note << QStringLiteral("95%tile is the mean of the %1 %2' 95th percentiles, not a cluster percentile")
                    .arg(block.vms.value_or(0))
                    .arg(block.pods ? QStringLiteral("pods") : QStringLiteral("VMs"));
    }
    if (block.p95Ms) {
        note << QStringLiteral("vdbench 95%tile_LAT is estimated as mean + 1.645 x stddev");
    }
    if (block.vms) {
        note
            << QStringLiteral("%1 %2").arg(*block.vms).arg(block.pods ? QStringLiteral("pods") : QStringLiteral("VMs"));
    }
    if (!block.datastore.isEmpty()) {
        note << QStringLiteral("datastore ") + block.datastore;
    }
    if (block.vsanCpuPct) {
        note << QStringLiteral("vSAN PCPU usage %1 %").arg(*block.vsanCpuPct);
    }
    if (block.memUsagePct) {
        note << QStringLiteral("memory usage %1 %").arg(*block.memUsagePct);
    }
    m.note = note.join(QStringLiteral("; "));
    return m;
}

Expected<ParsedSource> importHciBenchSummary(const QString& text, const QString& fileName, const ImportOptions& options)
{
    auto blocks = parseHciBenchSummary(text, fileName);
    if (!blocks) {
        return fail(blocks.error());
    }
    ParsedSource parsed;
    parsed.format = ImportFormat::HciBench;
    parsed.source.kind = SourceKind::HciBench;
    parsed.source.file = fileName;
    parsed.source.importer = blocks->first().vdbenchVersion.isEmpty() ? QStringLiteral("hcibench-res fio")
                                                                      : QStringLiteral("hcibench-res vdbench");
    // HCIBench names the summary after the test: "<test name>-res.txt".
    QString fileTestName = QFileInfo(fileName).fileName();
    fileTestName = fileTestName.endsWith(QLatin1String("-res.txt")) ? fileTestName.chopped(8) : QString();
    for (HciBenchBlock block : *blocks) {
        if (block.testName.isEmpty() && block.fullName.isEmpty()) {
            block.fullName = fileTestName;
        }
        QString system = options.systemName;
        if (system.isEmpty()) {
            system = !block.clusterName.isEmpty() ? block.clusterName
                : !block.datastore.isEmpty()      ? QStringLiteral("HCIBench ") + block.datastore
                                                  : QStringLiteral("HCIBench");
        }
        Measurement m = hciBenchMeasurement(block, system, fileName, parsed.warnings);
        if (const QString problem = measurementProblem(m, std::numeric_limits<double>::infinity());
            !problem.isEmpty()) {
            return valueRefusal(fileName, QStringLiteral("line %1").arg(block.line), problem);
        }
        parsed.measurements << m;
    }
    markUncappedRuns(parsed.measurements);
    return parsed;
}

} // namespace headroom
