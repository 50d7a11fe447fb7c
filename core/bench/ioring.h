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

    io_uring* get() { return &m_ring; }
    QString setupFlags() const { return m_setupFlags; }
    bool fixedBuffers() const { return m_fixedBuffers; }
    bool fixedFile() const { return m_fixedFile; }

private:
    io_uring m_ring {};
    bool m_initialised = false;
    bool m_fixedBuffers = false;
    bool m_fixedFile = false;
    QString m_setupFlags;
};

} // namespace headroom::bench
