// SPDX-License-Identifier: GPL-3.0-or-later
#include "quantityformat.h"

#include "translations.h"

#include <cmath>
#include <utility>

namespace headroom {

QuantityFormat::QuantityFormat(const QLocale& locale)
    : m_locale(locale)
{
}

QuantityFormat QuantityFormat::plain()
{
    return QuantityFormat(QLocale::c()); // Qt's C locale omits thousands separators
}

QuantityFormat QuantityFormat::text()
{
    // A German reader reads German numbers; the CLI installs no language, so its text stays in the C locale.
    QLocale locale = i18n::speaksOtherThanEnglish() ? QLocale() : QLocale::c();
    locale.setNumberOptions(QLocale::DefaultNumberOptions); // thousands separators on
    return QuantityFormat(locale);
}

QuantityFormat QuantityFormat::system()
{
    return QuantityFormat(QLocale());
}

QString QuantityFormat::number(double value, int decimals) const
{
    return m_locale.toString(value, 'f', decimals);
}

QString QuantityFormat::significant(double value, int digits) const
{
    return m_locale.toString(value, 'g', digits);
}

QString QuantityFormat::count(std::int64_t value) const
{
    return m_locale.toString(static_cast<qlonglong>(value));
}

QString QuantityFormat::iops(double value) const
{
    const double magnitude = std::abs(value);
    if (magnitude >= 1e6) {
        return number(value / 1e6, magnitude >= 1e7 ? 1 : 2) + QLatin1Char('M');
    }
    if (magnitude >= 1e5) {
        return number(value / 1e3, 0) + QLatin1Char('K');
    }
    if (magnitude >= 1e4) {
        return number(value / 1e3, 1) + QLatin1Char('K');
    }
    return number(value, magnitude >= 100 ? 0 : 1);
}

QString QuantityFormat::latencyNs(double ns) const
{
    // Three significant digits; µs below 0.1 ms, where ms would print 0.002.
    const auto digits = [this](double value, const QString& unit) {
        const int decimals = value < 9.995 ? 2 : value < 99.95 ? 1 : 0;
        return number(value, decimals) + QLatin1Char(' ') + unit;
    };
    if (ns < 99.95e3) {
        return digits(ns / 1e3, QStringLiteral("µs"));
    }
    if (ns < 0.9995e6) {
        return number(ns / 1e6, 3) + QStringLiteral(" ms");
    }
    return digits(ns / 1e6, QStringLiteral("ms"));
}

QString QuantityFormat::milliseconds(double ms) const
{
    const double magnitude = std::abs(ms);
    if (magnitude > 0 && magnitude < 0.09995) {
        // µs where ms would print 0.002: three significant digits.
        const double us = ms * 1e3;
        return number(us, std::abs(us) < 9.995 ? 2 : 1) + QStringLiteral(" µs");
    }
    const int decimals = magnitude >= 100 ? 0 : magnitude >= 10 ? 1 : magnitude >= 0.1 ? 2 : 3;
    // Keep three significant digits under 1 ms, where the report's figures live (0.136 ms, not 0.14 ms).
    const int fine = magnitude < 1 && magnitude >= 0.1 ? 3 : decimals;
    QString digits = number(ms, fine);
    if (fine > decimals && digits.endsWith(m_locale.zeroDigit())) {
        digits.chop(m_locale.zeroDigit().size());
    }
    return digits + QStringLiteral(" ms");
}

QString QuantityFormat::megabytesPerSec(double bytesPerSec) const
{
    const double mb = bytesPerSec / 1e6;
    return number(mb, mb >= 100 ? 0 : 1) + QStringLiteral(" MB/s");
}

QString QuantityFormat::megabytesPerSec(double bytesPerSec, int decimals) const
{
    return number(bytesPerSec / 1e6, decimals) + QStringLiteral(" MB/s");
}

QString QuantityFormat::gbps(double gigabitsPerSec) const
{
    return significant(gigabitsPerSec, 4) + QStringLiteral(" Gb/s");
}

QString QuantityFormat::percent(double value, int decimals) const
{
    return number(value, decimals) + QStringLiteral(" %");
}

QString QuantityFormat::gain(double percent) const
{
    const double magnitude = std::abs(percent);
    const int decimals = magnitude < 9.95 ? 1 : 0;
    // Zero at the printed precision, whatever the sign: "±0 %", never "+0.0 %" or "−0 %".
    if (std::round(magnitude * std::pow(10.0, decimals)) == 0) {
        return QStringLiteral("±0 %");
    }
    return (percent < 0 ? QStringLiteral("\u2212") : QStringLiteral("+")) + number(magnitude, decimals)
        + QStringLiteral(" %");
}

QString QuantityFormat::cents(std::int64_t cents) const
{
    return (cents < 0 ? m_locale.negativeSign() : QString()) + unsignedCents(cents);
}

QString QuantityFormat::unsignedCents(std::int64_t cents) const
{
    const std::uint64_t magnitude = centsMagnitude(cents);
    const QString units = m_locale.toString(static_cast<qulonglong>(magnitude / 100));
    const QString hundredths
        = m_locale.toString(static_cast<qulonglong>(magnitude % 100)).rightJustified(2, m_locale.zeroDigit().at(0));
    return units + m_locale.decimalPoint() + hundredths;
}

QString QuantityFormat::money(std::int64_t cents, const QString& currency) const
{
    return withCurrency(unsignedCents(cents), cents < 0, currency);
}

QString QuantityFormat::wholeMoney(std::int64_t cents, const QString& currency) const
{
    const auto units = static_cast<std::int64_t>(std::llround(static_cast<double>(cents) / 100.0));
    // A headline without a currency is in dollars.
    return withCurrency(count(std::llabs(units)), units < 0, currency.isEmpty() ? QStringLiteral("USD") : currency);
}

QString QuantityFormat::withCurrency(const QString& amount, bool negative, const QString& currency) const
{
    const QString minus = negative ? QStringLiteral("-") : QString();
    if (currency != QLatin1String("USD")) {
        return minus + amount + QLatin1Char(' ') + currency;
    }
    if (m_locale.language() == QLocale::C) {
        return minus + QLatin1Char('$') + amount;
    }
    // The locale's placement of a currency symbol and sign ("¤1" in English, "1 ¤" in German) around the digits
    // (toCurrencyString of a double would round cents beyond 2^53).
    const QString placeholder = QStringLiteral("\u00a4");
    QString pattern = m_locale.toCurrencyString(negative ? -1.0 : 1.0, placeholder, 0);
    return pattern.replace(m_locale.toString(1), amount).replace(placeholder, QStringLiteral("$"));
}

} // namespace headroom
