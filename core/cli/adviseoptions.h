#pragma once

#include "advice/advisor.h"
#include "clicontext.h"
#include "gather/advisorrequest.h"

#include <QCommandLineParser>

namespace headroom::cli {

// The advisor's inputs as `advise` reads them, shared by every command that advises (`advise`, `report`), so the
// same flags give the same figures.
void addAdviseOptions(QCommandLineParser& parser);
// The request from parsed options; the error names the flag (without the command's name).
Expected<AdvisorRequest> adviseRequestFrom(const QCommandLineParser& parser);
// Loads the catalog (--catalog) and the context's library and runs the advisor. An empty error means the context
// already printed why (the library could not be opened).
Expected<AdvisorResult> adviseFromOptions(
    CliContext& context, const QCommandLineParser& parser, const AdvisorRequest& request);

} // namespace headroom::cli
