// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The reference for reading the rows of a generated library (generatedlibrary.h): the sqlite3 shell.

#include "clichild.h"

namespace headroom::perf {

// The rows `results` and the Library table show, read by the sqlite3 shell into a file in `dir`: the reference for
// how fast they can be read (its CPU time and wall time; exit code 0 when it read them).
inline ChildRun sqliteShell(const QTemporaryDir& dir, const QString& library)
{
    const QString rows
        = QStringLiteral("SELECT m.*, s.name, w.*, src.* FROM measurements m JOIN systems s ON s.id = m.system_id"
                         " JOIN workloads w ON w.id = m.workload_id JOIN sources src ON src.id = m.source_id"
                         " ORDER BY m.id; SELECT * FROM direction_stats; SELECT * FROM latency_percentiles;");
    return runProgram(dir, "sqlite3", { QStringLiteral("-readonly"), library, rows });
}

} // namespace headroom::perf
