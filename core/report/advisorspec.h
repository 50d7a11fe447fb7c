// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "advice/advisor.h"
#include "chartspec.h"
#include "model/measurement.h"

namespace headroom::charts {

// The advisor's answer as a slide: the baseline curve and each option's curve (a measured faster network, the
// modeled added nodes), every curve's peak, the latency limit with the IOPS where each curve meets it, the
// baseline's headroom band, and per option its gains and cost per IOPS gained. `used` are the measurements the
// curves were read from: the footnote names their sources. No Qt Charts in this function.
ChartSpec buildAdvisorSpec(const AdvisorResult& result, const QList<Measurement>& used);

} // namespace headroom::charts
