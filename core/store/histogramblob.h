// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/latencystats.h"

#include <vector>

#include <QByteArray>

namespace headroom {

// Histogram bins as a portable blob (little-endian count, then latency/count pairs).
QByteArray encodeHistogram(const std::vector<HistogramBin>& bins);
std::vector<HistogramBin> decodeHistogram(const QByteArray& blob);

} // namespace headroom
