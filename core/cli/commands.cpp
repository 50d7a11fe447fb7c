// SPDX-License-Identifier: GPL-3.0-or-later
#include "clicommand.h"

namespace headroom::cli {

const QList<CliCommand>& commands()
{
    static const QList<CliCommand> all {
        importCommand(),
        demandCommand(),
        resultsCommand(),
        systemsCommand(),
        workloadsCommand(),
        sourcesCommand(),
        benchCommand(),
        catalogCommand(),
        adviseCommand(),
        chartCommand(),
        reportCommand(),
        exportCommand(),
        libraryCommand(),
    };
    return all;
}

} // namespace headroom::cli
