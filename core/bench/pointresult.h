// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "benchparams.h"
#include "intervalsample.h"
#include "model/measurement.h"

#include <QList>
#include <QString>

namespace headroom::bench {

// One measured point of a run: the measurement as the library stores it (histograms included), the
// per-second samples, and how the engine ran it. A copyable value, safe to pass between threads.
struct PointResult {
    BenchParams params;
    Measurement measurement;
    QList<IntervalSample> samples;
    QString ringSetup; // io_uring setup flags used (first job), e.g. "SINGLE_ISSUER|DEFER_TASKRUN"
    bool directIo = true; // what was used, which may differ from what was asked
    bool cancelled = false; // the run was stopped early: the measurement covers less than the run time
};

} // namespace headroom::bench
