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
