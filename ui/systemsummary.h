// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/systemconfig.h"

#include <QString>

namespace headroom {

// A system's attributes as short HTML for tooltips and details panes.
QString systemSummaryHtml(const SystemConfig& system);

} // namespace headroom
