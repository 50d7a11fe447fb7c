// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "advice/advisor.h"
#include "clicontext.h"
#include "gather/advisorrequest.h"

#include <QCommandLineParser>

namespace headroom::cli {

// The advisor's inputs as `advise` reads them, shared by every command that advises (`advise`, `report`), so the
// same flags give the same figures.
void addAdviseOptions(QCommandLineParser& parser);
// The request from parsed options; the error is on the option's field (cliText words it as "--flag: …").
Expected<AdvisorRequest> adviseRequestFrom(const QCommandLineParser& parser);
// Loads the catalog (--catalog) and the context's library and runs the advisor. An empty error means the context
// already printed why (the library could not be opened); an error of the request is on its field, with where to
// look up the values a part or workload option takes.
Expected<AdvisorResult> adviseFromOptions(
    CliContext& context, const QCommandLineParser& parser, const AdvisorRequest& request);

} // namespace headroom::cli
