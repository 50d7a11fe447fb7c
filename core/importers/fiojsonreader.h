#pragma once

#include "fiorun.h"
#include "model/expected.h"

#include <nlohmann/json.hpp>

namespace headroom {

// Reads one fio JSON document (`jobs` or client-mode `client_stats`, fio 2.x and 3.x keys) into a FioRun in
// Headroom units. A member of the wrong type is an error naming its JSON path. Pure function, any thread.
Expected<FioRun> readFioRun(const nlohmann::json& document, const QString& fileName);

// True when the document looks like fio output (has "fio version", "jobs" or "client_stats").
bool looksLikeFioDocument(const nlohmann::json& document);

} // namespace headroom
