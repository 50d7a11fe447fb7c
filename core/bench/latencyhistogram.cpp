// SPDX-License-Identifier: GPL-3.0-or-later
#include "latencyhistogram.h"

#include <algorithm>
#include <bit>
#include <cmath>

namespace headroom::bench {

LatencyHistogram::LatencyHistogram()
    : m_buckets(kBucketCount, 0)
{
}

std::size_t LatencyHistogram::bucketIndex(std::uint64_t latencyNs)
{
    if (latencyNs < kSubBuckets) {
        return static_cast<std::size_t>(latencyNs);
    }
    const int exponent = static_cast<int>(std::bit_width(latencyNs)) - 1; // >= kSubBucketBits
    if (exponent > kMaxExponent) {
        return kBucketCount - 1;
    }
    const int shift = exponent - kSubBucketBits;
    const std::uint64_t sub = (latencyNs >> shift) - kSubBuckets; // 0 .. kSubBuckets-1
    return static_cast<std::size_t>(kSubBuckets + static_cast<std::uint64_t>(shift) * kSubBuckets + sub);
}

std::uint64_t LatencyHistogram::bucketLowNs(std::size_t index)
{
    if (index < kSubBuckets) {
        return index;
    }
    const std::uint64_t shift = (index - kSubBuckets) / kSubBuckets;
    const std::uint64_t sub = (index - kSubBuckets) % kSubBuckets;
    return (kSubBuckets + sub) << shift;
}

std::uint64_t LatencyHistogram::bucketWidthNs(std::size_t index)
{
    if (index < kSubBuckets) {
        return 1;
    }
    return std::uint64_t { 1 } << ((index - kSubBuckets) / kSubBuckets);
}

double LatencyHistogram::bucketMidpointNs(std::size_t index)
{
    // A width-1 bucket holds exactly one value; wider ones are represented by their centre, as fio's
    // plat_idx_to_val does.
    const double width = static_cast<double>(bucketWidthNs(index));
    return static_cast<double>(bucketLowNs(index)) + (width - 1.0) / 2.0;
}

void LatencyHistogram::Moments::merge(const Moments& other)
{
    count += other.count;
    sumNs += other.sumNs;
    sumSquaresNs += other.sumSquaresNs;
    minNs = std::min(minNs, other.minNs);
    maxNs = std::max(maxNs, other.maxNs);
}

void LatencyHistogram::merge(const LatencyHistogram& other)
{
    if (other.count() == 0) {
        return;
    }
    for (std::size_t i = 0; i < kBucketCount; ++i) {
        m_buckets[i] += other.m_buckets[i];
    }
    m_moments.merge(other.m_moments);
}

void LatencyHistogram::clear()
{
    std::fill(m_buckets.begin(), m_buckets.end(), 0);
    m_moments = Moments {};
}

double LatencyHistogram::meanNs() const
{
    return count() ? static_cast<double>(m_moments.sumNs) / static_cast<double>(count()) : 0.0;
}

double LatencyHistogram::stdevNs() const
{
    if (count() == 0) {
        return 0.0;
    }
    // Σx and Σx² are exact integers; only this subtraction rounds, in long double (64-bit mantissa).
    const auto n = static_cast<long double>(count());
    const auto sum = static_cast<long double>(m_moments.sumNs);
    const long double variance = (static_cast<long double>(m_moments.sumSquaresNs) - sum * sum / n) / n;
    return static_cast<double>(std::sqrt(std::max(variance, 0.0L)));
}

double LatencyHistogram::percentileNs(double percent) const
{
    if (count() == 0) {
        return 0.0;
    }
    // fio (stat.c, calc_clat_percentiles): walk the buckets until sum >= percent / 100 × count.
    const long double threshold = static_cast<long double>(percent) / 100.0L * static_cast<long double>(count());
    std::uint64_t sum = 0;
    std::size_t index = 0;
    for (; index < kBucketCount; ++index) {
        sum += m_buckets[index];
        if (sum > 0 && static_cast<long double>(sum) >= threshold) {
            break;
        }
    }
    index = std::min(index, kBucketCount - 1);
    const double value = bucketMidpointNs(index);
    return std::clamp(value, static_cast<double>(minNs()), static_cast<double>(maxNs()));
}

LatencyStats LatencyHistogram::toStats() const
{
    LatencyStats stats;
    stats.kind = LatencyKind::Total;
    stats.percentileOrigin = PercentileOrigin::Exact;
    if (count() == 0) {
        return stats;
    }
    stats.minNs = static_cast<double>(minNs());
    stats.maxNs = static_cast<double>(maxNs());
    stats.meanNs = meanNs();
    stats.stdevNs = stdevNs();
    for (double percent : fioPercentiles()) {
        stats.percentilesNs[percent] = percentileNs(percent);
    }
    for (std::size_t i = 0; i < kBucketCount; ++i) {
        if (m_buckets[i] != 0) {
            stats.histogram.push_back(
                HistogramBin { static_cast<std::int64_t>(std::llround(bucketMidpointNs(i))), m_buckets[i] });
        }
    }
    return stats;
}

LatencyHistogram LatencyHistogram::fromBins(const std::vector<HistogramBin>& bins)
{
    LatencyHistogram histogram;
    for (const HistogramBin& bin : bins) {
        if (bin.count == 0) {
            continue;
        }
        const auto latencyNs = static_cast<std::uint64_t>(std::max<std::int64_t>(bin.latencyNs, 0));
        histogram.m_buckets[bucketIndex(latencyNs)] += bin.count;
        // A bin is a group of identical values: its mean is its latency and it has no spread.
        Moments group;
        group.count = bin.count;
        group.sumNs = latencyNs * bin.count;
        group.sumSquaresNs = static_cast<Uint128>(latencyNs) * latencyNs * bin.count;
        group.minNs = latencyNs;
        group.maxNs = latencyNs;
        histogram.m_moments.merge(group);
    }
    return histogram;
}

} // namespace headroom::bench
