// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "benchparams.h"
#include "model/expected.h"
#include "sweep.h"

#include <cstdint>
#include <optional>

#include <QList>
#include <QString>

// Checks and resolutions shared by `headroom-cli bench` and the Benchmark page, so both run the same thing.
// Pure functions; thread-safe.
namespace headroom::bench {

// What a run accepts; `headroom-cli bench` and the Benchmark page check the same ranges.
inline constexpr std::int64_t kMinRunNs = 1'000'000; // 1 ms
inline constexpr std::int64_t kMaxRunNs = 86'400'000'000'000; // a day
inline constexpr std::int64_t kMaxRampNs = 3'600'000'000'000; // an hour
inline constexpr int kMaxQueueDepth = 4096;
inline constexpr int kMaxJobs = 256;
inline constexpr int kMaxSubmitBatch = 4096;
inline constexpr double kMaxRateIops = 1e9;
inline constexpr std::int64_t kMaxIoCount = 1'000'000'000'000'000;
inline constexpr std::int64_t kMinBlockBytes = 512;
inline constexpr std::int64_t kMaxBlockBytes = 64LL << 20; // 64 MiB
inline constexpr std::int64_t kMinFileBytes = 4096;
inline constexpr std::int64_t kMaxFileBytes = 1LL << 60; // 1 EiB
inline constexpr double kMinCurvePercent = 0.001;
inline constexpr double kMinStopLatencyMs = 1e-6;
inline constexpr double kMaxStopLatencyMs = 1e9;

// A block size: a multiple of 512 bytes from kMinBlockBytes to kMaxBlockBytes ("4k", "1m"); errors start with `what`
// unless it is empty (the caller names the field).
Expected<std::int64_t> parseBlockSize(const QString& what, const QString& text);

// The steps of a workload: the steps of preset `presetName` with the run settings of `base`, or, when the name is
// empty, `base` itself (block size, mix and randomness as given). Queue depth: `queueDepth`, else the preset's
// default, else 1. Fails naming an unknown preset and the known ones.
Expected<QList<BenchParams>> workloadSteps(
    const QString& presetName, BenchParams base, std::optional<int> queueDepth = std::nullopt);

// "10,50,70" → percents of the curve's maximum rate, each above 0 and at most 100, sorted; errors start with `what`.
Expected<QList<double>> parseCurvePercents(const QString& what, const QString& text);
// "1,2,4,8" → whole queue depths from 1 to kMaxQueueDepth, sorted; errors start with `what`.
Expected<QList<int>> parseQueueDepthList(const QString& what, const QString& text);

// A QD sweep or a curve runs one workload (not a preset with several steps, such as transfer-sweep), and a curve
// sets the rates itself, so its workload has no target rate. `presetName` names the workload in the error.
Status checkSweepRequest(const SweepRequest& request, const QString& presetName);

// Whether any point of the run writes: the target must then allow writing.
bool sweepWrites(const SweepRequest& request);

} // namespace headroom::bench
