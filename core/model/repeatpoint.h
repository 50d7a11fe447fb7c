// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "measurement.h"

#include <QString>

namespace headroom {

// What makes measurements runs of one point (sameRepeatPoint: the system, host, test, load, jobs, target rate and
// queue depth, measured or modeled) as one string: equal keys, one point. Empty for a measurement that is no point of
// a curve (failed, a host's share, an earlier interval, no known load), which is never grouped with anything. Lets a
// listing group a library's runs in SQL (core/store/measurementlisting.h) or in a hash, never pair by pair.
QString repeatPointKey(const Measurement& m);

} // namespace headroom
