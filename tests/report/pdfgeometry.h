// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What a reader sees on a PDF's pages, from poppler's `pdftotext -bbox-layout` (word boxes in points, grouped into
// lines and blocks), and the checks of issue 29's "nothing broken": no figure split across two lines, no heading
// as the last line of a page, no text drawn where the page does not show it, no two words on top of each other.
#include <algorithm>

#include <QList>
#include <QProcess>
#include <QRectF>
#include <QRegularExpression>
#include <QStringList>
#include <QXmlStreamReader>

namespace headroom::test {

struct PdfWord {
    QString text;
    QRectF box;
};

struct PdfLine {
    QList<PdfWord> words;
    QRectF box;
    int block = 0; // lines of one block follow each other (a paragraph, a table cell)
    QString text() const
    {
        QStringList parts;
        for (const PdfWord& w : words) {
            parts << w.text;
        }
        return parts.join(QLatin1Char(' '));
    }
};

struct PdfPage {
    QSizeF size;
    QList<PdfLine> lines;
    QString text() const
    {
        QStringList parts;
        for (const PdfLine& l : lines) {
            parts << l.text();
        }
        return parts.join(QLatin1Char('\n'));
    }
};

inline QRectF boxOf(const QXmlStreamAttributes& a)
{
    return QRectF(QPointF(a.value(QLatin1String("xMin")).toDouble(), a.value(QLatin1String("yMin")).toDouble()),
        QPointF(a.value(QLatin1String("xMax")).toDouble(), a.value(QLatin1String("yMax")).toDouble()));
}

// The pages of `pdf`; empty when pdftotext fails. Text is NFKC-normalised (the "ﬁ" ligature reads "fi").
inline QList<PdfPage> readPdfPages(const QString& pdf)
{
    QProcess p;
    p.start(QStringLiteral("pdftotext"), { QStringLiteral("-bbox-layout"), pdf, QStringLiteral("-") });
    if (!p.waitForFinished(60000) || p.exitCode() != 0) {
        return {};
    }
    QList<PdfPage> pages;
    QXmlStreamReader xml(p.readAllStandardOutput());
    int block = 0;
    while (!xml.atEnd()) {
        if (xml.readNext() != QXmlStreamReader::StartElement) {
            continue;
        }
        const auto name = xml.name();
        if (name == QLatin1String("page")) {
            pages << PdfPage { QSizeF(xml.attributes().value(QLatin1String("width")).toDouble(),
                                   xml.attributes().value(QLatin1String("height")).toDouble()),
                {} };
        } else if (name == QLatin1String("block")) {
            ++block;
        } else if (name == QLatin1String("line") && !pages.isEmpty()) {
            pages.last().lines << PdfLine { {}, boxOf(xml.attributes()), block };
        } else if (name == QLatin1String("word") && !pages.isEmpty() && !pages.last().lines.isEmpty()) {
            const QRectF box = boxOf(xml.attributes());
            pages.last().lines.last().words
                << PdfWord { xml.readElementText().normalized(QString::NormalizationForm_KC), box };
        }
    }
    return pages;
}

// Where a page's body is (points from the top): text outside it, except the footer below it, is not shown.
struct PdfBody {
    qreal top = 0;
    qreal bottom = 0;
    qreal footerTop = 0; // the footer's line starts here (below `bottom`)
};

// Words whose box sits across the body's edges: Qt drew them, the clip hid them, the PDF's text still has them.
inline QStringList hiddenText(const QList<PdfPage>& pages, const PdfBody& body)
{
    QStringList problems;
    for (qsizetype p = 0; p < pages.size(); ++p) {
        for (const PdfLine& line : pages[p].lines) {
            const bool inBody = line.box.top() >= body.top - 1 && line.box.bottom() <= body.bottom + 1;
            if (!inBody && line.box.top() < body.footerTop - 1) {
                problems << QStringLiteral("page %1: '%2' is outside the body (y %3–%4)")
                                .arg(p + 1)
                                .arg(line.text())
                                .arg(line.box.top())
                                .arg(line.box.bottom());
            }
        }
    }
    return problems;
}

// A figure ("$1,115,500.00", "+230 %", "350,000", "5 ms") broken between the end of one line and the start of the
// next line of the same block.
inline QStringList splitFigures(const QList<PdfPage>& pages)
{
    static const QRegularExpression head(QStringLiteral("^[(]?[+−±-]?[$€£]?(\\d[\\d,.]*)?$"));
    static const QRegularExpression tail(QStringLiteral("^([\\d,.%]|(ms|µs|IOPS)\\b)"));
    QStringList problems;
    for (qsizetype p = 0; p < pages.size(); ++p) {
        const QList<PdfLine>& lines = pages[p].lines;
        for (qsizetype i = 0; i + 1 < lines.size(); ++i) {
            if (lines[i].block != lines[i + 1].block || lines[i].words.isEmpty() || lines[i + 1].words.isEmpty()) {
                continue;
            }
            const PdfWord& end = lines[i].words.last();
            const PdfWord& start = lines[i + 1].words.first();
            if (end.text.isEmpty() || !head.match(end.text).hasMatch() || !tail.match(start.text).hasMatch()
                || start.box.left() >= end.box.right() || start.box.top() < end.box.top()) {
                continue;
            }
            problems << QStringLiteral("page %1: a figure is split across lines: '%2' / '%3'")
                            .arg(p + 1)
                            .arg(lines[i].text(), lines[i + 1].text());
        }
    }
    return problems;
}

inline qreal medianLineHeight(const QList<PdfLine>& lines)
{
    QList<qreal> heights;
    for (const PdfLine& l : lines) {
        heights << l.box.height();
    }
    std::sort(heights.begin(), heights.end());
    return heights.isEmpty() ? 0 : heights[heights.size() / 2];
}

// A page (not the last) whose last line in the body is a heading: set larger than the page's usual line.
inline QStringList headingsAtFoot(const QList<PdfPage>& pages, const PdfBody& body)
{
    QStringList problems;
    for (qsizetype p = 0; p + 1 < pages.size(); ++p) {
        QList<PdfLine> inBody;
        for (const PdfLine& l : pages[p].lines) {
            if (l.box.bottom() <= body.bottom + 1) {
                inBody << l;
            }
        }
        if (inBody.isEmpty()) {
            continue;
        }
        const auto last = std::max_element(inBody.cbegin(), inBody.cend(),
            [](const PdfLine& a, const PdfLine& b) { return a.box.top() < b.box.top(); });
        if (last->box.height() >= 1.2 * medianLineHeight(inBody)) {
            problems << QStringLiteral("page %1 ends with the heading '%2'").arg(p + 1).arg(last->text());
        }
    }
    return problems;
}

// Words of different lines whose boxes overlap (a footnote over a table row, a label over a figure).
inline QStringList overlappingWords(const QList<PdfPage>& pages)
{
    QStringList problems;
    for (qsizetype p = 0; p < pages.size(); ++p) {
        const QList<PdfLine>& lines = pages[p].lines;
        for (qsizetype a = 0; a < lines.size(); ++a) {
            for (qsizetype b = a + 1; b < lines.size(); ++b) {
                if (!lines[a].box.adjusted(0.5, 0.5, -0.5, -0.5).intersects(lines[b].box)) {
                    continue;
                }
                for (const PdfWord& wa : lines[a].words) {
                    for (const PdfWord& wb : lines[b].words) {
                        if (wa.box.adjusted(0.5, 0.5, -0.5, -0.5).intersects(wb.box)) {
                            problems << QStringLiteral("page %1: '%2' overlaps '%3'").arg(p + 1).arg(wa.text, wb.text);
                        }
                    }
                }
            }
        }
    }
    return problems;
}

// The page (from 1) whose text, without white space, holds `text` without white space; 0 when none does (split
// across pages, or absent).
inline int pageHolding(const QList<PdfPage>& pages, QString text)
{
    text.remove(QRegularExpression(QStringLiteral("\\s")));
    for (qsizetype p = 0; p < pages.size(); ++p) {
        QString page = pages[p].text();
        page.remove(QRegularExpression(QStringLiteral("\\s")));
        if (page.contains(text)) {
            return int(p + 1);
        }
    }
    return 0;
}

} // namespace headroom::test
