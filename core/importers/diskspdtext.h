// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "diskspdrun.h"
#include "model/expected.h"

#include <QList>
#include <QString>

namespace headroom {

// A DiskSpd text report (-Rtext, the default; 2.0.x to 2.2), already decoded (UTF-8 with or without BOM, UTF-16 LE;
// CRLF or LF): one run per "Results for timespan N:" section, with the settings of the "timespan: N" block of its
// "Input parameters:" (block size, read/write mix, random or sequential, outstanding I/Os, threads per file, caching).
// The figures come from the Total IO, Read IO and Write IO tables' "total:" rows and the "total:" %-ile table; a
// report whose per-thread rows do not add up to its totals (an abridged copy) is read from its totals, with a
// warning. A truncated or foreign report, a missing table or a non-number is refused naming the file and line.
// Pure function, any thread.
Expected<QList<DiskSpdRun>> readDiskSpdText(const QString& text, const QString& fileName);

// A DiskSpd text report from its first characters: an "Input parameters:" line and a "timespan:" line.
bool looksLikeDiskSpdText(const QString& head);

} // namespace headroom
