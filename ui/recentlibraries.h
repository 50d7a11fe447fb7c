// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStringList>

namespace headroom {

// The most recently opened library files, newest first, kept in QSettings.
class RecentLibraries {
public:
    static constexpr int kMaxEntries = 8;
    static QStringList load();
    static void add(const QString& path);
    static void remove(const QString& path);
};

} // namespace headroom
