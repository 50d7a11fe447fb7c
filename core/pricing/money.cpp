// SPDX-License-Identifier: GPL-3.0-or-later
#include "money.h"

#include "model/printable.h"
#include "model/quantityformat.h"

#include <algorithm>
#include <numeric>

#include <QSet>
#include <QStringList>

namespace headroom {

namespace {
// Active ISO 4217 codes (2023).
const char* const kIsoCodes = "AED AFN ALL AMD ANG AOA ARS AUD AWG AZN BAM BBD BDT BGN BHD BIF BMD BND BOB BRL BSD "
                              "BTN BWP BYN BZD CAD CDF CHF CLP CNY COP CRC CUP CVE CZK DJF DKK DOP DZD EGP ERN ETB "
                              "EUR FJD FKP GBP GEL GHS GIP GMD GNF GTQ GYD HKD HNL HTG HUF IDR ILS INR IQD IRR ISK "
                              "JMD JOD JPY KES KGS KHR KMF KPW KRW KWD KYD KZT LAK LBP LKR LRD LSL LYD MAD MDL MGA "
                              "MKD MMK MNT MOP MRU MUR MVR MWK MXN MYR MZN NAD NGN NIO NOK NPR NZD OMR PAB PEN PGK "
                              "PHP PKR PLN PYG QAR RON RSD RUB RWF SAR SBD SCR SDG SEK SGD SHP SLE SOS SRD SSP STN "
                              "SVC SYP SZL THB TJS TMT TND TOP TRY TTD TWD TZS UAH UGX USD UYU UZS VES VND VUV WST "
                              "XAF XCD XOF XPF YER ZAR ZMW ZWL";

std::int64_t divideRounded(std::int64_t numerator, std::int64_t denominator)
{
    const std::int64_t quotient = numerator / denominator;
    const std::int64_t remainder = numerator % denominator;
    const std::int64_t twice = 2 * (remainder < 0 ? -remainder : remainder);
    if (twice >= denominator) {
        return quotient + (numerator < 0 ? -1 : 1);
    }
    return quotient;
}

ExactCents reduced(std::int64_t numerator, std::int64_t denominator)
{
    if (denominator < 0) {
        numerator = -numerator;
        denominator = -denominator;
    }
    const std::int64_t divisor = std::gcd(numerator, denominator);
    return divisor > 1 ? ExactCents { numerator / divisor, denominator / divisor }
                       : ExactCents { numerator, denominator };
}
} // namespace

ExactCents ExactCents::share(std::int64_t cents, std::int64_t parts)
{
    return reduced(cents, parts);
}

ExactCents ExactCents::operator+(const ExactCents& other) const
{
    const std::int64_t common = std::lcm(denominator, other.denominator);
    return reduced(numerator * (common / denominator) + other.numerator * (common / other.denominator), common);
}

ExactCents ExactCents::operator*(std::int64_t factor) const
{
    return reduced(numerator * factor, denominator);
}

std::int64_t ExactCents::roundedCents() const
{
    return divideRounded(numerator, denominator);
}

std::int64_t ExactCents::roundedToWholeUnitsCents() const
{
    return divideRounded(numerator, denominator * 100) * 100;
}

bool ExactCents::operator==(const ExactCents& other) const
{
    return numerator * other.denominator == other.numerator * denominator;
}

bool isKnownCurrency(const QString& code)
{
    static const QSet<QString> codes = [] {
        const QStringList list = QString::fromLatin1(kIsoCodes).split(QLatin1Char(' '), Qt::SkipEmptyParts);
        return QSet<QString>(list.cbegin(), list.cend());
    }();
    return codes.contains(code);
}

Expected<std::int64_t> parseAmountCents(const QString& text, bool decimalComma)
{
    const QChar decimalMark = decimalComma ? u',' : u'.';
    const QChar groupMark = decimalComma ? u'.' : u',';
    QString plain = text.trimmed();
    const bool negative = plain.startsWith(QLatin1Char('-'));
    if (negative) {
        plain.remove(0, 1);
    }
    if (plain.startsWith(QLatin1Char('$'))) {
        plain = plain.mid(1).trimmed(); // "$ 1,743.17"
    }
    QStringList parts = plain.split(decimalMark);
    const auto allDigits = [](const QString& s) {
        return std::all_of(s.cbegin(), s.cend(), [](QChar c) { return c >= u'0' && c <= u'9'; });
    };
    // Grouping only where it is grouping: 1-3 digits, then groups of exactly three.
    if (!parts.isEmpty() && parts[0].contains(groupMark)) {
        const QStringList groups = parts[0].split(groupMark);
        bool grouped = groups[0].size() >= 1 && groups[0].size() <= 3;
        for (qsizetype g = 1; grouped && g < groups.size(); ++g) {
            grouped = groups[g].size() == 3;
        }
        parts[0] = grouped ? groups.join(QString()) : QStringLiteral("x");
    }
    if (plain.isEmpty() || parts.size() > 2 || parts[0].isEmpty() || !allDigits(parts[0])
        || (parts.size() == 2 && (parts[1].size() > 2 || !allDigits(parts[1]))) || parts[0].size() > 15) {
        return fail(QStringLiteral("'%1' is not an amount (digits with at most two decimals, e.g. %2; %3 only between "
                                   "groups of three digits)")
                        .arg(excerpt(text),
                            decimalComma ? QStringLiteral("769 or 59216,00") : QStringLiteral("769 or 59216.00"),
                            decimalComma ? QStringLiteral("a point") : QStringLiteral("a comma")));
    }
    std::int64_t cents = parts[0].toLongLong() * 100;
    if (parts.size() == 2) {
        const QString fraction = parts[1].leftJustified(2, QLatin1Char('0'));
        cents += fraction.toLongLong();
    }
    return negative ? -cents : cents;
}

QString centsToPlain(std::int64_t cents)
{
    const std::uint64_t magnitude = centsMagnitude(cents);
    return QStringLiteral("%1%2.%3")
        .arg(cents < 0 ? QStringLiteral("-") : QString())
        .arg(magnitude / 100)
        .arg(magnitude % 100, 2, 10, QLatin1Char('0'));
}

QString formatMoney(std::int64_t cents, const QString& currency)
{
    return QuantityFormat::text().money(cents, currency); // the CLI's and reports' digits
}

} // namespace headroom
