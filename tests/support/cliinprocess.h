// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Running headroom-cli in process: cli::run, the binary's code path without a process per case. A test using it links
// headroom_cli_commands (the include check holds it to that); support/clirun.h runs the real binary.

#include "cli/cliapp.h"

#include <QString>
#include <QStringList>
#include <QTextStream>

namespace headroom::testing {

struct CliRun {
    int exitCode = -1;
    QString out;
    QString err;
};

inline CliRun runCliInProcess(QStringList arguments)
{
    arguments.prepend(QStringLiteral("headroom-cli"));
    CliRun run;
    QTextStream out(&run.out);
    QTextStream err(&run.err);
    run.exitCode = cli::run(arguments, out, err);
    out.flush();
    err.flush();
    return run;
}

} // namespace headroom::testing
