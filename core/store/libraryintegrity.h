// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/expected.h"

#include <QString>
#include <QStringList>

namespace headroom {

// How deep a check of a library file goes.
//  OnOpen: SQLite's quick_check (every page, b-tree and record format, not index contents) for a library up to
//          kQuickCheckLimitBytes (main file and WAL), which keeps opening under a second at 100,000 measurements;
//          above it the header, the schema and the small tables (sources, systems, tags, workloads), and the pages
//          a later read touches report damage as read errors.
//  Full:   SQLite's integrity_check, indexes against their tables included (`headroom-cli library check`).
enum class IntegrityDepth { OnOpen, Full };

inline constexpr qint64 kQuickCheckLimitBytes = 100'000'000; // 100 MB

// What SQLite's check reported about the library at `path`, read through a read-only connection of its own (nothing
// is written): empty when it found nothing wrong, at most `limit` problems otherwise ("Page 12: btreeInitPage()
// returns error code 11"). An error when the check could not run (the file is locked, missing, not readable).
// Owner thread only; not cancellable (a full check of a 1 GB library reads all of it).
Expected<QStringList> checkLibraryIntegrity(const QString& path, IntegrityDepth depth, int limit = 100);

// What to do about a damaged library at `path`: the two `headroom-cli library` commands, with the path.
QString damagedLibraryAdvice(const QString& path);

} // namespace headroom
