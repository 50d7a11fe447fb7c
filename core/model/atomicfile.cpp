// SPDX-License-Identifier: GPL-3.0-or-later
#include "atomicfile.h"

#include <cerrno>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRandomGenerator>

namespace headroom {

namespace {

// The file the bytes replace: a symlink's target, so that the user's link stays a link (as QSaveFile does). A
// dangling link is replaced by the file.
QString replacedPath(const QString& path)
{
    const QFileInfo info(path);
    if (info.isSymLink()) {
        if (QString target = info.canonicalFilePath(); !target.isEmpty()) {
            return target;
        }
    }
    return path;
}

// A new file beside `target`, created with O_EXCL (never an existing file or a link) and mode 0666 less the umask,
// as an ordinary new file would be. Its name starts with a dot and says whose it is, for the rare kill -9 that
// leaves one behind.
int createTemporary(const QString& target, QByteArray& name)
{
    const QFileInfo info(target);
    for (int attempt = 0; attempt < 64; ++attempt) {
        const QString suffix = QString::number(QRandomGenerator::global()->generate(), 36);
        name = QFile::encodeName(
            info.dir().filePath(QStringLiteral(".%1.headroom-%2.tmp").arg(info.fileName(), suffix)));
        const int fd = ::open(name.constData(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0666);
        if (fd >= 0 || errno != EEXIST) {
            return fd;
        }
    }
    return -1;
}

// Every byte, or false with errno set: write() may take part of a buffer (a signal, a nearly full disk), and a
// write that takes nothing more on a regular file means the space ran out.
bool writeAll(int fd, const QByteArray& bytes)
{
    const char* data = bytes.constData();
    qsizetype left = bytes.size();
    while (left > 0) {
        const ssize_t written = ::write(fd, data, static_cast<size_t>(left));
        if (written < 0 && errno == EINTR) {
            continue;
        }
        if (written <= 0) {
            if (written == 0) {
                errno = ENOSPC;
            }
            return false;
        }
        data += written;
        left -= written;
    }
    return true;
}

// The bytes on the disk in the temporary file `fd` (closed here in every case), with `existing`'s permissions when
// the write replaces a file; false with errno set.
bool fillTemporary(int fd, const QByteArray& bytes, const struct stat* existing)
{
    bool ok = writeAll(fd, bytes);
    if (ok && existing) {
        // Best effort: some file systems refuse modes (vfat, many FUSE mounts), and a new mode loses no data.
        ::fchmod(fd, existing->st_mode & 07777);
    }
    // fsync is where a file system that allocates late (ext4, XFS, NFS) reports the space it could not find.
    ok = ok && ::fsync(fd) == 0;
    const int error = errno;
    if (::close(fd) != 0 && ok) {
        return false; // close is the last place a deferred write error (NFS) is reported
    }
    errno = error;
    return ok;
}

// The rename itself is durable only once the folder is: best effort, since the new file is already in place and
// whole, and some file systems do not sync folders (EINVAL).
void syncFolder(const QString& target)
{
    const int fd
        = ::open(QFile::encodeName(QFileInfo(target).absolutePath()).constData(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (fd >= 0) {
        ::fsync(fd);
        ::close(fd);
    }
}

} // namespace

Status writeFileAtomically(const QString& path, const QByteArray& bytes)
{
    const auto failure
        = [&path](int error) { return fail(QStringLiteral("cannot write %1: %2").arg(path, qt_error_string(error))); };
    const QString target = replacedPath(path);
    struct stat existing { };
    const bool exists = ::stat(QFile::encodeName(target).constData(), &existing) == 0;
    if (exists && !S_ISREG(existing.st_mode)) {
        return fail(QStringLiteral("cannot write %1: it is not a regular file").arg(path));
    }
    QByteArray temporary;
    const int fd = createTemporary(target, temporary);
    if (fd < 0) {
        return failure(errno);
    }
    if (!fillTemporary(fd, bytes, exists ? &existing : nullptr)
        || ::rename(temporary.constData(), QFile::encodeName(target).constData()) != 0) {
        const int error = errno;
        ::unlink(temporary.constData());
        return failure(error);
    }
    syncFolder(target);
    return success();
}

QStringList missingFolders(const QString& path)
{
    QStringList folders;
    for (QDir dir = QFileInfo(path).absoluteDir(); !dir.exists(); dir.setPath(QFileInfo(dir.path()).absolutePath())) {
        folders.prepend(dir.path());
    }
    return folders;
}

void removeFolders(const QStringList& folders)
{
    for (auto dir = folders.crbegin(); dir != folders.crend(); ++dir) {
        QDir().rmdir(*dir);
    }
}

} // namespace headroom
