// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "fiorun.h"
#include "model/measurement.h"

#include <QString>

namespace headroom {

// fio's own identity of the run behind `m` (Measurement::runIdentity): when the run started (timestamp_ms, else
// timestamp), on which client, which job (name and group), plus the test and load, since back-to-back runs of one
// job file start within the same second. Empty when fio wrote no timestamp. Hashed: a job name may be megabytes.
QString fioRunIdentity(const FioRun& run, const FioJobEntry& job, const Measurement& m);

} // namespace headroom
