// SPDX-License-Identifier: GPL-3.0-or-later
// The details pane and tooltip text for one measurement: every figure with its unit and origin.
#include "measurementtablemodel.h"
#include "model/quantityformat.h"
#include "model/units.h"

#include <QCoreApplication>
#include <QLocale>

namespace headroom {

namespace {

// The pane's words, translated in the context "headroom::MeasurementDetails".
struct MeasurementDetails {
    Q_DECLARE_TR_FUNCTIONS(MeasurementDetails)
};

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
        return MeasurementDetails::tr("exact");
    case PercentileOrigin::MergedHistogram:
        return MeasurementDetails::tr("merged from histograms");
    case PercentileOrigin::MeanOfPerWorker:
        return MeasurementDetails::tr("mean of per-VM percentiles, not a cluster percentile");
    case PercentileOrigin::WeightedMeanOfPerWorker:
        return MeasurementDetails::tr("mean of per-VM percentiles weighted by I/Os, not a cluster percentile");
    case PercentileOrigin::ToolPercentiles:
        return MeasurementDetails::tr("the tool's own percentiles of every I/O");
    case PercentileOrigin::Estimated:
        return MeasurementDetails::tr("estimated from mean and standard deviation");
    case PercentileOrigin::Published:
        return MeasurementDetails::tr("as published");
    }
    return {};
}

QString directionRows(const QString& name, const DirectionStats& d)
{
    if (d.isEmpty()) {
        return {};
    }
    QString html = row(MeasurementDetails::tr("%1 IOPS").arg(name), orDash(d.iops, 2, 1.0, QString()))
        + row(MeasurementDetails::tr("%1 throughput").arg(name),
            orDash(d.bytesPerSec, 1, units::kBytesPerMB, QStringLiteral(" MB/s")))
        + row(MeasurementDetails::tr("%1 latency min / mean / max").arg(name),
            QStringLiteral("%1 / %2 / %3")
                .arg(latencyOrDash(d.latency.minNs), latencyOrDash(d.latency.meanNs), latencyOrDash(d.latency.maxNs)));
    if (!d.latency.percentilesNs.empty()) {
        html += row(MeasurementDetails::tr("%1 percentile method").arg(name), originText(d.latency.percentileOrigin));
    }
    for (const auto& [percent, ns] : d.latency.percentilesNs) {
        html += row(MeasurementDetails::tr("%1 p%2").arg(name).arg(percent),
            QuantityFormat::system().latencyNs(ns) + QStringLiteral(" (") + originText(d.latency.percentileOrigin)
                + QLatin1Char(')'));
    }
    // Each kind beside the figures it describes: fio's percentiles are completion latency, its mean total latency.
    if (d.latency.kind == LatencyKind::Completion) {
        html += row(MeasurementDetails::tr("%1 min / mean / max kind").arg(name),
            MeasurementDetails::tr("completion latency (clat)"));
    }
    if (!d.latency.percentilesNs.empty() && d.latency.percentileKind == LatencyKind::Completion) {
        html += row(MeasurementDetails::tr("%1 percentile kind").arg(name),
            MeasurementDetails::tr("completion latency (clat)"));
    }
    return html;
}

