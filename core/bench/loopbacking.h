// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <sys/types.h>

#include <QList>
#include <QString>

namespace headroom::bench {

// A loop device whose backing file is a given file, from /sys/block/loop*/loop/backing_file.
struct LoopDevice {
    QString name; // "loop0"
    dev_t device = 0; // from /sys/block/loopN/dev
};

// The loop devices backed by the regular file `path` (same device and inode; a backing file the kernel reports as
// "(deleted)" is matched by its path). Reads `sysDir` only; thread-safe. Empty when none or /sys is unreadable.
QList<LoopDevice> loopDevicesBacking(const QString& path, const QString& sysDir = QStringLiteral("/sys"));

} // namespace headroom::bench
