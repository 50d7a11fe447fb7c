// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QString>
#include <QStringList>

// The speaker notes' parts: the notes master (its theme at `themeTarget`, relative to ppt/notesMasters/) and a notes
// page per slide, its body one paragraph per line.
namespace headroom::pptx {

QByteArray notesMaster();
QByteArray notesMasterRelationships(const QString& themeTarget);
QByteArray notesSlide(const QStringList& lines);
QByteArray notesSlideRelationships(int slideNumber);

} // namespace headroom::pptx
