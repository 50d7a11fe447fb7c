// SPDX-License-Identifier: GPL-3.0-or-later
#include "openlibraries.h"

#include "sqliterows.h"

#include <dirent.h>
#include <mutex>
#include <set>
#include <sqlite3.h>
#include <sys/stat.h>
#include <unistd.h>
#include <utility>

#include <QFile>
#include <QFileInfo>
#include <QSqlDriver>

namespace headroom {

namespace {

using FileId = std::pair<dev_t, ino_t>;

// Every library open in this process, once per open connection (a library may be open twice).
struct Registry {
    std::mutex mutex;
    std::multiset<FileId> open;
};

Registry& registry()
{
    static Registry instance;
    return instance;
}

bool fileId(const QString& path, FileId* id)
{
    struct stat status { };
    if (::stat(QFile::encodeName(path).constData(), &status) != 0) {
        return false;
    }
    *id = { status.st_dev, status.st_ino };
    return true;
}

bool isRegistered(const FileId& id)
{
    Registry& r = registry();
    const std::lock_guard lock(r.mutex);
    return r.open.count(id) > 0;
}

} // namespace

OpenLibraryClaim::OpenLibraryClaim(const QString& path)
{
    FileId id;
    if (!fileId(path, &id)) {
        return;
    }
    m_valid = true;
    m_device = id.first;
    m_inode = id.second;
    m_canonicalPath = QFileInfo(path).canonicalFilePath();
    Registry& r = registry();
    const std::lock_guard lock(r.mutex);
    r.open.insert(id);
}

OpenLibraryClaim::~OpenLibraryClaim()
{
    release();
}

OpenLibraryClaim::OpenLibraryClaim(OpenLibraryClaim&& other) noexcept
    : m_valid(std::exchange(other.m_valid, false))
    , m_device(other.m_device)
    , m_inode(other.m_inode)
    , m_canonicalPath(std::move(other.m_canonicalPath))
{
}

OpenLibraryClaim& OpenLibraryClaim::operator=(OpenLibraryClaim&& other) noexcept
{
    if (this != &other) {
        release();
        m_valid = std::exchange(other.m_valid, false);
        m_device = other.m_device;
        m_inode = other.m_inode;
        m_canonicalPath = std::move(other.m_canonicalPath);
    }
    return *this;
}

void OpenLibraryClaim::release()
{
    if (!m_valid) {
        return;
    }
    m_valid = false;
    Registry& r = registry();
    const std::lock_guard lock(r.mutex);
    if (const auto found = r.open.find({ m_device, m_inode }); found != r.open.end()) {
        r.open.erase(found); // one claim, not every claim on the file
    }
}

bool isOpenLibraryFile(const QString& path)
{
    FileId id;
    if (fileId(path, &id) && isRegistered(id)) {
        return true;
    }
    // SQLite keeps its WAL locks on -shm: closing a descriptor on it drops them as surely as on the library itself.
    for (const QLatin1String suffix : { QLatin1String("-wal"), QLatin1String("-shm"), QLatin1String("-journal") }) {
        if (path.endsWith(suffix) && fileId(path.chopped(suffix.size()), &id) && isRegistered(id)) {
            return true;
        }
    }
    return false;
}

bool isSameFile(const QString& a, const QString& b)
{
    FileId first;
    FileId second;
    return fileId(a, &first) && fileId(b, &second) && first == second;
}

bool walUnlinked(const QString& canonicalPath)
{
    if (canonicalPath.isEmpty()) {
        return false;
    }
    // readlinkat() on the raw directory: every write and page read checks (20 µs a scan of 10 descriptors; 107 µs
    // through QDir and QFile::symLinkTarget).
    const QByteArray wal = QFile::encodeName(canonicalPath + QStringLiteral("-wal (deleted)"));
    const QByteArray shm = QFile::encodeName(canonicalPath + QStringLiteral("-shm (deleted)"));
    DIR* fds = ::opendir("/proc/self/fd");
    if (!fds) {
        return false;
    }
    bool unlinked = false;
    char target[4096];
    // readdir() is only unsafe on a stream shared between threads; this one is this call's own.
    // NOLINTNEXTLINE(concurrency-mt-unsafe)
    while (const dirent* entry = ::readdir(fds)) {
        const ssize_t size = ::readlinkat(::dirfd(fds), entry->d_name, target, sizeof target);
        if (size > 0 && size < static_cast<ssize_t>(sizeof target)) {
            const QByteArrayView link(target, size);
            if (link == wal || link == shm) {
                unlinked = true;
                break;
            }
        }
    }
    ::closedir(fds);
    return unlinked;
}

Status persistWal(QSqlDatabase& db, const QString& path)
{
    sqlite3* connection = sqliteHandle(db);
    if (!connection) {
        return fail(QStringLiteral("%1: the SQL driver gives no SQLite handle").arg(path));
    }
    int on = 1;
    if (const int rc = sqlite3_file_control(connection, "main", SQLITE_FCNTL_PERSIST_WAL, &on); rc != SQLITE_OK) {
        return fail(
            QStringLiteral("%1: cannot keep the WAL file: %2").arg(path, QString::fromUtf8(sqlite3_errstr(rc))));
    }
    return success();
}

void skipCheckpointOnClose(QSqlDatabase& db)
{
    if (sqlite3* connection = sqliteHandle(db)) {
        sqlite3_db_config(connection, SQLITE_DBCONFIG_NO_CKPT_ON_CLOSE, 1, nullptr);
    }
}

bool isInTransaction(QSqlDatabase& db)
{
    sqlite3* connection = sqliteHandle(db);
    return connection && sqlite3_get_autocommit(connection) == 0;
}

} // namespace headroom
