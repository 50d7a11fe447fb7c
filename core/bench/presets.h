// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "benchparams.h"

#include <optional>

#include <QList>
#include <QString>
#include <QStringList>

namespace headroom::bench {

// A named workload from the field (DESIGN.md, issue 4). Most are one point; transfer-sweep is ATTO's
// sequential read then write at each size from 512 B to 64 MiB; fill writes the working set once with
// 256 KiB incompressible blocks (preconditioning).
struct Preset {
    QString name;
    QString description;
    std::optional<int> defaultQueueDepth; // used when the user gives none
};

const QList<Preset>& presets();
QStringList presetNames();
std::optional<Preset> presetByName(const QString& name);

// The steps of `preset` with the user's run settings from `base` (times, jobs, direct, working set, rate, and
// the queue depth, which the caller has already resolved). Block size, mix and randomness come from the preset.
QList<BenchParams> presetSteps(const Preset& preset, const BenchParams& base);

} // namespace headroom::bench
