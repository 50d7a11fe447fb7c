// SPDX-License-Identifier: GPL-3.0-or-later
#include "jsonpath.h"

#include <algorithm>

namespace headroom {

QString jsonMember(const QString& path, QAnyStringView key)
{
    const QString name = key.toString();
    const bool plain = !name.isEmpty() && std::all_of(name.cbegin(), name.cend(), [](QChar c) {
        return c.isLetterOrNumber() || c == QLatin1Char('_');
    });
    return plain ? path + QLatin1Char('.') + name : path + QStringLiteral("[\"") + name + QStringLiteral("\"]");
}

QString jsonElement(const QString& path, std::size_t index)
{
    return path + QLatin1Char('[') + QString::number(index) + QLatin1Char(']');
}

} // namespace headroom
