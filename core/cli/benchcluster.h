// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "benchoptions.h"
#include "clicontext.h"

#include <atomic>

namespace headroom::cli {

// `bench --hosts …`: checks the target and that every host answers, runs the sweep through fio's client/server
// mode, prints per-host figures and the aggregate per point, stores them under --system.
int runClusterBench(CliContext& context, const BenchInvocation& invocation, const std::atomic<bool>& cancel);

} // namespace headroom::cli
