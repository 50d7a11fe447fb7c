// SPDX-License-Identifier: GPL-3.0-or-later
#include "latencystats.h"

#include <array>
#include <cmath>
#include <utility>

namespace headroom {

namespace {
constexpr std::array kKindNames { std::pair { LatencyKind::Total, "total" },
    std::pair { LatencyKind::Completion, "completion" } };
constexpr std::array kOriginNames { std::pair { PercentileOrigin::Exact, "exact" },
    std::pair { PercentileOrigin::MergedHistogram, "merged-histogram" },
    std::pair { PercentileOrigin::MeanOfPerWorker, "mean-of-per-worker" },
    std::pair { PercentileOrigin::WeightedMeanOfPerWorker, "weighted-mean-of-per-worker" },
    std::pair { PercentileOrigin::ToolPercentiles, "tool-percentiles" },
    std::pair { PercentileOrigin::Estimated, "estimated" }, std::pair { PercentileOrigin::Published, "published" } };

template <class Enum, std::size_t N>
QString nameOf(const std::array<std::pair<Enum, const char*>, N>& table, Enum value)
{
    for (const auto& [candidate, name] : table) {
        if (candidate == value) {
            return QString::fromLatin1(name);
        }
    }
    return {};
}

template <class Enum, std::size_t N>
std::optional<Enum> valueOf(const std::array<std::pair<Enum, const char*>, N>& table, const QString& text)
{
    for (const auto& [candidate, name] : table) {
        if (text == QLatin1String(name)) {
            return candidate;
        }
    }
    return std::nullopt;
}
} // namespace

QString toString(LatencyKind kind)
{
    return nameOf(kKindNames, kind);
}
std::optional<LatencyKind> latencyKindFromString(const QString& text)
{
    return valueOf(kKindNames, text);
}
QString toString(PercentileOrigin origin)
{
    return nameOf(kOriginNames, origin);
}
std::optional<PercentileOrigin> percentileOriginFromString(const QString& text)
{
    return valueOf(kOriginNames, text);
}

std::optional<double> LatencyStats::percentileNs(double percent) const
{
    // Keys come from text ("99.900000") and from code (99.9); compare with a tolerance, and take the closest key:
    // DiskSpd's 99.999999 and 99.9999999 are 9e-7 apart, within it.
    std::optional<double> found;
    double closest = 1e-6;
    for (const auto& [key, value] : percentilesNs) {
        if (const double distance = std::abs(key - percent); distance < closest) {
            closest = distance;
            found = value;
        }
    }
    return found;
}

bool LatencyStats::isEmpty() const
{
    return !minNs && !meanNs && !maxNs && !stdevNs && percentilesNs.empty() && histogram.empty();
}

const std::vector<double>& fioPercentiles()
{
    static const std::vector<double> percents { 1, 5, 10, 20, 30, 40, 50, 60, 70, 80, 90, 95, 99, 99.5, 99.9, 99.95,
        99.99 };
    return percents;
}

} // namespace headroom
