// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "expected.h"

#include <cstdint>
#include <optional>

#include <QList>
#include <QString>
#include <QStringView>

// The one parser for numbers, sizes, durations and rates that people type (CLI options, GUI fields, the demo
// document): C locale digits, finite values only, ranges checked, no overflow. Errors start with `what` (an option
// such as "--runtime" or a field such as "Queue depths") when it is not empty, and say the accepted range.
// Pure functions; thread-safe. (Imported files use strictNumber for their cells; their ranges are the importers'
// business.)
namespace headroom {

// The whole of `text` (spaces around it allowed) as a finite decimal number: an optional sign, digits with an
// optional fraction ("12", "-0.5", ".5", "7."), an optional exponent ("1e3"). No thousands separator, unit, hex,
// "inf" or "nan", nor anything after the number ("12abc"): those are not numbers here, never a prefix of one.
// `decimalMark` is '.' or, for files that say they use one, ','. The number grammar of every parser here and of the
// importers' cells.
std::optional<double> strictNumber(QStringView text, QChar decimalMark = u'.');

// A finite number in low..high: "1e3", "0.5", "-2" (never "nan", "inf", "12abc", "1,5" or "").
Expected<double> parseNumber(const QString& what, const QString& text, double low, double high);
// A whole number in low..high, digits only ("4096"; never "4.5", "1e3" or a value that overflows 64 bits).
Expected<std::int64_t> parseWholeNumber(const QString& what, const QString& text, std::int64_t low, std::int64_t high);
// A whole number from 0 to 2^64 − 1 (seeds).
Expected<std::uint64_t> parseUnsigned(const QString& what, const QString& text);

// "10,50,70" → numbers, each in low..high; an empty entry ("1,,2") or an empty list is refused.
Expected<QList<double>> parseNumberList(const QString& what, const QString& text, double low, double high);
// "1,2,4,8" → whole numbers, each in low..high; an empty entry or an empty list is refused.
Expected<QList<std::int64_t>> parseWholeNumberList(
    const QString& what, const QString& text, std::int64_t low, std::int64_t high);

// "4k", "256K", "1m", "512", "4KiB", "1g", "2t" → bytes, binary units (k = KiB); a bare number counts
// `bareUnitBytes` (1 for fio and the CLI, 1024 for HCIBench's names). Refuses a size that overflows 64 bits.
Expected<std::int64_t> parseSizeBytes(const QString& text, std::int64_t bareUnitBytes = 1);
// The same, in low..high bytes.
Expected<std::int64_t> parseSizeBytes(
    const QString& what, const QString& text, std::int64_t low, std::int64_t high, std::int64_t bareUnitBytes = 1);

// What a number without a unit means in a duration.
enum class BareDuration { Refused, Seconds };
// "10s", "2m", "1h", "500ms", "0.72 ms", "850 us", "850 µs", "1200 ns" → nanoseconds (a space before the unit is
// optional, units in any case but µ). A bare number is seconds only when `bare` says so.
Expected<double> parseDurationNs(const QString& text, BareDuration bare = BareDuration::Refused);
// The same as whole nanoseconds in lowNs..highNs, for run times.
Expected<std::int64_t> parseDurationNs(
    const QString& what, const QString& text, std::int64_t lowNs, std::int64_t highNs, BareDuration bare);

// "119 MiB/s", "20359 MB/s", "1.04 GB/s", "512 KiB/s", "800 B/s" → bytes per second. MB and GB are decimal
// (10^6, 10^9), MiB and GiB binary, as published figures use them.
Expected<double> parseByteRate(const QString& text);

// How a range reads in a message: "1..4096", "0..100", "1 ms..1 day" is up to the caller; numbers in C locale
// without exponent up to 10^15.
QString rangeText(double low, double high);

} // namespace headroom
