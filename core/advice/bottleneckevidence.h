// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "bottleneck.h"
#include "model/measurement.h"
#include "model/systemconfig.h"

namespace headroom {

// Large blocks stress the links rather than the per-I/O path: tests of at least this block size are compared
// with link capacity.
inline constexpr std::int64_t kLargeBlockBytes = std::int64_t { 256 } * 1024;

// Observations about `system` from its measurements (any workload): the throughput of each large-block test per
// node and per storage link against one link's capacity, and each test's host CPU. `storagePortsPerNode` is how
// many of a node's ports carry storage traffic at once: 1 for vSAN's usual active/standby teaming (the VxRail
// report compares 3,393 MB/s per node with one 25 GbE port), the port count for active/active or LACP.
BottleneckInput observationsFor(
    const SystemConfig& system, const QList<Measurement>& measurements, int storagePortsPerNode);

} // namespace headroom
