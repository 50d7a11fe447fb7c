// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace headroom::bench {

// The first line of a small kernel file (/proc, /sys), trimmed; empty when it cannot be read. Thread-safe.
QString readFirstLine(const QString& path);

} // namespace headroom::bench
