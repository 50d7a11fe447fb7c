// SPDX-License-Identifier: GPL-3.0-or-later
#include "loopbacking.h"

#include "kernelfile.h"

#include <sys/stat.h>
#include <sys/sysmacros.h>

#include <QDir>
#include <QFile>

namespace headroom::bench {

namespace {

bool sameFile(const QString& backing, const QString& path, const struct stat& target)
{
    const QString deleted = QStringLiteral(" (deleted)");
    if (backing.endsWith(deleted)) {
        return backing.chopped(deleted.size()) == path;
    }
    struct stat info { };
    return ::stat(QFile::encodeName(backing).constData(), &info) == 0 && info.st_dev == target.st_dev
        && info.st_ino == target.st_ino;
}

} // namespace

QList<LoopDevice> loopDevicesBacking(const QString& path, const QString& sysDir)
{
    QList<LoopDevice> found;
    struct stat target { };
    if (::stat(QFile::encodeName(path).constData(), &target) != 0 || !S_ISREG(target.st_mode)) {
        return found;
    }
    const QDir block(sysDir + QStringLiteral("/block"));
    for (const QString& name : block.entryList({ QStringLiteral("loop*") }, QDir::Dirs | QDir::NoDotAndDotDot)) {
        const QString backing = readFirstLine(block.filePath(name + QStringLiteral("/loop/backing_file")));
        if (backing.isEmpty() || !sameFile(backing, path, target)) {
            continue;
        }
        const QStringList numbers
            = readFirstLine(block.filePath(name + QStringLiteral("/dev"))).split(QLatin1Char(':'));
        LoopDevice loop { name, 0 };
        if (numbers.size() == 2) {
            loop.device = makedev(numbers[0].toUInt(), numbers[1].toUInt());
        }
        found.append(loop);
    }
    return found;
}

} // namespace headroom::bench
