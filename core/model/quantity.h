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

// A latency for people, three significant digits, its unit always said: below 0.1 ms in µs ("2.10 µs", "45.3 µs",
// where ms would print 0.002), above in ms ("0.675 ms", "7.83 ms", "23.7 ms", "123 ms" — the seed reports' form).
// `locale` formats the digits (C or English for the CLI, the system's in the GUI).
QString formatLatencyNs(double ns, const QLocale& locale);

} // namespace headroom
