// SPDX-License-Identifier: GPL-3.0-or-later
#include "newlibrary.h"

#include <fcntl.h>
#include <unistd.h>

#include <QFile>
#include <QFileInfo>

namespace headroom {

namespace {

// Every SQLite connection to a WAL database holds a read lock on byte 128 of its -shm file (the "DMS" lock of
// os_unix.c) for as long as it is open; F_GETLK sees the locks of other processes only, and takes none. Closing the
// descriptor drops this process's locks on the file, which is harmless here: the caller has no connection open.
bool openInAnotherProcess(const QString& path)
{
    const int fd = ::open(QFile::encodeName(path + QStringLiteral("-shm")).constData(), O_RDONLY | O_CLOEXEC);
    if (fd < 0) {
        return false;
    }
    struct flock lock { };
    lock.l_type = F_WRLCK;
    lock.l_whence = SEEK_SET;
    lock.l_start = 128;
    lock.l_len = 1;
    const bool held = ::fcntl(fd, F_GETLK, &lock) == 0 && lock.l_type != F_UNLCK;
    ::close(fd);
    return held;
}

} // namespace

void removeNewLibrary(const QString& path, LibraryFileKind before, const QStringList& createdFolders)
{
    // Through a symbolic link (dangling, or to an empty file) SQLite writes the file it points to and puts the side
    // files beside that: those are what a failure removes, never the link the user made.
    const QFileInfo link(path);
    const QString written = link.isSymLink() ? link.symLinkTarget() : path;
    if (openInAnotherProcess(written)) {
        return;
    }
    for (const QString& suffix : { QStringLiteral("-wal"), QStringLiteral("-shm"), QStringLiteral("-journal") }) {
        QFile::remove(written + suffix);
    }
    if (before == LibraryFileKind::Missing) {
        QFile::remove(written);
    } else {
        QFile::resize(path, 0); // the user's empty file, empty again
    }
    removeFolders(createdFolders);
}

} // namespace headroom
