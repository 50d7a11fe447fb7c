// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "intervalsample.h"
#include "latencyhistogram.h"

#include <condition_variable>
#include <cstdint>
#include <map>
#include <mutex>
#include <vector>

namespace headroom::bench {

// Meeting point of the job threads and the thread that started them. Jobs hand over each finished second
// and say when they are done; the owner takes the seconds every job has passed, and waits for the end with a
// timeout so it can forward progress and see a cancel. Thread-safe (one mutex, held only for a merge).
class IntervalCollector {
public:
    explicit IntervalCollector(int jobCount);

    // Job side.
    void addSecond(int job, int second, const LatencyHistogram& latency, std::uint64_t bytes);
    void jobFinished(int job);

    // Owner side: seconds complete in every job, in order; each is returned once.
    std::vector<IntervalSample> takeReady();
    // Waits until every job finished or the timeout passed; true when all finished.
    bool waitAllFinished(int timeoutMs);

private:
    struct Second {
        LatencyHistogram latency;
        std::uint64_t bytes = 0;
    };

    std::mutex m_mutex;
    std::condition_variable m_finishedChanged;
    std::vector<int> m_passed; // per job: seconds below this are complete; INT_MAX when finished
    int m_finishedJobs = 0;
    std::map<int, Second> m_seconds;
};

} // namespace headroom::bench
