// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What the kernel says about this process and a library file: whether it still holds a POSIX lock on it (SQLite
// keeps a shared lock on a WAL library and on its -shm while a connection is open; /proc/locks lists them with the
// owner's pid), and which of its descriptors point to a file of that name, "(deleted)" or not (/proc/self/fd).
// Neither opens the library: that would itself drop the locks.

#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <unistd.h>

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QString>
#include <QStringList>

namespace headroom::testing {

inline bool holdsPosixLock(const QString& path)
{
    struct stat status { };
    if (::stat(QFile::encodeName(path).constData(), &status) != 0) {
        return false;
    }
    // "1: POSIX  ADVISORY  READ 4242 08:01:1234 128 128"; device numbers in hex, inode in decimal.
    const QString file = QStringLiteral("%1:%2:%3")
                             .arg(major(status.st_dev), 2, 16, QLatin1Char('0'))
                             .arg(minor(status.st_dev), 2, 16, QLatin1Char('0'))
                             .arg(status.st_ino);
    QFile locks(QStringLiteral("/proc/locks"));
    if (!locks.open(QIODevice::ReadOnly)) {
        return false;
    }
    const QString pid = QString::number(::getpid());
    for (const QByteArray& line : locks.readAll().split('\n')) {
        const QStringList fields = QString::fromLatin1(line).simplified().split(QLatin1Char(' '));
        if (fields.size() >= 6 && fields.at(1) == QLatin1String("POSIX") && fields.at(4) == pid
            && fields.at(5) == file) {
            return true;
        }
    }
    return false;
}

// The targets of this process's descriptors whose name starts with `path` (the library, its -wal, its -shm).
inline QStringList descriptorsTo(const QString& path)
{
    const QString canonical = QFileInfo(path).canonicalFilePath();
    QStringList targets;
    const QDir fds(QStringLiteral("/proc/self/fd"));
    for (const QString& fd : fds.entryList(QDir::AllEntries | QDir::System | QDir::NoDotAndDotDot)) {
        const QString target = QFile::symLinkTarget(fds.filePath(fd));
        if (!canonical.isEmpty() && target.startsWith(canonical)) {
            targets << target;
        }
    }
    return targets;
}

} // namespace headroom::testing
