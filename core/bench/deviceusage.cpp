// SPDX-License-Identifier: GPL-3.0-or-later
#include "deviceusage.h"

#include "errnotext.h"
#include "kernelfile.h"

#include <libmount/libmount.h>
#include <memory>
#include <sys/stat.h>
#include <sys/sysmacros.h>

#include <QDir>
#include <QFile>
#include <QHash>

namespace headroom::bench {

namespace {

QString majorMinor(dev_t device)
{
    return QStringLiteral("%1:%2").arg(major(device)).arg(minor(device));
}

// The device and its partitions: "M:m" → name ("sda", "sda1").
QHash<QString, QString> deviceAndPartitions(dev_t device, const QString& sysDir)
{
    QHash<QString, QString> devices;
    const QString base = sysDir + QStringLiteral("/dev/block/") + majorMinor(device);
    const QString name = QFileInfo(QFileInfo(base).canonicalFilePath()).fileName();
    devices.insert(majorMinor(device), name.isEmpty() ? majorMinor(device) : name);
    const QDir dir(base);
    for (const QString& entry : dir.entryList(QDir::Dirs | QDir::NoDotAndDotDot)) {
        if (QFile::exists(dir.filePath(entry + QStringLiteral("/partition")))) {
            const QString number = readFirstLine(dir.filePath(entry + QStringLiteral("/dev")));
            if (!number.isEmpty()) {
                devices.insert(number, entry);
            }
        }
    }
    return devices;
}

struct TableDeleter {
    void operator()(libmnt_table* table) const { mnt_unref_table(table); }
};
struct IterDeleter {
    void operator()(libmnt_iter* iter) const { mnt_free_iter(iter); }
};

// The mount table as the kernel writes it, read by libmount (which undoes the octal escapes of every odd
// character in a mount point, not only the blank and the tab).
void addMounts(const QHash<QString, QString>& devices, const QString& procDir, QStringList& found)
{
    const QString path = procDir + QStringLiteral("/self/mountinfo");
    const std::unique_ptr<libmnt_table, TableDeleter> table(mnt_new_table());
    const std::unique_ptr<libmnt_iter, IterDeleter> iter(mnt_new_iter(MNT_ITER_FORWARD));
    if (!table || !iter) {
        found.append(QStringLiteral("mount table unreadable (out of memory)"));
        return;
    }
    if (const int result = mnt_table_parse_file(table.get(), QFile::encodeName(path).constData()); result != 0) {
        found.append(QStringLiteral("mount table %1 unreadable (%2)").arg(path, errnoText(-result)));
        return;
    }
    libmnt_fs* fs = nullptr;
    while (mnt_table_next_fs(table.get(), iter.get(), &fs) == 0) {
        const QString number = majorMinor(mnt_fs_get_devno(fs));
        if (devices.contains(number)) {
            found.append(QStringLiteral("%1 mounted on %2")
                             .arg(devices.value(number), QString::fromUtf8(mnt_fs_get_target(fs))));
        }
    }
}

// Swap areas as the kernel lists them (/proc/swaps), read by libmount, which undoes the octal escapes of a blank or
// other odd character in a swap file's path. A swap file is not a device: only block devices are matched here;
// the kernel itself refuses writes to an active swap file (ETXTBSY).
void addSwaps(const QHash<QString, QString>& devices, const QString& procDir, QStringList& found)
{
    const QString path = procDir + QStringLiteral("/swaps");
    const std::unique_ptr<libmnt_table, TableDeleter> table(mnt_new_table());
    const std::unique_ptr<libmnt_iter, IterDeleter> iter(mnt_new_iter(MNT_ITER_FORWARD));
    if (!table || !iter) {
        found.append(QStringLiteral("swap table unreadable (out of memory)"));
        return;
    }
    if (!QFile::exists(path)) {
        return; // a kernel built without swap has no /proc/swaps: nothing is swapped on
    }
    if (const int result = mnt_table_parse_swaps(table.get(), QFile::encodeName(path).constData()); result != 0) {
        found.append(QStringLiteral("swap table %1 unreadable (%2)").arg(path, errnoText(-result)));
        return;
    }
    libmnt_fs* fs = nullptr;
    while (mnt_table_next_fs(table.get(), iter.get(), &fs) == 0) {
        const char* source = mnt_fs_get_source(fs);
        struct stat info { };
        if (source != nullptr && ::stat(source, &info) == 0 && S_ISBLK(info.st_mode)
            && devices.contains(majorMinor(info.st_rdev))) {
            found.append(QStringLiteral("%1 used as swap").arg(devices.value(majorMinor(info.st_rdev))));
        }
    }
}

} // namespace

QStringList deviceUsage(dev_t device, const QString& procDir, const QString& sysDir)
{
    const QHash<QString, QString> devices = deviceAndPartitions(device, sysDir);
    QStringList found;
    addMounts(devices, procDir, found);
    addSwaps(devices, procDir, found);
    for (auto it = devices.cbegin(); it != devices.cend(); ++it) {
        const QDir holders(sysDir + QStringLiteral("/dev/block/") + it.key() + QStringLiteral("/holders"));
        for (const QString& holder : holders.entryList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::System)) {
            found.append(QStringLiteral("%1 held by %2 (device mapper, LVM or RAID)").arg(it.value(), holder));
        }
    }
    found.sort();
    return found;
}

} // namespace headroom::bench
