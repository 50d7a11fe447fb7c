// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

// The marks every table writes in the same way, whatever it shows (the advisor's tables, the results table) and
// wherever it is shown (CLI, report, deck, GUI). Thread-safe.
namespace headroom::tablemark {
QString notKnown(); // "–": a figure that cannot be read (not measured, not on the curve, not priced, nothing gained)
QString extrapolated(); // " *" after a figure read beyond the measured points
QString extrapolatedNote(); // "* extrapolated beyond the measured points"
} // namespace headroom::tablemark
