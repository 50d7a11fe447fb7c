// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "clicontext.h"

#include <functional>

#include <QList>
#include <QStringList>

namespace headroom::cli {

// A subcommand: `arguments` are those after its name, global options already removed.
struct CliCommand {
    QString name;
    QString summary;
    QString usage; // shown by `headroom-cli NAME --help`
    std::function<int(CliContext&, const QStringList& arguments)> run;
};

// Every subcommand, in the order `--help` lists them (commands.cpp).
const QList<CliCommand>& commands();

CliCommand adviseCommand();
CliCommand catalogCommand();
CliCommand demandCommand();
CliCommand importCommand();
CliCommand resultsCommand();
CliCommand systemsCommand();
CliCommand benchCommand();
CliCommand workloadsCommand();
CliCommand sourcesCommand();
// Draw with Qt Charts (see chartdrawing.h): headroom-cli hands them to headroom-cli-draw.
CliCommand chartCommand();
CliCommand reportCommand();
CliCommand exportCommand();
CliCommand libraryCommand();

} // namespace headroom::cli
