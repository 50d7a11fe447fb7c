// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/expected.h"
#include "parsedsource.h"

namespace headroom {

// vdbench flatfile.html: '*' comment lines, a whitespace-separated header (tod timestamp Run Interval reqrate rate
// MB/sec bytes/io read% resp read_resp write_resp resp_max resp_std …), one row per interval; "n/a" is missing.
// One measurement per run: its avg_… row when there is one, else the mean of its intervals (with a warning).
// Pure function, any thread.
Expected<ParsedSource> importVdbenchFlatfile(
    const QString& text, const QString& fileName, const ImportOptions& options);

bool looksLikeVdbenchFlatfile(const QString& text);

} // namespace headroom
