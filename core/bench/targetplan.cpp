// SPDX-License-Identifier: GPL-3.0-or-later
#include "targetplan.h"

#include "deviceusage.h"
#include "errnotext.h"
#include "kernelfilesystem.h"
#include "loopbacking.h"
#include "model/workload.h"
#include "signatureprobe.h"
#include "testfileowner.h"

#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <linux/fs.h>
#include <optional>
#include <sys/ioctl.h>
#include <sys/stat.h>
#include <sys/xattr.h>
#include <unistd.h>

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QStorageInfo>

namespace headroom::bench {

namespace {

bool createdByHeadroom(const QString& path)
{
    char value[8] {};
    return ::getxattr(QFile::encodeName(path).constData(), kOwnFileAttribute, value, sizeof value) > 0;
}

Expected<std::int64_t> deviceSize(const QString& path)
{
    const int fd = ::open(QFile::encodeName(path).constData(), O_RDONLY | O_CLOEXEC);
    if (fd < 0) {
        return fail(QStringLiteral("cannot open %1: %2").arg(path, errnoText(errno)));
    }
    std::uint64_t bytes = 0;
    const int result = ::ioctl(fd, BLKGETSIZE64, &bytes);
    const int error = errno;
    ::close(fd);
    if (result != 0) {
        return fail(QStringLiteral("cannot read the size of %1: %2").arg(path, errnoText(error)));
    }
    return static_cast<std::int64_t>(bytes);
}

// The loop devices `path` backs that are mounted or otherwise in use, in words ("/dev/loop0 (loop0 mounted on
// /mnt/img)"). A loop device held exclusively (a mount in another namespace, a device mapper) counts as in use.
QStringList busyLoopDevices(const QString& path, const SystemPaths& system)
{
    QStringList busy;
    for (const LoopDevice& loop : loopDevicesBacking(path, system.sys)) {
        QStringList usage = deviceUsage(loop.device, system.proc, system.sys);
        const QByteArray node = QFile::encodeName(system.dev + QLatin1Char('/') + loop.name);
        const int fd = ::open(node.constData(), O_RDONLY | O_EXCL | O_CLOEXEC);
        if (fd >= 0) {
            ::close(fd);
        } else if (errno == EBUSY && usage.isEmpty()) {
            usage << QStringLiteral("held open exclusively");
        }
        if (!usage.isEmpty()) {
            busy << QStringLiteral("/dev/%1 (%2)").arg(loop.name, usage.join(QStringLiteral("; ")));
        }
    }
    return busy;
}

Status refuseLoopBacked(const QString& path, const SystemPaths& system)
{
    const QStringList busy = busyLoopDevices(path, system);
    if (busy.isEmpty()) {
        return success();
    }
    return fail(QStringLiteral("refusing to write to %1: it backs the loop device %2, which is in use. Writing under "
                               "a mounted file system corrupts it; unmount it and detach the loop device first.")
                    .arg(path, busy.join(QStringLiteral(", "))));
}

qint64 fileBytes(const QString& path)
{
    struct stat info { };
    return ::lstat(QFile::encodeName(path).constData(), &info) == 0 ? static_cast<qint64>(info.st_blocks) * 512 : 0;
}

QString staleNotice(const QStringList& staleFiles)
{
    if (staleFiles.isEmpty()) {
        return {};
    }
    QStringList names;
    for (const QString& path : staleFiles) {
        names << QFileInfo(path).fileName();
    }
    return QCoreApplication::translate("headroom::bench",
        " First removes %n stale test file(s) left by killed runs (owner gone): %1.", nullptr, int(staleFiles.size()))
        .arg(names.join(QStringLiteral(", ")));
}

Expected<TargetPlan> planOwnFile(TargetPlan plan, const TargetRequest& request, const QString& directory)
{
    if (request.sizeBytes <= 0) {
        return failField(QStringLiteral("size"),
            QStringLiteral("give the size of the test file Headroom should create as %1").arg(request.path));
    }
    const QStorageInfo storage(directory);
    qint64 available = storage.bytesAvailable();
    for (const QString& stale : plan.staleFiles) {
        available += fileBytes(stale); // freed before the new file is made
    }
    const auto limit = static_cast<std::int64_t>(static_cast<double>(available) * 0.9);
    if (available < 0 || request.sizeBytes > limit) {
        return failField(QStringLiteral("size"),
            QStringLiteral("%1: a %2 test file does not fit: %3 free in %4, and 10 % must stay free")
                .arg(request.path, formatSize(request.sizeBytes), formatSize(std::max<qint64>(available, 0)),
                    directory));
    }
    plan.kind = TargetKind::OwnFile;
    plan.createFile = true;
    plan.writable = true;
    plan.sizeBytes = request.sizeBytes;
    plan.summary = plan.inDirectory ? QCoreApplication::translate(
                       "headroom::bench", "Headroom creates a %1 test file in %2, fills it and removes it afterwards.")
                                          .arg(formatSize(request.sizeBytes), directory)
                                    : QCoreApplication::translate("headroom::bench",
                                        "Headroom creates the %1 test file %2, fills it and removes it afterwards.")
                                          .arg(formatSize(request.sizeBytes), plan.path);
    if (plan.inDirectory) {
        plan.summary += staleNotice(plan.staleFiles);
    }
    return plan;
}

Expected<TargetPlan> planExistingFile(
    TargetPlan plan, const TargetRequest& request, std::int64_t size, const SystemPaths& system)
{
    plan.kind = TargetKind::ExistingFile;
    plan.sizeBytes = size;
    const bool ours = createdByHeadroom(plan.path);
    if (request.writes && !ours && !request.overwrite) {
        return failField(QStringLiteral("overwrite"),
            QStringLiteral("%1 is an existing file that Headroom did not create: it is only ever read. This workload "
                           "writes; allow overwriting to let it destroy the file's contents, or name a new file or a "
                           "directory.")
                .arg(plan.path));
    }
    if (request.writes) {
        if (Status free = refuseLoopBacked(plan.path, system); !free) {
            return fail(free.error());
        }
    }
    plan.writable = request.writes;
    plan.summary = request.writes
        ? QCoreApplication::translate(
            "headroom::bench", "Writes into the existing file %1 (%2): its contents are destroyed.")
              .arg(plan.path,
                  ours ? QCoreApplication::translate("headroom::bench", "a Headroom test file")
                       : QCoreApplication::translate("headroom::bench", "overwriting allowed"))
        : QCoreApplication::translate("headroom::bench", "Reads the existing file %1 (%2); nothing is written.")
              .arg(plan.path, formatSize(size));
    return plan;
}

Expected<TargetPlan> planDevice(
    TargetPlan plan, const TargetRequest& request, const struct stat& info, const SystemPaths& system)
{
    plan.kind = TargetKind::BlockDevice;
    const bool isImage = S_ISREG(info.st_mode);
    if (isImage) {
        plan.sizeBytes = static_cast<std::int64_t>(info.st_size);
    } else {
        Expected<std::int64_t> size = deviceSize(plan.path);
        if (!size) {
            return fail(size.error());
        }
        plan.sizeBytes = *size;
    }
    if (!request.writes) {
        plan.summary = QCoreApplication::translate("headroom::bench", "Reads the device %1 (%2); nothing is written.")
                           .arg(plan.path, formatSize(plan.sizeBytes));
        return plan;
    }
    const QStringList usage
        = isImage ? busyLoopDevices(plan.path, system) : deviceUsage(info.st_rdev, system.proc, system.sys);
    Expected<QStringList> signatures = probeSignatures(plan.path);
    if (!signatures) {
        return fail(signatures.error() + QStringLiteral(" — writes are refused on a device that cannot be inspected"));
    }
    plan.findings = usage + *signatures;
    if (!usage.isEmpty()) {
        return fail(QStringLiteral("refusing to write to %1: it is in use (%2). Headroom never writes to a mounted "
                                   "or in-use device; unmount it first.")
                        .arg(plan.path, usage.join(QStringLiteral("; "))));
    }
    const QString confirmed
        = request.destroyDataOn.isEmpty() ? QString() : QFileInfo(request.destroyDataOn).canonicalFilePath();
    if (!signatures->isEmpty() && confirmed != plan.path) {
        return failField(QStringLiteral("destroy-data-on"),
            QStringLiteral("refusing to write to %1: it carries %2. Every byte on it would be lost; confirm with "
                           "the device's path %1 if that is what you want.")
                .arg(plan.path, signatures->join(QStringLiteral(", "))));
    }
    plan.writable = true;
    plan.summary = signatures->isEmpty()
        ? QCoreApplication::translate(
            "headroom::bench", "Writes to the blank device %1 (%2): no partition table or signature found.")
              .arg(plan.path, formatSize(plan.sizeBytes))
        : QCoreApplication::translate("headroom::bench", "Writes to %1, destroying %2 (destroying its data confirmed).")
              .arg(plan.path, signatures->join(QStringLiteral(", ")));
    return plan;
}

// A file at the requested path that a Headroom run created: refused while that run goes on, planned for
// re-creation when its owner is gone. Not Headroom's: nullopt, and the rules for existing files apply.
std::optional<Expected<TargetPlan>> planOverTestFile(
    TargetPlan plan, const TargetRequest& request, const SystemPaths& system)
{
    const OwnerCheck owner = checkOwner(plan.path, system.proc);
    switch (owner.state) {
    case OwnerState::NotOurs:
        return std::nullopt;
    case OwnerState::Running:
        return fail(QStringLiteral("%1 is the test file of a Headroom benchmark still running (%2); it is left "
                                   "alone. Name another file or a directory.")
                        .arg(plan.path, owner.owner.describe()));
    case OwnerState::OtherHost:
        return fail(QStringLiteral("%1 is a test file of a Headroom run on another host (%2), which cannot be checked "
                                   "from here; it is left alone. Remove it there, or name another file.")
                        .arg(plan.path, owner.owner.describe()));
    case OwnerState::Gone:
        break;
    }
    plan.staleFiles << plan.path;
    Expected<TargetPlan> planned = planOwnFile(plan, request, QFileInfo(plan.path).absolutePath());
    if (planned) {
        planned->summary
            = QCoreApplication::translate(
                  "headroom::bench", "%1 is a stale%2 test file of a killed run (%3): it is removed and made anew. ")
                  .arg(plan.path,
                      owner.halfFilled ? QCoreApplication::translate("headroom::bench", ", half-filled") : QString(),
                      owner.owner.describe())
            + planned->summary;
    }
    return planned;
}

Expected<TargetPlan> planRequestedTarget(const TargetRequest& request, const SystemPaths& system)
{
    TargetPlan plan;
    plan.requestedPath = request.path;
    const QFileInfo requested(request.path);
    if (requested.isSymLink() && !requested.exists()) {
        return fail(QStringLiteral("%1 is a symbolic link to %2, which does not exist; name the real path")
                        .arg(request.path, requested.symLinkTarget()));
    }
    if (!requested.exists()) {
        const QFileInfo parent(requested.absolutePath());
        if (!parent.isDir()) {
            return fail(
                QStringLiteral("%1: the directory %2 does not exist").arg(request.path, requested.absolutePath()));
        }
        plan.path = QDir(parent.canonicalFilePath()).filePath(requested.fileName());
        if (const QString kernel = kernelFileSystem(parent.canonicalFilePath()); !kernel.isEmpty()) {
            return fail(QStringLiteral("%1: %2 is on %3, a kernel interface file system, not storage: a benchmark "
                                       "creates no file there")
                            .arg(request.path, parent.canonicalFilePath(), kernel));
        }
        return planOwnFile(plan, request, parent.canonicalFilePath());
    }
    plan.path = requested.canonicalFilePath(); // symlinks are judged by what they point to
    struct stat info { };
    if (::stat(QFile::encodeName(plan.path).constData(), &info) != 0) {
        return fail(QStringLiteral("cannot inspect %1: %2").arg(plan.path, errnoText(errno)));
    }
    if (const QString kernel = kernelFileSystem(plan.path); !kernel.isEmpty()) {
        return fail(QStringLiteral("%1 is on %2, a kernel interface file system, not storage: a benchmark neither "
                                   "reads nor writes it (name a regular file, a directory or a block device)")
                        .arg(plan.path, kernel));
    }
    if (S_ISDIR(info.st_mode)) {
        plan.inDirectory = true;
        plan.staleFiles = staleTestFilesIn(plan.path, system.proc);
        return planOwnFile(plan, request, plan.path);
    }
    if (S_ISBLK(info.st_mode) || (S_ISREG(info.st_mode) && request.imageAsDevice)) {
        return planDevice(plan, request, info, system);
    }
    if (S_ISREG(info.st_mode)) {
        if (std::optional<Expected<TargetPlan>> replanned = planOverTestFile(plan, request, system)) {
            return std::move(*replanned);
        }
        return planExistingFile(plan, request, static_cast<std::int64_t>(info.st_size), system);
    }
    return fail(QStringLiteral("%1 is %2, not a regular file, a directory or a block device")
                    .arg(plan.path,
                        S_ISFIFO(info.st_mode)       ? QStringLiteral("a FIFO")
                            : S_ISCHR(info.st_mode)  ? QStringLiteral("a character device")
                            : S_ISSOCK(info.st_mode) ? QStringLiteral("a socket")
                                                     : QStringLiteral("a special file")));
}

} // namespace

Expected<TargetPlan> planTarget(const TargetRequest& request, const SystemPaths& system)
{
    if (request.path.isEmpty()) {
        return failField(QStringLiteral("target"), QStringLiteral("no target given"));
    }
    Expected<TargetPlan> plan = planRequestedTarget(request, system);
    if (!plan && plan.failure().fields.isEmpty()) {
        // Refused for what the path is: the target field is the one to change.
        return failField(QStringLiteral("target"), plan.error());
    }
    return plan;
}

} // namespace headroom::bench
