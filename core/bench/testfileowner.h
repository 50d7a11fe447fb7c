// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/expected.h"

#include <cstdint>
#include <optional>

#include <QByteArray>
#include <QString>
#include <QStringList>

namespace headroom::bench {

// Who created a Headroom test file: the process (pid and its start time in clock ticks since boot, so a reused
// pid is told apart), the boot and the host. Written as the extended attribute kOwnerAttribute for the whole life
// of the file (the engine's writes do not touch it), and into the file's first bytes while it is being filled (for
// file systems without user xattrs; the fill overwrites those bytes last, so a record there means "half-filled").
// A file carrying neither is not Headroom's: it is never removed. Reads /proc; thread-safe.
struct TestFileOwner {
    std::int64_t pid = 0;
    std::uint64_t startTicks = 0;
    QString bootId;
    QString host;

    static TestFileOwner current(const QString& procDir = QStringLiteral("/proc"));
    // "HEADROOM-TESTFILE-OWNER v1 pid=… start=… boot=… host=…" (one line, no newline)
    QByteArray encode() const;
    static std::optional<TestFileOwner> decode(const QByteArray& text);
    QString describe() const; // "pid 4242 on host node1"
};

enum class OwnerState {
    NotOurs, // no owner record: a user's file, or a kept test file whose run ended cleanly
    Running, // the owner process is alive: the file is in use by another run
    OtherHost, // written by a run on another host (shared storage): its owner cannot be checked here
    Gone, // the owner process ended without removing it (killed, crashed, rebooted): stale
};

struct OwnerCheck {
    OwnerState state = OwnerState::NotOurs;
    TestFileOwner owner;
    bool halfFilled = false; // the record was found in the file's first bytes: the fill never finished
};

inline constexpr const char* kOwnerAttribute = "user.headroom.owner";
inline constexpr const char* kOwnerMagic = "HEADROOM-TESTFILE-OWNER v1 ";
inline constexpr int kOwnerRecordBytes = 512; // at most; the first sector of the file while it is filled

// The owner of the regular file at `path` (not followed if it is a symlink) and whether it is still running.
OwnerCheck checkOwner(const QString& path, const QString& procDir = QStringLiteral("/proc"));

// The files named headroom-bench-XXXXXX in `directory` whose owner is gone (full paths, sorted).
QStringList staleTestFilesIn(const QString& directory, const QString& procDir = QStringLiteral("/proc"));

// Removes `path` only if checkOwner still finds it stale at this moment; the error names the file.
Status removeStaleTestFile(const QString& path, const QString& procDir = QStringLiteral("/proc"));

} // namespace headroom::bench
