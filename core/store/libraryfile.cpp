// SPDX-License-Identifier: GPL-3.0-or-later
#include "libraryfile.h"

#include "openlibraries.h"
#include "schema.h"

#include <cerrno>
#include <sys/stat.h>
#include <unistd.h>

#include <QFile>
#include <QFileInfo>
#include <QtEndian>

namespace headroom {

namespace {
constexpr qsizetype kHeaderSize = 100;
constexpr qsizetype kApplicationIdOffset = 68; // SQLite file format, "The Database Header"
const QByteArray kSqliteMagic("SQLite format 3\0", 16);
} // namespace

Expected<LibraryFileKind> inspectLibraryFile(const QString& path)
{
    const QFileInfo info(path);
    if (!info.exists()) {
        return LibraryFileKind::Missing;
    }
    if (info.isDir()) {
        return fail(QStringLiteral("%1: is a directory, not a Headroom library").arg(path));
    }
    // Before any open: reading a FIFO blocks, and SQLite would put its journal beside a device ("/dev/null-journal").
    struct stat status { };
    if (::stat(QFile::encodeName(path).constData(), &status) == 0 && !S_ISREG(status.st_mode)) {
        return fail(QStringLiteral("%1: is %2, not a Headroom library (a library is a regular file)")
                        .arg(path,
                            S_ISFIFO(status.st_mode)       ? QStringLiteral("a FIFO")
                                : S_ISSOCK(status.st_mode) ? QStringLiteral("a socket")
                                                           : QStringLiteral("a device")));
    }
    if (isOpenLibraryFile(path)) {
        return LibraryFileKind::HeadroomLibrary; // checked when it was opened; reading it now would drop its locks
    }
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        return fail(QStringLiteral("%1: cannot read: %2").arg(path, file.errorString()));
    }
    const QByteArray header = file.read(kHeaderSize);
    if (header.isEmpty()) {
        return LibraryFileKind::Empty;
    }
    if (header.size() < kHeaderSize || !header.startsWith(kSqliteMagic)) {
        return fail(QStringLiteral("%1: not a Headroom library (not an SQLite database); the file was left unchanged")
                        .arg(path));
    }
    const auto applicationId = qFromBigEndian<quint32>(header.constData() + kApplicationIdOffset);
    if (applicationId != schema::kApplicationId) {
        return fail(QStringLiteral("%1: an SQLite database but not a Headroom library (application id 0x%2, "
                                   "expected 0x%3); the file was left unchanged")
                        .arg(path)
                        .arg(applicationId, 8, 16, QLatin1Char('0'))
                        .arg(schema::kApplicationId, 8, 16, QLatin1Char('0')));
    }
    return LibraryFileKind::HeadroomLibrary;
}

QString notWritableReason(const QString& path)
{
    const QString folder = QFileInfo(path).absolutePath();
    if (::access(QFile::encodeName(path).constData(), W_OK) != 0) {
        return errno == EROFS ? QStringLiteral("it is on read-only media") : QStringLiteral("the file is not writable");
    }
    if (::access(QFile::encodeName(folder).constData(), W_OK) != 0) {
        return errno == EROFS ? QStringLiteral("it is on read-only media")
                              : QStringLiteral("its folder %1 is not writable").arg(folder);
    }
    return {};
}

} // namespace headroom
