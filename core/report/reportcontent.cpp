// SPDX-License-Identifier: GPL-3.0-or-later
#include "reportcontent.h"

#include "advice/advisorheadline.h"
#include "advice/perportcosttable.h"
#include "model/quantityformat.h"
#include "reportnotes.h"
#include "reportparts.h"
#include "reportworkload.h"
#include "sourcepaths.h"

#include <algorithm>

#include <QCoreApplication>

namespace headroom {

namespace {
using namespace reportparts;

ReportBlock paragraph(QString text, BlockKind kind = BlockKind::Paragraph)
{
    ReportBlock block;
    block.kind = kind;
    block.text = std::move(text);
    return block;
}

ReportBlock bullets(QStringList items)
{
    ReportBlock block;
    block.kind = BlockKind::Bullets;
    block.items = std::move(items);
    return block;
}

ReportBlock tableBlock(ReportTable table, QString caption = {})
{
    ReportBlock block;
    block.kind = BlockKind::Table;
    block.table = std::move(table);
    block.text = std::move(caption);
    return block;
}

ReportBlock chartBlock(ReportChart chart, QString caption)
{
    ReportBlock block;
    block.kind = BlockKind::Chart;
    block.chart = chart;
    block.text = std::move(caption);
    return block;
}

ReportBlock figuresBlock(QList<ReportFigure> figures)
{
    ReportBlock block;
    block.kind = BlockKind::Figures;
    block.figures = std::move(figures);
    return block;
}

QStringList priceSources(const AdvisorResult& result)
{
    // Numbered as the per-port table's Source column cites them.
    const QStringList sources = priceSourcesOf(result.input.design);
    QStringList numbered;
    for (qsizetype i = 0; i < sources.size(); ++i) {
        numbered << QStringLiteral("[%1] %2").arg(i + 1).arg(sources[i]);
    }
    return numbered;
}

void fillHeader(ReportContent& content, const AdvisorResult& result, const ReportOptions& options)
{
    content.options = options;
    content.title = options.title.isEmpty()
        ? QCoreApplication::translate("headroom::report", "Network upgrade or more nodes? %1 on %2")
              .arg(workloadForPeople(result.input), result.input.baseline.system)
        : options.title;
    if (!options.customer.isEmpty()) {
        content.titleLines << QCoreApplication::translate("headroom::report", "Prepared for ") + options.customer;
    }
    if (!options.author.isEmpty()) {
        content.titleLines << QCoreApplication::translate("headroom::report", "By ") + options.author;
    }
    if (!options.date.isEmpty()) {
        content.titleLines << options.date;
    }
    content.titleLines
        << QCoreApplication::translate("headroom::report", "Headroom %1").arg(QStringLiteral(HEADROOM_VERSION));
    content.footer = content.title;
}

// The page a CIO reads, first in the document and the deck: the answer in one sentence, the cost of each option, the
// gain, $ per 1,000 IOPS gained, and one chart. Nothing else: the reasons and the detail follow.
ReportSection answerSection(const AdvisorResult& result, const QString& title, bool slides)
{
    ReportSection answer { title, {} };
    answer.blocks << paragraph(leadSentence(result), BlockKind::Lead);
    if (const auto figures = keyFigures(result); !figures.isEmpty()) {
        answer.blocks << figuresBlock(figures);
    }
    answer.blocks << chartBlock(ReportChart::CostPerIops,
        slides ? QString()
               : QCoreApplication::translate(
                   "headroom::report", "What one more IOPS costs with each option (lower is better)."));
    return answer;
}

ReportSection reasonsSection(const AdvisorResult& result)
{
    return ReportSection { hasRecommendation(result)
            ? QCoreApplication::translate("headroom::report", "Why")
            : QCoreApplication::translate("headroom::report", "Why no recommendation"),
        { bullets(summaryDetail(result)) } };
}

QString bottleneckHeadline(const AdvisorResult& result)
{
    return QCoreApplication::translate("headroom::report", "Bottleneck: %1").arg(toString(result.bottleneck.kind));
}

QString curvesCaption(const AdvisorResult& result)
{
    return QCoreApplication::translate("headroom::report",
        "IOPS against mean latency of the baseline and of each option, with every curve's peak, the "
        "%1 ms latency limit and the headroom band. Modeled curves are marked.")
        .arg(QuantityFormat::text().significant(result.input.latencyLimitNs / 1e6, 4));
}
} // namespace

bool hasRecommendation(const AdvisorResult& result)
{
    return result.recommendation == Recommendation::NetworkUpgrade || result.recommendation == Recommendation::AddNodes;
}

QString reportOptionName(const AdvisorOption& option)
{
    if (option.kind == OptionKind::AddNodes) {
        return QCoreApplication::translate("headroom::report", "+%1 node(s) (modeled)").arg(option.nodesAdded);
    }
    return option.curve.system + QCoreApplication::translate("headroom::report", " (network upgrade)");
}

QList<ReportSourceRow> reportSourceRows(const QList<Measurement>& used)
{
    QStringList files;
    for (const Measurement& m : used) {
        files << m.source.file;
    }
    // With its folder's key: run 1 and run 2 of one sweep are often the same file name in two folders.
    const QStringList shortFiles = sourceNames(files);
    QList<ReportSourceRow> rows;
    for (qsizetype i = 0; i < used.size(); ++i) {
        const Measurement& m = used.at(i);
        const SourceRef& s = m.source;
        const bool fileAndReport = !s.reference.isEmpty() && !s.file.isEmpty() && !s.reference.contains(s.file);
        const QString source = s.reference.isEmpty() || fileAndReport ? shortFiles.at(i) : s.reference;
        const QString reference = fileAndReport ? s.reference : QString();
        const QString workload = workloadDisplayName(m.workload);
        auto row = std::find_if(rows.begin(), rows.end(), [&](const ReportSourceRow& r) {
            return r.system == m.systemName && r.workload == workload && r.source == source && r.sha256 == s.sha256;
        });
        if (row == rows.end()) {
            const QDateTime when = m.measuredAt.isValid() ? m.measuredAt : s.importedAt;
            rows << ReportSourceRow { m.systemName, workload, 0, source, reference,
                when.isValid() ? when.toUTC().toString(QStringLiteral("yyyy-MM-dd")) : QString(), s.sha256 };
            row = rows.end() - 1;
        }
        ++row->points;
    }
    return rows;
}

QStringList reportSourceReferences(const QList<ReportSourceRow>& rows)
{
    QStringList references;
    for (const ReportSourceRow& row : rows) {
        if (!row.reference.isEmpty() && !references.contains(row.reference)) {
            references << row.reference;
        }
    }
    return references;
}

ReportContent buildReportDocument(
    const AdvisorResult& result, const QList<Measurement>& used, const ReportOptions& options)
{
    ReportContent content;
    fillHeader(content, result, options);

    content.sections << answerSection(
        result, QCoreApplication::translate("headroom::report", "Executive summary"), false);
    content.sections << reasonsSection(result);
    content.sections << workloadSections(result, false);

    ReportSection perIops { QCoreApplication::translate("headroom::report", "Cost per IOPS gained"), {} };
    perIops.blocks << tableBlock(costPerIopsTable(result),
        QCoreApplication::translate(
            "headroom::report", "The chart on the first page, in figures: each option's cost ÷ the IOPS it adds."));
    content.sections << perIops;

    ReportSection curves { QCoreApplication::translate("headroom::report", "Curves"), {} };
    curves.blocks << chartBlock(ReportChart::Curves, curvesCaption(result));
    content.sections << curves;

    ReportSection cost { QCoreApplication::translate("headroom::report", "Network cost per port"), {} };
    if (result.perPort) {
        cost.blocks << tableBlock(perPortCostTable(result, TableFace::Document));
        cost.blocks << paragraph(priceSources(result).join(QLatin1Char('\n')), BlockKind::Note);
        cost.blocks << tableBlock(
            buildOutTable(result), QCoreApplication::translate("headroom::report", "Cost for the cluster"));
    } else {
        cost.blocks << paragraph(QCoreApplication::translate(
            "headroom::report", "The network design could not be priced; see the warnings."));
    }
    content.sections << cost;

    ReportSection optionsSection { QCoreApplication::translate("headroom::report", "Options"), {} };
    optionsSection.blocks << tableBlock(optionsTable(result, TableFace::Document));
    optionsSection.blocks << bullets(costTraces(result));
    content.sections << optionsSection;

    ReportSection bottleneck { bottleneckHeadline(result), {} };
    bottleneck.blocks << paragraph(result.bottleneck.sentence);
    if (!result.bottleneck.evidence.isEmpty()) {
        bottleneck.blocks << bullets(result.bottleneck.evidence);
    }
    content.sections << bottleneck;

    content.sections << ReportSection { QCoreApplication::translate("headroom::report", "Assumptions"),
        { bullets(assumptions(result)) } };

    ReportSection appendix { QCoreApplication::translate("headroom::report", "Appendix: measurements used"), {} };
    const QList<ReportSourceRow> sourceRows = reportSourceRows(used);
    appendix.blocks << tableBlock(sourcesTable(sourceRows));
    QStringList files;
    for (const Measurement& m : used) {
        files << m.source.file;
    }
    if (const QString folders = sourceFoldersNote(files); !folders.isEmpty()) {
        appendix.blocks << paragraph(folders, BlockKind::Note); // each source's folder, kept out of the table's cells
    }
    if (const QStringList references = reportSourceReferences(sourceRows); !references.isEmpty()) {
        QStringList numbered;
        for (qsizetype i = 0; i < references.size(); ++i) {
            numbered << QStringLiteral("[%1] %2").arg(i + 1).arg(references[i]);
        }
        appendix.blocks << paragraph(numbered.join(QLatin1Char('\n')), BlockKind::Note);
    }
    appendix.blocks << paragraph(QCoreApplication::translate("headroom::report", "Method"));
    appendix.blocks << bullets(method(result));
    content.sections << appendix;
    return content;
}

ReportContent buildReportSlides(
    const AdvisorResult& result, const QList<Measurement>& used, const ReportOptions& options)
{
    ReportContent content;
    fillHeader(content, result, options);

    content.sections << answerSection(result,
        hasRecommendation(result) ? QCoreApplication::translate("headroom::report", "Recommendation")
                                  : QCoreApplication::translate("headroom::report", "No recommendation"),
        true);
    content.sections << reasonsSection(result);
    content.sections << workloadSections(result, true);

    content.sections << ReportSection { QCoreApplication::translate("headroom::report", "What each option buys"),
        { chartBlock(ReportChart::Curves, QString()) } };
    if (result.perPort) {
        content.sections << ReportSection { QCoreApplication::translate("headroom::report", "Network cost per port"),
            { tableBlock(perPortCostTable(result, TableFace::Deck)),
                paragraph(priceSources(result).join(QLatin1Char('\n')), BlockKind::Note),
                tableBlock(buildOutTable(result)) } };
    }
    content.sections << ReportSection { QCoreApplication::translate("headroom::report", "Options"),
        { tableBlock(optionsTable(result, TableFace::Deck)) } };
    ReportSection bottleneck { bottleneckHeadline(result), { paragraph(result.bottleneck.sentence, BlockKind::Lead) } };
    if (!result.bottleneck.evidence.isEmpty()) {
        bottleneck.blocks << bullets(result.bottleneck.evidence);
    }
    content.sections << bottleneck;
    content.sections << ReportSection { QCoreApplication::translate("headroom::report", "Assumptions"),
        { bullets(assumptions(result)) } };
    // One line per curve (system and workload): its points, files, dates and where they come from.
    QStringList sourceLines = priceSources(result);
    const QList<ReportSourceRow> rows = reportSourceRows(used);
    QStringList curves;
    for (const ReportSourceRow& row : rows) {
        const QString curve = row.system + QStringLiteral(", ") + row.workload;
        if (curves.contains(curve)) {
            continue;
        }
        curves << curve;
        int points = 0;
        QStringList files, dates, references;
        for (const ReportSourceRow& r : rows) {
            if (r.system + QStringLiteral(", ") + r.workload != curve) {
                continue;
            }
            points += r.points;
            files << r.source;
            if (!r.date.isEmpty() && !dates.contains(r.date)) {
                dates << r.date;
            }
            if (!r.reference.isEmpty() && !references.contains(r.reference)) {
                references << r.reference;
            }
        }
        const QString from = files.size() > 2 ? QCoreApplication::translate("headroom::report", "%1 files (%2 … %3)")
                                                    .arg(files.size())
                                                    .arg(files.first(), files.last())
                                              : files.join(QStringLiteral(", "));
        sourceLines << QCoreApplication::translate("headroom::report", "%1: %2 point(s) from %3%4%5")
                           .arg(curve)
                           .arg(points)
                           .arg(from,
                               dates.isEmpty() ? QString() : QStringLiteral(", ") + dates.join(QStringLiteral(", ")),
                               references.isEmpty() ? QString()
                                                    : QStringLiteral("; ") + references.join(QStringLiteral("; ")));
    }
    content.sections << ReportSection { QCoreApplication::translate("headroom::report", "Sources"),
        { bullets(sourceLines) } };
    addSpeakerNotes(content, result, used);
    return content;
}

} // namespace headroom
