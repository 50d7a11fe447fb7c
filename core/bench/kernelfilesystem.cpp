// SPDX-License-Identifier: GPL-3.0-or-later
#include "kernelfilesystem.h"

#include <array>
#include <linux/magic.h>
#include <sys/vfs.h>
#include <utility>

#include <QFile>

namespace headroom::bench {

QString kernelFileSystem(const QString& path)
{
    // linux/magic.h; cgroup, debugfs and the like are mounted under /sys and /proc.
    static constexpr std::array<std::pair<unsigned long, const char*>, 13> kKernelFileSystems { {
        { PROC_SUPER_MAGIC, "proc" },
        { SYSFS_MAGIC, "sysfs" },
        { DEBUGFS_MAGIC, "debugfs" },
        { TRACEFS_MAGIC, "tracefs" },
        { SECURITYFS_MAGIC, "securityfs" },
        { CGROUP_SUPER_MAGIC, "cgroup" },
        { CGROUP2_SUPER_MAGIC, "cgroup2" },
        { 0x62656570UL, "configfs" }, // CONFIGFS_MAGIC, which linux/magic.h leaves out
        { BPF_FS_MAGIC, "bpf" },
        { EFIVARFS_MAGIC, "efivarfs" },
        { PSTOREFS_MAGIC, "pstore" },
        { DEVPTS_SUPER_MAGIC, "devpts" },
        { BINFMTFS_MAGIC, "binfmt_misc" },
    } };
    struct statfs info { };
    if (::statfs(QFile::encodeName(path).constData(), &info) != 0) {
        return {};
    }
    for (const auto& [magic, name] : kKernelFileSystems) {
        if (static_cast<unsigned long>(info.f_type) == magic) {
            return QString::fromLatin1(name);
        }
    }
    return {};
}

} // namespace headroom::bench
