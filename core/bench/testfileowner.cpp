// SPDX-License-Identifier: GPL-3.0-or-later
#include "testfileowner.h"

#include "errnotext.h"
#include "kernelfile.h"

#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <sys/stat.h>
#include <sys/xattr.h>
#include <unistd.h>

#include <QDir>
#include <QFile>
#include <QSysInfo>

namespace headroom::bench {

namespace {

// Field 22 of /proc/PID/stat: when the process started, in clock ticks after boot. The name (field 2) may hold
// spaces and parentheses, so fields are counted after its last ')'.
std::optional<std::uint64_t> processStartTicks(const QString& procDir, std::int64_t pid)
{
    const QByteArray stat = readFirstLine(QStringLiteral("%1/%2/stat").arg(procDir).arg(pid)).toUtf8();
    const qsizetype nameEnd = stat.lastIndexOf(')');
    if (nameEnd < 0) {
        return std::nullopt;
    }
    const QList<QByteArray> fields = stat.mid(nameEnd + 1).simplified().split(' ');
    constexpr int kStartTimeAfterName = 22 - 3;
    bool ok = false;
    const std::uint64_t ticks = fields.size() > kStartTimeAfterName ? fields[kStartTimeAfterName].toULongLong(&ok) : 0;
    return ok ? std::optional(ticks) : std::nullopt;
}

std::optional<TestFileOwner> ownerFromAttribute(const QByteArray& native)
{
    char value[kOwnerRecordBytes] {};
    const ssize_t length = ::lgetxattr(native.constData(), kOwnerAttribute, value, sizeof value);
    if (length <= 0) {
        return std::nullopt;
    }
    return TestFileOwner::decode(QByteArray(value, length));
}

std::optional<TestFileOwner> ownerFromFirstBytes(const QByteArray& native)
{
    const int fd = ::open(native.constData(), O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC);
    if (fd < 0) {
        return std::nullopt;
    }
    char head[kOwnerRecordBytes] {};
    const ssize_t length = ::pread(fd, head, sizeof head, 0);
    ::close(fd);
    if (length <= 0) {
        return std::nullopt;
    }
    QByteArray record(head, length);
    const qsizetype end = record.indexOf('\n');
    return TestFileOwner::decode(end < 0 ? record : record.left(end));
}

} // namespace

TestFileOwner TestFileOwner::current(const QString& procDir)
{
    TestFileOwner owner;
    owner.pid = ::getpid();
    owner.startTicks = processStartTicks(procDir, owner.pid).value_or(0);
    owner.bootId = readFirstLine(procDir + QStringLiteral("/sys/kernel/random/boot_id"));
    owner.host = QSysInfo::machineHostName();
    return owner;
}

QByteArray TestFileOwner::encode() const
{
    return QByteArray(kOwnerMagic) + "pid=" + QByteArray::number(pid) + " start=" + QByteArray::number(startTicks)
        + " boot=" + bootId.toLatin1() + " host=" + host.toUtf8().toPercentEncoding();
}

std::optional<TestFileOwner> TestFileOwner::decode(const QByteArray& text)
{
    if (!text.startsWith(kOwnerMagic)) {
        return std::nullopt;
    }
    TestFileOwner owner;
    bool pidOk = false;
    bool startOk = false;
    for (const QByteArray& field : text.mid(qsizetype(std::strlen(kOwnerMagic))).split(' ')) {
        const QByteArray value = field.mid(field.indexOf('=') + 1);
        if (field.startsWith("pid=")) {
            owner.pid = value.toLongLong(&pidOk);
        } else if (field.startsWith("start=")) {
            owner.startTicks = value.toULongLong(&startOk);
        } else if (field.startsWith("boot=")) {
            owner.bootId = QString::fromLatin1(value);
        } else if (field.startsWith("host=")) {
            owner.host = QString::fromUtf8(QByteArray::fromPercentEncoding(value));
        }
    }
    if (!pidOk || !startOk || owner.pid <= 0) {
        return std::nullopt;
    }
    return owner;
}

QString TestFileOwner::describe() const
{
    return QStringLiteral("pid %1 on host %2").arg(pid).arg(host);
}

OwnerCheck checkOwner(const QString& path, const QString& procDir)
{
    OwnerCheck check;
    const QByteArray native = QFile::encodeName(path);
    struct stat info { };
    if (::lstat(native.constData(), &info) != 0 || !S_ISREG(info.st_mode)) {
        return check;
    }
    const std::optional<TestFileOwner> inFirstBytes = ownerFromFirstBytes(native);
    std::optional<TestFileOwner> owner = ownerFromAttribute(native);
    if (!owner) {
        owner = inFirstBytes;
    }
    if (!owner) {
        return check;
    }
    check.owner = *owner;
    check.halfFilled = inFirstBytes.has_value();
    const TestFileOwner self = TestFileOwner::current(procDir);
    if (owner->host != self.host) {
        check.state = OwnerState::OtherHost;
    } else if (owner->bootId != self.bootId) {
        check.state = OwnerState::Gone; // the machine restarted since
    } else {
        const std::optional<std::uint64_t> started = processStartTicks(procDir, owner->pid);
        check.state = started == owner->startTicks ? OwnerState::Running : OwnerState::Gone; // a reused pid differs
    }
    return check;
}

QStringList staleTestFilesIn(const QString& directory, const QString& procDir)
{
    QStringList stale;
    const QDir dir(directory);
    const QStringList names = dir.entryList({ QStringLiteral("headroom-bench-??????") },
        QDir::Files | QDir::Hidden | QDir::System | QDir::NoSymLinks, QDir::Name);
    for (const QString& name : names) {
        if (checkOwner(dir.filePath(name), procDir).state == OwnerState::Gone) {
            stale << dir.filePath(name);
        }
    }
    return stale;
}

Status removeStaleTestFile(const QString& path, const QString& procDir)
{
    if (checkOwner(path, procDir).state != OwnerState::Gone) {
        return fail(QStringLiteral("%1 is no longer a stale Headroom test file; it was left alone").arg(path));
    }
    if (::unlink(QFile::encodeName(path).constData()) != 0 && errno != ENOENT) {
        return fail(QStringLiteral("cannot remove the stale test file %1: %2").arg(path, errnoText(errno)));
    }
    return success();
}

} // namespace headroom::bench
