// SPDX-License-Identifier: GPL-3.0-or-later
#include "exchangerate.h"

#include "catalogitem.h"
#include "money.h"

#include <QDate>
#include <QRegularExpression>

namespace headroom {

QString ExchangeRate::describe() const
{
    // The rate as typed: numerator / denominator with the denominator a power of ten.
    int decimals = 0;
    for (std::int64_t d = denominator; d > 1; d /= 10) {
        ++decimals;
    }
    const QString digits = QString::number(numerator).rightJustified(decimals + 1, QLatin1Char('0'));
    const QString value
        = decimals == 0 ? digits : digits.left(digits.size() - decimals) + QLatin1Char('.') + digits.right(decimals);
    return QStringLiteral("1 %1 = %2 %3 (rate of %4)").arg(from, value, to, date);
}

Expected<ExchangeRate> parseExchangeRate(const QString& text, const QString& date)
{
    static const QRegularExpression pattern(
        QStringLiteral("^\\s*([A-Za-z]{3})\\s*:\\s*([A-Za-z]{3})\\s*=\\s*([0-9]{1,9})(?:\\.([0-9]{1,9}))?\\s*$"));
    const auto match = pattern.match(text);
    if (!match.hasMatch()) {
        return fail(QStringLiteral("exchange rate '%1' is not FROM:TO=RATE such as EUR:USD=1.08").arg(text));
    }
    ExchangeRate rate;
    rate.from = match.captured(1).toUpper();
    rate.to = match.captured(2).toUpper();
    for (const QString& code : { rate.from, rate.to }) {
        if (!isKnownCurrency(code)) {
            return fail(QStringLiteral("exchange rate '%1': %2 is not an ISO 4217 currency code").arg(text, code));
        }
    }
    if (rate.from == rate.to) {
        return fail(QStringLiteral("exchange rate '%1' converts %2 to itself").arg(text, rate.from));
    }
    const QString fraction = match.captured(4);
    rate.numerator = (match.captured(3) + fraction).toLongLong();
    rate.denominator = 1;
    for (qsizetype i = 0; i < fraction.size(); ++i) {
        rate.denominator *= 10;
    }
    if (rate.numerator <= 0) {
        return fail(QStringLiteral("exchange rate '%1': the rate must be above zero").arg(text));
    }
    if (!QDate::fromString(date, Qt::ISODate).isValid()) {
        return fail(QStringLiteral("exchange rate '%1': give the date the rate was read, as YYYY-MM-DD (not '%2')")
                        .arg(text, date));
    }
    rate.date = date;
    return rate;
}

Expected<Money> parseMoney(const QString& text)
{
    static const QRegularExpression code(QStringLiteral("(?:^\\s*([A-Za-z]{3})\\s+)|(?:\\s+([A-Za-z]{3})\\s*$)"));
    QString amount = text.trimmed();
    Money money;
    const auto match = code.match(amount);
    if (match.hasMatch()) {
        money.currency = (match.captured(1) + match.captured(2)).toUpper();
        amount.remove(match.capturedStart(), match.capturedLength());
        if (!isKnownCurrency(money.currency)) {
            return fail(QStringLiteral("'%1': %2 is not an ISO 4217 currency code").arg(text, money.currency));
        }
    }
    if (amount.trimmed().startsWith(QLatin1Char('$'))) {
        if (!money.currency.isEmpty() && money.currency != QLatin1String("USD")) {
            return fail(QStringLiteral("'%1' says both $ and %2").arg(text, money.currency));
        }
        money.currency = QStringLiteral("USD");
    }
    const auto cents = parseAmountCents(amount);
    if (!cents) {
        return fail(QStringLiteral("'%1' is not an amount with an optional currency (e.g. 100000 USD)").arg(text));
    }
    money.cents = *cents;
    return money;
}

std::optional<Money> convert(const Money& amount, const QString& currency, const QList<ExchangeRate>& rates)
{
    if (amount.currency == currency) {
        return amount;
    }
    for (const ExchangeRate& rate : rates) {
        if (rate.from == amount.currency && rate.to == currency) {
            return Money { ExactCents { amount.cents * rate.numerator, rate.denominator }.roundedCents(), currency };
        }
        if (rate.to == amount.currency && rate.from == currency) {
            return Money { ExactCents { amount.cents * rate.denominator, rate.numerator }.roundedCents(), currency };
        }
    }
    return std::nullopt;
}

} // namespace headroom
