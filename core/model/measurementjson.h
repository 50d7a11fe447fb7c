// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "jsonwriter.h"
#include "measurement.h"
#include "pointruns.h"
#include "systemconfig.h"

#include <nlohmann/json.hpp>

namespace headroom {

// The machine form of a measurement (`headroom-cli results --json`): rates per second, latency in µs of total
// latency (submission to completion), null where unknown. Keys are a public interface: change them only by adding.
nlohmann::json measurementToJson(const Measurement& measurement);
// The same written as it goes (a listing of a whole library), with "point": the point it is a run of, when given.
void writeMeasurementJson(JsonWriter& out, const Measurement& measurement, const PointRuns* point);
nlohmann::json systemToJson(const SystemConfig& system);
// A spread over runs: {"runs", "mean", "min", "max", "stdev", "ci95_half_width"} (null when fewer runs), each
// value multiplied by `scale` (1e-3 for ns → µs); null without a spread.
nlohmann::json runSpreadToJson(const std::optional<RunSpread>& spread, double scale);
// The point a run belongs to: {"runs": N, "run_ids": [...], "iops", "bytes_per_sec", "latency_us": {"mean", "p50",
// "p99"}} with runSpreadToJson values.
nlohmann::json pointRunsToJson(const PointRuns& point);
void writePointRunsJson(JsonWriter& out, const PointRuns& point);

} // namespace headroom
