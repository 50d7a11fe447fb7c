// SPDX-License-Identifier: GPL-3.0-or-later
// The connection's side of the rule in openlibraries.h: a library file connection keeps its -wal and -shm when it
// closes, is registered as open in this process, and is reopened when another program deleted its WAL anyway.
#include "model/logging.h"
#include "openlibraries.h"
#include "resultslibrary.h"
#include "sqlhelpers.h"

#include <QSqlError>

namespace headroom {

Status ResultsLibrary::openConnection() const
{
    if (!m_db.open()) {
        return fail(QStringLiteral("%1: cannot open: %2").arg(m_path, m_db.lastError().text()));
    }
    m_claim = OpenLibraryClaim(m_path);
    if (auto kept = persistWal(m_db, m_path); !kept) {
        return kept;
    }
    // With the WAL kept, the last connection to close empties it instead (any limit from 0 does), so that a closed
    // library's WAL holds nothing a reader needs; 64 MiB bounds what a big import leaves on disk while it is open.
    if (auto limited = sql::execText(m_db, QStringLiteral("PRAGMA journal_size_limit = 67108864"), m_path); !limited) {
        return limited;
    }
    return sql::execText(m_db, QStringLiteral("PRAGMA foreign_keys = ON"), m_path);
}

Status ResultsLibrary::ensureWalLinked() const
{
    if (!m_claim.isValid() || !walUnlinked(m_claim.canonicalPath())) {
        return success();
    }
    if (isInTransaction(m_db)) {
        return fail(QStringLiteral("%1: another program deleted the library's WAL file during this write; nothing of "
                                   "it was stored, try again")
                        .arg(m_path));
    }
    qCWarning(lcStore).noquote() << m_path << "had its -wal or -shm deleted by another program; reopening it";
    skipCheckpointOnClose(m_db); // the deleted WAL holds nothing newer than the library: never copy it back
    m_db.close();
    m_claim = OpenLibraryClaim();
    if (auto opened = openConnection(); !opened) {
        return fail(QStringLiteral("%1 (reopening after another program deleted its WAL file)").arg(opened.error()));
    }
    return success();
}

} // namespace headroom
