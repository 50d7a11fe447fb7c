// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// This process's resident memory from /proc/self/status, and its peak set back to the present (Linux ≥ 4.0:
// "5" written to /proc/self/clear_refs), so that one test process can measure the peak of each of its steps.

#include <QByteArray>
#include <QFile>

namespace headroom::perf {

// VmRSS (now) or VmHWM (the peak since the start or the last resetPeakRss), in MB; -1 when /proc cannot be read.
inline double residentMb(const QByteArray& field)
{
    QFile status(QStringLiteral("/proc/self/status"));
    if (!status.open(QIODevice::ReadOnly)) {
        return -1;
    }
    for (const QByteArray& line : status.readAll().split('\n')) {
        if (line.startsWith(field + ':')) {
            return line.mid(field.size() + 1).trimmed().split(' ').first().toDouble() / 1024.0;
        }
    }
    return -1;
}

inline bool resetPeakRss()
{
    QFile clear(QStringLiteral("/proc/self/clear_refs"));
    return clear.open(QIODevice::WriteOnly) && clear.write("5") == 1;
}

} // namespace headroom::perf
