// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/expected.h"

#include <QList>
#include <QString>
#include <QStringList>

namespace headroom {

struct TableRecovery {
    QString table;
    qint64 rowsCopied = 0; // rows read and kept
    qint64 rowsDropped = 0; // read, but their parent row (a measurement's system, a percentile's measurement) was lost
    bool readToTheEnd = true; // false: a damaged stretch of the table could not be read, its rows are lost
};

struct RecoveryReport {
    QList<TableRecovery> tables;
    QStringList lost; // "measurements: rows after id 120 and before id 161 could not be read"
};

// Copies what SQLite can still read of the library at `path` into the new library `out`: the schema, then each table
// read from its first row up to a damaged page and from its last row back down to it (the way the sqlite3 shell's
// .dump reads a damaged table), then the indexes; rows whose parent row was lost are dropped so the copy's foreign
// keys hold, and the copy must pass SQLite's integrity_check. The copy keeps the library's schema version (a later
// open migrates it). `path` is only read; `out` must not exist (nothing is ever overwritten) and appears only when
// complete (written beside it under a temporary name, synced, then linked into place). Owner thread only; not
// cancellable.
//
// Why not SQLite's own recovery: Debian 12's SQLite 3.40 ships the sqlite3 shell's .recover, but its library is built
// without the sqlite_dbpage table that .recover reads pages through ("no such table: sqlite_dbpage").
Expected<RecoveryReport> recoverLibrary(const QString& path, const QString& out);

} // namespace headroom
