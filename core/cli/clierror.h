// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/expected.h"

namespace headroom::cli {

// An error as the command line words it: the fields it is about as options ("--nic: …", "--nic/--switch: …"),
// then the message. Errors about no field are their message.
inline QString cliText(const Error& error)
{
    if (error.fields.isEmpty()) {
        return error.message;
    }
    QStringList options;
    for (const QString& field : error.fields) {
        options << QStringLiteral("--") + field;
    }
    return options.join(QLatin1Char('/')) + QStringLiteral(": ") + error.message;
}

} // namespace headroom::cli
