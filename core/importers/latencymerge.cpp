// SPDX-License-Identifier: GPL-3.0-or-later
#include "latencymerge.h"

#include "model/quantityformat.h"
#include "model/units.h"

#include <algorithm>
#include <cmath>
#include <iterator>
#include <limits>
#include <set>

namespace headroom {

namespace {

// The latency object whose percentiles Headroom keeps: lat when fio computed them, else clat.
const FioLatency& percentileSource(const FioDirection& direction)
{
    return direction.lat.percentilesNs.empty() && !direction.clat.percentilesNs.empty() ? direction.clat
                                                                                        : direction.lat;
}

// No sample, no latency: fio writes zeros when it took no timestamps (gtod_reduce=1, disable_lat) or did no I/O in
// that direction. fio before 3.18 writes no N; a zero maximum says the same there.
bool sampled(const FioLatency& latency)
{
    return latency.present && (latency.samples ? *latency.samples > 0 : latency.maxNs > 0);
}

const FioLatency& totalSource(const FioDirection& direction)
{
    return sampled(direction.lat) || !sampled(direction.clat) ? direction.lat : direction.clat;
}

LatencyKind percentileKind(const FioDirection& direction)
{
    return &percentileSource(direction) == &direction.clat ? LatencyKind::Completion : LatencyKind::Total;
}

LatencyKind momentsKind(const FioDirection& direction)
{
    return &totalSource(direction) == &direction.clat ? LatencyKind::Completion : LatencyKind::Total;
}

double ioCount(const FioDirection& direction)
{
    const FioLatency& total = totalSource(direction);
    return total.samples ? static_cast<double>(*total.samples) : static_cast<double>(direction.totalIos);
}

std::vector<double> percentsOf(const std::vector<const FioDirection*>& parts)
{
    std::set<double> percents;
    for (const FioDirection* part : parts) {
        for (const auto& [percent, ns] : percentileSource(*part).percentilesNs) {
            percents.insert(percent);
        }
    }
    if (percents.empty()) {
        return fioPercentiles();
    }
    return { percents.begin(), percents.end() };
}

void mergeMoments(const std::vector<const FioDirection*>& parts, LatencyStats& out)
{
    // One part without latency (a job run with gtod_reduce=1) leaves the aggregate's latency unknown, not lower.
    if (std::any_of(
            parts.begin(), parts.end(), [](const FioDirection* part) { return !sampled(totalSource(*part)); })) {
        return;
    }
    double count = 0;
    double weightedMean = 0;
    for (const FioDirection* part : parts) {
        count += ioCount(*part);
        weightedMean += ioCount(*part) * totalSource(*part).meanNs;
    }
    if (count <= 0) {
        return;
    }
    const double mean = weightedMean / count;
    double sumSquares = 0;
    double minNs = std::numeric_limits<double>::max();
    double maxNs = 0;
    for (const FioDirection* part : parts) {
        const FioLatency& total = totalSource(*part);
        const double n = ioCount(*part);
        sumSquares += n * (total.stdevNs * total.stdevNs + (total.meanNs - mean) * (total.meanNs - mean));
        if (n > 0) {
            minNs = std::min(minNs, total.minNs);
            maxNs = std::max(maxNs, total.maxNs);
        }
    }
    out.meanNs = mean;
    out.stdevNs = std::sqrt(sumSquares / count);
    out.minNs = minNs;
    out.maxNs = maxNs;
}

QString msText(double ns)
{
    return QuantityFormat::plain().number(units::nsToMs(ns), 3) + QStringLiteral(" ms");
}

void meanOfPercentiles(
    const std::vector<const FioDirection*>& parts, const QString& partName, LatencyStats& out, QStringList& notes)
{
    std::map<double, double> sums;
    std::map<double, int> counts;
    QStringList p99s;
    for (const FioDirection* part : parts) {
        const auto& map = percentileSource(*part).percentilesNs;
        for (const auto& [percent, ns] : map) {
            sums[percent] += ns;
            ++counts[percent];
        }
        if (const auto p99 = map.find(99.0); p99 != map.end()) {
            p99s << msText(p99->second);
        }
    }
    if (sums.empty()) {
        return; // no part has percentiles (gtod_reduce=1): nothing to average, nothing to say
    }
    for (const auto& [percent, sum] : sums) {
        if (counts[percent] == static_cast<int>(parts.size())) {
            out.percentilesNs[percent] = sum / counts[percent];
        }
    }
    out.percentileOrigin = PercentileOrigin::MeanOfPerWorker;
    notes << QStringLiteral("aggregate percentiles are not exact: the mean of %1 %2s' percentiles (no json+ "
                            "bins to merge); p99 per %2: %3")
                 .arg(parts.size())
                 .arg(partName, p99s.join(QStringLiteral(", ")));
}

} // namespace

std::map<double, double> percentilesFromBins(
    const std::map<std::int64_t, std::uint64_t>& bins, const std::vector<double>& percents)
{
    std::map<double, double> result;
    long double total = 0;
    for (const auto& [ns, count] : bins) {
        total += static_cast<long double>(count);
    }
    if (total <= 0 || percents.empty()) {
        return result;
    }
    std::vector<double> wanted = percents;
    std::sort(wanted.begin(), wanted.end());
    std::size_t next = 0;
    long double cumulative = 0;
    for (const auto& [ns, count] : bins) {
        cumulative += static_cast<long double>(count);
        while (next < wanted.size() && cumulative >= static_cast<long double>(wanted[next]) / 100.0L * total) {
            result[wanted[next]] = static_cast<double>(ns);
            ++next;
        }
        if (next == wanted.size()) {
            break;
        }
    }
    return result;
}

DirectionStats fioDirectionStats(const FioDirection& direction, PercentileOrigin origin)
{
    DirectionStats stats;
    stats.iops = direction.iops;
    stats.bytesPerSec = direction.bytesPerSec;
    const FioLatency& total = totalSource(direction);
    if (sampled(total) && direction.hasIo()) {
        stats.latency.minNs = total.minNs;
        stats.latency.meanNs = total.meanNs;
        stats.latency.maxNs = total.maxNs;
        stats.latency.stdevNs = total.stdevNs;
    }
    const FioLatency& percentiles = percentileSource(direction);
    stats.latency.kind = momentsKind(direction);
    stats.latency.percentileKind = percentileKind(direction);
    stats.latency.percentileOrigin = origin;
    if (direction.hasIo()) {
        stats.latency.percentilesNs = percentiles.percentilesNs;
        for (const auto& [ns, count] : percentiles.bins) {
            stats.latency.histogram.push_back({ ns, count });
        }
    }
    return stats;
}

DirectionStats mergeFioDirections(
    const std::vector<const FioDirection*>& allParts, const QString& partName, QStringList& notes)
{
    std::vector<const FioDirection*> parts;
    std::copy_if(allParts.begin(), allParts.end(), std::back_inserter(parts),
        [](const FioDirection* part) { return part->hasIo(); });
    if (parts.empty()) {
        return allParts.empty() ? DirectionStats {} : fioDirectionStats(*allParts.front());
    }
    if (parts.size() == 1) {
        return fioDirectionStats(*parts.front());
    }
    DirectionStats stats;
    double iops = 0;
    double bytesPerSec = 0;
    for (const FioDirection* part : parts) {
        iops += part->iops;
        bytesPerSec += part->bytesPerSec;
    }
    stats.iops = iops;
    stats.bytesPerSec = bytesPerSec;
    stats.latency.kind = momentsKind(*parts.front());
    stats.latency.percentileKind = percentileKind(*parts.front());
    mergeMoments(parts, stats.latency);
    const bool allBinned = std::all_of(
        parts.begin(), parts.end(), [](const FioDirection* part) { return !percentileSource(*part).bins.empty(); });
    if (allBinned) {
        std::map<std::int64_t, std::uint64_t> merged;
        for (const FioDirection* part : parts) {
            for (const auto& [ns, count] : percentileSource(*part).bins) {
                merged[ns] += count;
            }
        }
        stats.latency.percentilesNs = percentilesFromBins(merged, percentsOf(parts));
        stats.latency.percentileOrigin = PercentileOrigin::MergedHistogram;
        for (const auto& [ns, count] : merged) {
            stats.latency.histogram.push_back({ ns, count });
        }
    } else {
        meanOfPercentiles(parts, partName, stats.latency, notes);
    }
    return stats;
}

} // namespace headroom
