// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstdint>

#include <QLocale>
#include <QString>

namespace headroom {

// |cents| without negating INT64_MIN, which has no positive std::int64_t.
constexpr std::uint64_t centsMagnitude(std::int64_t cents)
{
    return cents < 0 ? 0U - static_cast<std::uint64_t>(cents) : static_cast<std::uint64_t>(cents);
}

// The one formatter of numbers and units for people and files. Every output says which locale it writes in:
//   QuantityFormat::plain()  C locale, no thousands separators: JSON, CSV, fio job files, CLI tables read by
//                            scripts (`results`, `bench`).
//   QuantityFormat::text()   the text people read: C locale with thousands separators ("106,000", "$42,652.13"):
//                            CLI sentences, `advise`, charts and reports; the installed language's locale while
//                            Headroom speaks another (i18n::install: the German GUI's advice, `report --lang de`:
//                            "106.000", "42.652,13 $"). The CLI installs none, so its text stays in the C locale.
//   QuantityFormat::system() the user's locale (the default QLocale, which i18n::install sets): the GUI's tables.
// A value type; thread-safe to copy and use from any thread.
class QuantityFormat {
public:
    explicit QuantityFormat(const QLocale& locale); // QLocale has no move constructor
    static QuantityFormat plain();
    static QuantityFormat text();
    static QuantityFormat system();

    const QLocale& locale() const { return m_locale; }

    // `decimals` fixed decimals: number(3392.8, 0) → "3393" (plain) or "3,393" (text).
    QString number(double value, int decimals) const;
    // `digits` significant digits, no trailing zeros: significant(3.30212, 4) → "3.302".
    QString significant(double value, int digits) const;
    // A whole count: 106000 → "106,000" (text).
    QString count(std::int64_t value) const;

    // IOPS as a slide writes them: 350000 → "350K", 47423 → "47.4K", 6614 → "6,614", 1.2e6 → "1.20M".
    QString iops(double value) const;
    // A latency in a table, three significant digits, its unit always said: below 0.1 ms in µs ("2.10 µs",
    // "45.3 µs"), above in ms ("0.675 ms", "7.83 ms", "123 ms").
    QString latencyNs(double ns) const;
    // A latency on a chart or slide, the digits that matter: 0.72 → "0.72 ms", 0.1356 → "0.136 ms",
    // 123.3 → "123 ms", 0.045 → "45.0 µs".
    QString milliseconds(double ms) const;
    // Throughput in decimal megabytes: 3392.8e6 → "3,393 MB/s"; one decimal under 100 MB/s.
    QString megabytesPerSec(double bytesPerSec) const;
    // The same with `decimals` decimals always: megabytesPerSec(3392.8e6, 0) → "3,393 MB/s".
    QString megabytesPerSec(double bytesPerSec, int decimals) const;
    // A link speed: 25 → "25 Gb/s", 10.3125 → "10.31 Gb/s" (four significant digits).
    QString gbps(double gigabitsPerSec) const;
    // A share: percent(109.3, 0) → "109 %".
    QString percent(double value, int decimals = 0) const;
    // THE gain rule, for every change between two figures: a sign (a real minus), one decimal under 10 %, none
    // from 10 %: +78.2 → "+78 %", −4.34 → "−4.3 %", 0.04 → "±0 %".
    QString gain(double percent) const;
    // Money from cents, two decimals always: 4265213 → "42,652.13" (text); the currency is the caller's.
    QString cents(std::int64_t cents) const;
    // The same without its sign: unsignedCents(-4265213) → "42,652.13"; INT64_MIN included.
    QString unsignedCents(std::int64_t cents) const;
    // Money with its currency: "USD" as "$" where the locale puts a currency symbol ("$42,652.13" in the C and
    // English locales, "42.652,13 $" in German), other currencies by their code after the amount
    // ("42,652.13 EUR", "42.652,13 EUR"); a negative amount signed in front ("-$42,652.13").
    QString money(std::int64_t cents, const QString& currency) const;
    // The same to the whole unit, as a headline says it: 4265213, "USD" → "$42,652" ("42.652 $" in German).
    QString wholeMoney(std::int64_t cents, const QString& currency) const;

private:
    QString withCurrency(const QString& amount, bool negative, const QString& currency) const;

    QLocale m_locale;
};

} // namespace headroom
