// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QStringView>

namespace headroom {

// Text that came from an input file (a system, workload, job or file name, a tag, a quoted value) made safe to print
// on a terminal: C0 and C1 control characters, DEL and the bidirectional overrides are written as escapes ("\e",
// "\n", "\x07", "\u202E"), so an input can never move the cursor, recolour or retitle the terminal, or hide text.
// A backslash is left alone (a Windows path stays readable). Pure function, any thread.
QString printable(QStringView text);
// The same for a message of several lines: line breaks kept, every other control character escaped.
QString printableLines(QStringView text);

// At most `maxChars` characters of `text`, printable(), with "…" when cut: the quote of an input in an error
// message, never the input itself (a refused file may hold megabytes on one line).
QString excerpt(QStringView text, qsizetype maxChars = 80);

} // namespace headroom
