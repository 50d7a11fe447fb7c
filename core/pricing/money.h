// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/expected.h"

#include <cstdint>

#include <QString>

namespace headroom {

// An exact amount of cents as a fraction (numerator / denominator cents), so that per-port shares such as
// $59,216 / 48 ports are carried exactly and rounded once, at the end. Plain value type.
struct ExactCents {
    std::int64_t numerator = 0;
    std::int64_t denominator = 1; // always > 0

    static ExactCents fromCents(std::int64_t cents) { return { cents, 1 }; }
    // cents / parts, e.g. a switch price shared by its ports. parts must be > 0.
    static ExactCents share(std::int64_t cents, std::int64_t parts);

    ExactCents operator+(const ExactCents& other) const;
    ExactCents operator*(std::int64_t factor) const;
    // Rounded half away from zero: 4,265,212.5 cents → 4,265,213.
    std::int64_t roundedCents() const;
    // Rounded to whole currency units first (the report's "$1,743"), in cents.
    std::int64_t roundedToWholeUnitsCents() const;
    double toDouble() const { return static_cast<double>(numerator) / static_cast<double>(denominator); }
    bool operator==(const ExactCents& other) const;
};

// ISO 4217 code check against the list of active currency codes.
bool isKnownCurrency(const QString& code);

// "769", "769.5", "59,216.00", "$1,743.17" → cents, exactly (no binary float). Error names the text.
// A comma only between groups of three digits ("1234,56" is refused, never 123456). With `decimalComma` (a file
// that says it uses one) the marks swap: "1234,56", "59.216,00".
Expected<std::int64_t> parseAmountCents(const QString& text, bool decimalComma = false);
// 174317 → "1743.17" (C locale, no grouping): the form written to files.
QString centsToPlain(std::int64_t cents);
// 174317, "USD" → "$1,743.17"; other currencies → "1,743.17 EUR". For people; never parsed back.
QString formatMoney(std::int64_t cents, const QString& currency);

} // namespace headroom
