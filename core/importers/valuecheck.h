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
    NonNegative, // rates, sizes, latencies, durations: finite and ≥ 0
    Percent, // finite, 0 … 100
};

// Why `value` is outside `range`, as the end of a message ("is negative", "is not a finite number",
// "is over 100 %"); empty when it is inside.
QString rangeProblem(double value, ValueRange range);

// The first figure of a measurement that cannot be true, as "<field> <value> <why>" ("read p95 latency -5000 ns is
// negative", "IOPS inf is not a finite number", "read latency min 90 ns > mean 80 ns"); empty when all are plausible.
// Checks: every number finite; IOPS, bytes/s, latencies, durations, load ≥ 0; the totals (sums of directions) finite;
// percentages 0 … 100 (read %, random %, host CPU, per-host CPU and memory); percentiles non-decreasing with the
// percent; min ≤ mean ≤ max; block size, queue depth and jobs ≥ 1. `maxProcessCpuPct` bounds the CPU of the
// benchmarking process (user and system): 100 × the cores it may have used, unbounded when the format checked it.
QString measurementProblem(const Measurement& m, double maxProcessCpuPct);

// "FILE: WHERE: PROBLEM" — the refusal of a whole file for one bad value (the import says nothing was imported).
Error valueRefusal(const QString& fileName, const QString& where, const QString& problem);

// The value of a text cell quoted for a message: '…' around at most 80 printable characters.
QString quotedValue(QStringView text);

} // namespace headroom
