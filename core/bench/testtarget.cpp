// SPDX-License-Identifier: GPL-3.0-or-later
#include "testtarget.h"

#include "errnotext.h"
#include "offsetgenerator.h"
#include "testfileowner.h"

#include <algorithm>
#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <fcntl.h>
#include <sys/stat.h>
#include <sys/xattr.h>
#include <unistd.h>

#include <QDir>
#include <QFile>

namespace headroom::bench {

namespace {

constexpr std::size_t kFillChunk = 1 << 20;

bool isBlockDevice(const QString& path)
{
    struct stat info { };
    return ::stat(QFile::encodeName(path).constData(), &info) == 0 && S_ISBLK(info.st_mode);
}

} // namespace

Expected<std::unique_ptr<TestTarget>> TestTarget::open(
    const TargetPlan& plan, bool directIo, bool keep, const std::atomic<bool>& cancel)
{
    std::unique_ptr<TestTarget> target(new TestTarget);
    target->m_writable = plan.writable;
    target->m_sizeBytes = plan.sizeBytes;
    target->m_path = plan.path;
    target->m_blockDevice = plan.kind == TargetKind::BlockDevice && isBlockDevice(plan.path);
    for (const QString& stale : plan.staleFiles) {
        if (Status removed = removeStaleTestFile(stale); !removed) {
            return fail(removed.error());
        }
    }
    if (plan.createFile && plan.inDirectory) {
        QByteArray name = QFile::encodeName(QDir(plan.path).filePath(QStringLiteral("headroom-bench-XXXXXX")));
        const int fd = ::mkstemp(name.data()); // O_CREAT | O_EXCL: never an existing file
        if (fd < 0) {
            return fail(QStringLiteral("cannot create a test file in %1: %2").arg(plan.path, errnoText(errno)));
        }
        target->m_path = QFile::decodeName(name);
        target->m_remove = true; // until the fill has finished, a half-made file is ours to remove
        target->markOwner(fd);
        ::close(fd);
    }
    const bool create = plan.createFile && !plan.inDirectory;
    if (Status opened = target->openDescriptor(directIo, create); !opened) {
        return fail(opened.error());
    }
    if (plan.createFile) {
        if (!plan.inDirectory) {
            target->markOwner(target->m_fd);
        }
        if (Status filled = target->fill(cancel); !filled) {
            return fail(filled.error());
        }
        // Complete: a kept file may be reused by a later run. Best effort: tmpfs before 6.6 has no user xattrs.
        ::fsetxattr(target->m_fd, kOwnFileAttribute, "1", 1, 0);
        target->m_remove = !keep;
    }
    return target;
}

TestTarget::~TestTarget()
{
    if (m_owned && !m_remove && m_fd >= 0) {
        ::fremovexattr(m_fd, kOwnerAttribute); // kept after a clean end: no longer a run's file, so never stale
    }
    if (m_fd >= 0) {
        ::close(m_fd);
    }
    if (m_remove) {
        ::unlink(QFile::encodeName(m_path).constData());
    }
}

void TestTarget::markOwner(int fd)
{
    m_ownerRecord = TestFileOwner::current().encode();
    m_owned = true;
    // Survives the engine's writes. Best effort: without user xattrs the record in the first bytes (fill()) marks
    // the file while it is half-filled, the state in which measuring it would mislead.
    ::fsetxattr(fd, kOwnerAttribute, m_ownerRecord.constData(), static_cast<std::size_t>(m_ownerRecord.size()), 0);
}

Status TestTarget::openDescriptor(bool directIo, bool create)
{
    const QByteArray native = QFile::encodeName(m_path);
    int flags = (m_writable ? O_RDWR : O_RDONLY) | O_CLOEXEC;
    if (create) {
        flags |= O_CREAT | O_EXCL; // refuses an existing file and a symlink
    } else if (m_blockDevice && m_writable) {
        // An exclusive claim: the kernel refuses it (EBUSY) while the device is mounted, swapped on or held, and
        // refuses those while we hold it, closing the window between planTarget's check and this open.
        flags |= O_EXCL;
    }
    int fd = ::open(native.constData(), flags | (directIo ? O_DIRECT : 0), 0644);
    if (fd < 0 && directIo && errno == EINVAL) {
        m_note = QStringLiteral("the file system refused O_DIRECT (%1); buffered I/O used").arg(errnoText(EINVAL));
        fd = ::open(native.constData(), flags, 0644);
        directIo = false;
    }
    if (fd < 0 && errno == EBUSY && m_blockDevice) {
        return fail(QStringLiteral("cannot open %1 for writing: the device is in use (mounted, used as swap or held "
                                   "by another program or the device mapper since it was checked); nothing was "
                                   "written")
                        .arg(m_path));
    }
    if (fd < 0) {
        return fail(QStringLiteral("cannot open %1: %2").arg(m_path, errnoText(errno)));
    }
    if (create) {
        m_remove = true; // until open() decides about --keep, a half-made file is ours to remove
    }
    m_fd = fd;
    m_directIo = directIo;
    return success();
}

Status TestTarget::reopen(bool directIo)
{
    if (m_fd >= 0 && directIo == m_directIo) {
        return success();
    }
    ::close(m_fd);
    m_fd = -1;
    m_note.clear();
    return openDescriptor(directIo, false);
}

Status TestTarget::fill(const std::atomic<bool>& cancel)
{
    void* memory = std::aligned_alloc(4096, kFillChunk);
    if (!memory) {
        return fail(QStringLiteral("cannot allocate the fill buffer"));
    }
    const std::unique_ptr<void, decltype(&std::free)> buffer(memory, &std::free);
    auto* words = static_cast<std::uint64_t*>(memory);
    FastRandom random(static_cast<std::uint64_t>(::getpid()) ^ 0x66696c6cULL);
    std::int64_t offset = 0;
    const std::int64_t firstBytes = std::min<std::int64_t>(4096, m_sizeBytes);
    while (offset < m_sizeBytes) {
        if (cancel.load(std::memory_order_relaxed)) {
            return fail(QStringLiteral("cancelled while filling %1").arg(m_path));
        }
        for (std::size_t i = 0; i < kFillChunk / 8; ++i) {
            words[i] = random.next() | 1; // incompressible and never zero
        }
        if (offset == 0 && !m_ownerRecord.isEmpty()) {
            // The first bytes say whose half-filled file this is until the loop below overwrites them.
            const QByteArray record = m_ownerRecord + '\n';
            std::memcpy(memory, record.constData(), std::min<std::size_t>(record.size(), kOwnerRecordBytes));
        }
        const auto length = static_cast<std::size_t>(std::min<std::int64_t>(kFillChunk, m_sizeBytes - offset));
        const std::size_t aligned = m_directIo ? (length + 4095) / 4096 * 4096 : length;
        const ssize_t written = ::pwrite(m_fd, memory, aligned, offset);
        if (written < 0) {
            return fail(
                QStringLiteral("filling %1 failed at offset %2: %3").arg(m_path).arg(offset).arg(errnoText(errno)));
        }
        offset += written;
    }
    if (!m_ownerRecord.isEmpty()) {
        for (std::size_t i = 0; i < 4096 / 8; ++i) {
            words[i] = random.next() | 1;
        }
        const auto length = static_cast<std::size_t>(m_directIo ? 4096 : firstBytes);
        if (::pwrite(m_fd, memory, length, 0) < 0) {
            return fail(QStringLiteral("filling %1 failed at offset 0: %2").arg(m_path, errnoText(errno)));
        }
    }
    if (::fdatasync(m_fd) != 0) {
        return fail(QStringLiteral("flushing %1 failed: %2").arg(m_path, errnoText(errno)));
    }
    return success();
}

} // namespace headroom::bench
