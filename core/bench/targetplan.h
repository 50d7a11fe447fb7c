// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/expected.h"

#include <cstdint>

#include <QString>
#include <QStringList>

namespace headroom::bench {

// What the user asked to benchmark.
struct TargetRequest {
    QString path; // a new file, a directory (Headroom names its own file in it), an existing file or a block device
    std::int64_t sizeBytes = 0; // size of the file Headroom creates; required for a new file
    bool writes = false; // the workload writes
    bool overwrite = false; // an existing file Headroom did not create may be written
    QString destroyDataOn; // must name the same device as `path` before a device with signatures is written
    bool imageAsDevice = false; // judge a regular file (a disk image) exactly as a block device
};

enum class TargetKind { OwnFile, ExistingFile, BlockDevice };

// The verdict on a target, before anything is opened for writing. Shown to the user before a run starts.
struct TargetPlan {
    TargetKind kind = TargetKind::OwnFile;
    QString requestedPath;
    QString path; // symlinks resolved; for an own file in a directory, the directory
    bool inDirectory = false; // Headroom picks the file name in `path`
    bool createFile = false; // Headroom creates, fills and (unless kept) removes it
    bool writable = false; // opened for writing
    std::int64_t sizeBytes = 0;
    QStringList findings; // signatures and uses found on a device
    QStringList staleFiles; // Headroom test files of runs that were killed: removed before the new file is made
    QString summary; // one sentence for the user
};

// Where the system's views live; tests point them at fake trees.
struct SystemPaths {
    QString proc = QStringLiteral("/proc");
    QString sys = QStringLiteral("/sys");
    QString dev = QStringLiteral("/dev");
};

// Judges a target by the rules of issue 4 (nothing a user owns is ever lost): own files are created at the
// requested size if it fits in the free space minus 10 %; an existing file that Headroom did not create is only
// read unless `overwrite`; a block device is only read when it is mounted or in use, and when it carries a
// partition table or a file-system, RAID or LVM signature unless `destroyDataOn` repeats the device. The error
// names what was found and the request field to change ("size", "overwrite", "destroy-data-on", else "target").
// A regular file that backs a mounted or in-use loop device is never written. A test file
// of a run that was killed (its owner process is gone, see testfileowner.h) is planned for removal and re-creation
// and never read as "an existing file"; one of a run still going is refused. Reads only; thread-safe.
Expected<TargetPlan> planTarget(const TargetRequest& request, const SystemPaths& system = {});

// The extended attribute that marks a complete test file Headroom created and kept (so it may be reused). Set
// once the fill has finished; a file still being filled carries only the owner record (testfileowner.h).
inline constexpr const char* kOwnFileAttribute = "user.headroom.testfile";

} // namespace headroom::bench
