// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "reportcharts.h"
#include "reportcontent.h"

#include <optional>

#include <QColor>

namespace headroom {

// The report's colours; light for print, dark for screens and projectors.
struct ReportStyle {
    QColor background;
    QColor text;
    QColor muted;
    QColor accent;
    QColor rule;
    QColor headerFill;
    static ReportStyle of(bool dark);
};

// A piece of the report as Qt rich text (QTextDocument's HTML subset), or a chart to draw in its place.
struct RichTextPiece {
    QString html;
    std::optional<ReportChart> chart;
    bool startsPage = false; // the piece opens with a heading that starts a new page
};

// The QTextBlock::userState of a paragraph the PDF keeps on the page of what follows it (besides headings).
inline constexpr int kKeepWithNextState = 1;

// The content as rich text for the PDF writer: `slides` starts every section on a new page and sizes type for
// 16:9 slides. Tables carry <thead> so QTextDocument repeats their header on every page they span.
QList<RichTextPiece> reportRichText(const ReportContent& content, bool slides);

// One self-contained HTML file: inline CSS and inline SVG charts, no external resources. UTF-8.
QByteArray reportHtml(const ReportContent& content, const ReportChartRenderer& charts);

} // namespace headroom
