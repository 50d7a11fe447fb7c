// SPDX-License-Identifier: GPL-3.0-or-later
#include "sourcepaths.h"

#include <algorithm>
#include <optional>

#include <QDir>
#include <QFileInfo>

namespace headroom {

namespace {

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

// The distinct folders of the absolute files, in the order they first appear, with how many distinct files each holds.
struct Folders {
    QStringList paths;
    QList<int> counts;
};

Folders foldersOf(const QStringList& files)
{
    Folders folders;
    QStringList seen;
    for (const QString& file : files) {
        const QString clean = QDir::cleanPath(file);
        if (!QDir::isAbsolutePath(file) || seen.contains(clean)) {
            continue;
        }
        seen << clean;
        const QString folder = QFileInfo(clean).path();
        if (const auto at = folders.paths.indexOf(folder); at >= 0) {
            ++folders.counts[at];
        } else {
            folders.paths << folder;
            folders.counts << 1;
        }
    }
    return folders;
}

// "[A]" … "[Z]", then "[27]" on.
QString folderKey(qsizetype index)
{
    return index < 26 ? QStringLiteral("[%1]").arg(QChar(static_cast<char16_t>(u'A' + index)))
                      : QStringLiteral("[%1]").arg(index + 1);
}

} // namespace

QStringList sourceNames(const QStringList& files)
{
    const Folders folders = foldersOf(files);
    QStringList names;
    for (const QString& file : files) {
        if (!QDir::isAbsolutePath(file)) {
            names << file;
            continue;
        }
        const QFileInfo info(QDir::cleanPath(file));
        names << (folders.paths.size() > 1
                ? QStringLiteral("%1 %2").arg(info.fileName(), folderKey(folders.paths.indexOf(info.path())))
                : info.fileName());
    }
    return names;
}

QString sourceFoldersNote(const QStringList& files)
{
    const Folders folders = foldersOf(files);
    if (folders.paths.isEmpty()) {
        return {};
    }
    QStringList asFiles; // the folders as files of the shared folder: their names below it
    for (const QString& folder : folders.paths) {
        asFiles << folder + QStringLiteral("/x");
    }
    const QStringList firstParts = partsOf(folders.paths.first());
    const qsizetype shared = std::max<qsizetype>(0, std::min(sharedFolderCount(asFiles), firstParts.size() - 1));
    QStringList listed;
    for (qsizetype i = 0; i < folders.paths.size(); ++i) {
        const int count = folders.counts.at(i);
        listed << QStringLiteral("%1%2/ (%3 file%4)")
                      .arg(folders.paths.size() > 1 ? folderKey(i) + QLatin1Char(' ') : QString(),
                          partsOf(folders.paths.at(i)).mid(shared).join(u'/'))
                      .arg(count)
                      .arg(count == 1 ? QString() : QStringLiteral("s"));
    }
    return QStringLiteral("Source folders: %1, in /%2")
        .arg(listed.join(QStringLiteral(", ")), firstParts.first(shared).join(u'/'));
}

} // namespace headroom
