// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QStringList>

namespace headroom {

// The source files of a report as its appendix names them: the file name, and where another file of the report has
// the same name (run 1 and run 2 of one sweep: run1/fio.json, run2/fio.json), with the folders that tell them apart,
// relative to the folder those files share, at least the file's own folder and at most its last three parts
// ("…/a/b/fio.json"). Paths that are not absolute (a report's title, the demo's files) are returned unchanged. Pure
// function.
QStringList shortSourcePaths(const QStringList& files);

// "Source folders: a/ (6 files), b/ (2 files), in /srv/results": each folder that holds a source file, relative to
// the folder they share (its own name when there is one folder), with that folder; empty without absolute paths.
QString sourceFoldersNote(const QStringList& files);

} // namespace headroom
