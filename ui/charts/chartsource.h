// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/expected.h"

namespace headroom::charts {

// A widget showing a chart that Edit › Copy and File › Export Chart can reach without knowing Qt Charts: the main
// window finds it among the focused widget's parents (or in the current workspace) with dynamic_cast. Each export goes
// through ChartExporter, as the widget's own buttons do. GUI thread only.
class ChartSource {
public:
    virtual ~ChartSource() = default;

    // False while the widget shows no chart (nothing to copy or export).
    virtual bool hasChart() const = 0;
    // The chart on the clipboard as PNG and SVG (ChartExporter::copyToClipboard), at the widget's export size.
    virtual Status copyChart() const = 0;
    // Asks for a file and exports the chart there (PNG, SVG or PDF by suffix); failures are shown by the widget.
    virtual void chooseChartExport() = 0;
};

} // namespace headroom::charts
