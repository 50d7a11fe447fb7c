// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/expected.h"
#include "targetplan.h"

#include <atomic>
#include <cstdint>
#include <memory>

#include <QByteArray>
#include <QString>

namespace headroom::bench {

// An opened target, per a TargetPlan. The plan's stale test files are removed first (each checked again). A file
// Headroom creates is created here with an owner record (testfileowner.h), filled with incompressible data (so
// reads read real blocks and writes do not allocate), and removed by the destructor unless kept — also after a
// cancel or an error; a half-filled file is never kept. Read-only plans open the target O_RDONLY, so nothing can
// be written by mistake; a block device written is opened O_EXCL (EBUSY, named, when it is in use).
// Owned by one thread; the descriptor may be used by the job threads while this object lives.
class TestTarget {
public:
    // directIo: try O_DIRECT and fall back to buffered I/O when the file system refuses it (note() says so).
    // The fill checks `cancel` every MiB.
    static Expected<std::unique_ptr<TestTarget>> open(
        const TargetPlan& plan, bool directIo, bool keep, const std::atomic<bool>& cancel);
    ~TestTarget();
    TestTarget(const TestTarget&) = delete;
    TestTarget& operator=(const TestTarget&) = delete;

    int fd() const { return m_fd; }
    QString path() const { return m_path; }
    std::int64_t sizeBytes() const { return m_sizeBytes; }
    bool directIo() const { return m_directIo; }
    QString note() const { return m_note; } // e.g. why buffered I/O is used
    bool removesFile() const { return m_remove; }

    // Reopens the target with or without O_DIRECT (a preset may ask for buffered I/O).
    Status reopen(bool directIo);

private:
    TestTarget() = default;
    Status openDescriptor(bool directIo, bool create);
    Status fill(const std::atomic<bool>& cancel);
    void markOwner(int fd);

    int m_fd = -1;
    QString m_path;
    std::int64_t m_sizeBytes = 0;
    bool m_writable = false;
    bool m_directIo = false;
    bool m_remove = false;
    bool m_blockDevice = false;
    bool m_owned = false; // created by this run: carries the owner record until it is removed or kept
    QByteArray m_ownerRecord;
    QString m_note;
};

} // namespace headroom::bench
