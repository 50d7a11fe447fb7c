// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <optional>

#include <QString>

namespace headroom {

// The customer's question put to the advisor: their demand, growing, with nodes in maintenance, for so many years.
struct DemandQuestionFigures {
    QString name;
    int nodes = 0; // the customer's node count N
    double peakIops = 0;
    double averageIops = 0;
    double growthPerYear = 0; // g: 0.2 = 20 % a year
    int years = 5; // Y
    int nodesDown = 1; // m
};

// Runway: the years until demand × (1 + g)^t exceeds `capacityIops`: ln(capacity ÷ demand) ÷ ln(1 + g). 0 when the
// demand already exceeds it; empty (lasts while demand stays flat) when g is 0 and the capacity carries it.
std::optional<double> runwayYears(double capacityIops, double demandIops, double growthPerYear);

// The smallest k ≥ 0 with perNodeIops × (nodes + k − nodesDown) ≥ demand × (1 + g)^years; empty when per-node IOPS
// is not positive.
std::optional<int> nodesNeeded(
    double perNodeIops, int nodes, int nodesDown, double demandIops, double growthPerYear, int years);

} // namespace headroom
