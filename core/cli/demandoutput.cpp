// SPDX-License-Identifier: GPL-3.0-or-later
#include "demandoutput.h"

#include "model/printable.h"
#include "model/quantityformat.h"
#include "texttable.h"

#include <algorithm>

namespace headroom::cli {

namespace {

template <class T> nlohmann::json orNull(const std::optional<T>& value)
{
    return value ? nlohmann::json(*value) : nlohmann::json(nullptr);
}

nlohmann::json megabytesOrNull(const std::optional<double>& bytesPerSec)
{
    return bytesPerSec ? nlohmann::json(*bytesPerSec / 1e6) : nlohmann::json(nullptr);
}

nlohmann::json textOrNull(const QString& text)
{
    return text.isEmpty() ? nlohmann::json(nullptr) : nlohmann::json(text.toStdString());
}

nlohmann::json hostsJson(const DemandFigures& figures)
{
    nlohmann::json hosts = nlohmann::json::array();
    for (const HostDemand& host : figures.hosts) {
        hosts.push_back({ { "name", host.name.toStdString() }, { "peak_cpu_pct", orNull(host.peakCpuPct) },
            { "peak_iops", orNull(host.peakIops) }, { "peak_mbps", megabytesOrNull(host.peakBytesPerSec) },
            { "link_mbps", megabytesOrNull(host.linkBytesPerSec) },
            { "link_utilisation_pct", orNull(host.linkUtilisationPct) },
            { "derivation", host.derivation.toStdString() } });
    }
    return hosts;
}

nlohmann::json sourceJson(const CustomerDemand& demand, const DemandFigures& figures)
{
    if (!demand.cluster) {
        return { { "file", "typed" }, { "sha256", nullptr }, { "project_date", nullptr }, { "collector", nullptr },
            { "importer", nullptr }, { "text", figures.source.toStdString() } };
    }
    return { { "file", demand.source.file.toStdString() }, { "sha256", textOrNull(demand.source.sha256) },
        { "project_date", textOrNull(demand.projectDate) }, { "collector", textOrNull(demand.collectorVersion) },
        { "importer", textOrNull(demand.source.importer) }, { "text", figures.source.toStdString() } };
}

nlohmann::json stringArray(const QStringList& lines)
{
    nlohmann::json array = nlohmann::json::array();
    for (const QString& line : lines) {
        array.push_back(line.toStdString());
    }
    return array;
}

QString orDash(const std::optional<double>& value, int decimals, const QString& unit = {})
{
    return value ? QuantityFormat::text().number(*value, decimals) + unit : QStringLiteral("-");
}

QString megabytesText(const std::optional<double>& bytesPerSec)
{
    return bytesPerSec ? QuantityFormat::text().megabytesPerSec(*bytesPerSec, 1) : QStringLiteral("-");
}

QString percentText(const std::optional<double>& pct)
{
    return pct ? QuantityFormat::text().percent(*pct, 1) : QStringLiteral("-");
}

QString growthText(double growthPerYear)
{
    return QuantityFormat::text().percent(growthPerYear * 100.0, 1) + QStringLiteral("/yr");
}

void printHosts(QTextStream& out, const DemandFigures& figures)
{
    using Align = TextTable::Align;
    TextTable table({ { QStringLiteral("Host") }, { QStringLiteral("Peak CPU"), Align::Right },
        { QStringLiteral("Peak IOPS"), Align::Right }, { QStringLiteral("Peak MB/s"), Align::Right },
        { QStringLiteral("Links"), Align::Right }, { QStringLiteral("Link use at peak"), Align::Right } });
    for (const HostDemand& host : figures.hosts) {
        table.addRow({ printable(host.name), percentText(host.peakCpuPct), orDash(host.peakIops, 0),
            megabytesText(host.peakBytesPerSec), megabytesText(host.linkBytesPerSec),
            percentText(host.linkUtilisationPct) });
    }
    table.print(out);
}

} // namespace

nlohmann::json demandToJson(const CustomerDemand& demand, const DemandFigures& figures)
{
    const nlohmann::json bottleneck { { "kind", toString(figures.bottleneck.kind).toStdString() },
        { "sentence", figures.bottleneck.sentence.toStdString() },
        { "evidence", stringArray(figures.bottleneck.evidence) } };
    return { { "cluster", demand.name.toStdString() },
        { "cluster_in_export", demand.cluster ? nlohmann::json(demand.cluster->name.toStdString()) : nullptr },
        { "kind", demand.cluster ? "export" : "typed" }, { "nodes", figures.nodes },
        { "ports_per_node", orNull(figures.portsPerNode) }, { "link_gbps", orNull(figures.linkGbps) },
        { "peak_iops", figures.peakIops }, { "peak_is_upper_bound", figures.peakIsUpperBound },
        { "peak_is_chosen", figures.peakIsChosen }, { "chosen_peak_iops", orNull(demand.chosenPeakIops) },
        { "average_iops", figures.averageIops }, { "peak_mbps", megabytesOrNull(figures.peakBytesPerSec) },
        { "average_mbps", megabytesOrNull(figures.averageBytesPerSec) }, { "read_pct", orNull(figures.readPct) },
        { "io_size_bytes", orNull(figures.ioSizeBytes) }, { "hosts", hostsJson(figures) }, { "bottleneck", bottleneck },
        { "source", sourceJson(demand, figures) }, { "growth_per_year", demand.growthPerYear },
        { "linked_system", textOrNull(demand.linkedSystem) }, { "derivation", stringArray(figures.derivation) } };
}

void printDemand(QTextStream& out, const CustomerDemand& demand, const DemandFigures& figures)
{
    out << "demand '" << printable(demand.name) << "'";
    if (demand.cluster && demand.cluster->name != demand.name) {
        out << " (cluster " << printable(demand.cluster->name) << " in the export)";
    }
    out << "\n  source: " << printable(figures.source) << '\n';
    out << "  nodes " << (figures.nodes > 0 ? QString::number(figures.nodes) : QStringLiteral("unknown"));
    if (figures.portsPerNode && figures.linkGbps) {
        out << ", " << *figures.portsPerNode << " x " << QuantityFormat::text().gbps(*figures.linkGbps) << " per node";
    }
    out << "\n  peak " << QuantityFormat::text().number(figures.peakIops, 0) << " IOPS"
        << (figures.peakIsUpperBound      ? " (an upper bound)"
                   : figures.peakIsChosen ? " (chosen)"
                                          : "")
        << ", average " << QuantityFormat::text().number(figures.averageIops, 0) << " IOPS; peak "
        << megabytesText(figures.peakBytesPerSec) << ", average " << megabytesText(figures.averageBytesPerSec)
        << "; read " << percentText(figures.readPct) << "; mean I/O size "
        << orDash(figures.ioSizeBytes, 0, QStringLiteral(" bytes")) << '\n';
    out << "  growth " << growthText(demand.growthPerYear) << "; runs on "
        << (demand.linkedSystem.isEmpty() ? QStringLiteral("(no system linked)")
                                          : QStringLiteral("system '%1'").arg(printable(demand.linkedSystem)))
        << '\n';
    if (!figures.hosts.isEmpty()) {
        out << '\n';
        printHosts(out, figures);
    }
    out << "\nbottleneck: " << printable(figures.bottleneck.sentence) << '\n';
    for (const QString& evidence : figures.bottleneck.evidence) {
        out << "  - " << printable(evidence) << '\n';
    }
    out << "\nhow each figure is derived:\n";
    for (const QString& line : figures.derivation) {
        out << "  " << printable(line) << '\n';
    }
}

void printDemandList(
    QTextStream& out, const QList<CustomerDemand>& demands, const QList<Expected<DemandFigures>>& figures)
{
    using Align = TextTable::Align;
    TextTable table({ { QStringLiteral("Demand") }, { QStringLiteral("From") },
        { QStringLiteral("Nodes"), Align::Right }, { QStringLiteral("Peak IOPS"), Align::Right },
        { QStringLiteral("Peak MB/s"), Align::Right }, { QStringLiteral("Read"), Align::Right },
        { QStringLiteral("Growth"), Align::Right }, { QStringLiteral("System") } });
    for (qsizetype i = 0; i < demands.size(); ++i) {
        const CustomerDemand& demand = demands[i];
        const QString from = demand.cluster ? QStringLiteral("%1 (%2)").arg(demand.source.file, demand.projectDate)
                                            : QStringLiteral("typed");
        const QString system = demand.linkedSystem.isEmpty() ? QStringLiteral("-") : demand.linkedSystem;
        if (!figures[i]) {
            table.addRow({ printable(demand.name), printable(from), QStringLiteral("-"), QStringLiteral("-"),
                QStringLiteral("-"), QStringLiteral("-"), growthText(demand.growthPerYear), printable(system) });
            continue;
        }
        const DemandFigures& f = *figures[i];
        table.addRow(
            { printable(demand.name), printable(from), f.nodes > 0 ? QString::number(f.nodes) : QStringLiteral("-"),
                QuantityFormat::text().number(f.peakIops, 0) + (f.peakIsUpperBound ? QStringLiteral(" *") : QString()),
                megabytesText(f.peakBytesPerSec), percentText(f.readPct), growthText(demand.growthPerYear),
                printable(system) });
    }
    table.print(out);
    const bool anyUpperBound = std::any_of(figures.cbegin(), figures.cend(),
        [](const Expected<DemandFigures>& f) { return f.ok() && f->peakIsUpperBound; });
    if (anyUpperBound) {
        out << "* the sum of the hosts' peaks: an upper bound (host peaks need not coincide)\n";
    }
}

} // namespace headroom::cli
