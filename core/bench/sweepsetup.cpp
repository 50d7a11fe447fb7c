// SPDX-License-Identifier: GPL-3.0-or-later
#include "sweepsetup.h"

#include "model/quantityparse.h"
#include "model/workload.h"
#include "presets.h"

#include <algorithm>
#include <cmath>

namespace headroom::bench {

Expected<QList<BenchParams>> workloadSteps(const QString& presetName, BenchParams base, std::optional<int> queueDepth)
{
    if (presetName.isEmpty()) {
        base.queueDepth = queueDepth.value_or(1);
        return QList<BenchParams> { base };
    }
    const std::optional<Preset> preset = presetByName(presetName);
    if (!preset) {
        return fail(QStringLiteral("unknown preset '%1' (known: %2)")
                        .arg(presetName, presetNames().join(QStringLiteral(", "))));
    }
    base.queueDepth = queueDepth.value_or(preset->defaultQueueDepth.value_or(1));
    return presetSteps(*preset, base);
}

Expected<QList<double>> parseCurvePercents(const QString& what, const QString& text)
{
    Expected<QList<double>> percents = parseNumberList(what, text, kMinCurvePercent, 100);
    if (!percents) {
        return fail(percents.error());
    }
    std::sort(percents->begin(), percents->end());
    return percents;
}

Expected<QList<int>> parseQueueDepthList(const QString& what, const QString& text)
{
    Expected<QList<std::int64_t>> values = parseWholeNumberList(what, text, 1, kMaxQueueDepth);
    if (!values) {
        return fail(values.error());
    }
    QList<int> depths;
    for (std::int64_t value : *values) {
        depths << static_cast<int>(value);
    }
    std::sort(depths.begin(), depths.end());
    return depths;
}

Expected<std::int64_t> parseBlockSize(const QString& what, const QString& text)
{
    Expected<std::int64_t> bytes = parseSizeBytes(what, text, kMinBlockBytes, kMaxBlockBytes);
    if (!bytes || *bytes % 512 != 0) {
        const QString why = QStringLiteral("'%1' is not a multiple of 512 bytes from %2 to %3")
                                .arg(text, formatSize(kMinBlockBytes), formatSize(kMaxBlockBytes));
        return fail(what.isEmpty() ? why : what + QStringLiteral(": ") + why);
    }
    return bytes;
}

Status checkSweepRequest(const SweepRequest& request, const QString& presetName)
{
    if (request.kind == SweepKind::None) {
        return success();
    }
    if (request.steps.size() != 1) {
        return fail(QStringLiteral("a sweep needs a single workload; preset '%1' already has %2 steps")
                        .arg(presetName)
                        .arg(request.steps.size()));
    }
    if (request.kind == SweepKind::Curve && request.steps.first().targetIops) {
        return fail(QStringLiteral("a target rate cannot be combined with a curve (the curve sets the rates)"));
    }
    return success();
}

bool sweepWrites(const SweepRequest& request)
{
    return std::any_of(
        request.steps.cbegin(), request.steps.cend(), [](const BenchParams& step) { return !step.isReadOnly(); });
}

} // namespace headroom::bench
