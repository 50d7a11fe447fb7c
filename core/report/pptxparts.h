// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/expected.h"

#include <ctime>
#include <utility>

#include <QByteArray>
#include <QList>
#include <QString>

// The package-level parts of a PresentationML package (ECMA-376 Part 1, §13 and §19): content types, relationships,
// the presentation part, properties. The master and layouts come from a DeckTemplate (pptxtemplate.h); reportpptx.cpp
// writes the slides.
namespace headroom::pptx {

inline constexpr qint64 kEmuPerPoint = 12700;
inline constexpr qint64 kSlideWidthEmu = 12192000; // 13.333 in: 16:9 widescreen
inline constexpr qint64 kSlideHeightEmu = 6858000; // 7.5 in

struct DeckTemplate;

// The Default and Override entries for the deck's parts: the template's master, layouts, theme and media, the
// slides, their notes, the notes master and its theme (`notesTheme`, a part name).
QByteArray contentTypes(const DeckTemplate& deck, int slideCount, bool hasImages, const QString& notesTheme);
QByteArray rootRelationships();
QByteArray coreProperties(const QString& title, const QString& author, const QString& isoDate);
QByteArray appProperties(int slideCount);
// The template's masters (rId1…), the slides, the notes master, the properties, the template's theme.
QByteArray presentation(const DeckTemplate& deck, int slideCount);
QByteArray presentationRelationships(const DeckTemplate& deck, int slideCount);
QByteArray theme(); // Headroom's colours and fonts (the notes master's theme; the built-in master's, recoloured)
QByteArray presProps();
QByteArray viewProps();
QByteArray tableStyles();
// rId1 is the layout (a part name of the template); rId2 the PNG of a chart when the slide has one, rId3 the same
// chart as SVG; kNotesRelationship its notes page.
inline constexpr int kNotesRelationship = 10;
QByteArray slideRelationships(const QString& layoutPart, const QString& imageName, int notesNumber);
// The relationship target of `part` from a part in `fromDir` ("ppt", "ppt/slides").
QString targetFrom(const QString& fromDir, const QString& part);

// The archive in memory (libzip), entries stored in the order given, each with the time `mtime`.
Expected<QByteArray> zipped(const QList<std::pair<QString, QByteArray>>& entries, time_t mtime);

// Text for XML content and attributes.
QString xmlEscaped(const QString& text);

} // namespace headroom::pptx
