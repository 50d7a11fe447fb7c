// SPDX-License-Identifier: GPL-3.0-or-later
#include "runway.h"

#include <algorithm>
#include <cmath>

namespace headroom {

std::optional<double> runwayYears(double capacityIops, double demandIops, double growthPerYear)
{
    if (!(demandIops > 0)) {
        return std::nullopt; // no demand to carry
    }
    if (!(capacityIops >= demandIops)) {
        return 0.0; // short today (or the capacity is not known to be positive)
    }
    if (!(growthPerYear > 0)) {
        return std::nullopt; // flat demand within the capacity: lasts while it stays flat
    }
    return std::log(capacityIops / demandIops) / std::log1p(growthPerYear);
}

std::optional<int> nodesNeeded(
    double perNodeIops, int nodes, int nodesDown, double demandIops, double growthPerYear, int years)
{
    if (!(perNodeIops > 0)) {
        return std::nullopt;
    }
    const double target = demandIops * std::pow(1.0 + std::max(0.0, growthPerYear), std::max(0, years));
    // perNode × (N + k − m) ≥ target  ⇔  k ≥ target ÷ perNode − N + m. A relative tolerance keeps an exact fit
    // (capacity equal to the target) from asking for one node more through rounding.
    const double exact = target / perNodeIops - double(nodes) + double(nodesDown);
    int k = std::max(0, int(std::ceil(exact - 1e-9 * std::max(1.0, std::abs(exact)))));
    while (perNodeIops * double(nodes + k - nodesDown) < target * (1.0 - 1e-9)) {
        ++k;
    }
    return k;
}

} // namespace headroom
