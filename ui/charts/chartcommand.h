#pragma once

#include "cli/clicommand.h"

namespace headroom::charts {

// `headroom-cli chart`: draws a chart of the library to a PNG, SVG or PDF file and prints its numbers.
cli::CliCommand chartCliCommand();

// Registers `chart` with the command line (it needs a QApplication); app/cli_main.cpp calls this first.
void registerChartCommand();

} // namespace headroom::charts
