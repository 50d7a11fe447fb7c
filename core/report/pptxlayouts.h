// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "pptxtemplate.h"

// The parts of pptxtemplate.cpp that read layouts (internal to the report module).
namespace headroom::pptx {

// The placeholders of a slide master or layout part, with whether each states its own box.
struct PartPlaceholders {
    QString type; // the layout's type attribute ("cust" when absent)
    QString name; // its p:cSld name
    QList<Placeholder> placeholders;
    QList<bool> hasBox;
    qreal titleStylePt = 0; // a master's p:txStyles: the title's and the body's first level
    qreal bodyStylePt = 0;
};

PartPlaceholders readPlaceholders(const QByteArray& part);

// A placeholder without its own box takes the master's of its type (a title the master's title, content the master's
// body), else a usual place on a slide of `slidePt`; without its own type size, the master's text style's, else the
// size the master's placeholder shows.
void inheritBoxes(PartPlaceholders& layout, const PartPlaceholders& master, QSizeF slidePt);

// The layout (index into `layouts`) for each SlideKind: by type (title, obj, twoObj, secHead), then by PowerPoint's
// and LibreOffice's names, then by placeholders, else the closest kind the template has.
std::array<int, kSlideKindCount> chooseLayouts(const QList<DeckLayout>& layouts);

} // namespace headroom::pptx
