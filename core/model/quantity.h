#pragma once

#include "expected.h"

#include <QString>

namespace headroom {

// "119 MiB/s", "20359 MB/s", "1.04 GB/s", "512 KiB/s", "800 B/s" → bytes per second.
// MB and GB are decimal (10^6, 10^9), MiB and GiB binary, as published figures use them.
Expected<double> parseByteRate(const QString& text);
// "0.72 ms", "850 us", "850 µs", "1200 ns", "1.5 s" → nanoseconds.
Expected<double> parseDurationNs(const QString& text);

} // namespace headroom
