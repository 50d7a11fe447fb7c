// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstdint>

namespace headroom::bench {

// Even pacing for a target rate: the n-th I/O is due at start + n / rate, whatever the completions do
// (an open-loop schedule as vdbench's curve runs use; a late I/O does not push the later ones back).
// Times in nanoseconds on any monotonic clock. Not thread-safe: one per job thread.
class RatePacer {
public:
    // ratePerSec <= 0: no pacing, every I/O is due at once.
    RatePacer(double ratePerSec, std::int64_t startNs);

    bool paced() const { return m_intervalNs > 0; }
    std::int64_t nextDueNs() const;
    bool isDue(std::int64_t nowNs) const { return !paced() || nowNs >= nextDueNs(); }
    void issued() { ++m_issued; }
    std::uint64_t issuedCount() const { return m_issued; }

private:
    double m_intervalNs;
    std::int64_t m_startNs;
    std::uint64_t m_issued = 0;
};

} // namespace headroom::bench
