// SPDX-License-Identifier: GPL-3.0-or-later
// workloadSections(): the customer's demand, their hosts and each option's runway, for the report and the deck.
#include "reportworkload.h"

#include "model/quantityformat.h"
#include "reportparts.h"

#include <functional>

#include <QRegularExpression>

namespace headroom::reportparts {

namespace {

constexpr int kDeckHosts = 10; // host rows a slide holds beside the figures

// Not cached: it follows the language installed (`report --lang`, the GUI's).
QuantityFormat text()
{
    return QuantityFormat::text();
}

ReportBlock block(BlockKind kind, QString words)
{
    ReportBlock b;
    b.kind = kind;
    b.text = std::move(words);
    return b;
}

ReportBlock bulletsBlock(QStringList items)
{
    ReportBlock b;
    b.kind = BlockKind::Bullets;
    b.items = std::move(items);
    return b;
}

ReportBlock tableOf(ReportTable table, QString caption = {})
{
    ReportBlock b = block(BlockKind::Table, std::move(caption));
    b.table = std::move(table);
    return b;
}

QString optionalText(const std::optional<double>& value, const std::function<QString(double)>& written)
{
    return value ? written(*value) : QStringLiteral("–");
}

QString megabytes(double bytesPerSec)
{
    return text().megabytesPerSec(bytesPerSec);
}

// The cluster in one line: "zColo_08: 6 hosts, 2 × 25 Gb/s ports per host, linked to VxRail ESA 6-node 25GbE".
QString clusterLine(const DemandFigures& f)
{
    QString line = QStringLiteral("Cluster %1: %2 host(s)").arg(f.name).arg(f.nodes);
    if (f.portsPerNode && f.linkGbps) {
        line += QStringLiteral(", %1 × %2 ports per host").arg(*f.portsPerNode).arg(text().gbps(*f.linkGbps));
    }
    if (!f.linkedSystem.isEmpty()) {
        line += QStringLiteral(", runs on %1").arg(f.linkedSystem);
    }
    return line + QLatin1Char('.');
}

QList<ReportFigure> demandFigures(const AdvisorDemand& d)
{
    const DemandFigures& f = d.figures;
    QList<ReportFigure> figures {
        { text().number(f.peakIops, 0),
            f.peakIsChosen           ? QStringLiteral("peak IOPS (chosen)")
                : f.peakIsUpperBound ? QStringLiteral("peak IOPS (upper bound: Σ host peaks)")
                                     : QStringLiteral("peak IOPS") },
        { text().number(f.averageIops, 0), QStringLiteral("average IOPS") },
    };
    if (f.peakBytesPerSec) {
        figures << ReportFigure { megabytes(*f.peakBytesPerSec), QStringLiteral("peak throughput") };
    }
    if (f.readPct && f.ioSizeBytes) {
        figures << ReportFigure { QStringLiteral("%1 read").arg(text().percent(*f.readPct)),
            QStringLiteral("mean I/O %1 KiB").arg(text().number(*f.ioSizeBytes / 1024.0, 1)) };
    }
    figures << ReportFigure { QStringLiteral("+%1 %").arg(text().significant(d.growthPerYear * 100.0, 3)),
        QStringLiteral("growth a year, %1 yr, %2 node(s) down").arg(d.years).arg(d.nodesDown) };
    return figures;
}

ReportTable hostsTable(const DemandFigures& f, int limit)
{
    ReportTable table;
    table.headers = { QStringLiteral("Host"), QStringLiteral("Peak CPU"), QStringLiteral("Peak IOPS"),
        QStringLiteral("Peak MB/s"), QStringLiteral("Link"), QStringLiteral("Link at peak") };
    table.rightAligned = { 1, 2, 3, 4, 5 };
    table.widthsPct = { 34, 12, 14, 14, 14, 12 };
    for (const HostDemand& h : f.hosts.mid(0, limit)) {
        table.rows << QStringList { h.name, optionalText(h.peakCpuPct, [](double v) { return text().percent(v); }),
            optionalText(h.peakIops, [](double v) { return text().number(v, 0); }),
            optionalText(h.peakBytesPerSec, [](double v) { return text().number(v / 1e6, 1); }),
            optionalText(h.linkBytesPerSec, [](double v) { return megabytes(v); }),
            optionalText(h.linkUtilisationPct, [](double v) { return text().percent(v, 1); }) };
    }
    return table;
}

// Each option's runway as the advisor's table defines it: the option's name and the columns shown with a demand
// only (capacity with m down, runway, nodes needed, cost per year of runway), as the document's options table has them.
ReportTable runwayTable(const AdvisorResult& result)
{
    const AdvisorOptionsTable source(result, TableFace::Document);
    const ReportTable all = reportTable(source);
    QList<int> kept;
    for (int column = 0; column < source.columnCount(); ++column) {
        const AdvisorColumn which = source.columnAt(column);
        if (which == AdvisorColumn::Option || advisorColumn(which).demandOnly) {
            kept << column;
        }
    }
    ReportTable table;
    for (const int column : std::as_const(kept)) {
        if (all.rightAligned.contains(column)) {
            table.rightAligned << static_cast<int>(table.headers.size());
        }
        table.headers << all.headers.value(column);
    }
    for (const QStringList& row : all.rows) {
        QStringList cells;
        for (const int column : std::as_const(kept)) {
            cells << row.value(column);
        }
        table.rows << cells;
    }
    return table;
}

QStringList runwayNotes(const AdvisorResult& result)
{
    QStringList notes;
    const auto add = [&](const QString& name, const OptionRunway& r) {
        if (r.capacity && !r.capacity->derivation.isEmpty()) {
            notes << QStringLiteral("%1: %2 (%3, from %4, %5)")
                         .arg(name, r.capacity->derivation, r.capacity->metric, r.capacity->fromSystem,
                             r.capacity->fromWorkload);
        }
        if (!r.notSupported.isEmpty()) {
            notes << QStringLiteral("%1: %2").arg(name, r.notSupported);
        }
    };
    if (result.baselineRunway) {
        add(QStringLiteral("Today"), *result.baselineRunway);
    }
    for (const AdvisorOption& option : result.options) {
        if (option.runway) {
            add(reportOptionName(option), *option.runway);
        }
    }
    return notes;
}

QString sourceLine(const DemandFigures& f)
{
    return QStringLiteral("Source: %1")
        .arg(f.source.isEmpty() ? QStringLiteral("typed in") : shortenedHashes(f.source));
}

QString bottleneckLine(const DemandFigures& f)
{
    return f.bottleneck.sentence.isEmpty() ? QString()
                                           : QStringLiteral("On the customer's own hosts: ") + f.bottleneck.sentence;
}

ReportBlock runwayChart()
{
    ReportBlock b = block(BlockKind::Chart,
        QStringLiteral("Demand growing from today's peak (the average below it) against each option's capacity with "
                       "all nodes (solid) and with nodes down (dashed); each point marks where an option runs out."));
    b.chart = ReportChart::Runway;
    return b;
}

ReportSection documentSection(const AdvisorResult& result)
{
    const AdvisorDemand& d = *result.input.demand;
    const DemandFigures& f = d.figures;
    ReportSection s { QStringLiteral("Your workload"), {} };
    if (!result.demandSentence.isEmpty()) {
        s.blocks << block(BlockKind::Paragraph, result.demandSentence); // several sentences: body type
    }
    s.blocks << block(BlockKind::Paragraph, clusterLine(f));
    ReportBlock figures = block(BlockKind::Figures, {});
    figures.figures = demandFigures(d);
    s.blocks << figures;
    if (!f.derivation.isEmpty()) {
        s.blocks << bulletsBlock(f.derivation);
    }
    if (!f.hosts.isEmpty()) {
        s.blocks << tableOf(hostsTable(f, static_cast<int>(f.hosts.size())), QStringLiteral("Hosts at their peaks"));
    }
    if (const QString line = bottleneckLine(f); !line.isEmpty()) {
        s.blocks << block(BlockKind::Paragraph, line);
        if (!f.bottleneck.evidence.isEmpty()) {
            s.blocks << bulletsBlock(f.bottleneck.evidence);
        }
    }
    if (!result.workloadMatch.isEmpty()) {
        s.blocks << block(BlockKind::Paragraph, QStringLiteral("Workload match"));
        s.blocks << bulletsBlock(result.workloadMatch);
    }
    s.blocks << block(BlockKind::Note, sourceLine(f));
    s.blocks << tableOf(runwayTable(result)); // (no caption: one would be left alone at a page foot)
    s.blocks << runwayChart();
    if (const QStringList notes = runwayNotes(result); !notes.isEmpty()) {
        s.blocks << block(BlockKind::Note, notes.join(QLatin1Char('\n')));
    }
    return s;
}

QList<ReportSection> deckSections(const AdvisorResult& result)
{
    const AdvisorDemand& d = *result.input.demand;
    const DemandFigures& f = d.figures;
    ReportSection workload { QStringLiteral("Your workload: ") + f.name, {} };
    workload.blocks << block(BlockKind::Paragraph, clusterLine(f));
    ReportBlock figures = block(BlockKind::Figures, {});
    figures.figures = demandFigures(d);
    workload.blocks << figures;
    if (!f.hosts.isEmpty()) {
        workload.blocks << tableOf(hostsTable(f, kDeckHosts));
    }
    QStringList notes;
    if (f.hosts.size() > kDeckHosts) {
        notes << QStringLiteral("%1 more host(s) in the document").arg(f.hosts.size() - kDeckHosts);
    }
    if (const QString line = bottleneckLine(f); !line.isEmpty()) {
        workload.blocks << block(BlockKind::Paragraph, line);
    }
    notes << sourceLine(f);
    workload.blocks << block(BlockKind::Note, notes.join(QLatin1Char('\n')));
    ReportBlock chart = runwayChart();
    chart.text.clear();
    const ReportSection runwaySlide { QStringLiteral("Runway: ") + f.name, { chart } };
    ReportSection carries { QStringLiteral("What each option carries: ") + f.name, {} };
    if (!result.demandSentence.isEmpty()) {
        carries.blocks << block(BlockKind::Paragraph, result.demandSentence);
    }
    carries.blocks << tableOf(runwayTable(result));
    // (Each capacity's derivation is in the document: on a slide it would run past the footer.)
    return { workload, runwaySlide, carries };
}

} // namespace

QString shortenedHashes(QString text)
{
    static const QRegularExpression hash(QStringLiteral("\\b([0-9a-fA-F]{12})[0-9a-fA-F]{52}\\b"));
    return text.replace(hash, QStringLiteral("\\1…"));
}

QList<ReportSection> workloadSections(const AdvisorResult& result, bool slides)
{
    if (!result.input.demand) {
        return {};
    }
    if (slides) {
        return deckSections(result);
    }
    return { documentSection(result) };
}

} // namespace headroom::reportparts
