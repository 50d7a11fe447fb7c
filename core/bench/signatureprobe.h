// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/expected.h"

#include <QStringList>

namespace headroom::bench {

// Every partition table, file-system, RAID or LVM signature libblkid finds on a block device or a disk image
// file, in words a user understands: "ext4 file system", "gpt partition table", "LVM2_member (LVM physical
// volume)". Empty when the target carries none. Reads only; fails (so that writes are refused) when the target
// cannot be read. Thread-safe (no shared state).
Expected<QStringList> probeSignatures(const QString& path);

} // namespace headroom::bench
