// SPDX-License-Identifier: GPL-3.0-or-later
#include "pptxtext.h"

#include "pptxparts.h"

#include <cmath>

#include <QFontMetricsF>
#include <QGuiApplication>
#include <QRegularExpression>

namespace headroom::pptx {

namespace {
constexpr int kReferencePx = 200; // widths measured at 200 px and scaled: hinting is then negligible

// "$1,115,500.00", "+274 %", "−12.5 %", "1.2 ms", "286K", "2×100GbE", "±3.1 pp": sign, currency, digits, unit.
const QRegularExpression& figurePattern()
{
    static const QRegularExpression re(
        QStringLiteral("[-+−±]?[$€£¥]?\\d[\\d,.]*(?:[  ]?(?:%|pp|×|ms|µs|us|ns|[KMG]?B/s|[KMGT]iB|[KMGT]B|[KMB]\\b|"
                       "IOPS|GbE|Gb/s))?"));
    return re;
}

// DejaVu Sans advances in em (digits 0.636, capitals about 0.7, lower case about 0.6, space 0.318).
qreal estimatedEm(QChar c, bool bold)
{
    qreal em = 0.6;
    if (c.isSpace() || c == QLatin1Char(',') || c == QLatin1Char('.') || c == QLatin1Char('i')
        || c == QLatin1Char('l')) {
        em = 0.32;
    } else if (c.isDigit()) {
        em = 0.64;
    } else if (c.isUpper() || c == QLatin1Char('%') || c == QLatin1Char('$')) {
        em = 0.75;
    }
    return bold ? em * 1.08 : em;
}
} // namespace

TextMeasure::TextMeasure(const QString& family)
{
    if (qobject_cast<QGuiApplication*>(QCoreApplication::instance())) {
        QFont font(family.isEmpty() || family.startsWith(QLatin1Char('+')) ? QStringLiteral("DejaVu Sans") : family);
        font.setStyleHint(QFont::SansSerif);
        font.setPixelSize(kReferencePx);
        m_font = font;
    }
}

qreal TextMeasure::width(const QString& text, qreal sizePt, bool bold) const
{
    if (!m_font) {
        qreal em = 0;
        for (const QChar c : text) {
            em += estimatedEm(c, bold);
        }
        return em * sizePt;
    }
    QFont font = *m_font;
    font.setBold(bold);
    return QFontMetricsF(font).horizontalAdvance(text) * sizePt / kReferencePx;
}

int TextMeasure::lines(const QString& text, qreal sizePt, qreal widthPt, bool bold) const
{
    int total = 0;
    const qreal space = width(QStringLiteral(" "), sizePt, bold);
    for (const QString& paragraph : text.split(QLatin1Char('\n'))) {
        int lines = 1;
        qreal used = 0;
        for (const QString& word : paragraph.split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
            const qreal w = width(word, sizePt, bold);
            if (used > 0 && used + space + w > widthPt) {
                ++lines;
                used = 0;
            }
            if (used == 0 && w > widthPt) {
                lines += int(std::ceil(w / widthPt)) - 1; // broken inside the word
                used = std::fmod(w, widthPt);
                continue;
            }
            used += (used > 0 ? space : 0) + w;
        }
        total += lines;
    }
    return total;
}

qreal TextMeasure::height(const QString& text, qreal sizePt, qreal widthPt, bool bold) const
{
    return lines(text, sizePt, widthPt, bold) * sizePt * 1.2;
}

qreal TextMeasure::unbreakableWidth(const QString& text, qreal sizePt, bool bold) const
{
    qreal widest = 0;
    for (const QString& word : text.split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
        widest = std::max(widest, width(word, sizePt, bold));
    }
    for (const QString& figure : figuresIn(text)) {
        widest = std::max(widest, width(figure, sizePt, bold));
    }
    return widest;
}

bool isFigure(const QString& cellText)
{
    const QString text = cellText.trimmed();
    const auto match = figurePattern().match(text);
    // The whole cell is one figure, perhaps with a short word ("12 ports", "2 × 25GbE").
    return match.hasMatch() && (match.capturedLength() == text.size() || text.size() <= 14);
}

QStringList figuresIn(const QString& text)
{
    QStringList out;
    for (auto it = figurePattern().globalMatch(text); it.hasNext();) {
        out << it.next().captured(0);
    }
    return out;
}

QString schemeFill(const QString& colour)
{
    return QStringLiteral("<a:solidFill><a:schemeClr val=\"%1\"/></a:solidFill>").arg(colour);
}

QString runXml(const Run& run)
{
    QString attributes = QStringLiteral("lang=\"en-US\"");
    if (run.sizePt > 0) {
        attributes += QStringLiteral(" sz=\"%1\"").arg(std::lround(run.sizePt * 100));
    }
    if (run.bold) {
        attributes += QStringLiteral(" b=\"1\"");
    }
    QString fill = run.colour.isEmpty() ? QString() : schemeFill(run.colour);
    if (run.themeFont) {
        fill += QStringLiteral("<a:latin typeface=\"+mn-lt\"/>");
    }
    return QStringLiteral("<a:r><a:rPr %1 dirty=\"0\">%2</a:rPr><a:t>%3</a:t></a:r>")
        .arg(attributes, fill, xmlEscaped(run.text));
}

QString paragraphXml(const Run& run, Para kind, const QString& align)
{
    const QString algn = align.isEmpty() ? QString() : QStringLiteral(" algn=\"%1\"").arg(align);
    QString props;
    switch (kind) {
    case Para::Plain:
        props = algn.isEmpty() ? QString() : QStringLiteral("<a:pPr%1/>").arg(algn);
        break;
    case Para::Bullet:
        props = QStringLiteral("<a:pPr marL=\"228600\" indent=\"-228600\"%1><a:spcBef><a:spcPts val=\"300\"/>"
                               "</a:spcBef><a:buFont typeface=\"Arial\"/><a:buChar char=\"&#8226;\"/></a:pPr>")
                    .arg(algn);
        break;
    case Para::PlaceholderPlain:
        props = QStringLiteral("<a:pPr marL=\"0\" indent=\"0\"%1><a:spcBef><a:spcPts val=\"600\"/></a:spcBef>"
                               "<a:buNone/></a:pPr>")
                    .arg(algn);
        break;
    case Para::PlaceholderBullet:
        props = algn.isEmpty() ? QString() : QStringLiteral("<a:pPr%1/>").arg(algn);
        break;
    }
    const QString end = run.sizePt > 0
        ? QStringLiteral("<a:endParaRPr lang=\"en-US\" sz=\"%1\" dirty=\"0\"/>").arg(std::lround(run.sizePt * 100))
        : QStringLiteral("<a:endParaRPr lang=\"en-US\" dirty=\"0\"/>");
    return QStringLiteral("<a:p>%1%2%3</a:p>").arg(props, run.text.isEmpty() ? QString() : runXml(run), end);
}

} // namespace headroom::pptx
