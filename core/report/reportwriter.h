// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/expected.h"
#include "reportcharts.h"
#include "reportcontent.h"

#include <atomic>

#include <QByteArray>

namespace headroom {

// The measurements a report is handed (`used`) are gathered by measurementsBehind (gather/advisorrequest.h).

// The report's file in `format`: PDF (a document, or 16:9 slides with ReportLayout::Slides), one HTML file, or a
// PPTX deck (always slides). The same inputs give the same bytes. Any thread where `charts` can draw (the GUI's Qt
// Charts renderer on the GUI thread; a worker uses charts::GuiThreadChartRenderer).
Expected<QByteArray> reportBytes(ReportFormat format, const AdvisorResult& result, const QList<Measurement>& used,
    const ReportOptions& options, const ReportChartRenderer& charts);

// Writes reportBytes() to `path` whole or not at all (writeFileAtomically); the error names the file and the reason.
// When `stop` is set by the time the bytes are made, nothing is written: a renderer told to stop draws no charts, and
// such a report must not replace the file.
Status writeReport(const QString& path, ReportFormat format, const AdvisorResult& result,
    const QList<Measurement>& used, const ReportOptions& options, const ReportChartRenderer& charts,
    const std::atomic<bool>* stop = nullptr);

} // namespace headroom
