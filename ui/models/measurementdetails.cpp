// SPDX-License-Identifier: GPL-3.0-or-later
// The details pane and tooltip text for one measurement: every figure with its unit and origin.
#include "measurementtablemodel.h"
#include "model/quantityformat.h"
#include "model/units.h"

namespace headroom {

namespace {

QString row(const QString& label, const QString& value)
{
    return QStringLiteral("<tr><td><b>%1</b></td><td>%2</td></tr>").arg(label.toHtmlEscaped(), value.toHtmlEscaped());
}

QString orDash(const std::optional<double>& value, int decimals, double scale, const QString& unit)
{
    return value ? QuantityFormat::system().number(*value / scale, decimals) + unit : QStringLiteral("–");
}

QString latencyOrDash(const std::optional<double>& ns)
{
    return ns ? QuantityFormat::system().latencyNs(*ns) : QStringLiteral("–");
}

QString originText(PercentileOrigin origin)
{
    switch (origin) {
    case PercentileOrigin::Exact:
        return QStringLiteral("exact");
    case PercentileOrigin::MergedHistogram:
        return QStringLiteral("merged from histograms");
    case PercentileOrigin::MeanOfPerWorker:
        return QStringLiteral("mean of per-VM percentiles, not a cluster percentile");
    case PercentileOrigin::WeightedMeanOfPerWorker:
        return QStringLiteral("mean of per-VM percentiles weighted by I/Os, not a cluster percentile");
    case PercentileOrigin::ToolPercentiles:
        return QStringLiteral("the tool's own percentiles of every I/O");
    case PercentileOrigin::Estimated:
        return QStringLiteral("estimated from mean and standard deviation");
    case PercentileOrigin::Published:
        return QStringLiteral("as published");
    }
    return {};
}

QString directionRows(const QString& name, const DirectionStats& d)
{
    if (d.isEmpty()) {
        return {};
    }
    QString html = row(name + QStringLiteral(" IOPS"), orDash(d.iops, 2, 1.0, QString()))
        + row(
            name + QStringLiteral(" throughput"), orDash(d.bytesPerSec, 1, units::kBytesPerMB, QStringLiteral(" MB/s")))
        + row(name + QStringLiteral(" latency min / mean / max"),
            QStringLiteral("%1 / %2 / %3")
                .arg(latencyOrDash(d.latency.minNs), latencyOrDash(d.latency.meanNs), latencyOrDash(d.latency.maxNs)));
    if (!d.latency.percentilesNs.empty()) {
        html += row(name + QStringLiteral(" percentile method"), originText(d.latency.percentileOrigin));
    }
    for (const auto& [percent, ns] : d.latency.percentilesNs) {
        html += row(name + QStringLiteral(" p%1").arg(percent),
            QuantityFormat::system().latencyNs(ns) + QStringLiteral(" (") + originText(d.latency.percentileOrigin)
                + QLatin1Char(')'));
    }
    // Each kind beside the figures it describes: fio's percentiles are completion latency, its mean total latency.
    if (d.latency.kind == LatencyKind::Completion) {
        html += row(name + QStringLiteral(" min / mean / max kind"), QStringLiteral("completion latency (clat)"));
    }
    if (!d.latency.percentilesNs.empty() && d.latency.percentileKind == LatencyKind::Completion) {
        html += row(name + QStringLiteral(" percentile kind"), QStringLiteral("completion latency (clat)"));
    }
    return html;
}

// How the single latency figure of the table was obtained, so a derived number is never mistaken for a measured one.
QString meanLatencyDerivation(const Measurement& m)
{
    if (m.combined.latency.meanNs) {
        return QStringLiteral("as given by the source for all I/O");
    }
    const auto& readMean = m.read.latency.meanNs;
    const auto& writeMean = m.write.latency.meanNs;
    if (!readMean || !writeMean) {
        return readMean ? QStringLiteral("reads only") : QStringLiteral("writes only");
    }
    if (m.read.iops.value_or(0) + m.write.iops.value_or(0) > 0) {
        return QStringLiteral("read and write means weighted by their IOPS");
    }
    const double readShare = m.workload.readPct.value_or(0);
    return QStringLiteral("%1 % × %2 ms (read) + %3 % × %4 ms (write): weighted by the workload's read %, "
                          "the source gives no per-direction IOPS")
        .arg(readShare)
        .arg(*readMean / units::kNsPerMs)
        .arg(100 - readShare)
        .arg(*writeMean / units::kNsPerMs);
}

QString throughputText(const std::optional<double>& bytesPerSec)
{
    if (!bytesPerSec) {
        return QStringLiteral("–");
    }
    return QStringLiteral("%1 MB/s (%2 MiB/s)")
        .arg(QuantityFormat::system().number(*bytesPerSec / units::kBytesPerMB, 1),
            QuantityFormat::system().number(*bytesPerSec / double(units::MiB), 1));
}

} // namespace

QString measurementDetailsHtml(const Measurement& m)
{
    QString html = QStringLiteral("<table cellspacing='2'>");
    if (m.modeled) {
        html += row(QStringLiteral("MODELED"), QStringLiteral("derived, not measured"));
    }
    if (m.failed) {
        html += row(QStringLiteral("FAILED"), QStringLiteral("not a point of any curve or advice"));
    }
    if (!m.warning.isEmpty()) {
        html += row(QStringLiteral("WARNING"), m.warning);
    }
    html += row(QStringLiteral("System"), m.systemName) + row(QStringLiteral("Workload"), m.workload.canonicalName());
    if (!m.host.isEmpty()) {
        html += row(QStringLiteral("Host"),
            m.perHost ? m.host + QStringLiteral(" (this host's share of a multi-host run; not a curve point)")
                      : m.host);
    }
    const auto queueDepth = m.queueDepth ? m.queueDepth : m.workload.queueDepth;
    html += row(QStringLiteral("Queue depth × jobs"),
        QStringLiteral("%1 × %2").arg(queueDepth ? QString::number(*queueDepth) : QStringLiteral("–"),
            m.workload.jobs ? QString::number(*m.workload.jobs) : QStringLiteral("–")));
    html += row(QStringLiteral("IOPS"), orDash(m.totalIops(), 2, 1.0, QString()))
        + row(QStringLiteral("Throughput"), throughputText(m.totalBytesPerSec()));
    if (const auto latency = m.meanLatencyNs()) {
        html += row(QStringLiteral("Latency mean"),
            QuantityFormat::system().latencyNs(*latency) + QStringLiteral(" = ") + meanLatencyDerivation(m));
    }
    html += QString() + directionRows(QStringLiteral("Read"), m.read) + directionRows(QStringLiteral("Write"), m.write)
        + directionRows(QStringLiteral("Combined"), m.combined);
    if (m.cpu.hostPct) {
        html += row(QStringLiteral("Host CPU"), orDash(m.cpu.hostPct, 2, 1.0, QStringLiteral(" %")));
    }
    for (const HostUsage& host : m.cpu.perHost) {
        html += row(QStringLiteral("  ") + host.host,
            QStringLiteral("cpu.usage %1, cpu.utilization %2, mem %3")
                .arg(orDash(host.cpuUsagePct, 2, 1.0, QStringLiteral(" %")),
                    orDash(host.cpuUtilizationPct, 2, 1.0, QStringLiteral(" %")),
                    orDash(host.memUsagePct, 2, 1.0, QStringLiteral(" %"))));
    }
    if (m.measuredAt.isValid()) {
        html += row(QStringLiteral("Measured"), m.measuredAt.toString(Qt::ISODate));
    }
    html += row(QStringLiteral("Source"), toString(m.source.kind) + QStringLiteral(": ") + m.source.file);
    if (!m.source.sha256.isEmpty()) {
        html += row(QStringLiteral("SHA-256"), m.source.sha256);
    }
    if (!m.source.importer.isEmpty()) {
        html += row(QStringLiteral("Importer"), m.source.importer);
    }
    if (!m.source.reference.isEmpty()) {
        html += row(QStringLiteral("Reference"), m.source.reference);
    }
    if (!m.note.isEmpty()) {
        html += row(QStringLiteral("Note"), m.note);
    }
    return html + QStringLiteral("</table>");
}

} // namespace headroom
