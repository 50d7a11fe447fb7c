#pragma once

#include "cli/clicommand.h"

namespace headroom::charts {

// `headroom-cli report`: the advisor's answer as a PDF (document or 16:9 slides), an HTML page or a PPTX deck.
cli::CliCommand reportCliCommand();

// Registers `report` with the command line (charts need a QApplication); app/cli_main.cpp calls this first.
void registerReportCommand();

} // namespace headroom::charts
