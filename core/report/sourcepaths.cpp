// SPDX-License-Identifier: GPL-3.0-or-later
#include "sourcepaths.h"

#include <algorithm>
#include <optional>

#include <QDir>

namespace headroom {

namespace {

constexpr qsizetype kMostParts = 3;

// The folders of an absolute path, root first ("/a/b/f.json" → "a", "b").
QStringList foldersOf(const QString& file)
{
    QStringList parts = QDir::cleanPath(file).split(QLatin1Char('/'), Qt::SkipEmptyParts);
    parts.removeLast();
    return parts;
}

// How many leading folders every absolute file shares.
qsizetype sharedFolderCount(const QStringList& files)
{
    std::optional<QStringList> shared;
    for (const QString& file : files) {
        if (!QDir::isAbsolutePath(file)) {
            continue;
        }
        const QStringList folders = foldersOf(file);
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

} // namespace

QStringList shortSourcePaths(const QStringList& files)
{
    const qsizetype shared = sharedFolderCount(files);
    QStringList shortened;
    for (const QString& file : files) {
        if (!QDir::isAbsolutePath(file)) {
            shortened << file;
            continue;
        }
        const QStringList parts = QDir::cleanPath(file).split(QLatin1Char('/'), Qt::SkipEmptyParts);
        // Below the shared folder, and never less than the file's own folder and name.
        const qsizetype first = std::max<qsizetype>(0, std::min(shared, parts.size() - 2));
        QStringList kept = parts.mid(first);
        const bool elided = kept.size() > kMostParts;
        if (elided) {
            kept = kept.last(kMostParts);
        }
        shortened << (elided ? QStringLiteral("…/") : QString()) + kept.join(QLatin1Char('/'));
    }
    return shortened;
}

} // namespace headroom
