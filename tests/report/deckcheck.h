// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Reading a PPTX deck back for the tests: its parts, each slide's title placeholder, layout and notes, the figures
// in its tables; and, from a PDF LibreOffice made of it, which figures pdftotext -bbox finds broken across lines.
#include "report/pptxtemplate.h"

#include <QFile>
#include <QFileInfo>
#include <QMap>
#include <QProcess>
#include <QRegularExpression>
#include <QStringList>
#include <QXmlStreamReader>

namespace deckcheck {

struct Slide {
    QString xml;
    QString layoutPart; // "ppt/slideLayouts/slideLayout2.xml"
    QString title; // the text of the shape in the title (or ctrTitle) placeholder; empty when none
    QString notes; // the notes page's text
    QStringList cells; // every table cell's text
};

inline QString texts(const QString& xml)
{
    QStringList out;
    static const QRegularExpression t(QStringLiteral("<a:t>([^<]*)</a:t>"));
    for (auto it = t.globalMatch(xml); it.hasNext();) {
        out << it.next().captured(1).replace(QStringLiteral("&amp;"), QStringLiteral("&"));
    }
    return out.join(QLatin1Char(' '));
}

inline QString target(const QString& rels, const QString& type)
{
    const QRegularExpression re(QStringLiteral("Type=\"[^\"]*/%1\" Target=\"([^\"]*)\"").arg(type));
    return re.match(rels).captured(1);
}

inline QString titleOf(const QString& slideXml)
{
    static const QRegularExpression shape(QStringLiteral("<p:sp>.*?</p:sp>"));
    for (auto it = shape.globalMatch(slideXml); it.hasNext();) {
        const QString sp = it.next().captured(0);
        if (sp.contains(QLatin1String("<p:ph type=\"title\""))
            || sp.contains(QLatin1String("<p:ph type=\"ctrTitle\""))) {
            return texts(sp);
        }
    }
    return {};
}

inline QList<Slide> slidesOf(const QMap<QString, QByteArray>& parts)
{
    QList<Slide> slides;
    static const QRegularExpression cell(QStringLiteral("<a:tc>.*?</a:tc>"));
    for (int i = 1; parts.contains(QStringLiteral("ppt/slides/slide%1.xml").arg(i)); ++i) {
        Slide s;
        s.xml = QString::fromUtf8(parts.value(QStringLiteral("ppt/slides/slide%1.xml").arg(i)));
        const QString rels = QString::fromUtf8(parts.value(QStringLiteral("ppt/slides/_rels/slide%1.xml.rels").arg(i)));
        s.layoutPart = QStringLiteral("ppt/") + target(rels, QStringLiteral("slideLayout")).mid(3);
        s.title = titleOf(s.xml);
        const QString notes = target(rels, QStringLiteral("notesSlide"));
        s.notes = texts(QString::fromUtf8(parts.value(QStringLiteral("ppt/") + notes.mid(3))));
        for (auto it = cell.globalMatch(s.xml); it.hasNext();) {
            s.cells << texts(it.next().captured(0));
        }
        slides << s;
    }
    return slides;
}

// Figures as a person reads them, whole words: "$1,115,500.00", "1,348.13", "+274 %", "−12.5 %", "0.72 ms"; not
// the digits inside a part number ("540-BDEF") or a model ("32×400GbE").
inline QStringList figuresIn(const QString& text)
{
    static const QRegularExpression re(QStringLiteral("(?<!\\S)[-+−]?[$€£]?\\d[\\d,.]*(?: (?:%|ms|µs))?(?!\\S)"));
    QStringList out;
    for (auto it = re.globalMatch(text); it.hasNext();) {
        out << it.next().captured(0);
    }
    return out;
}

struct Word {
    QString text;
    double yMin = 0;
    int page = 0;
};

inline QList<Word> pdfWords(const QString& pdf)
{
    QProcess p;
    p.start(QStringLiteral("pdftotext"), { QStringLiteral("-bbox"), pdf, QStringLiteral("-") });
    p.waitForFinished(120000);
    QList<Word> words;
    QXmlStreamReader xml(p.readAllStandardOutput());
    int page = 0;
    while (!xml.atEnd()) {
        xml.readNext();
        if (xml.isStartElement() && xml.name() == QLatin1String("page")) {
            ++page;
        } else if (xml.isStartElement() && xml.name() == QLatin1String("word")) {
            const double y = xml.attributes().value(QLatin1String("yMin")).toDouble();
            words << Word { xml.readElementText(), y, page };
        }
    }
    return words;
}

// The figures not found whole on one line of the PDF: each figure's space-separated pieces must be consecutive
// words with the same top.
inline QStringList brokenFigures(const QString& pdf, const QStringList& figures)
{
    const QList<Word> words = pdfWords(pdf);
    QStringList broken;
    for (const QString& figure : figures) {
        const QStringList pieces = figure.split(QLatin1Char(' '));
        bool whole = false;
        for (qsizetype i = 0; !whole && i + pieces.size() <= words.size(); ++i) {
            whole = true;
            for (qsizetype k = 0; whole && k < pieces.size(); ++k) {
                const Word& w = words[i + k];
                whole = w.text == pieces[k] && w.page == words[i].page && std::abs(w.yMin - words[i].yMin) < 1.5;
            }
        }
        if (!whole) {
            broken << figure;
        }
    }
    return broken;
}

inline QStringList tableFigures(const QList<Slide>& slides)
{
    QStringList out;
    for (const Slide& s : slides) {
        for (const QString& c : s.cells) {
            for (const QString& f : figuresIn(c)) {
                if (!out.contains(f)) {
                    out << f;
                }
            }
        }
    }
    return out;
}

} // namespace deckcheck
