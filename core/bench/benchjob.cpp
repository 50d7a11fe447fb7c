// SPDX-License-Identifier: GPL-3.0-or-later
#include "benchjob.h"

#include "errnotext.h"
#include "ioring.h"
#include "ioslot.h"
#include "model/logging.h"
#include "offsetgenerator.h"
#include "ratepacer.h"

#include <algorithm>
#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <ctime>
#include <limits>
#include <memory>
#include <sys/resource.h>
#include <vector>

namespace headroom::bench {

namespace {

constexpr std::int64_t kMaxWaitNs = 100'000'000; // a stop request is seen within this
constexpr std::int64_t kNsPerSec = 1'000'000'000;

std::int64_t nowNs()
{
    timespec ts {};
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return static_cast<std::int64_t>(ts.tv_sec) * kNsPerSec + ts.tv_nsec;
}

// CPU time of the calling thread only: other threads of the process (a GUI) are not the engine's.
struct ThreadCpu {
    std::int64_t userNs = 0;
    std::int64_t systemNs = 0;

    static ThreadCpu now()
    {
        rusage usage {};
        getrusage(RUSAGE_THREAD, &usage);
        const auto ns = [](const timeval& tv) {
            return static_cast<std::int64_t>(tv.tv_sec) * kNsPerSec + static_cast<std::int64_t>(tv.tv_usec) * 1000;
        };
        return { ns(usage.ru_utime), ns(usage.ru_stime) };
    }
};

struct FreeDeleter {
    void operator()(void* p) const { std::free(p); }
};

class JobLoop {
public:
    JobLoop(const JobContext& context, int jobIndex)
        : m_context(context)
        , m_params(context.params)
        , m_job(jobIndex)
        , m_submitBatch(static_cast<unsigned>(std::max(1, context.params.submitBatch)))
        , m_offsets(std::min(context.params.workingSetBytes > 0 ? context.params.workingSetBytes : context.targetBytes,
                        context.targetBytes),
              context.params.blockSizeBytes, context.params.randomPct, context.params.seed, jobIndex,
              context.params.jobs)
        , m_random(context.params.seed ^ (0xa5a5a5a5ULL + static_cast<std::uint64_t>(jobIndex)))
        , m_pacer(0, 0)
    {
    }

    JobResult run();

private:
    Status setUp();
    void fillBuffers(std::size_t bytes);
    void scramble(unsigned slotIndex);
    void refill(std::int64_t now);
    std::int64_t reapEach();
    io_uring_sqe* takeSqe();
    bool prepare(unsigned slotIndex, bool fresh);
    void submitPrepared();
    bool checkSubmit(int result);
    void complete(const io_uring_cqe* cqe, std::int64_t completionNs);
    void record(const IoSlot& slot, std::int64_t completionNs);
    void flushSecond();
    bool mayIssue(std::int64_t now) const;
    void fail(const QString& message);
    char* buffer(unsigned slotIndex) const
    {
        return static_cast<char*>(m_buffers.get()) + static_cast<std::size_t>(slotIndex) * m_stride;
    }

