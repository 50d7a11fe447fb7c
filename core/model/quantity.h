#pragma once

#include "expected.h"

#include <QLocale>
#include <QString>

namespace headroom {

// "119 MiB/s", "20359 MB/s", "1.04 GB/s", "512 KiB/s", "800 B/s" → bytes per second.
// MB and GB are decimal (10^6, 10^9), MiB and GiB binary, as published figures use them.
Expected<double> parseByteRate(const QString& text);
// "0.72 ms", "850 us", "850 µs", "1200 ns", "1.5 s" → nanoseconds.
Expected<double> parseDurationNs(const QString& text);

// A latency for people, its unit always said: below 1 ms in µs ("850 µs", "12.5 µs", "2.1 µs"; where ms would print
// 0.002), from 1 ms in ms ("1.25 ms", "23.7 ms", "123 ms"). `locale` formats the digits (C for the CLI).
QString formatLatencyNs(double ns, const QLocale& locale);

} // namespace headroom
