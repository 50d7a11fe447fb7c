#pragma once

#include "measurement.h"
#include "systemconfig.h"

#include <nlohmann/json.hpp>

namespace headroom {

// The machine form of a measurement (`headroom-cli results --json`): rates per second, latency in µs of total
// latency (submission to completion), null where unknown. Keys are a public interface: change them only by adding.
nlohmann::json measurementToJson(const Measurement& measurement);
nlohmann::json systemToJson(const SystemConfig& system);

} // namespace headroom
