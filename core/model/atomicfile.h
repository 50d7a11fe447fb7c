// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/expected.h"

#include <QByteArray>
#include <QString>
#include <QStringList>

namespace headroom {

// Replaces the file at `path` with `bytes` as a whole or not at all: the bytes go to a temporary file beside it (the
// same file system, so the rename is atomic), every write, the fsync and the close are checked, and only then is it
// renamed over `path`. On any failure (a full disk, a read-only folder) the old file is as it was, the temporary is
// removed, and the error names `path` and the system's reason ("cannot write FILE: No space left on device").
// A symlink is followed (the link stays a link); an existing file keeps its permissions; a directory, device or FIFO
// is refused. Blocking I/O; any thread (two calls for one path at once: the last rename wins, each file whole).
Status writeFileAtomically(const QString& path, const QByteArray& bytes);

// The folders above `path` that do not exist yet, outermost first: what writing there with mkpath adds besides the
// file, and what a failed write takes away again (removeFolders()).
QStringList missingFolders(const QString& path);
// Removes `folders` (from missingFolders()) innermost first, each only if empty.
void removeFolders(const QStringList& folders);

} // namespace headroom
