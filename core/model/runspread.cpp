// SPDX-License-Identifier: GPL-3.0-or-later
#include "runspread.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <numeric>

namespace headroom {

std::optional<double> RunSpread::relativeRange() const
{
    if (runs < 2 || mean == 0) {
        return std::nullopt;
    }
    return range() / std::abs(mean);
}

std::optional<double> RunSpread::relativeCi95() const
{
    if (!ci95HalfWidth || mean == 0) {
        return std::nullopt;
    }
    return *ci95HalfWidth / std::abs(mean);
}

double studentT975(int degreesOfFreedom)
{
    // t(0.975, df) for df = 1 … 30 (any statistics table, e.g. NIST/SEMATECH e-Handbook 1.3.6.7.2).
    static constexpr std::array<double, 30> kTable { 12.706, 4.303, 3.182, 2.776, 2.571, 2.447, 2.365, 2.306, 2.262,
        2.228, 2.201, 2.179, 2.160, 2.145, 2.131, 2.120, 2.110, 2.101, 2.093, 2.086, 2.080, 2.074, 2.069, 2.064, 2.060,
        2.056, 2.052, 2.048, 2.045, 2.042 };
    if (degreesOfFreedom < 1) {
        return std::nan("");
    }
    if (degreesOfFreedom <= 30) {
        return kTable[static_cast<std::size_t>(degreesOfFreedom - 1)];
    }
    if (degreesOfFreedom < 60) {
        return 2.021; // df 40
    }
    if (degreesOfFreedom < 120) {
        return 2.000; // df 60
    }
    return degreesOfFreedom < 1000 ? 1.980 : 1.960;
}

std::optional<RunSpread> spreadOf(const std::vector<double>& values)
{
    if (values.empty()) {
        return std::nullopt;
    }
    RunSpread s;
    s.runs = static_cast<int>(values.size());
    const double n = static_cast<double>(values.size());
    s.mean = std::accumulate(values.cbegin(), values.cend(), 0.0) / n;
    const auto [lowest, highest] = std::minmax_element(values.cbegin(), values.cend());
    s.min = *lowest;
    s.max = *highest;
    if (s.runs >= 2) {
        double squares = 0;
        for (double v : values) {
            squares += (v - s.mean) * (v - s.mean);
        }
        s.stdev = std::sqrt(squares / (n - 1.0));
    }
    if (s.runs >= 3) {
        s.ci95HalfWidth = studentT975(s.runs - 1) * *s.stdev / std::sqrt(n);
    }
    return s;
}

} // namespace headroom
