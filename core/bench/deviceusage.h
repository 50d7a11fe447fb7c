// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <sys/types.h>

#include <QStringList>

namespace headroom::bench {

// How the system uses a block device right now: mounts of it or of its partitions (/proc/self/mountinfo, read by
// libmount), swap on it (/proc/swaps, also read by libmount), and device-mapper/MD holders
// (/sys/dev/block/M:m/holders), e.g. "partition sda1 mounted on /boot". Empty when nothing uses it. Reads /proc and
// /sys only; thread-safe. The paths are parameters so tests can point them at fixtures.
QStringList deviceUsage(
    dev_t device, const QString& procDir = QStringLiteral("/proc"), const QString& sysDir = QStringLiteral("/sys"));

} // namespace headroom::bench
