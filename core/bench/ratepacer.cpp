// SPDX-License-Identifier: GPL-3.0-or-later
#include "ratepacer.h"

namespace headroom::bench {

RatePacer::RatePacer(double ratePerSec, std::int64_t startNs)
    : m_intervalNs(ratePerSec > 0 ? 1e9 / ratePerSec : 0.0)
    , m_startNs(startNs)
{
}

std::int64_t RatePacer::nextDueNs() const
{
    return m_startNs + static_cast<std::int64_t>(static_cast<double>(m_issued) * m_intervalNs);
}

} // namespace headroom::bench
