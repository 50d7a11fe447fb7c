// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/expected.h"

#include <cstdint>
#include <optional>

#include <QString>

class QCommandLineParser;

// Numeric options of the CLI commands, read with the one quantity parser (model/quantityparse.h): each value
// range-checked, overflow refused, the error about the option (its field) and saying the accepted range. Pure;
// thread-safe.
namespace headroom::cli {

// Cluster sizes every command accepts (`advise`, `report`, `systems set`, `catalog port-cost`).
inline constexpr std::int64_t kMaxNodes = 10'000;
inline constexpr std::int64_t kMaxPortsPerNode = 64;
inline constexpr double kMaxLatencyLimitMs = 1e6;

// --NAME as a whole number in low..high; nullopt when the option is not given.
Expected<std::optional<std::int64_t>> wholeOption(
    const QCommandLineParser& parser, const QString& name, std::int64_t low, std::int64_t high);
// --NAME as a finite number in low..high; nullopt when the option is not given.
Expected<std::optional<double>> numberOption(
    const QCommandLineParser& parser, const QString& name, double low, double high);

} // namespace headroom::cli
