// SPDX-License-Identifier: GPL-3.0-or-later
#include "demand.h"

#include "model/quantityformat.h"

#include <algorithm>
#include <cmath>
#include <map>

#include <QCoreApplication>

namespace headroom {

namespace {

// A derivation line and the figure it derives (DemandFigures::derivationFigures).
void derive(DemandFigures& figures, const char* figure, const QString& line)
{
    figures.derivation << line;
    figures.derivationFigures << QString::fromLatin1(figure);
}

QString num(double value, int decimals = 0)
{
    return QuantityFormat::text().number(value, decimals);
}

QString megabytes(double bytesPerSec)
{
    return QuantityFormat::text().megabytesPerSec(bytesPerSec, 1);
}

// The most common value of a list (the smallest of equally common ones, so the answer does not depend on order).
template <class T> std::optional<T> mostCommon(const QList<T>& values)
{
    std::map<T, int> counts;
    for (const T& value : values) {
        ++counts[value];
    }
    std::optional<T> best;
    int bestCount = 0;
    for (const auto& [value, count] : counts) {
        if (count > bestCount) {
            best = value;
            bestCount = count;
        }
    }
    return best;
}

// A sum over hosts of one optional figure, with its terms said; empty when no host has it.
struct HostSum {
    std::optional<double> total;
    QStringList terms;
    int missing = 0;
};

template <class Get> HostSum sumHosts(const QList<CustomerHost>& hosts, Get get, int decimals)
{
    HostSum sum;
    for (const CustomerHost& host : hosts) {
        if (const std::optional<double> value = get(host)) {
            sum.total = sum.total.value_or(0.0) + *value;
            sum.terms << num(*value, decimals);
        } else {
            ++sum.missing;
        }
    }
    return sum;
}

QString sumLine(const QString& what, const HostSum& sum, int decimals, const QString& unit = {})
{
    QString line = QCoreApplication::translate(
        "headroom::advice", "%1 %2%3 = %4", "figure, its value, unit = sum of the hosts' values")
                       .arg(what, num(*sum.total, decimals), unit, sum.terms.join(QStringLiteral(" + ")));
    if (sum.missing > 0) {
        line += QCoreApplication::translate(
            "headroom::advice", " (%n host(s) without the figure left out)", nullptr, sum.missing);
    }
    return line;
}

HostDemand hostDemand(const CustomerHost& host)
{
    HostDemand out;
    out.name = host.name;
    out.peakCpuPct = host.peakCpuPct;
    out.peakIops = host.peakIops;
    out.peakBytesPerSec = host.peakBytesPerSec;
    double linkMbps = 0;
    QStringList speeds;
    for (const CustomerNic& nic : host.nics) {
        if (nic.speedMbps && *nic.speedMbps > 0) {
            linkMbps += *nic.speedMbps;
            speeds << num(*nic.speedMbps);
        }
    }
    if (linkMbps > 0) {
        out.linkBytesPerSec = linkMbps * 1e6 / 8.0;
    }
    if (out.linkBytesPerSec && out.peakBytesPerSec) {
        out.linkUtilisationPct = *out.peakBytesPerSec / *out.linkBytesPerSec * 100.0;
        out.derivation
            = QCoreApplication::translate(
                "headroom::advice", "%1: %2 ÷ ((%3) Mb/s × 10^6 ÷ 8 = %4) = %5 of its links at peak")
                  .arg(host.name, megabytes(*out.peakBytesPerSec), speeds.join(QStringLiteral(" + ")),
                      megabytes(*out.linkBytesPerSec), QuantityFormat::text().percent(*out.linkUtilisationPct, 1));
    } else {
        out.derivation
            = QCoreApplication::translate("headroom::advice", "%1: link use at peak unknown (%2)")
                  .arg(host.name,
                      out.linkBytesPerSec ? QCoreApplication::translate("headroom::advice", "no peak throughput")
                                          : QCoreApplication::translate("headroom::advice", "no NIC speed"));
    }
    return out;
}

void deriveLinks(const CustomerCluster& cluster, DemandFigures& figures)
{
    QList<int> counts;
    QList<double> speeds;
    for (const CustomerHost& host : cluster.hosts) {
        counts << int(host.nics.size());
        for (const CustomerNic& nic : host.nics) {
            if (nic.speedMbps && *nic.speedMbps > 0) {
                speeds << *nic.speedMbps;
            }
        }
    }
    figures.portsPerNode = mostCommon(counts);
    if (figures.portsPerNode && *figures.portsPerNode > 0) {
        derive(figures, "ports",
            QCoreApplication::translate(
                "headroom::advice", "ports per node %1: the most common NIC count of the %2 hosts")
                .arg(*figures.portsPerNode)
                .arg(cluster.hosts.size()));
    } else {
        figures.portsPerNode.reset();
    }
    if (const std::optional<double> mbps = mostCommon(speeds)) {
        figures.linkGbps = *mbps / 1000.0;
        derive(figures, "link",
            QCoreApplication::translate(
                "headroom::advice", "link speed %1 per port: the most common NIC speed, %2 Mb/s ÷ 1000")
                .arg(QuantityFormat::text().gbps(*figures.linkGbps), num(*mbps)));
    }
}

void deriveIops(const CustomerCluster& cluster, DemandFigures& figures)
{
    const HostSum peak = sumHosts(
        cluster.hosts, [](const CustomerHost& h) { return h.peakIops; }, 0);
    if (peak.total) {
        figures.peakIops = *peak.total;
        figures.peakIsUpperBound = cluster.hosts.size() > 1;
        derive(figures, "peakIops",
            sumLine(QCoreApplication::translate("headroom::advice", "peak IOPS"), peak, 0)
                + (figures.peakIsUpperBound ? QCoreApplication::translate("headroom::advice",
                       " (the sum of each host's own peak: an upper "
                       "bound, the hosts' peaks need not coincide)")
                                            : QString()));
    }
    const HostSum average = sumHosts(
        cluster.hosts, [](const CustomerHost& h) { return h.averageIops; }, 0);
    if (average.total) {
        figures.averageIops = *average.total;
        derive(figures, "averageIops",
            sumLine(QCoreApplication::translate("headroom::advice", "average IOPS"), average, 0));
    }
}

void deriveThroughput(const CustomerCluster& cluster, DemandFigures& figures)
{
    const auto mb
        = [](std::optional<double> bytes) { return bytes ? std::optional<double>(*bytes / 1e6) : std::nullopt; };
    const HostSum peak = sumHosts(
        cluster.hosts, [&](const CustomerHost& h) { return mb(h.peakBytesPerSec); }, 1);
    if (peak.total) {
        figures.peakBytesPerSec = *peak.total * 1e6;
        derive(figures, "peakThroughput",
            sumLine(
                QCoreApplication::translate("headroom::advice", "peak throughput"), peak, 1, QStringLiteral(" MB/s"))
                + QCoreApplication::translate(
                    "headroom::advice", " (the export's MB taken as 10^6 bytes; a sum of host peaks, an upper bound)"));
    }
    const HostSum average = sumHosts(
        cluster.hosts, [&](const CustomerHost& h) { return mb(h.averageBytesPerSec); }, 1);
    if (average.total) {
        figures.averageBytesPerSec = *average.total * 1e6;
        derive(figures, "averageThroughput",
            sumLine(QCoreApplication::translate("headroom::advice", "average throughput"), average, 1,
                QStringLiteral(" MB/s"))
                + QCoreApplication::translate("headroom::advice", " (the export's MB taken as 10^6 bytes)"));
    }
}

void deriveMix(const CustomerCluster& cluster, DemandFigures& figures)
{
    double weighted = 0;
    double weight = 0;
    QStringList terms;
    for (const CustomerHost& host : cluster.hosts) {
        if (host.readPct && host.averageIops) {
            weighted += *host.readPct * *host.averageIops;
            weight += *host.averageIops;
            terms << QStringLiteral("%1 % × %2").arg(num(*host.readPct), num(*host.averageIops));
        }
    }
    if (weight > 0) {
        figures.readPct = weighted / weight;
        derive(figures, "read",
            QCoreApplication::translate("headroom::advice", "read %1 = (%2) ÷ %3 average IOPS")
                .arg(QuantityFormat::text().percent(*figures.readPct, 1), terms.join(QStringLiteral(" + ")),
                    num(weight)));
    }
    if (figures.averageBytesPerSec && *figures.averageBytesPerSec <= 0 && figures.averageIops > 0) {
        // The export writes MB/s to one decimal or none: a small cluster's average rounds to 0 while it does I/O.
        derive(figures, "ioSize",
            QCoreApplication::translate("headroom::advice",
                "mean I/O size not known: the export's average throughput is %1 (rounded "
                "to 0) for %2 average IOPS")
                .arg(megabytes(*figures.averageBytesPerSec), num(figures.averageIops)));
    } else if (figures.averageBytesPerSec && figures.averageIops > 0) {
        figures.ioSizeBytes = *figures.averageBytesPerSec / figures.averageIops;
        derive(figures, "ioSize",
            QCoreApplication::translate("headroom::advice", "mean I/O size %1 KiB = %2 ÷ %3 average IOPS = %4 bytes")
                .arg(num(*figures.ioSizeBytes / 1024.0, 1), megabytes(*figures.averageBytesPerSec),
                    num(figures.averageIops), num(*figures.ioSizeBytes)));
    }
}

void deriveHosts(const CustomerCluster& cluster, DemandFigures& figures)
{
    for (const CustomerHost& host : cluster.hosts) {
        figures.hosts << hostDemand(host);
        derive(figures, "host", figures.hosts.back().derivation);
    }
    figures.bottleneck = attributeBottleneck(customerBottleneckInput(cluster.name, figures.hosts));
    derive(figures, "bottleneck",
        QCoreApplication::translate("headroom::advice", "bottleneck on the customer's own hosts: %1")
            .arg(figures.bottleneck.sentence));
}

DemandFigures clusterFigures(const CustomerDemand& demand)
{
    const CustomerCluster& cluster = *demand.cluster;
    DemandFigures figures;
    figures.nodes = int(cluster.hosts.size());
    derive(figures, "nodes",
        QCoreApplication::translate("headroom::advice", "nodes %1: the hosts of cluster %2")
            .arg(figures.nodes)
            .arg(cluster.name));
    deriveLinks(cluster, figures);
    deriveIops(cluster, figures);
    deriveThroughput(cluster, figures);
    deriveMix(cluster, figures);
    deriveHosts(cluster, figures);
    QStringList source;
    source << (demand.source.file.isEmpty() ? QCoreApplication::translate("headroom::advice", "an export")
                                            : demand.source.file);
    if (!demand.source.sha256.isEmpty()) {
        source.back() += QCoreApplication::translate("headroom::advice", " (sha256 %1)").arg(demand.source.sha256);
    }
    if (!demand.projectDate.isEmpty()) {
        source << QCoreApplication::translate("headroom::advice", "project date %1").arg(demand.projectDate);
    }
    if (!demand.collectorVersion.isEmpty()) {
        source << QCoreApplication::translate("headroom::advice", "collector %1").arg(demand.collectorVersion);
    }
    figures.source = source.join(QStringLiteral(", "));
    return figures;
}

DemandFigures typedFigures(const CustomerDemand& demand)
{
    const TypedDemand& typed = demand.typed;
    DemandFigures figures;
    figures.source = QCoreApplication::translate("headroom::advice", "typed");
    figures.nodes = typed.nodes.value_or(0);
    figures.portsPerNode = typed.portsPerNode;
    figures.linkGbps = typed.linkGbps;
    figures.peakIops = typed.peakIops.value_or(0);
    figures.averageIops = typed.averageIops.value_or(0);
    figures.peakBytesPerSec = typed.peakBytesPerSec;
    figures.averageBytesPerSec = typed.averageBytesPerSec;
    figures.readPct = typed.readPct;
    figures.ioSizeBytes = typed.ioSizeBytes;
    derive(figures, "nodes",
        typed.nodes ? QCoreApplication::translate("headroom::advice", "nodes %1: as typed").arg(*typed.nodes)
                    : QCoreApplication::translate("headroom::advice", "nodes: not typed (unknown)"));
    if (typed.peakIops) {
        derive(figures, "peakIops",
            QCoreApplication::translate("headroom::advice", "peak IOPS %1: as typed").arg(num(*typed.peakIops)));
    }
    if (typed.averageIops) {
        derive(figures, "averageIops",
            QCoreApplication::translate("headroom::advice", "average IOPS %1: as typed").arg(num(*typed.averageIops)));
    }
    if (typed.portsPerNode) {
        derive(figures, "ports",
            QCoreApplication::translate("headroom::advice", "ports per node %1: as typed").arg(*typed.portsPerNode));
    }
    if (typed.linkGbps) {
        derive(figures, "link",
            QCoreApplication::translate("headroom::advice", "link speed %1 per port: as typed")
                .arg(QuantityFormat::text().gbps(*typed.linkGbps)));
    }
    if (typed.peakBytesPerSec) {
        derive(figures, "peakThroughput",
            QCoreApplication::translate("headroom::advice", "peak throughput %1: as typed")
                .arg(megabytes(*typed.peakBytesPerSec)));
    }
    if (typed.averageBytesPerSec) {
        derive(figures, "averageThroughput",
            QCoreApplication::translate("headroom::advice", "average throughput %1: as typed")
                .arg(megabytes(*typed.averageBytesPerSec)));
    }
    if (typed.readPct) {
        derive(figures, "read",
            QCoreApplication::translate("headroom::advice", "read %1: as typed")
                .arg(QuantityFormat::text().percent(*typed.readPct, 1)));
    }
    if (typed.ioSizeBytes) {
        derive(figures, "ioSize",
            QCoreApplication::translate("headroom::advice", "mean I/O size %1 bytes: as typed")
                .arg(num(*typed.ioSizeBytes)));
    } else if (typed.averageBytesPerSec && typed.averageIops && *typed.averageIops > 0) {
        figures.ioSizeBytes = *typed.averageBytesPerSec / *typed.averageIops;
        derive(figures, "ioSize",
            QCoreApplication::translate("headroom::advice", "mean I/O size %1 bytes = %2 ÷ %3 average IOPS")
                .arg(num(*figures.ioSizeBytes), megabytes(*typed.averageBytesPerSec), num(*typed.averageIops)));
    }
    figures.bottleneck.sentence
        = QCoreApplication::translate("headroom::advice", "A typed demand carries no host evidence of its bottleneck.");
    return figures;
}

} // namespace

Expected<DemandFigures> demandFigures(const CustomerDemand& demand)
{
    DemandFigures figures = demand.cluster ? clusterFigures(demand) : typedFigures(demand);
    figures.name = demand.name;
    figures.growthPerYear = demand.growthPerYear;
    figures.linkedSystem = demand.linkedSystem;
    if (demand.chosenPeakIops) {
        derive(figures, "peakIops",
            QCoreApplication::translate(
                "headroom::advice", "peak IOPS %1: the user's chosen peak, instead of the derived %2")
                .arg(num(*demand.chosenPeakIops), num(figures.peakIops)));
        figures.peakIops = *demand.chosenPeakIops;
        figures.peakIsChosen = true;
        figures.peakIsUpperBound = false;
    }
    if (!(figures.peakIops > 0)) {
        return failField(QStringLiteral("peak-iops"),
            QStringLiteral("demand \"%1\" has no peak IOPS: %2")
                .arg(demand.name,
                    demand.cluster ? QStringLiteral("no host of cluster %1 has a Peak IOPS figure; choose a peak")
                                         .arg(demand.cluster->name)
                                   : QStringLiteral("type one (peak IOPS)")));
    }
    if (figures.growthPerYear != 0) {
        derive(figures, "growth",
            QCoreApplication::translate("headroom::advice", "growth %1 a year: as chosen")
                .arg(QuantityFormat::text().percent(figures.growthPerYear * 100.0, 1)));
    }
    return figures;
}

QStringList derivationOf(const DemandFigures& figures, const QStringList& figureKeys)
{
    QStringList lines;
    for (qsizetype i = 0; i < figures.derivation.size() && i < figures.derivationFigures.size(); ++i) {
        if (figureKeys.contains(figures.derivationFigures.at(i))) {
            lines << figures.derivation.at(i);
        }
    }
    return lines;
}

BottleneckInput customerBottleneckInput(const QString& clusterName, const QList<HostDemand>& hosts)
{
    BottleneckInput input;
    for (const HostDemand& host : hosts) {
        const QString label = QCoreApplication::translate("headroom::advice", "%1 (cluster %2, at its peak)")
                                  .arg(host.name, clusterName);
        if (host.peakBytesPerSec && host.linkBytesPerSec && *host.linkBytesPerSec > 0) {
            input.links << LinkObservation { label, *host.peakBytesPerSec, *host.linkBytesPerSec,
                QCoreApplication::translate("headroom::advice", "the sum of its NIC speeds ÷ 8") };
        }
        if (host.peakCpuPct) {
            input.cpu << CpuObservation { label, host.peakCpuPct, {} };
        }
    }
    return input;
}

Expected<double> parseGrowthPerYear(const QString& text)
{
    QString body = text.trimmed().toLower();
    for (const QString& tail : { QStringLiteral("/year"), QStringLiteral("/yr"), QStringLiteral("/y"),
             QStringLiteral(" a year"), QStringLiteral(" per year") }) {
        if (body.endsWith(tail)) {
            body.chop(tail.size());
            body = body.trimmed();
            break;
        }
    }
    const bool percent = body.endsWith(QLatin1Char('%'));
    if (percent) {
        body.chop(1);
        body = body.trimmed();
    }
    bool ok = false;
    const double value = body.toDouble(&ok);
    const QString bad = QStringLiteral("growth \"%1\": ").arg(text);
    if (!ok || !std::isfinite(value)) {
        return failField(
            QStringLiteral("growth"), bad + QStringLiteral("not a growth per year; write 20%, 20%/yr or 0.2"));
    }
    const double growth = percent ? value / 100.0 : value;
    if (growth < 0) {
        return failField(QStringLiteral("growth"), bad + QStringLiteral("a shrinking demand is not supported"));
    }
    if (growth > 10.0) {
        return failField(QStringLiteral("growth"), bad + QStringLiteral("more than 1000 % a year is not plausible"));
    }
    return growth;
}

} // namespace headroom
