// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "resultslibrary.h"

#include <QMap>
#include <QStringList>

// Moving results between libraries (issue 26, `library copy`): an engineer's laptop results join the team library,
// a customer's subset goes on a laptop for an offline meeting. Through ResultsLibrary's own reads and writes, so it
// is the same for a SQLite file and a team library, either way round.
namespace headroom {

struct LibraryCopyFilter {
    QStringList systems; // empty: every system
    QMap<QString, QString> tags; // a system must carry all of them (key = value)
};

struct LibraryCopyReport {
    int sourcesCopied = 0;
    int sourcesAlreadyThere = 0; // the same file (SHA-256) or the same runs are in the target: not copied again
    int measurementsCopied = 0;
    int systemsCreated = 0; // systems the target did not have, with their description and tags
    int systemsKept = 0; // systems the target had: its own description is kept, never overwritten
    int demandsCopied = 0;
    int demandsAlreadyThere = 0;
};

// Copies the sources, their measurements, the systems (description and tags), and the customer demands with the
// user's choices for them (linked system, growth, chosen peak) from `from` into `to`, in one transaction on `to`:
// all of it or nothing. Deduplicated: a source whose SHA-256 the target holds, or whose runs it holds, is left out, so
// copying twice adds nothing. With a filter, only the sources that hold a measurement of a matching system go (each
// whole: a file is the unit of import, so its other systems' measurements go with it), and the demands linked to a
// matching system.
Expected<LibraryCopyReport> copyLibrary(
    const ResultsLibrary& from, ResultsLibrary& to, const LibraryCopyFilter& filter);

} // namespace headroom
