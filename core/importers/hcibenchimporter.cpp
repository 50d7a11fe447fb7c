#include "hcibenchimporter.h"

#include "model/units.h"

#include <QFileInfo>

namespace headroom {

namespace {

Workload blockWorkload(const HciBenchBlock& block, const QString& where, QStringList& warnings)
{
    // The published "Test name:" may be cut short; a full name elsewhere in the block that extends it wins.
    QString name = block.testName;
    if (!block.fullName.isEmpty() && (name.isEmpty() || block.fullName.startsWith(name))) {
        name = block.fullName;
    }
    if (name.isEmpty()) {
        name = block.jobName;
    }
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

} // namespace

Measurement hciBenchMeasurement(
    const HciBenchBlock& block, const QString& systemName, const QString& fileName, QStringList& warnings)
{
    const QString where = QStringLiteral("%1: line %2").arg(fileName).arg(block.line);
    Measurement m;
    m.systemName = systemName;
    m.workload = blockWorkload(block, where, warnings);
    m.loadSetting = m.workload.queueDepth ? std::optional<double>(*m.workload.queueDepth) : std::nullopt;
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
        parsed.measurements << hciBenchMeasurement(block, system, fileName, parsed.warnings);
    }
    return parsed;
}

} // namespace headroom
