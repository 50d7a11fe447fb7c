// SPDX-License-Identifier: GPL-3.0-or-later
#include "recentlibraries.h"

#include "store/teamaddress.h"

#include <QFileInfo>
#include <QSettings>

namespace headroom {

namespace {
const QString kKey = QStringLiteral("recentLibraries");

void save(const QStringList& paths)
{
    QSettings settings;
    settings.setValue(kKey, paths);
}

// A file by its absolute path; a team library by its address (which holds no password).
QString keyOf(const QString& path)
{
    return isTeamAddress(path) ? path : QFileInfo(path).absoluteFilePath();
}
} // namespace

QStringList RecentLibraries::load()
{
    return QSettings().value(kKey).toStringList();
}

void RecentLibraries::add(const QString& path)
{
    const QString absolute = keyOf(path);
    QStringList paths = load();
    paths.removeAll(absolute);
    paths.prepend(absolute);
    save(paths.mid(0, kMaxEntries));
}

void RecentLibraries::remove(const QString& path)
{
    QStringList paths = load();
    paths.removeAll(keyOf(path));
    save(paths);
}

} // namespace headroom
