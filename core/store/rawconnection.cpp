// SPDX-License-Identifier: GPL-3.0-or-later
#include "rawconnection.h"

#include <fcntl.h>
#include <unistd.h>

#include <QFile>
#include <QFileInfo>
#include <QSqlError>
#include <QUrl>
#include <QUuid>

namespace headroom {

namespace {

constexpr int kSqliteCorrupt = 11;
constexpr int kSqliteNotADatabase = 26;

bool writable(const QString& path)
{
    return ::access(QFile::encodeName(path).constData(), W_OK) == 0;
}

} // namespace

Expected<std::unique_ptr<RawConnection>> RawConnection::open(const QString& path, Access access)
{
    const bool immutable = access == Access::ReadOnly && (!writable(path) || !writable(QFileInfo(path).absolutePath()))
        && !QFileInfo::exists(path + QStringLiteral("-wal")) && !QFileInfo::exists(path + QStringLiteral("-shm"));
    const QString connection = QStringLiteral("headroom-raw-") + QUuid::createUuid().toString(QUuid::WithoutBraces);
    QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), connection);
    db.setDatabaseName(immutable ? QUrl::fromLocalFile(QFileInfo(path).absoluteFilePath()).toString(QUrl::FullyEncoded)
                + QStringLiteral("?immutable=1")
                                 : path);
    QString options = QStringLiteral("QSQLITE_BUSY_TIMEOUT=5000");
    if (access == Access::ReadOnly) {
        options += QStringLiteral(";QSQLITE_OPEN_READONLY");
    }
    if (immutable) {
        options += QStringLiteral(";QSQLITE_OPEN_URI");
    }
    db.setConnectOptions(options);
    std::unique_ptr<RawConnection> raw(new RawConnection(db, path));
    if (!raw->m_db.open()) {
        return fail(QStringLiteral("%1: cannot open: %2").arg(path, raw->m_db.lastError().text()));
    }
    return raw;
}

RawConnection::RawConnection(const QSqlDatabase& db, QString path)
    : m_db(db)
    , m_path(std::move(path))
{
}

RawConnection::~RawConnection()
{
    const QString connection = m_db.connectionName();
    m_db.close();
    m_db = QSqlDatabase();
    QSqlDatabase::removeDatabase(connection);
}

bool syncToDisk(const QString& path)
{
    const int fd = ::open(QFile::encodeName(path).constData(), O_RDONLY | O_CLOEXEC);
    const bool synced = fd >= 0 && ::fsync(fd) == 0;
    if (fd >= 0) {
        ::close(fd);
    }
    return synced;
}

bool isDamageError(const QSqlError& error)
{
    bool ok = false;
    const int code = error.nativeErrorCode().toInt(&ok) & 0xff; // the primary code of an extended one
    return ok && (code == kSqliteCorrupt || code == kSqliteNotADatabase);
}

} // namespace headroom
