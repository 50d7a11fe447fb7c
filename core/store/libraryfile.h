// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/expected.h"

#include <QString>

namespace headroom {

// What a file on disk is, judged from its first 100 bytes without opening it through SQLite,
// so that a file which is not ours is never modified (not even a journal or WAL side file).
enum class LibraryFileKind { Missing, Empty, HeadroomLibrary };

// Fails with a message naming the file when it is not a Headroom library: a directory, device, FIFO or socket, or a
// regular file that is not a Headroom SQLite database.
Expected<LibraryFileKind> inspectLibraryFile(const QString& path);

// Why the library at `path` cannot be written ("it is on read-only media", "the file is not writable", "its folder
// … is not writable"), or empty when it can: SQLite writes the file and, for its WAL and shared-memory side files,
// the folder.
QString notWritableReason(const QString& path);

} // namespace headroom
