// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/expected.h"

#include <QString>

#include <liburing.h>

namespace headroom::bench {

// One io_uring, owned by the thread that created it (never shared: a ring belongs to one thread).
// Setup tries the modern flags first and steps down on EINVAL, so older kernels still work; setupFlags() says
// what the kernel accepted. Registered buffers and file are optional: when the kernel or the memlock limit
// refuses them, I/O goes through plain buffers and descriptors and the result says so.
class IoRing {
public:
    IoRing() = default;
    ~IoRing();
    IoRing(const IoRing&) = delete;
    IoRing& operator=(const IoRing&) = delete;

    // The error has errno text.
    Status init(unsigned entries);
    bool registerBuffers(const struct iovec* buffers, unsigned count);
    bool registerFile(int fd);
    // The ring's own descriptor registered (IORING_REGISTER_RING_FDS, kernel 5.18), as fio does: each
    // io_uring_enter then skips the descriptor table lookup. The registration belongs to the calling thread, the
    // ring's own. False when the kernel refuses; the ring then works through its plain descriptor.
    bool registerRingFd();

    io_uring* get() { return &m_ring; }
    QString setupFlags() const { return m_setupFlags; }
    bool fixedBuffers() const { return m_fixedBuffers; }
    bool fixedFile() const { return m_fixedFile; }
    bool registeredRingFd() const { return m_registeredRingFd; }

private:
    io_uring m_ring {};
    bool m_initialised = false;
    bool m_fixedBuffers = false;
    bool m_fixedFile = false;
    bool m_registeredRingFd = false;
    QString m_setupFlags;
};

// The next submission queue entry. io_uring_get_sqe returns NULL when the queue is full; then what is queued is
// submitted to make room and the entry taken again. nullptr when there is still no room. *submitted is what
// io_uring_submit returned (entries handed to the kernel, or -errno) when it was called, else 0: the caller counts
// those entries as submitted by itself.
io_uring_sqe* nextSqe(io_uring* ring, int* submitted);

} // namespace headroom::bench
