// SPDX-License-Identifier: GPL-3.0-or-later
#include "tablemark.h"

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
    return QStringLiteral("* extrapolated beyond the measured points");
}

} // namespace headroom::tablemark
