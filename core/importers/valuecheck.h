// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/expected.h"
#include "model/measurement.h"
#include "model/quantityparse.h"

#include <optional>

#include <QString>
#include <QStringView>

namespace headroom {

// The range checks every importer applies before anything reaches the library, so a bad figure is refused with
// the file's own location (line, column, JSON path) instead of being stored, dropped, or refused by SQLite's CHECK
// constraints with a database message. Pure functions, any thread.

enum class ValueRange {
    NonNegative, // sizes, counts, CPU: finite and ≥ 0
    Percent, // finite, 0 … 100
    Iops, // finite, 0 … kMaxPlausibleIops
    BytesPerSec, // finite, 0 … kMaxPlausibleBytesPerSec
    LatencyNs, // finite, 0 … kMaxPlausibleLatencyNs
    DurationSec, // finite, 0 … kMaxPlausibleDurationSec
};

// The largest figures a benchmark can report: above them a figure is a unit mix-up, a parse error or a corrupted
// file (the campaign stored 1e15 IOPS and 1e300 ms latencies). Each is about 100 times the largest real result
// known: published whole-cluster results reach ~1e8 IOPS and ~1e13 bytes/s (10 TB/s, Frontier's Orion).
inline constexpr double kMaxPlausibleIops = 1e10;
inline constexpr double kMaxPlausibleBytesPerSec = 1e15;
// 1e15 ns is 11.6 days: no I/O of a benchmark waits that long (fio's own job timeouts are far shorter).
inline constexpr double kMaxPlausibleLatencyNs = 1e15;
// About 3 years of run time.
inline constexpr double kMaxPlausibleDurationSec = 1e8;

// Why `value` is outside `range`, as the end of a message ("is negative", "is not a finite number",
// "is over 100 %", "is over the plausible maximum of 1e+10 IOPS"); empty when it is inside.
QString rangeProblem(double value, ValueRange range);

// The first figure of a measurement that cannot be true, as "<field> <value> <why>" ("read p95 latency -5000 ns is
// negative", "IOPS inf is not a finite number", "read latency min 90 ns > mean 80 ns"); empty when all are plausible.
// Checks: at least one figure (IOPS, bytes/s or a latency) unless it is marked failed; every number finite; IOPS,
// bytes/s, latencies, durations, load ≥ 0 and below their plausible maximum (kMaxPlausibleIops …); the totals (sums of
// directions) finite; percentages 0 … 100 (read %, random %, host CPU, per-host CPU and memory); percentiles
// non-decreasing with the percent; min ≤ mean ≤ max; block size, queue depth and jobs ≥ 1. `maxProcessCpuPct` bounds
// the CPU of the benchmarking process (user and system): 100 × the cores it may have used, unbounded when the format
// checked it.
QString measurementProblem(const Measurement& m, double maxProcessCpuPct);

// "FILE: WHERE: PROBLEM" — the refusal of a whole file for one bad value (the import says nothing was imported).
Error valueRefusal(const QString& fileName, const QString& where, const QString& problem);

// The value of a text cell quoted for a message: '…' around at most 80 printable characters.
QString quotedValue(QStringView text);

} // namespace headroom
