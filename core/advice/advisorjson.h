// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "advisor.h"

#include <nlohmann/json.hpp>

namespace headroom {

// The `advise --json` document: workload, baseline, options, bottleneck, recommendation, summary, extrapolated,
// plus the inputs and traces that explain each figure. Money in currency units rounded to cents, latency in ms.
nlohmann::json advisorResultToJson(const AdvisorResult& result);

// {"currency", "per_port": {"nic", "switch", "cable", "total"}} in currency units rounded to cents.
nlohmann::json perPortCostToJson(const PerPortCost& cost);

} // namespace headroom
