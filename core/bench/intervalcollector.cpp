// SPDX-License-Identifier: GPL-3.0-or-later
#include "intervalcollector.h"

#include <algorithm>
#include <chrono>
#include <climits>

namespace headroom::bench {

IntervalCollector::IntervalCollector(int jobCount)
    : m_passed(static_cast<std::size_t>(jobCount), 0)
{
}

void IntervalCollector::addSecond(int job, int second, const LatencyHistogram& latency, std::uint64_t bytes)
{
    const std::lock_guard lock(m_mutex);
    Second& slot = m_seconds[second];
    slot.latency.merge(latency);
    slot.bytes += bytes;
    int& passed = m_passed[static_cast<std::size_t>(job)];
    passed = std::max(passed, second + 1);
}

void IntervalCollector::jobFinished(int job)
{
    {
        const std::lock_guard lock(m_mutex);
        m_passed[static_cast<std::size_t>(job)] = INT_MAX;
        ++m_finishedJobs;
    }
    m_finishedChanged.notify_all();
}

std::vector<IntervalSample> IntervalCollector::takeReady()
{
    const std::lock_guard lock(m_mutex);
    const int complete = *std::min_element(m_passed.begin(), m_passed.end());
    std::vector<IntervalSample> ready;
    while (!m_seconds.empty() && m_seconds.begin()->first < complete) {
        const auto it = m_seconds.begin();
        IntervalSample sample;
        sample.second = it->first;
        sample.iops = static_cast<double>(it->second.latency.count());
        sample.bytesPerSec = static_cast<double>(it->second.bytes);
        sample.meanLatencyNs = it->second.latency.meanNs();
        sample.p99LatencyNs = it->second.latency.percentileNs(99.0);
        ready.push_back(sample);
        m_seconds.erase(it);
    }
    return ready;
}

bool IntervalCollector::waitAllFinished(int timeoutMs)
{
    std::unique_lock lock(m_mutex);
    const auto jobs = static_cast<int>(m_passed.size());
    return m_finishedChanged.wait_for(
        lock, std::chrono::milliseconds(timeoutMs), [&] { return m_finishedJobs == jobs; });
}

} // namespace headroom::bench
