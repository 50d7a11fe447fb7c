// SPDX-License-Identifier: GPL-3.0-or-later
#include "reportwriter.h"

#include "model/atomicfile.h"
#include "model/logging.h"
#include "reporthtml.h"
#include "reportpdf.h"
#include "reportpptx.h"

namespace headroom {

Expected<QByteArray> reportBytes(ReportFormat format, const AdvisorResult& result, const QList<Measurement>& used,
    const ReportOptions& options, const ReportChartRenderer& charts)
{
    switch (format) {
    case ReportFormat::Html:
        return reportHtml(buildReportDocument(result, used, options), charts);
    case ReportFormat::Pdf: {
        const ReportContent content = options.layout == ReportLayout::Slides
            ? buildReportSlides(result, used, options)
            : buildReportDocument(result, used, options);
        return ReportPages(content, charts).pdf();
    }
    case ReportFormat::Pptx:
        return reportPptx(buildReportSlides(result, used, options), charts);
    }
    return fail(QStringLiteral("unknown report format"));
}

Status writeReport(const QString& path, ReportFormat format, const AdvisorResult& result,
    const QList<Measurement>& used, const ReportOptions& options, const ReportChartRenderer& charts,
    const std::atomic<bool>* stop)
{
    const auto bytes = reportBytes(format, result, used, options, charts);
    if (!bytes) {
        qCDebug(lcReport) << "report not written:" << path << bytes.error();
        return fail(QStringLiteral("cannot write %1: %2").arg(path, bytes.error()));
    }
    if (stop && stop->load(std::memory_order_relaxed)) {
        return fail(QStringLiteral("%1 not written: the export was stopped").arg(path));
    }
    auto written = writeFileAtomically(path, *bytes);
    if (!written) {
        qCDebug(lcReport) << "report not written:" << written.error();
    }
    return written;
}

} // namespace headroom
