// SPDX-License-Identifier: GPL-3.0-or-later
#include "signatureprobe.h"

#include "errnotext.h"

#include <cerrno>
#include <memory>

#include <QFile>

#include <blkid/blkid.h>

namespace headroom::bench {

namespace {

struct ProbeDeleter {
    void operator()(blkid_struct_probe* probe) const { blkid_free_probe(probe); }
};

QString lookup(blkid_probe probe, const char* name)
{
    const char* value = nullptr;
    if (blkid_probe_lookup_value(probe, name, &value, nullptr) == 0 && value) {
        return QString::fromUtf8(value);
    }
    return {};
}

// libblkid's USAGE: filesystem, raid, crypto, other.
QString describe(const QString& type, const QString& usage)
{
    if (usage == QLatin1String("raid")) {
        if (type.startsWith(QLatin1String("LVM"))) {
            return QStringLiteral("%1 (LVM physical volume)").arg(type);
        }
        return QStringLiteral("%1 (RAID member)").arg(type);
    }
    if (usage == QLatin1String("crypto")) {
        return QStringLiteral("%1 (encrypted volume)").arg(type);
    }
    if (usage == QLatin1String("filesystem")) {
        return QStringLiteral("%1 file system").arg(type);
    }
    return usage.isEmpty() ? QStringLiteral("%1 signature").arg(type)
                           : QStringLiteral("%1 signature (%2)").arg(type, usage);
}

} // namespace

Expected<QStringList> probeSignatures(const QString& path)
{
    const QByteArray native = QFile::encodeName(path);
    errno = 0;
    std::unique_ptr<blkid_struct_probe, ProbeDeleter> probe(blkid_new_probe_from_filename(native.constData()));
    if (!probe) {
        const int error = errno ? errno : EIO;
        return fail(QStringLiteral("cannot inspect %1 for signatures: %2").arg(path, errnoText(error)));
    }
    blkid_probe raw = probe.get();
    blkid_probe_enable_superblocks(raw, 1);
    blkid_probe_set_superblocks_flags(raw, BLKID_SUBLKS_TYPE | BLKID_SUBLKS_USAGE | BLKID_SUBLKS_MAGIC);
    blkid_probe_enable_partitions(raw, 1);
    blkid_probe_set_partitions_flags(raw, BLKID_PARTS_MAGIC);
    QStringList found;
    // Like wipefs: step through every signature, not only the one a mount would pick.
    for (;;) {
        const int result = blkid_do_probe(raw);
        if (result == 1) {
            break;
        }
        if (result < 0) {
            return fail(QStringLiteral("cannot inspect %1 for signatures: libblkid probe failed").arg(path));
        }
        if (const QString table = lookup(raw, "PTTYPE"); !table.isEmpty()) {
            found.append(QStringLiteral("%1 partition table").arg(table));
        } else if (const QString type = lookup(raw, "TYPE"); !type.isEmpty()) {
            found.append(describe(type, lookup(raw, "USAGE")));
        }
    }
    found.removeDuplicates();
    return found;
}

} // namespace headroom::bench
