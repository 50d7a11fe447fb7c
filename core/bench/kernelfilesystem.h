// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace headroom::bench {

// The name of the kernel interface file system `path` lies on (proc, sysfs, debugfs, tracefs, cgroup…), or empty for
// any other. Their files pass stat() as regular files, but writing one is a kernel setting (/proc/sys/vm/drop_caches,
// /sys/…/scheduler), not storage: a benchmark never targets them. Thread-safe.
QString kernelFileSystem(const QString& path);

} // namespace headroom::bench
