// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/expected.h"

#include <QList>
#include <QStringList>
#include <QStringView>

namespace headroom {

// One CSV record: its fields as written (not trimmed) and the line it starts on (1-based).
struct CsvRecord {
    int line = 0;
    QStringList fields;
};

struct CsvReadOptions {
    QChar separator = QLatin1Char(',');
    bool skipCommentLines = false; // a line whose first non-blank character is '#' is not a record
    // Unquoted fields lose the blanks around them (spreadsheet padding) while quoted ones are kept exactly, which is
    // how a writer carries leading or trailing spaces.
    bool trimUnquoted = false;
    int firstLine = 1; // the line number of the text's first line (after a "sep=" line, say)
};

// The records of a CSV text per RFC 4180, read by the results CSV importer and the catalog: fields separated by the
// separator, records by LF or CRLF (a CR outside quotes is dropped); a field in double quotes may hold separators,
// line breaks and doubled quotes (""). Blank lines are skipped. A quote that is never closed is an error naming the
// line its record starts on: "line 7: a quoted field is never closed". Linear in the text. Pure function.
Expected<QList<CsvRecord>> readCsvRecords(QStringView text, const CsvReadOptions& options = {});

} // namespace headroom