// How the single latency figure of the table was obtained, so a derived number is never mistaken for a measured one.
QString meanLatencyDerivation(const Measurement& m)
{
    if (m.combined.latency.meanNs) {
        return MeasurementDetails::tr("as given by the source for all I/O");
    }
    const auto& readMean = m.read.latency.meanNs;
    const auto& writeMean = m.write.latency.meanNs;
    if (!readMean || !writeMean) {
        return readMean ? MeasurementDetails::tr("reads only") : MeasurementDetails::tr("writes only");
    }
    if (m.read.iops.value_or(0) + m.write.iops.value_or(0) > 0) {
        return MeasurementDetails::tr("read and write means weighted by their IOPS");
    }
    const double readShare = m.workload.readPct.value_or(0);
    return MeasurementDetails::tr("%1 % × %2 ms (read) + %3 % × %4 ms (write): weighted by the workload's read %, "
                                  "the source gives no per-direction IOPS")
        .arg(QLocale().toString(readShare), QLocale().toString(*readMean / units::kNsPerMs, 'g', 6),
            QLocale().toString(100 - readShare), QLocale().toString(*writeMean / units::kNsPerMs, 'g', 6));
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

QString measurementDetailsHtml(const Measurement& m, const QString& importedBy)
{
    QString html = QStringLiteral("<table cellspacing='2'>");
    if (m.modeled) {
        html += row(MeasurementDetails::tr("MODELED"), MeasurementDetails::tr("derived, not measured"));
    }
    if (m.failed) {
        html += row(MeasurementDetails::tr("FAILED"), MeasurementDetails::tr("not a point of any curve or advice"));
    }
    if (!m.warning.isEmpty()) {
        html += row(MeasurementDetails::tr("WARNING"), m.warning);
    }
    html += row(MeasurementDetails::tr("System"), m.systemName)
        + row(MeasurementDetails::tr("Workload"), m.workload.canonicalName());
    if (!m.host.isEmpty()) {
        html += row(MeasurementDetails::tr("Host"),
            m.perHost
                ? MeasurementDetails::tr("%1 (this host's share of a multi-host run; not a curve point)").arg(m.host)
                : m.host);
    }
    const auto queueDepth = m.queueDepth ? m.queueDepth : m.workload.queueDepth;
    html += row(MeasurementDetails::tr("Queue depth × jobs"),
        QStringLiteral("%1 × %2").arg(queueDepth ? QString::number(*queueDepth) : QStringLiteral("–"),
            m.workload.jobs ? QString::number(*m.workload.jobs) : QStringLiteral("–")));
    html += row(MeasurementDetails::tr("IOPS"), orDash(m.totalIops(), 2, 1.0, QString()))
        + row(MeasurementDetails::tr("Throughput"), throughputText(m.totalBytesPerSec()));
    if (const auto latency = m.meanLatencyNs()) {
        html += row(MeasurementDetails::tr("Latency mean"),
            QuantityFormat::system().latencyNs(*latency) + QStringLiteral(" = ") + meanLatencyDerivation(m));
    }
    html += QString() + directionRows(MeasurementDetails::tr("Read"), m.read)
        + directionRows(MeasurementDetails::tr("Write"), m.write)
        + directionRows(MeasurementDetails::tr("Combined"), m.combined);
    if (m.cpu.hostPct) {
        html += row(MeasurementDetails::tr("Host CPU"), orDash(m.cpu.hostPct, 2, 1.0, QStringLiteral(" %")));
    }
    for (const HostUsage& host : m.cpu.perHost) {
        html += row(QStringLiteral("  ") + host.host,
            MeasurementDetails::tr("cpu.usage %1, cpu.utilization %2, mem %3")
                .arg(orDash(host.cpuUsagePct, 2, 1.0, QStringLiteral(" %")),
                    orDash(host.cpuUtilizationPct, 2, 1.0, QStringLiteral(" %")),
                    orDash(host.memUsagePct, 2, 1.0, QStringLiteral(" %"))));
    }
    if (m.measuredAt.isValid()) {
        html += row(MeasurementDetails::tr("Measured"), m.measuredAt.toString(Qt::ISODate));
    }
    html += row(MeasurementDetails::tr("Source"), toString(m.source.kind) + QStringLiteral(": ") + m.source.file);
    if (!m.source.sha256.isEmpty()) {
        html += row(QStringLiteral("SHA-256"), m.source.sha256);
    }
    if (!m.source.importer.isEmpty()) {
        html += row(MeasurementDetails::tr("Importer"), m.source.importer);
    }
    if (!importedBy.isEmpty()) {
        html += row(MeasurementDetails::tr("Imported by"),
            MeasurementDetails::tr("%1, %2", "who, when").arg(importedBy, m.source.importedAt.toString(Qt::ISODate)));
    }
    if (!m.source.reference.isEmpty()) {
        html += row(MeasurementDetails::tr("Reference"), m.source.reference);
    }
    if (!m.note.isEmpty()) {
        html += row(MeasurementDetails::tr("Note"), m.note);
    }
    return html + QStringLiteral("</table>");
}

} // namespace headroom
