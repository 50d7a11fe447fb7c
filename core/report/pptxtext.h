// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <optional>

#include <QFont>
#include <QString>
#include <QStringList>

// Text of the deck: how wide a string is in the deck's font, how many lines it takes in a box, and the DrawingML
// paragraphs and runs that carry it. Colours are theme colours (tx1, tx2, accent1, …), so a company template's
// colours follow. Any thread.
namespace headroom::pptx {

class TextMeasure {
public:
    // `family`: the theme's body font ("DejaVu Sans" in Headroom's own). Without a QGuiApplication (no font
    // database) widths come from DejaVu Sans's average advances, rounded up.
    explicit TextMeasure(const QString& family);

    qreal width(const QString& text, qreal sizePt, bool bold = false) const; // points, on one line
    // Lines `text` takes when wrapped at spaces in `widthPt` (a word wider than the box counts as wrapping inside).
    int lines(const QString& text, qreal sizePt, qreal widthPt, bool bold = false) const;
    qreal height(const QString& text, qreal sizePt, qreal widthPt, bool bold = false) const; // 1.2 lines per em
    // The widest piece the text must never be broken in: a figure ("$1,115,500.00", "+274 %", "1.2 ms") or a word.
    qreal unbreakableWidth(const QString& text, qreal sizePt, bool bold = false) const;

private:
    std::optional<QFont> m_font; // at kReferencePx pixels
};

// A figure: a number with its sign, currency and unit, which a table cell or a line must not break.
bool isFigure(const QString& cellText);
QStringList figuresIn(const QString& text);

struct Run {
    QString text;
    qreal sizePt = 0; // 0: the placeholder's or master's size
    bool bold = false;
    QString colour; // a theme colour ("tx1", "tx2", "accent1"); empty: inherited
    bool themeFont = false; // the theme's body font, stated (text boxes and tables: not inherited from a master)
};

enum class Para { Plain, Bullet, PlaceholderPlain, PlaceholderBullet };

QString runXml(const Run& run);
// Placeholder paragraphs inherit the master's bullets and indents (PlaceholderBullet) or switch them off
// (PlaceholderPlain); a text box's paragraphs state their own.
QString paragraphXml(const Run& run, Para kind = Para::Plain, const QString& align = QString());
QString schemeFill(const QString& colour); // <a:solidFill><a:schemeClr …/></a:solidFill>

} // namespace headroom::pptx
