// SPDX-License-Identifier: GPL-3.0-or-later
#include "ioring.h"

#include "errnotext.h"

#include <cerrno>
#include <iterator>

namespace headroom::bench {

namespace {

struct SetupChoice {
    unsigned flags;
    const char* name;
};

// In order of preference. DEFER_TASKRUN (6.1) needs SINGLE_ISSUER (6.0); COOP_TASKRUN is 5.19.
constexpr SetupChoice kChoices[] = {
    { IORING_SETUP_SINGLE_ISSUER | IORING_SETUP_DEFER_TASKRUN, "SINGLE_ISSUER|DEFER_TASKRUN" },
    { IORING_SETUP_SINGLE_ISSUER | IORING_SETUP_COOP_TASKRUN, "SINGLE_ISSUER|COOP_TASKRUN" },
    { IORING_SETUP_COOP_TASKRUN, "COOP_TASKRUN" },
    { 0, "none" },
};

} // namespace

IoRing::~IoRing()
{
    if (m_registeredRingFd) {
        io_uring_unregister_ring_fd(&m_ring); // frees the thread's registration slot now, not at thread exit
    }
    if (m_initialised) {
        io_uring_queue_exit(&m_ring);
    }
}

Status IoRing::init(unsigned entries)
{
    int result = -EINVAL;
    for (const SetupChoice& choice : kChoices) {
        io_uring_params params {};
        params.flags = choice.flags;
        result = io_uring_queue_init_params(entries, &m_ring, &params);
        if (result == 0) {
            m_initialised = true;
            m_setupFlags = QString::fromLatin1(choice.name);
            return success();
        }
        if (result != -EINVAL) {
            break;
        }
    }
    return fail(QStringLiteral("io_uring setup failed: %1").arg(errnoText(-result)));
}

bool IoRing::registerBuffers(const struct iovec* buffers, unsigned count)
{
    m_fixedBuffers = io_uring_register_buffers(&m_ring, buffers, count) == 0;
    return m_fixedBuffers;
}

bool IoRing::registerFile(int fd)
{
    m_fixedFile = io_uring_register_files(&m_ring, &fd, 1) == 0;
    return m_fixedFile;
}

bool IoRing::registerRingFd()
{
    m_registeredRingFd = io_uring_register_ring_fd(&m_ring) == 1; // the number of descriptors registered
    return m_registeredRingFd;
}

io_uring_sqe* nextSqe(io_uring* ring, int* submitted)
{
    *submitted = 0;
    if (io_uring_sqe* sqe = io_uring_get_sqe(ring)) {
        return sqe;
    }
    *submitted = io_uring_submit(ring);
    return io_uring_get_sqe(ring);
}

} // namespace headroom::bench
