// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "importformat.h"
#include "model/expected.h"

#include <QByteArrayView>
#include <QString>

namespace headroom {

// The format of a file from its content, never its name: fio JSON, an HCIBench -res.txt, vdbench output, a Headroom
// CSV or a Live Optics export (.xlsx; an OLE .xls or encrypted workbook too, to be refused with advice). An empty,
// binary or unknown file is an error saying what was expected. Pure function.
Expected<ImportFormat> detectFormat(QByteArrayView bytes, const QString& fileName);

// What the importers accept, for messages (from importFormats()).
QString expectedFormatsText();

// fio JSON output: "fio version", "client_stats" or "jobs" with "jobname" in the first MiB.
bool looksLikeFioJson(QByteArrayView bytes);

} // namespace headroom
