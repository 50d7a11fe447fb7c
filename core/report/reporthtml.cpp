// SPDX-License-Identifier: GPL-3.0-or-later
#include "reporthtml.h"

#include "model/translations.h"

#include <QCoreApplication>
#include <QRegularExpression>

namespace headroom {

namespace {
// A figure is never broken across lines: its number and its unit ("+230 %", "1 ms", "350K IOPS", "± 412") are held
// together by a no-break space, which Qt's line breaker and every browser honour.
QString keepFiguresTogether(QString text)
{
    static const QRegularExpression unit(
        QStringLiteral("(?<=\\d)[ \\t](?=(%|ms\\b|µs\\b|s\\b|IOPS\\b|GbE\\b|Gb/s\\b|MB/s\\b|GB\\b|×|[A-Z]{3}\\b))"));
    static const QRegularExpression sign(QStringLiteral("(?<=[±×=])[ \\t](?=[-+−$]?\\d)"));
    text.replace(unit, QString(QChar::Nbsp));
    text.replace(sign, QString(QChar::Nbsp));
    return text;
}

QString esc(const QString& text)
{
    QString html = keepFiguresTogether(text).toHtmlEscaped();
    html.replace(QLatin1Char('\n'), QStringLiteral("<br/>"));
    return html;
}

// Column widths come from the content (the browser's table layout; the PDF measures its cells, see reportpdf.cpp), so
// a column is never squeezed below its widest figure. Number cells do not wrap.
QString tableHtml(const ReportTable& table, const ReportStyle& style, bool slides)
{
    const QString size = slides ? QStringLiteral("13pt") : QStringLiteral("8.5pt");
    QString html
        = QStringLiteral("<table class=\"data\" width=\"100%\" border=\"1\" cellspacing=\"0\" cellpadding=\"3\" "
                         "style=\"border-collapse: collapse; border-color: %1; font-size: %2;\">")
              .arg(style.rule.name(), size);
    const auto align = [&table](qsizetype c) {
        return table.rightAligned.contains(int(c)) ? QStringLiteral("right") : QStringLiteral("left");
    };
    html += QStringLiteral("<thead><tr>");
    for (qsizetype c = 0; c < table.headers.size(); ++c) {
        html += QStringLiteral("<th bgcolor=\"%1\" align=\"%2\">%3</th>")
                    .arg(style.headerFill.name(), align(c), esc(table.headers[c]));
    }
    html += QStringLiteral("</tr></thead><tbody>");
    for (qsizetype r = 0; r < table.rows.size(); ++r) {
        const bool strong = table.emphasisedRows.contains(int(r));
        html += QStringLiteral("<tr>");
        const QStringList& row = table.rows[r];
        for (qsizetype c = 0; c < row.size(); ++c) {
            const QString cell = strong ? QStringLiteral("<b>%1</b>").arg(esc(row[c])) : esc(row[c]);
            const bool number = table.rightAligned.contains(int(c));
            html += QStringLiteral("<td align=\"%1\"%2>%3</td>")
                        .arg(align(c), number ? QStringLiteral(" style=\"white-space: nowrap;\"") : QString(), cell);
        }
        html += QStringLiteral("</tr>");
    }
    html += QStringLiteral("</tbody></table>");
    return html;
}

QString figuresHtml(const QList<ReportFigure>& figures, const ReportStyle& style, bool slides)
{
    QString html = QStringLiteral("<table class=\"figures\" width=\"100%\" cellspacing=\"0\" cellpadding=\"6\"><tr>");
    for (const ReportFigure& f : figures) {
        html += QStringLiteral(
            "<td valign=\"top\" width=\"%1%\"><p style=\"font-size: %2; font-weight: bold; color: "
            "%3; margin: 0; white-space: nowrap;\">%4</p><p style=\"font-size: %5; color: %6; margin: 0;\">%7</p></td>")
                    .arg(100 / std::max<qsizetype>(figures.size(), 1))
                    .arg(slides ? QStringLiteral("24pt") : QStringLiteral("14pt"), style.accent.name(), esc(f.value),
                        slides ? QStringLiteral("12pt") : QStringLiteral("8.5pt"), style.muted.name(), esc(f.label));
    }
    html += QStringLiteral("</tr></table>");
    return html;
}

QString blockHtml(const ReportBlock& block, const ReportStyle& style, bool slides)
{
    switch (block.kind) {
    case BlockKind::Lead:
        return QStringLiteral("<p class=\"lead\" style=\"font-size: %1; font-weight: bold; color: %2;\">%3</p>")
            .arg(slides ? QStringLiteral("24pt") : QStringLiteral("16pt"), style.accent.name(), esc(block.text));
    case BlockKind::Paragraph:
        return QStringLiteral("<p style=\"font-size: %1;\">%2</p>")
            .arg(slides ? QStringLiteral("16pt") : QStringLiteral("10pt"), esc(block.text));
    case BlockKind::Note:
        return QStringLiteral("<p class=\"note\" style=\"font-size: %1; color: %2;\">%3</p>")
            .arg(slides ? QStringLiteral("11pt") : QStringLiteral("8pt"), style.muted.name(), esc(block.text));
    case BlockKind::Bullets: {
        QString html = QStringLiteral("<ul style=\"font-size: %1;\">")
                           .arg(slides ? QStringLiteral("14pt") : QStringLiteral("9pt"));
        for (const QString& item : block.items) {
            html += QStringLiteral("<li>%1</li>").arg(esc(item));
        }
        return html + QStringLiteral("</ul>");
    }
    case BlockKind::Figures:
        return figuresHtml(block.figures, style, slides);
    case BlockKind::Table: {
        QString html;
        if (!block.text.isEmpty()) {
            // A heading of its own (h3): the PDF keeps it on the page of its table.
            html += QStringLiteral(
                "<h3 style=\"font-size: %1; font-weight: bold; margin-top: 6px; margin-bottom: 3px;\">%2</h3>")
                        .arg(slides ? QStringLiteral("16pt") : QStringLiteral("12pt"), esc(block.text));
        }
        return html + tableHtml(block.table, style, slides);
    }
    case BlockKind::Chart:
        return {};
    }
    return {};
}

QString titleHtml(const ReportContent& content, const ReportStyle& style, bool slides)
{
    QString html
        = QStringLiteral("<h1 style=\"font-size: %1; color: %2;\">%3</h1>")
              .arg(slides ? QStringLiteral("34pt") : QStringLiteral("22pt"), style.text.name(), esc(content.title));
    for (const QString& line : content.titleLines) {
        html += QStringLiteral("<p class=\"byline\" style=\"font-size: %1; color: %2; margin: 0;\">%3</p>")
                    .arg(slides ? QStringLiteral("16pt") : QStringLiteral("10pt"), style.muted.name(), esc(line));
    }
    return html;
}

QString sectionTitle(const ReportSection& section, const ReportStyle& style, bool slides, bool breakBefore)
{
    return QStringLiteral("<h2 style=\"font-size: %1; color: %2;%3\">%4</h2>")
        .arg(slides ? QStringLiteral("26pt") : QStringLiteral("14pt"), style.text.name(),
            breakBefore ? QStringLiteral(" page-break-before: always;") : QString(), esc(section.title));
}

// Sections of the document that start a page: the charts, the cost tables and the appendix.
bool documentBreakBefore(int index, const ReportSection& section)
{
    return index == 1 || section.title == QCoreApplication::translate("headroom::report", "Curves")
        || section.title == QCoreApplication::translate("headroom::report", "Network cost per port")
        || section.title == QCoreApplication::translate("headroom::report", "Appendix: measurements used");
}
} // namespace

ReportStyle ReportStyle::of(bool dark)
{
    if (dark) {
        return { QColor(0x1e, 0x1f, 0x24), QColor(0xee, 0xee, 0xee), QColor(0xa8, 0xaa, 0xb0), QColor(0x56, 0xb4, 0xe9),
            QColor(0x55, 0x58, 0x60), QColor(0x2e, 0x31, 0x38) };
    }
    return { QColor(Qt::white), QColor(0x1a, 0x1a, 0x1a), QColor(0x5f, 0x63, 0x68), QColor(0x00, 0x5a, 0x9c),
        QColor(0xb8, 0xbc, 0xc2), QColor(0xe8, 0xec, 0xf1) };
}

namespace {
// Marks the first paragraph of `html` to be kept on the page of what follows it (kKeepWithNextState, read by
// reportpdf.cpp): a caption above its chart, a line that introduces a list or a table.
QString keptWithNext(QString html)
{
    const qsizetype at = html.indexOf(QStringLiteral("<p style=\""));
    if (at >= 0) {
        html.insert(at + 10, QStringLiteral("-qt-user-state: %1; ").arg(kKeepWithNextState));
    }
    return html;
}

bool introduces(const ReportBlock& block, const ReportBlock* next)
{
    return block.kind == BlockKind::Paragraph && next
        && (next->kind == BlockKind::Bullets || next->kind == BlockKind::Table);
}
} // namespace

QList<RichTextPiece> reportRichText(const ReportContent& content, bool slides)
{
    const ReportStyle style = ReportStyle::of(content.options.dark);
    QList<RichTextPiece> pieces;
    QString html = titleHtml(content, style, slides);
    bool startsPage = false;
    for (qsizetype i = 0; i < content.sections.size(); ++i) {
        const ReportSection& section = content.sections[i];
        const bool breakBefore = slides || documentBreakBefore(int(i), section);
        if (html.isEmpty() && breakBefore && !pieces.isEmpty()) {
            startsPage = true;
        }
        html += sectionTitle(section, style, slides, breakBefore);
        for (qsizetype b = 0; b < section.blocks.size(); ++b) {
            const ReportBlock& block = section.blocks[b];
            if (block.kind == BlockKind::Chart) {
                if (!block.text.isEmpty() && !slides) {
                    ReportBlock caption;
                    caption.kind = BlockKind::Note;
                    caption.text = block.text;
                    html += keptWithNext(blockHtml(caption, style, slides));
                }
                pieces << RichTextPiece { html, block.chart, startsPage };
                html.clear();
                startsPage = false;
            } else {
                const ReportBlock* next = b + 1 < section.blocks.size() ? &section.blocks[b + 1] : nullptr;
                const QString text = blockHtml(block, style, slides);
                html += introduces(block, next) ? keptWithNext(text) : text;
            }
        }
    }
    pieces << RichTextPiece { html, std::nullopt, startsPage };
    return pieces;
}

QByteArray reportHtml(const ReportContent& content, const ReportChartRenderer& charts)
{
    const ReportStyle style = ReportStyle::of(content.options.dark);
    QString html = QStringLiteral("<!DOCTYPE html>\n<html xmlns=\"http://www.w3.org/1999/xhtml\" "
                                  "lang=\"%3\">\n<head>\n<meta charset=\"utf-8\"/>\n"
                                  "<meta name=\"generator\" content=\"Headroom %1\"/>\n<title>%2</title>\n<style>\n")
                       .arg(QStringLiteral(HEADROOM_VERSION), esc(content.title), i18n::installed());
    html += QStringLiteral(
        "body { font-family: 'DejaVu Sans', Arial, sans-serif; max-width: 60rem; margin: 2rem auto; padding: 0 1rem; "
        "background: %1; color: %2; line-height: 1.4; }\n"
        "h1 { font-size: 1.8rem; margin-bottom: .3rem; } h2 { font-size: 1.3rem; margin-top: 2rem; "
        "border-bottom: 1px solid %5; }\n"
        ".byline { color: %3; margin: 0; } .lead { font-size: 1.4rem; font-weight: bold; color: %4; }\n"
        "table.data { border-collapse: collapse; width: 100%; font-size: .85rem; }\n"
        "table.data th, table.data td { border: 1px solid %5; padding: .25rem .4rem; }\n"
        "table.data th { background: %6; } table.figures td p:first-child { font-size: 1.6rem; }\n"
        ".note { color: %3; font-size: .8rem; } figure { margin: 1rem 0; } figure svg { width: 100%; height: auto; }\n"
        "figcaption { color: %3; font-size: .85rem; }\n"
        "footer { color: %3; font-size: .8rem; margin-top: 2rem; border-top: 1px solid %5; }\n")
                .arg(style.background.name(), style.text.name(), style.muted.name(), style.accent.name(),
                    style.rule.name(), style.headerFill.name());
    html += QStringLiteral("</style>\n</head>\n<body>\n<header>\n") + titleHtml(content, style, false)
        + QStringLiteral("\n</header>\n");
    for (const ReportSection& section : content.sections) {
        html += QStringLiteral("<section>\n<h2>%1</h2>\n").arg(esc(section.title));
        for (const ReportBlock& block : section.blocks) {
            if (block.kind == BlockKind::Chart) {
                QString svg = QString::fromUtf8(charts.svg(block.chart, QSizeF(960, 540)));
                svg = svg.mid(std::max<qsizetype>(svg.indexOf(QStringLiteral("<svg")), 0));
                svg.insert(
                    4, QStringLiteral(" role=\"img\" aria-label=\"%1\"").arg(esc(charts.description(block.chart))));
                html += QStringLiteral("<figure>\n") + svg.trimmed()
                    + QStringLiteral("\n<figcaption>%1</figcaption>\n</figure>\n").arg(esc(block.text));
            } else {
                html += blockHtml(block, style, false) + QLatin1Char('\n');
            }
        }
        html += QStringLiteral("</section>\n");
    }
    html += QStringLiteral("<footer>%1 · made with Headroom %2</footer>\n</body>\n</html>\n")
                .arg(esc(content.footer), QStringLiteral(HEADROOM_VERSION));
    return html.toUtf8();
}

} // namespace headroom
