#pragma once

#include "model/latencystats.h"

#include <QByteArray>

#include <vector>

namespace headroom {

// Histogram bins as a portable blob (little-endian count, then latency/count pairs).
QByteArray encodeHistogram(const std::vector<HistogramBin>& bins);
std::vector<HistogramBin> decodeHistogram(const QByteArray& blob);

} // namespace headroom
