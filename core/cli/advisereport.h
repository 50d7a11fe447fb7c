// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "advice/advisor.h"

#include <QTextStream>

namespace headroom::cli {

// The advisor's result for people: network cost, the figures of each curve, options, bottleneck, verdict.
void printAdvice(QTextStream& out, const AdvisorResult& result);

} // namespace headroom::cli
