// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "advice/advisor.h"
#include "model/measurement.h"
#include "reportoptions.h"

#include <QList>
#include <QStringList>

namespace headroom {

// The report as plain content, before any format: the PDF, the slides, the HTML page and the PPTX deck are all
// written from one ReportContent, so they carry the same words and figures. Figures are formatted here, from the
// advisor's result, with the same rounding as `advise --json` (money to the cent).

enum class ReportChart { CostPerIops, Curves, Runway }; // Runway: with a customer demand only

struct ReportTable {
    QStringList headers;
    QList<QStringList> rows;
    QList<int> rightAligned; // column indexes holding numbers
    QList<int> emphasisedRows; // totals
    QList<int> widthsPct; // column widths in percent of the page; empty: by content
};

struct ReportFigure {
    QString value; // "$42,652.13", "+78 %"
    QString label; // "cost of the network upgrade (12 ports)"
};

enum class BlockKind { Lead, Paragraph, Figures, Bullets, Table, Chart, Note };

struct ReportBlock {
    BlockKind kind = BlockKind::Paragraph;
    QString text; // Lead, Paragraph, Note; the caption of a Chart or Table
    QStringList items; // Bullets
    QList<ReportFigure> figures;
    ReportTable table;
    ReportChart chart = ReportChart::CostPerIops;
};

struct ReportSection {
    QString title;
    QList<ReportBlock> blocks;
    // The deck's speaker notes for this slide: how each figure on it is derived (formula, inputs, sources), one
    // paragraph a line (reportnotes.h fills them for the slides).
    QStringList speakerNotes {};
};

struct ReportContent {
    ReportOptions options;
    QString title; // the options' title, or one made from the workload
    QStringList titleLines; // customer, author, date, "Headroom 0.1.0"
    QString footer; // names the report on every page
    QList<ReportSection> sections; // in the order; a slide deck: one section per slide
};

// One measurement source behind the curves, for the appendix: a file (with its hash) or a published report.
struct ReportSourceRow {
    QString system;
    QString workload;
    int points = 0;
    QString source; // file name, or the report when there is no file
    QString reference; // the report or provenance the file comes with; empty when `source` is the report
    QString date;
    QString sha256;
};

// Groups the measurements used by system and source file.
QList<ReportSourceRow> reportSourceRows(const QList<Measurement>& used);
// The distinct references of the rows, in order: the table cites them as [n] instead of repeating them.
QStringList reportSourceReferences(const QList<ReportSourceRow>& rows);

ReportContent buildReportDocument(
    const AdvisorResult& result, const QList<Measurement>& used, const ReportOptions& options);
ReportContent buildReportSlides(
    const AdvisorResult& result, const QList<Measurement>& used, const ReportOptions& options);

// True when the advisor recommends an option (network upgrade or added nodes); otherwise the report says why not.
bool hasRecommendation(const AdvisorResult& result);

// The option's name as the report writes it ("VxRail ESA 6-node 100GbE (network upgrade)", "+5 nodes (modeled)").
QString reportOptionName(const AdvisorOption& option);

} // namespace headroom
