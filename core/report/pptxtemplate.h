// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/expected.h"

#include <array>
#include <utility>

#include <QByteArray>
#include <QList>
#include <QMap>
#include <QRectF>
#include <QSizeF>
#include <QString>

// The master, layouts and theme a deck is built on: Headroom's own (builtinDeckTemplate) or a company's, read from
// its .potx/.pptx (readDeckTemplate). Both are described the same way: the parts to copy into the deck verbatim, and
// for each kind of slide the layout to use with its placeholders (type, idx, box), so the writer puts the title in
// the title placeholder and the body in the body placeholder whatever template it is given. Pure values; any thread.
namespace headroom::pptx {

// The slide kinds of the deck, and the layout type (ECMA-376 ST_SlideLayoutType) each asks for first.
enum class SlideKind { Title, TitleContent, TwoContent, Section };
inline constexpr int kSlideKindCount = 4;

// One placeholder of a layout: its p:ph attributes as written there (so a slide's shape inherits from it), and its
// box in points (from the layout, else the master's placeholder of that type).
struct Placeholder {
    QString type; // "title", "ctrTitle", "body", "subTitle", "obj" (an absent type), "sldNum", "ftr", …
    QString idx; // as written; empty when absent
    QRectF boxPt;
    qreal sizePt = 0; // the type size it gives its first level (its list style, else the master's); 0: not stated
    bool isTitle() const { return type == QLatin1String("title") || type == QLatin1String("ctrTitle"); }
    // The p:ph element a slide's shape carries to use this placeholder.
    QString phXml() const;
};

struct DeckLayout {
    QString part; // "ppt/slideLayouts/slideLayout2.xml"
    QString type; // the layout's type attribute ("title", "obj", "twoObj", "secHead", "tx", …)
    QString name; // its p:cSld name
    QList<Placeholder> placeholders; // in document order
    std::optional<Placeholder> title() const;
    // The content placeholders (body, obj, subTitle, tx…), left to right then top to bottom.
    QList<Placeholder> bodies() const;
    std::optional<Placeholder> find(const QString& placeholderType) const; // "sldNum", "ftr"
};

struct DeckTemplate {
    QString source; // the file it was read from, or "built-in"
    QList<std::pair<QString, QByteArray>> parts; // masters, layouts, themes, their media and relationships
    QMap<QString, QString> contentTypes; // part name ("/ppt/…") → content type, for the parts above
    QMap<QString, QString> defaultTypes; // extension → content type of the template's Default entries
    QStringList masters; // slide master part names
    QString theme; // the theme of the first master (the presentation's theme)
    QList<DeckLayout> layouts; // every layout of every master
    std::array<int, kSlideKindCount> layoutFor {}; // index into layouts for each SlideKind
    QSizeF slidePt { 960, 540 };
    QString defaultTextStyle; // the template presentation's p:defaultTextStyle element, or empty
    QString minorFont; // the theme's body font (tables and text boxes are measured in it)
    QString majorFont;
    int firstFreeId = 0; // above every sldLayoutId and sldMasterId of the masters

    const DeckLayout& layout(SlideKind kind) const { return layouts[layoutFor[static_cast<int>(kind)]]; }
};

// Headroom's master and its four layouts (Title Slide, Title and Content, Two Content, Section Header) on a 16:9
// slide, with a theme of the report's colours (dark: a dark background).
DeckTemplate builtinDeckTemplate(bool dark);

// A company template (.potx, or a .pptx whose master and layouts are used; its slides are not copied). Fails naming
// the file and the part when it is not a zip package, has no presentation part or no slide master or layout.
Expected<DeckTemplate> readDeckTemplate(const QString& path);

// The same from the package's bytes, or from its parts by name (`name` is used in messages).
Expected<DeckTemplate> deckTemplateFromPackage(const QByteArray& package, const QString& name);
Expected<DeckTemplate> deckTemplateFromParts(const QMap<QString, QByteArray>& parts, const QString& name);

// The entries of a zip archive (libzip), by name; fails with `name` and libzip's reason.
Expected<QMap<QString, QByteArray>> unzipped(const QByteArray& package, const QString& name);

} // namespace headroom::pptx
