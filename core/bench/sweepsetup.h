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

// The steps of a workload: the steps of preset `presetName` with the run settings of `base`, or, when the name is
// empty, `base` itself (block size, mix and randomness as given). Queue depth: `queueDepth`, else the preset's
// default, else 1. Fails naming an unknown preset and the known ones.
Expected<QList<BenchParams>> workloadSteps(
    const QString& presetName, BenchParams base, std::optional<int> queueDepth = std::nullopt);

// "10,50,70" → numbers. Every entry must be a positive number; errors start with `what` ("--curve-pct").
Expected<QList<double>> parsePositiveList(const QString& what, const QString& text);
// "1,2,4,8" → whole queue depths from 1 to 4096, sorted.
Expected<QList<int>> parseQueueDepthList(const QString& what, const QString& text);

// A QD sweep or a curve runs one workload (not a preset with several steps, such as transfer-sweep), and a curve
// sets the rates itself, so its workload has no target rate. `presetName` names the workload in the error.
Status checkSweepRequest(const SweepRequest& request, const QString& presetName);

// A number in low..high, for counts and rates; errors start with `what` ("--rate: '12q' is not a number in 1..1e+09").
Expected<double> parseNumberInRange(const QString& what, const QString& text, double low, double high);
// A size above zero such as 256m or 1GiB (parseSize), for working sets; errors start with `what`.
Expected<std::int64_t> parsePositiveSize(const QString& what, const QString& text);

// Whether any point of the run writes: the target must then allow writing.
bool sweepWrites(const SweepRequest& request);

} // namespace headroom::bench