    const JobContext& m_context;
    const BenchParams& m_params;
    const int m_job;
    const unsigned m_submitBatch;
    OffsetGenerator m_offsets;
    FastRandom m_random;
    RatePacer m_pacer;
    IoRing m_ring;
    std::unique_ptr<void, FreeDeleter> m_buffers;
    std::size_t m_stride = 0;
    std::vector<IoSlot> m_slots;
    std::vector<unsigned> m_free; // slots ready for a new I/O
    std::vector<unsigned> m_retry; // slots whose I/O is resubmitted (EAGAIN, short)
    unsigned m_unsubmitted = 0; // SQEs prepared, not yet handed to the kernel
    unsigned m_inFlight = 0;
    std::uint64_t m_issued = 0;
    std::uint64_t m_ioBudget = std::numeric_limits<std::uint64_t>::max();
    std::int64_t m_rampEndNs = 0;
    std::int64_t m_endNs = 0;
    std::int64_t m_lastCountedNs = 0;
    bool m_issuing = true;
    int m_second = 0;
    LatencyHistogram m_secondLatency;
    std::uint64_t m_secondBytes = 0;
    ThreadCpu m_cpuStart;
    bool m_cpuStarted = false; // the ramp is over: CPU time counts from m_cpuStart
    JobResult m_result;
};

Status JobLoop::setUp()
{
    const auto depth = static_cast<unsigned>(std::max(1, m_params.queueDepth));
    if (auto ring = m_ring.init(depth); !ring) {
        return ring;
    }
    m_result.ringSetup = m_ring.setupFlags();
    // Said either way: unlike buffers and file, a registered ring fd changes no figure, so a note that only
    // mentioned a refusal could not tell a run that registered it from one made before it was tried.
    m_result.ringSetup
        += m_ring.registerRingFd() ? QStringLiteral(", registered ring fd") : QStringLiteral(", unregistered ring fd");
    m_stride = static_cast<std::size_t>(m_params.blockSizeBytes);
    const std::size_t total = (m_stride * depth + 4095) / 4096 * 4096;
    m_buffers.reset(std::aligned_alloc(4096, total));
    if (!m_buffers) {
        return headroom::fail(QStringLiteral("cannot allocate %1 bytes of I/O buffers").arg(total));
    }
    fillBuffers(total);
    std::vector<iovec> vectors(depth);
    for (unsigned i = 0; i < depth; ++i) {
        vectors[i] = iovec { buffer(i), m_stride };
    }
    if (!m_ring.registerBuffers(vectors.data(), depth)) {
        m_result.ringSetup += QStringLiteral(", unregistered buffers");
    }
    if (!m_ring.registerFile(m_context.fd)) {
        m_result.ringSetup += QStringLiteral(", unregistered file");
    }
    m_slots.resize(depth);
    for (unsigned i = depth; i-- > 0;) {
        m_free.push_back(i);
    }
    if (m_params.ioLimit > 0) {
        const auto jobs = static_cast<std::uint64_t>(m_params.jobs);
        const auto limit = static_cast<std::uint64_t>(m_params.ioLimit);
        m_ioBudget = limit / jobs + (static_cast<std::uint64_t>(m_job) < limit % jobs ? 1 : 0);
    }
    return success();
}

// Incompressible, non-zero data; scramble() then makes every written 4 KiB block unique so dedupe cannot
// flatter a result either.
void JobLoop::fillBuffers(std::size_t bytes)
{
    auto* words = static_cast<std::uint64_t*>(m_buffers.get());
    for (std::size_t i = 0; i < bytes / 8; ++i) {
        words[i] = m_random.next() | 1;
    }
}

void JobLoop::scramble(unsigned slotIndex)
{
    const std::uint64_t stamp = m_random.next() | 1;
    char* base = buffer(slotIndex);
    for (std::size_t at = 0; at < m_stride; at += 4096) {
        std::memcpy(base + at, &stamp, sizeof stamp);
    }
}

bool JobLoop::mayIssue(std::int64_t now) const
{
    return m_issuing && m_issued < m_ioBudget && m_pacer.isDue(now);
}

// A submission slot, or nullptr after fail(): io_uring_get_sqe returns NULL when the submission queue is full (it
// cannot while the ring has an entry per slot and submitBatch <= depth, but the contract is liburing's, not ours).
io_uring_sqe* JobLoop::takeSqe()
{
    int submitted = 0;
    io_uring_sqe* sqe = nextSqe(m_ring.get(), &submitted);
    if (submitted != 0) {
        m_unsubmitted = 0;
        checkSubmit(submitted);
    }
    if (sqe == nullptr) {
        fail(QStringLiteral("io_uring submission queue full (%1 entries) and submitting freed no entry%2")
                 .arg(m_ring.get()->sq.ring_entries)
                 .arg(submitted < 0 ? QStringLiteral(": ") + errnoText(-submitted) : QString()));
    }
    return sqe;
}

// False when no submission slot could be had (the job then stops, see takeSqe).
bool JobLoop::prepare(unsigned slotIndex, bool fresh)
{
    if (m_unsubmitted >= m_submitBatch) {
        submitPrepared();
    }
    io_uring_sqe* sqe = takeSqe();
    if (sqe == nullptr) {
        return false;
    }
    IoSlot& slot = m_slots[slotIndex];
    if (fresh) {
        slot.read = m_offsets.nextIsRead(m_params.readPct);
        slot.offset = m_offsets.nextOffset();
        slot.lengthBytes = static_cast<std::uint32_t>(m_params.blockSizeBytes);
        slot.doneBytes = 0;
        if (!slot.read) {
            scramble(slotIndex);
        }
        ++m_issued;
        m_pacer.issued();
    }
    const int fd = m_ring.fixedFile() ? 0 : m_context.fd;
    char* data = buffer(slotIndex) + slot.doneBytes;
    const unsigned length = slot.remainingBytes();
    const std::uint64_t offset = slot.nextOffset();
    const int bufferIndex = static_cast<int>(slotIndex);
    if (slot.read) {
        m_ring.fixedBuffers() ? io_uring_prep_read_fixed(sqe, fd, data, length, offset, bufferIndex)
                              : io_uring_prep_read(sqe, fd, data, length, offset);
    } else {
        m_ring.fixedBuffers() ? io_uring_prep_write_fixed(sqe, fd, data, length, offset, bufferIndex)
                              : io_uring_prep_write(sqe, fd, data, length, offset);
    }
    if (m_ring.fixedFile()) {
        sqe->flags |= IOSQE_FIXED_FILE;
    }
    io_uring_sqe_set_data64(sqe, slotIndex);
    ++m_inFlight;
    if (fresh) {
        slot.submitNs = nowNs(); // a requeued I/O keeps its first stamp: its latency is the whole transfer's
    }
    ++m_unsubmitted;
    return true;
}

// I/Os go to the kernel in groups of submitBatch (default 1: each as soon as it is prepared, as fio does by
// default); the last group before a wait goes with the wait's own system call. Batches of 32 made the device
// see bursts and moved the latency distribution away from fio's for the same workload; they save system calls,
// which the CPU-bound buffered case notices under contention (see tests/perf/engine_vs_fio, issue 4's notes).
void JobLoop::submitPrepared()
{
    if (m_unsubmitted == 0) {
        return;
    }
    m_unsubmitted = 0;
    checkSubmit(io_uring_submit(m_ring.get()));
}

// -EAGAIN / -EBUSY (no room right now), -EINTR and -ETIME (the wait's own timeout) are not failures.
bool JobLoop::checkSubmit(int result)
{
    if (result > 0) {
        ++m_result.submitCalls;
        m_result.submitted += static_cast<std::uint64_t>(result);
    }
    if (result >= 0 || result == -EAGAIN || result == -EBUSY || result == -EINTR || result == -ETIME) {
        return true;
    }
    fail(QStringLiteral("io_uring submit failed: %1").arg(errnoText(-result)));
    return false;
}

void JobLoop::fail(const QString& message)
{
    qCDebug(lcBench) << "job stops:" << message;
    if (m_result.error.isEmpty()) {
        m_result.error = message;
    }
    m_issuing = false;
    m_context.stop->store(true, std::memory_order_relaxed);
}

void JobLoop::complete(const io_uring_cqe* cqe, std::int64_t completionNs)
{
    const auto slotIndex = static_cast<unsigned>(io_uring_cqe_get_data64(cqe));
    IoSlot& slot = m_slots[slotIndex];
    --m_inFlight;
    switch (applyCompletion(slot, cqe->res)) {
    case CompletionOutcome::Requeue:
        ++m_result.requeues;
        m_retry.push_back(slotIndex);
        return;
    case CompletionOutcome::Failed:
        fail(completionError(slot, cqe->res));
        break;
    case CompletionOutcome::Finished:
        record(slot, completionNs);
        break;
    }
    m_free.push_back(slotIndex);
}

void JobLoop::record(const IoSlot& slot, std::int64_t completionNs)
{
    if (completionNs < m_rampEndNs || completionNs >= m_endNs) {
        return;
    }
    const auto latencyNs = static_cast<std::uint64_t>(completionNs - slot.submitNs);
    const int second = static_cast<int>((completionNs - m_rampEndNs) / kNsPerSec);
    if (second != m_second) {
        flushSecond();
        m_second = second;
    }
    (slot.read ? m_result.readLatency : m_result.writeLatency).record(latencyNs);
    (slot.read ? m_result.readBytes : m_result.writeBytes) += slot.lengthBytes;
    m_secondLatency.record(latencyNs);
    m_secondBytes += slot.lengthBytes;
    m_lastCountedNs = completionNs;
}

void JobLoop::flushSecond()
{
    if (m_secondLatency.count() > 0) {
        m_context.collector->addSecond(m_job, m_second, m_secondLatency, m_secondBytes);
        m_secondLatency.clear();
        m_secondBytes = 0;
    }
}

// Issues what the queue depth, the I/O budget and the pacer allow: requeued transfers first, then new I/Os.
void JobLoop::refill(std::int64_t now)
{
    if (m_context.stop->load(std::memory_order_relaxed) || now >= m_endNs) {
        m_issuing = false;
    }
    while (!m_retry.empty() && m_issuing && prepare(m_retry.back(), false)) {
        m_retry.pop_back();
    }
    while (!m_free.empty() && mayIssue(now) && prepare(m_free.back(), true)) {
        m_free.pop_back();
    }
}

// One completion at a time: each is stamped when it is taken and its slot is refilled before the next one is
// looked at. Stamping a whole batch at once and refilling afterwards left completed slots idle while the
// others were resubmitted: at QD 32 on a virtio disk only ~24 I/Os were in flight on average (IOPS x mean
// latency), and the latency figures were ~25 % below fio's for the same job, which reaps one at a time.
std::int64_t JobLoop::reapEach()
{
    io_uring* ring = m_ring.get();
    std::int64_t now = nowNs();
    unsigned head = 0;
    io_uring_cqe* cqe = nullptr;
    io_uring_for_each_cqe(ring, head, cqe)
    {
        now = nowNs();
        complete(cqe, now);
        io_uring_cq_advance(ring, 1);
        refill(now);
    }
    return now;
}

JobResult JobLoop::run()
{
    if (auto ready = setUp(); !ready) {
        fail(ready.error());
        return std::move(m_result);
    }
    const std::int64_t start = nowNs();
    m_rampEndNs = start + m_params.rampNs;
    m_endNs = m_params.ioLimit > 0 ? std::numeric_limits<std::int64_t>::max() : m_rampEndNs + m_params.runNs;
    if (m_params.targetIops && *m_params.targetIops > 0) {
        m_pacer = RatePacer(*m_params.targetIops / m_params.jobs, start);
    }
    io_uring* ring = m_ring.get();
    std::int64_t now = start;
    m_cpuStarted = m_params.rampNs == 0;
    m_cpuStart = ThreadCpu::now();
    for (;;) {
        refill(now);
        if (m_inFlight == 0 && (!m_issuing || m_issued >= m_ioBudget)) {
            break;
        }
        std::int64_t waitNs = kMaxWaitNs;
        if (m_pacer.paced() && m_issuing) {
            waitNs = std::clamp<std::int64_t>(m_pacer.nextDueNs() - now, 1000, kMaxWaitNs);
        }
        __kernel_timespec timeout { waitNs / kNsPerSec, waitNs % kNsPerSec };
        io_uring_cqe* first = nullptr;
        m_unsubmitted = 0;
        if (!checkSubmit(io_uring_submit_and_wait_timeout(ring, &first, 1, &timeout, nullptr))) {
            break;
        }
        now = reapEach();
        if (!m_cpuStarted && now >= m_rampEndNs) {
            m_cpuStart = ThreadCpu::now();
            m_cpuStarted = true;
        }
    }
    flushSecond();
    if (m_cpuStarted) {
        const ThreadCpu end = ThreadCpu::now();
        m_result.cpuUserNs = end.userNs - m_cpuStart.userNs;
        m_result.cpuSystemNs = end.systemNs - m_cpuStart.systemNs;
    }
    if (m_params.ioLimit > 0) {
        m_result.measuredNs = std::max<std::int64_t>(0, m_lastCountedNs - m_rampEndNs);
    } else {
        m_result.measuredNs = std::clamp<std::int64_t>(now - m_rampEndNs, 0, m_params.runNs);
    }
    return std::move(m_result);
}

} // namespace

JobResult runJob(const JobContext& context, int jobIndex)
{
    JobLoop loop(context, jobIndex);
    JobResult result = loop.run();
    context.collector->jobFinished(jobIndex);
    return result;
}

} // namespace headroom::bench
