// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QStringList>

namespace headroom {

// The source files of a report as its appendix names them: each file with the folders that tell it apart from the
// others (run1/fio.json and run2/fio.json of one sweep), relative to the folder they all share; a file whose folder
// holds them all keeps that folder's name (lab/fio.json). Long paths keep their last three parts ("…/a/b/fio.json").
// Paths that are not absolute (a report's title, a file name alone) are returned unchanged. Pure function.
QStringList shortSourcePaths(const QStringList& files);

} // namespace headroom
