// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "reportcontent.h"

namespace headroom {

// Fills every slide's speakerNotes with the derivation of the figures it shows, recognised by its blocks: the key
// figures (cost, gains, $ per IOPS: formula and inputs), the $-per-IOPS chart (per option and metric), the curves
// (each curve's readings and the points they come from), the per-port cost (parts, prices, ports, sources), the
// options (each cost trace), the bottleneck (its evidence); every slide ends with the measurements behind it
// (system, files, SHA-256). Pure.
void addSpeakerNotes(ReportContent& slides, const AdvisorResult& result, const QList<Measurement>& used);

} // namespace headroom
