#include "sweepsetup.h"

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

Expected<QList<double>> parsePositiveList(const QString& what, const QString& text)
{
    QList<double> values;
    for (const QString& part : text.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        bool ok = false;
        const double value = part.trimmed().toDouble(&ok);
        if (!ok || value <= 0) {
            return fail(QStringLiteral("%1: '%2' is not a positive number").arg(what, part.trimmed()));
        }
        values << value;
    }
    if (values.isEmpty()) {
        return fail(QStringLiteral("%1: empty list").arg(what));
    }
    return values;
}

Expected<QList<int>> parseQueueDepthList(const QString& what, const QString& text)
{
    Expected<QList<double>> values = parsePositiveList(what, text);
    if (!values) {
        return fail(values.error());
    }
    QList<int> depths;
    for (double value : *values) {
        if (value != std::floor(value) || value > 4096) {
            return fail(QStringLiteral("%1: %2 is not a whole queue depth up to 4096").arg(what).arg(value));
        }
        depths << static_cast<int>(value);
    }
    std::sort(depths.begin(), depths.end());
    return depths;
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

Expected<double> parseNumberInRange(const QString& what, const QString& text, double low, double high)
{
    bool ok = false;
    const double value = text.toDouble(&ok);
    if (!ok || value < low || value > high) {
        return fail(QStringLiteral("%1: '%2' is not a number in %3..%4").arg(what, text).arg(low).arg(high));
    }
    return value;
}

Expected<std::int64_t> parsePositiveSize(const QString& what, const QString& text)
{
    Expected<std::int64_t> bytes = parseSize(text, false);
    if (!bytes || *bytes <= 0) {
        return fail(QStringLiteral("%1: '%2' is not a size").arg(what, text));
    }
    return *bytes;
}

bool sweepWrites(const SweepRequest& request)
{
    return std::any_of(
        request.steps.cbegin(), request.steps.cend(), [](const BenchParams& step) { return !step.isReadOnly(); });
}

} // namespace headroom::bench
