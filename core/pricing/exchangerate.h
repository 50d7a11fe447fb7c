// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/expected.h"

#include <cstdint>
#include <optional>

#include <QList>
#include <QString>

namespace headroom {

// A price and its currency (ISO 4217). Plain value type.
struct Money {
    std::int64_t cents = 0;
    QString currency;
    bool operator==(const Money&) const = default;
};

// 1 `from` = numerator / denominator `to`, as the user gave it, with the date it was read (YYYY-MM-DD), so an
// answer that mixes currencies says which rate it used. Exact: the decimal the user typed, never a binary float.
struct ExchangeRate {
    QString from;
    QString to;
    std::int64_t numerator = 1;
    std::int64_t denominator = 1;
    QString date;

    // "1 EUR = 1.0812 USD (rate of 2026-11-30)"
    QString describe() const;
    bool operator==(const ExchangeRate&) const = default;
};

// "EUR:USD=1.0812" with a date "2026-11-30" → 1 EUR = 1.0812 USD. The error names what is wrong.
Expected<ExchangeRate> parseExchangeRate(const QString& text, const QString& date);

// "100000", "100,000.00 EUR", "EUR 100000", "$1,743.17" → cents and currency ("$" is USD; no code: empty
// currency, for the caller to state which it assumes). The error names the text.
Expected<Money> parseMoney(const QString& text);

// `amount` in `currency`, through a rate that converts between the two (either direction), rounded once to cents.
// Empty when no rate links the two currencies. Same currency: unchanged.
std::optional<Money> convert(const Money& amount, const QString& currency, const QList<ExchangeRate>& rates);

} // namespace headroom
