// SPDX-License-Identifier: GPL-3.0-or-later
#include "sourcepaths.h"

#include <algorithm>
#include <optional>

#include <QDir>
#include <QFileInfo>

namespace headroom {

namespace {

constexpr qsizetype kMostParts = 3;

QStringList partsOf(const QString& file)
{
    return QDir::cleanPath(file).split(QLatin1Char('/'), Qt::SkipEmptyParts);
}

// How many leading folders every absolute file of `files` shares.
qsizetype sharedFolderCount(const QStringList& files)
{
    std::optional<QStringList> shared;
    for (const QString& file : files) {
        if (!QDir::isAbsolutePath(file)) {
            continue;
        }
        QStringList folders = partsOf(file);
        folders.removeLast();
        if (!shared) {
            shared = folders;
            continue;
        }
        qsizetype same = 0;
        while (same < shared->size() && same < folders.size() && shared->at(same) == folders.at(same)) {
            ++same;
        }
        *shared = shared->first(same);
    }
    return shared ? shared->size() : 0;
}

// The file below the `shared` leading folders, never less than its own folder and name, at most kMostParts parts.
QString belowShared(const QString& file, qsizetype shared)
{
    const QStringList parts = partsOf(file);
    const qsizetype first = std::max<qsizetype>(0, std::min(shared, parts.size() - 2));
    QStringList kept = parts.mid(first);
    if (kept.size() <= kMostParts) {
        return kept.join(QLatin1Char('/'));
    }
    return QStringLiteral("…/") + kept.last(kMostParts).join(QLatin1Char('/'));
}

} // namespace

QStringList shortSourcePaths(const QStringList& files)
{
    QStringList shortened;
    for (const QString& file : files) {
        if (!QDir::isAbsolutePath(file)) {
            shortened << file;
            continue;
        }
        const QString name = QFileInfo(file).fileName();
        QStringList sameName; // the other files of that name, and this one
        for (const QString& other : files) {
            if (QDir::isAbsolutePath(other) && QFileInfo(other).fileName() == name
                && QDir::cleanPath(other) != QDir::cleanPath(file)) {
                sameName << other;
            }
        }
        if (sameName.isEmpty()) {
            shortened << name;
            continue;
        }
        shortened << belowShared(file, sharedFolderCount(sameName << file));
    }
    return shortened;
}

QString sourceFoldersNote(const QStringList& files)
{
    QStringList folders;
    QList<int> counts;
    QStringList seen;
    for (const QString& file : files) {
        const QString clean = QDir::cleanPath(file);
        if (!QDir::isAbsolutePath(file) || seen.contains(clean)) {
            continue;
        }
        seen << clean;
        const QString folder = QFileInfo(clean).path();
        if (const auto at = folders.indexOf(folder); at >= 0) {
            ++counts[at];
        } else {
            folders << folder;
            counts << 1;
        }
    }
    if (folders.isEmpty()) {
        return {};
    }
    QStringList asFiles; // the folders as files of the shared folder: their names below it
    for (const QString& folder : folders) {
        asFiles << folder + QStringLiteral("/x");
    }
    const qsizetype shared
        = std::max<qsizetype>(0, std::min(sharedFolderCount(asFiles), partsOf(folders.first()).size() - 1));
    const QString root = QLatin1Char('/') + partsOf(folders.first()).first(shared).join(u'/');
    QStringList listed;
    for (qsizetype i = 0; i < folders.size(); ++i) {
        listed << QStringLiteral("%1/ (%2 file%3)")
                      .arg(partsOf(folders.at(i)).mid(shared).join(u'/'))
                      .arg(counts.at(i))
                      .arg(counts.at(i) == 1 ? QString() : QStringLiteral("s"));
    }
    return QStringLiteral("Source folders: %1, in %2").arg(listed.join(QStringLiteral(", ")), root);
}

} // namespace headroom
