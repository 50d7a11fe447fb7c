// SPDX-License-Identifier: GPL-3.0-or-later
#include "recentlibraries.h"

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
} // namespace

QStringList RecentLibraries::load()
{
    return QSettings().value(kKey).toStringList();
}

void RecentLibraries::add(const QString& path)
{
    const QString absolute = QFileInfo(path).absoluteFilePath();
    QStringList paths = load();
    paths.removeAll(absolute);
    paths.prepend(absolute);
    save(paths.mid(0, kMaxEntries));
}

void RecentLibraries::remove(const QString& path)
{
    QStringList paths = load();
    paths.removeAll(QFileInfo(path).absoluteFilePath());
    save(paths);
}

} // namespace headroom
