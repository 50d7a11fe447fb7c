// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <optional>
#include <vector>

namespace headroom {

// The spread of one figure (IOPS, bytes/s, a latency in ns) over the runs of one point, in the figure's unit.
// Pure values; thread-safe.
struct RunSpread {
    int runs = 0;
    double mean = 0;
    double min = 0;
    double max = 0;
    std::optional<double> stdev; // sample standard deviation (n − 1), from 2 runs
    // Half-width of the 95 % confidence interval of the mean, t(0.975, n − 1) × stdev / √n (Student t), from 3
    // runs: with 2 runs t is 12.7 and the interval says little beyond "noise unknown".
    std::optional<double> ci95HalfWidth;

    double range() const { return max - min; }
    // The spread relative to the mean (0.05 = 5 %); empty when the mean is 0 or the figure is missing.
    std::optional<double> relativeRange() const;
    std::optional<double> relativeCi95() const;
    bool operator==(const RunSpread&) const = default;
};

// Empty for no values.
std::optional<RunSpread> spreadOf(const std::vector<double>& values);

// The two-sided 95 % quantile of Student's t distribution, t(0.975, df), for df ≥ 1 (tabulated to df 30, then
// the table's 40, 60, 120 and the normal 1.960, stepping down to the nearest tabulated df: a wider interval).
double studentT975(int degreesOfFreedom);

} // namespace headroom
