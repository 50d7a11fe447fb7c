// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QStringList>

namespace headroom {

// The source files of a report as its appendix's table names them: the file name, followed by its folder's key
// ("fio.json [A]") when the files come from more than one folder, so that run 1 and run 2 of one sweep (the same
// name in two folders) are told apart; sourceFoldersNote says which folder each key is. A cell stays short: a long
// folder name in it would wrap into the rows' other cells. Paths that are not absolute (a report's title, the demo's
// files) are returned unchanged. Pure function.
QStringList sourceNames(const QStringList& files);

// "Source folders: [A] run1/ (3 files), [B] run2/ (3 files), in /srv/sweep": each folder that holds a source file,
// relative to the folder they share (its own name when there is one folder, then without a key); empty without
// absolute paths.
QString sourceFoldersNote(const QStringList& files);

} // namespace headroom
