#pragma once

#include <QByteArray>
#include <QString>

// The fixed parts of a PresentationML package (ECMA-376 Part 1, §13 and §19): content types, relationships, one
// slide master with one blank layout, a theme, and the presentation part. reportpptx.cpp writes the slides.
namespace headroom::pptx {

inline constexpr qint64 kEmuPerPoint = 12700;
inline constexpr qint64 kSlideWidthEmu = 12192000; // 13.333 in: 16:9 widescreen
inline constexpr qint64 kSlideHeightEmu = 6858000; // 7.5 in

QByteArray contentTypes(int slideCount, bool hasImages);
QByteArray rootRelationships();
QByteArray coreProperties(const QString& title, const QString& author, const QString& isoDate);
QByteArray appProperties(int slideCount);
QByteArray presentation(int slideCount);
QByteArray presentationRelationships(int slideCount);
QByteArray slideMaster();
QByteArray slideMasterRelationships();
QByteArray slideLayout();
QByteArray slideLayoutRelationships();
QByteArray theme();
QByteArray presProps();
QByteArray viewProps();
QByteArray tableStyles();
// rId1 is the layout; rId2 the PNG of a chart when the slide has one, rId3 the same chart as SVG.
QByteArray slideRelationships(const QString& imageName);

// Text for XML content and attributes.
QString xmlEscaped(const QString& text);

} // namespace headroom::pptx
