// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <concepts>
#include <limits>

namespace headroom {

// A double read from an input converted to an integer type without undefined behaviour (a plain static_cast of a
// value beyond the type's range is UB, found by fuzzing the importers): NaN gives 0, values beyond the range the
// type's minimum or maximum, others are truncated toward zero as static_cast does. Whether such a value is
// acceptable is the caller's check; this only keeps an absurd one from being undefined.
template <std::integral Int> constexpr Int saturatingCast(double value)
{
    constexpr Int low = std::numeric_limits<Int>::min();
    constexpr Int high = std::numeric_limits<Int>::max();
    if (value != value) {
        return 0;
    }
    if (value <= static_cast<double>(low)) {
        return low;
    }
    if (value >= static_cast<double>(high)) {
        return high;
    }
    return static_cast<Int>(value);
}

} // namespace headroom
