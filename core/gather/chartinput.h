// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/expected.h"
#include "model/measurement.h"
#include "model/systemconfig.h"

#include <QList>
#include <QStringList>

namespace headroom {
class ResultsLibrary;
}

namespace headroom::charts {

// The measurements and systems a chart is drawn from (report/chartrequest.h builds its spec from them).
struct ChartInput {
    QList<Measurement> measurements;
    QList<SystemConfig> systems;
    // What the reading changed for the user to know (a workload drawn from its points under another name of the
    // same test); buildChartSpec passes them on as the spec's warnings.
    QStringList warnings;
    const SystemConfig* system(const QString& name) const;
};

// Reads a chart's measurements from the library (owner thread): of `wantedSystems` in order (empty: every system)
// and `wantedWorkloads` (empty: every workload). Fails naming an unknown system (field "systems") or workload
// (field "workload") with what the library has. A workload is its test: the points of every workload of the same test
// (ResultsLibrary::sameTestWorkloads) are read too and carry the wanted name, so one test is one curve, one bar.
Expected<ChartInput> gatherChartInput(
    const ResultsLibrary& library, const QStringList& wantedWorkloads, const QStringList& wantedSystems);

} // namespace headroom::charts
