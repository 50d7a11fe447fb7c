// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "fiorun.h"
#include "model/expected.h"

#include <functional>
#include <vector>

#include <QByteArrayView>
#include <QString>

namespace headroom {

// How many bytes simdjson may read past the end of a document (its SIMDJSON_PADDING).
inline constexpr qsizetype kFioJsonPadding = 64;

// The fio runs of a file of fio output, one per JSON document, read by simdjson's On Demand API straight into FioRun
// (fio 2.x and 3.x keys, json and json+, `jobs` or client-mode `client_stats`), in Headroom units. Real files hold
// text before, between and after the documents (fio's warnings, "hostname=…", the normal output of
// --output-format=normal,json, "Disk stats") and several documents (--status-interval, SIGUSR1): a document starts
// with '{' at the beginning of a line. No tree of a document is built, so a document of 24,000 json+ jobs is read in
// one pass. Duplicate keys: the last one wins.
//
// Refused, naming the file and line: text that is not JSON, and JSON that simdjson does not read (integers beyond
// 64 bits, invalid UTF-8, nesting deeper than 256); a truncated document; a document that is not fio's; a member of
// the wrong type (by its JSON path, with the document's line). `take` receives each run as soon as it is read (its
// `line` set), so only one is held at a time; its error stops the walk and is returned.
//
// `readable` (at least bytes.size()): how many bytes from bytes.data() may be read. simdjson reads up to 64 bytes past
// a document; a caller that owns the bytes with spare capacity after them spares a copy of the last document.
// Time and memory are linear in the file's size. Pure function, any thread.
Status forEachFioRun(
    QByteArrayView bytes, qsizetype readable, const QString& fileName, const std::function<Status(FioRun&)>& take);

// Every run of the file at once.
Expected<std::vector<FioRun>> readFioRuns(QByteArrayView bytes, const QString& fileName);

} // namespace headroom
