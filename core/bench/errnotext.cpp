// SPDX-License-Identifier: GPL-3.0-or-later
#include "errnotext.h"

#include <cstring>

namespace headroom::bench {

QString errnoText(int error)
{
    char buffer[256] {};
    // GNU strerror_r (_GNU_SOURCE, as g++ defines it): returns a static string or one written into `buffer`.
    const char* text = ::strerror_r(error, buffer, sizeof buffer);
    return QString::fromLocal8Bit(text);
}

} // namespace headroom::bench
