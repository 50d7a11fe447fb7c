// SPDX-License-Identifier: GPL-3.0-or-later
#include "footnotewrap.h"

#include <QStringList>

namespace headroom::charts {

namespace {

// The pieces a line may end after: each ends with a space or a '/', except perhaps the last.
QStringList breakablePieces(const QString& paragraph)
{
    QStringList pieces;
    qsizetype start = 0;
    for (qsizetype i = 0; i < paragraph.size(); ++i) {
        if (paragraph[i] == QLatin1Char(' ') || paragraph[i] == QLatin1Char('/')) {
            pieces << paragraph.mid(start, i + 1 - start);
            start = i + 1;
        }
    }
    if (start < paragraph.size()) {
        pieces << paragraph.mid(start);
    }
    return pieces;
}

QStringList wrapParagraph(const QString& paragraph, const QFontMetricsF& metrics, qreal width)
{
    QStringList lines;
    QString line;
    for (const QString& piece : breakablePieces(paragraph)) {
        const QString longer = line + piece;
        if (!line.isEmpty() && metrics.horizontalAdvance(longer.trimmed()) > width) {
            lines << line.trimmed();
            line = piece;
        } else {
            line = longer;
        }
    }
    if (!line.trimmed().isEmpty() || lines.isEmpty()) {
        lines << line.trimmed();
    }
    return lines;
}

} // namespace

QString wrapFootnote(const QString& text, const QFontMetricsF& metrics, qreal width)
{
    QStringList lines;
    for (const QString& paragraph : text.split(QLatin1Char('\n'))) {
        lines << wrapParagraph(paragraph, metrics, width);
    }
    return lines.join(QLatin1Char('\n'));
}

} // namespace headroom::charts
