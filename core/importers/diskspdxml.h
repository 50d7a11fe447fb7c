// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "diskspdrun.h"
#include "model/expected.h"

#include <QByteArray>
#include <QList>
#include <QString>

namespace headroom {

// A DiskSpd XML report (-Rxml; 2.0.x, 2.1, 2.2): one run per <TimeSpan> of <Results>, with the settings of the
// matching <Profile><TimeSpans><TimeSpan>. Per thread and target the bytes and I/Os of each direction; the totals are
// their sums (the XML has no total row). A report whose counts contradict each other (<BytesCount> ≠ <ReadBytes> +
// <WriteBytes>), a missing figure, a non-number, a truncated or foreign document is refused naming the file, line
// and element. Pure function, any thread.
Expected<QList<DiskSpdRun>> readDiskSpdXml(const QByteArray& bytes, const QString& fileName);

// A DiskSpd XML report from its first characters: a <Results> root (after an optional XML declaration) holding
// <System> or <Profile>.
bool looksLikeDiskSpdXml(const QString& head);

} // namespace headroom
