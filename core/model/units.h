// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstdint>

// Fixed unit conversions. Names carry their units; nothing here rounds.
namespace headroom::units {

inline constexpr std::int64_t KiB = 1024;
inline constexpr std::int64_t MiB = 1024 * KiB;
inline constexpr std::int64_t GiB = 1024 * MiB;
inline constexpr double kNsPerUs = 1e3;
inline constexpr double kNsPerMs = 1e6;
inline constexpr double kBytesPerMB = 1e6; // decimal megabyte, as network vendors and ATTO publish

inline constexpr double msToNs(double ms)
{
    return ms * kNsPerMs;
}
inline constexpr double nsToUs(double ns)
{
    return ns / kNsPerUs;
}
inline constexpr double nsToMs(double ns)
{
    return ns / kNsPerMs;
}

} // namespace headroom::units
