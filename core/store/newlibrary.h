// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "libraryfile.h"
#include "model/atomicfile.h" // missingFolders()

#include <QString>
#include <QStringList>

namespace headroom {

// Takes a new library away again when its creation, or the command that created it, failed (a full disk): its
// -wal, -shm and -journal files, then the file itself — or, when it was the user's empty file (`before` Empty), that
// file emptied again — then `createdFolders` (removeFolders()). Nothing is touched while another process has the
// library open (it holds SQLite's read lock on the -shm file): it may be storing its own measurements there. No
// connection of this process may be open on it. Any thread.
void removeNewLibrary(const QString& path, LibraryFileKind before, const QStringList& createdFolders = {});

} // namespace headroom
