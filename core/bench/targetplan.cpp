#include "targetplan.h"

#include "deviceusage.h"
#include "model/workload.h"
#include "signatureprobe.h"

#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <linux/fs.h>
#include <sys/ioctl.h>
#include <sys/stat.h>
#include <sys/xattr.h>
#include <unistd.h>

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QStorageInfo>

namespace headroom::bench {

namespace {

QString errnoText(int error)
{
    return QString::fromLocal8Bit(std::strerror(error));
}

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

Expected<TargetPlan> planOwnFile(TargetPlan plan, const TargetRequest& request, const QString& directory)
{
    if (request.sizeBytes <= 0) {
        return fail(
            QStringLiteral("%1: give the size of the test file Headroom should create (--size)").arg(request.path));
    }
    const QStorageInfo storage(directory);
    const qint64 available = storage.bytesAvailable();
    const auto limit = static_cast<std::int64_t>(static_cast<double>(available) * 0.9);
    if (available < 0 || request.sizeBytes > limit) {
        return fail(QStringLiteral("%1: a %2 test file does not fit: %3 free in %4, and 10 % must stay free")
                        .arg(request.path, formatSize(request.sizeBytes), formatSize(std::max<qint64>(available, 0)),
                            directory));
    }
    plan.kind = TargetKind::OwnFile;
    plan.createFile = true;
    plan.writable = true;
    plan.sizeBytes = request.sizeBytes;
    plan.summary = plan.inDirectory
        ? QStringLiteral("Headroom creates a %1 test file in %2, fills it and removes it afterwards.")
              .arg(formatSize(request.sizeBytes), directory)
        : QStringLiteral("Headroom creates the %1 test file %2, fills it and removes it afterwards.")
              .arg(formatSize(request.sizeBytes), plan.path);
    return plan;
}

Expected<TargetPlan> planExistingFile(TargetPlan plan, const TargetRequest& request, std::int64_t size)
{
    plan.kind = TargetKind::ExistingFile;
    plan.sizeBytes = size;
    const bool ours = createdByHeadroom(plan.path);
    if (request.writes && !ours && !request.overwrite) {
        return fail(QStringLiteral("%1 is an existing file that Headroom did not create: it is only ever read. "
                                   "This workload writes; give --overwrite to let it destroy the file's contents, "
                                   "or name a new file or a directory.")
                        .arg(plan.path));
    }
    plan.writable = request.writes;
    plan.summary = request.writes
        ? QStringLiteral("Writes into the existing file %1 (%2): its contents are destroyed.")
              .arg(plan.path, ours ? QStringLiteral("a Headroom test file") : QStringLiteral("--overwrite given"))
        : QStringLiteral("Reads the existing file %1 (%2); nothing is written.").arg(plan.path, formatSize(size));
    return plan;
}

Expected<TargetPlan> planDevice(TargetPlan plan, const TargetRequest& request, const struct stat& info)
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
        plan.summary = QStringLiteral("Reads the device %1 (%2); nothing is written.")
                           .arg(plan.path, formatSize(plan.sizeBytes));
        return plan;
    }
    const QStringList usage = isImage ? QStringList {} : deviceUsage(info.st_rdev);
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
        return fail(QStringLiteral("refusing to write to %1: it carries %2. Every byte on it would be lost; "
                                   "repeat the device with --destroy-data-on %1 if that is what you want.")
                        .arg(plan.path, signatures->join(QStringLiteral(", "))));
    }
    plan.writable = true;
    plan.summary = signatures->isEmpty()
        ? QStringLiteral("Writes to the blank device %1 (%2): no partition table or signature found.")
              .arg(plan.path, formatSize(plan.sizeBytes))
        : QStringLiteral("Writes to %1, destroying %2 (--destroy-data-on given).")
              .arg(plan.path, signatures->join(QStringLiteral(", ")));
    return plan;
}

} // namespace

Expected<TargetPlan> planTarget(const TargetRequest& request)
{
    if (request.path.isEmpty()) {
        return fail(QStringLiteral("no target given (--target PATH)"));
    }
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
        return planOwnFile(plan, request, parent.canonicalFilePath());
    }
    plan.path = requested.canonicalFilePath(); // symlinks are judged by what they point to
    struct stat info { };
    if (::stat(QFile::encodeName(plan.path).constData(), &info) != 0) {
        return fail(QStringLiteral("cannot inspect %1: %2").arg(plan.path, errnoText(errno)));
    }
    if (S_ISDIR(info.st_mode)) {
        plan.inDirectory = true;
        return planOwnFile(plan, request, plan.path);
    }
    if (S_ISBLK(info.st_mode) || (S_ISREG(info.st_mode) && request.imageAsDevice)) {
        return planDevice(plan, request, info);
    }
    if (S_ISREG(info.st_mode)) {
        return planExistingFile(plan, request, static_cast<std::int64_t>(info.st_size));
    }
    return fail(QStringLiteral("%1 is neither a regular file, a directory nor a block device").arg(plan.path));
}

} // namespace headroom::bench
