// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/expected.h"
#include "model/measurement.h"
#include "sweep.h"

namespace headroom::bench {

// A run's points as measurements of `systemName`, all from one engine source whose reference is `target`. The
// engine does not know the library: the caller stores them (ResultsLibrary::addMeasurements, one transaction).
struct SweepMeasurements {
    SourceRef source;
    QList<Measurement> measurements;
};

Expected<SweepMeasurements> sweepMeasurements(
    const QString& systemName, const SweepResult& result, const QString& target);

} // namespace headroom::bench
