// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What two libraries holding the same results still say differently in their --json output: the ids each library
// gave its rows, and the time of each import. Tests that compare libraries drop these and compare the rest.
#include <nlohmann/json.hpp>

namespace headroom::testing {

inline void dropLibraryIds(nlohmann::json& value)
{
    if (value.is_object()) {
        for (const char* key : { "id", "source_id", "measurement_id", "ids", "run_ids", "imported_at" }) {
            value.erase(key);
        }
        for (auto& [key, child] : value.items()) {
            dropLibraryIds(child);
        }
    } else if (value.is_array()) {
        for (auto& child : value) {
            dropLibraryIds(child);
        }
    }
}

} // namespace headroom::testing
