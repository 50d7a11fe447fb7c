// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/expected.h"

#include <memory>

#include <QSqlDatabase>
#include <QString>

namespace headroom {

// An SQLite connection of its own to a library file, for the checks and the recovery that must work on a file
// ResultsLibrary refuses (a damaged one): no foreign keys, no WAL switch, no migration. Removed when destroyed.
// Owner thread only. Never open a library file with anything but SQLite while a connection is open in the process
// (closing any descriptor drops the process's locks); a second SQLite connection is safe, SQLite shares them.
class RawConnection {
public:
    enum class Access { ReadOnly, ReadWrite };

    // ReadOnly opens a file that is not being written and cannot be written (no -wal, no -shm, a read-only file or
    // folder) immutable, so that SQLite creates no side file beside it.
    static Expected<std::unique_ptr<RawConnection>> open(const QString& path, Access access);
    ~RawConnection();
    RawConnection(const RawConnection&) = delete;
    RawConnection& operator=(const RawConnection&) = delete;

    QSqlDatabase& db() { return m_db; }
    QString path() const { return m_path; }

private:
    RawConnection(const QSqlDatabase& db, QString path);

    QSqlDatabase m_db;
    QString m_path;
};

// fsync() of a file or folder SQLite does not hold open (a copy just written, the folder it was linked into).
bool syncToDisk(const QString& path);

// SQLite's SQLITE_CORRUPT or SQLITE_NOTADB: the file is damaged, as opposed to locked, missing or not permitted.
bool isDamageError(const QSqlError& error);

} // namespace headroom
