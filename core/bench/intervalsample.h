// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstdint>

namespace headroom::bench {

// One second of a run (all jobs together), for live charts. Rates per second, latencies in nanoseconds.
struct IntervalSample {
    int second = 0; // 0 = the first second after the ramp
    double iops = 0;
    double bytesPerSec = 0;
    double meanLatencyNs = 0;
    double p99LatencyNs = 0;
    bool operator==(const IntervalSample&) const = default;
};

} // namespace headroom::bench
