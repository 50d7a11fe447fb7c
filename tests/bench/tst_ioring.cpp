// SPDX-License-Identifier: GPL-3.0-or-later
// IoRing and nextSqe: a full submission queue never hands out NULL unnoticed, and the ring's descriptor is registered
// where the kernel allows it.
#include "bench/ioring.h"

#include <cerrno>
#include <cstdio>
#include <sys/utsname.h>

#include <QTest>

using namespace headroom;
using namespace headroom::bench;

namespace {

// A raw ring the test sets up itself, with flags IoRing would not choose.
struct RawRing {
    io_uring ring {};
    int result = 0;

    RawRing(unsigned entries, unsigned flags)
    {
        io_uring_params params {};
        params.flags = flags;
        result = io_uring_queue_init_params(entries, &ring, &params);
    }
    ~RawRing()
    {
        if (result == 0) {
            io_uring_queue_exit(&ring);
        }
    }
    RawRing(const RawRing&) = delete;
    RawRing& operator=(const RawRing&) = delete;
};

// Reaps `count` completions; false when one is missing or failed.
bool reap(io_uring* ring, unsigned count)
{
    for (unsigned i = 0; i < count; ++i) {
        io_uring_cqe* cqe = nullptr;
        if (io_uring_wait_cqe(ring, &cqe) != 0 || cqe->res < 0) {
            return false;
        }
        io_uring_cqe_seen(ring, cqe);
    }
    return true;
}

bool kernelAtLeast(int major, int minor)
{
    utsname name {};
    int haveMajor = 0;
    int haveMinor = 0;
    return uname(&name) == 0 && std::sscanf(name.release, "%d.%d", &haveMajor, &haveMinor) == 2
        && (haveMajor > major || (haveMajor == major && haveMinor >= minor));
}

} // namespace

class TestIoRing : public QObject {
    Q_OBJECT

private slots:
    void fullQueueIsSubmittedToMakeRoom()
    {
        RawRing raw(2, 0);
        if (raw.result != 0) {
            QSKIP("io_uring unavailable here");
        }
        QCOMPARE(raw.ring.sq.ring_entries, 2U);
        int submitted = -1;
        for (int i = 0; i < 2; ++i) {
            io_uring_sqe* sqe = nextSqe(&raw.ring, &submitted);
            QVERIFY(sqe != nullptr);
            QCOMPARE(submitted, 0); // room left: nothing submitted behind the caller's back
            io_uring_prep_nop(sqe);
        }
        QVERIFY(io_uring_get_sqe(&raw.ring) == nullptr); // full: liburing's own call gives NULL here
        io_uring_sqe* third = nextSqe(&raw.ring, &submitted);
        QVERIFY(third != nullptr);
        QCOMPARE(submitted, 2);
        io_uring_prep_nop(third);
        QCOMPARE(io_uring_submit(&raw.ring), 1);
        QVERIFY(reap(&raw.ring, 3));
    }

    void fullQueueThatCannotBeSubmittedGivesNull()
    {
        // A ring created disabled refuses io_uring_enter (EBADFD) until enabled: the full queue cannot drain.
        RawRing raw(2, IORING_SETUP_R_DISABLED);
        if (raw.result != 0) {
            QSKIP("io_uring (or IORING_SETUP_R_DISABLED, kernel 5.10) unavailable here");
        }
        int submitted = 0;
        io_uring_prep_nop(nextSqe(&raw.ring, &submitted));
        io_uring_prep_nop(nextSqe(&raw.ring, &submitted));
        QCOMPARE(nextSqe(&raw.ring, &submitted), nullptr);
        QCOMPARE(submitted, -EBADFD);
    }

    void ringFdRegisteredWhereTheKernelAllows()
    {
        IoRing ring;
        if (!ring.init(4).ok()) {
            QSKIP("io_uring unavailable here");
        }
        // IORING_REGISTER_RING_FDS is Linux 5.18; older kernels refuse it and the ring works as before.
        QCOMPARE(ring.registerRingFd(), kernelAtLeast(5, 18));
        QCOMPARE(ring.registeredRingFd(), kernelAtLeast(5, 18));
        int submitted = 0;
        io_uring_prep_nop(nextSqe(ring.get(), &submitted));
        QCOMPARE(io_uring_submit(ring.get()), 1); // through the registered index when there is one
        QVERIFY(reap(ring.get(), 1));
    }
};

QTEST_GUILESS_MAIN(TestIoRing)
#include "tst_ioring.moc"
