// SPDX-License-Identifier: GPL-3.0-or-later
#include "tablemark.h"

#include <QCoreApplication>

namespace headroom::tablemark {

QString notKnown()
{
    return QStringLiteral("–");
}

QString extrapolated()
{
    return QStringLiteral(" *");
}

QString extrapolatedNote()
{
    return QCoreApplication::translate("headroom::advice", "* extrapolated beyond the measured points");
}

} // namespace headroom::tablemark
