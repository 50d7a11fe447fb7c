// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/expected.h"

#include <sys/types.h>

#include <QSqlDatabase>
#include <QString>

namespace headroom {

// Why this file exists: closing ANY file descriptor on a database file drops every POSIX lock this process holds on
// it (SQLite, "How To Corrupt An SQLite Database File", §2.2). Another process then takes this process's connection
// for gone, checkpoints and deletes -wal and -shm under it, and this process's later writes go to deleted files. So
// code that would open a library file outside SQLite (a header check, an import reading a folder) first asks here
// whether the file is a library this process has open, and then leaves it alone. Thread-safe.

// Marks the library at `path` as open in this process for as long as the claim lives (the file's device and inode,
// taken once the connection is open). Movable, not copyable.
class OpenLibraryClaim {
public:
    OpenLibraryClaim() = default;
    explicit OpenLibraryClaim(const QString& path);
    ~OpenLibraryClaim();
    OpenLibraryClaim(OpenLibraryClaim&& other) noexcept;
    OpenLibraryClaim& operator=(OpenLibraryClaim&& other) noexcept;
    OpenLibraryClaim(const OpenLibraryClaim&) = delete;
    OpenLibraryClaim& operator=(const OpenLibraryClaim&) = delete;

    bool isValid() const { return m_valid; }
    // The path the kernel shows for the file (symbolic links resolved), as /proc/self/fd names its side files.
    QString canonicalPath() const { return m_canonicalPath; }

private:
    void release();

    bool m_valid = false;
    dev_t m_device = 0;
    ino_t m_inode = 0;
    QString m_canonicalPath;
};

// True when `path` is a library open in this process, or its -wal, -shm or -journal side file: opening and closing
// it outside SQLite would drop this process's locks on the library. Only stat()s, never opens.
bool isOpenLibraryFile(const QString& path);

// True when both paths name the same file (device and inode); false when either does not exist.
bool isSameFile(const QString& a, const QString& b);

// True when this process still has the WAL or shared-memory file of the library at `canonicalPath` open although
// it was deleted from its folder (another program took this connection for gone and removed them): writes through
// it would be lost. Reads /proc/self/fd, never opens a library file.
bool walUnlinked(const QString& canonicalPath);

// Tells SQLite never to delete -wal and -shm when this connection closes (SQLITE_FCNTL_PERSIST_WAL): a connection
// that wrongly believes it is the last one (another process lost its locks) must not remove them under that process.
// Fails, naming the library, when the driver gives no SQLite handle.
Status persistWal(QSqlDatabase& db, const QString& path);

// Before closing a connection whose WAL was deleted under it: no checkpoint from that WAL into the library, whose
// pages another process has written since (SQLITE_DBCONFIG_NO_CKPT_ON_CLOSE).
void skipCheckpointOnClose(QSqlDatabase& db);

// True while the connection is inside a transaction (BEGIN … COMMIT): it cannot be reopened then.
bool isInTransaction(QSqlDatabase& db);

} // namespace headroom
