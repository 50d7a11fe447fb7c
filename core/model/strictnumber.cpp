#include "strictnumber.h"

#include <cmath>

#include <QLocale>
#include <QString>

namespace headroom {

namespace {

bool isDigit(QChar c)
{
    return c >= u'0' && c <= u'9';
}

} // namespace

std::optional<double> strictNumber(QStringView text, QChar decimalMark)
{
    const QStringView t = text.trimmed();
    qsizetype i = 0;
    if (i < t.size() && (t[i] == u'-' || t[i] == u'+')) {
        ++i;
    }
    qsizetype digits = 0;
    while (i < t.size() && isDigit(t[i])) {
        ++i;
        ++digits;
    }
    qsizetype mark = -1;
    if (i < t.size() && t[i] == decimalMark) {
        mark = i;
        ++i;
        while (i < t.size() && isDigit(t[i])) {
            ++i;
            ++digits;
        }
    }
    if (digits == 0) {
        return std::nullopt;
    }
    if (i < t.size() && (t[i] == u'e' || t[i] == u'E')) {
        ++i;
        if (i < t.size() && (t[i] == u'-' || t[i] == u'+')) {
            ++i;
        }
        qsizetype exponentDigits = 0;
        while (i < t.size() && isDigit(t[i])) {
            ++i;
            ++exponentDigits;
        }
        if (exponentDigits == 0) {
            return std::nullopt;
        }
    }
    if (i != t.size()) {
        return std::nullopt;
    }
    QString plain = t.toString();
    if (mark >= 0) {
        plain[mark] = u'.';
    }
    bool ok = false;
    const double value = QLocale::c().toDouble(plain, &ok);
    // An overflow ("1e309") is not ok, or infinite: only a finite result is a number.
    if (!ok || !std::isfinite(value)) {
        return std::nullopt;
    }
    return value;
}

} // namespace headroom
