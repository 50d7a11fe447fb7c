// SPDX-License-Identifier: GPL-3.0-or-later
#include "reportoptions.h"

#include <QFileInfo>

namespace headroom {

QString toString(ReportFormat format)
{
    switch (format) {
    case ReportFormat::Pdf:
        return QStringLiteral("pdf");
    case ReportFormat::Html:
        return QStringLiteral("html");
    case ReportFormat::Pptx:
        return QStringLiteral("pptx");
    }
    return {};
}

std::optional<ReportFormat> reportFormatFromString(const QString& text)
{
    const QString t = text.toLower();
    if (t == QLatin1String("pdf")) {
        return ReportFormat::Pdf;
    }
    if (t == QLatin1String("html") || t == QLatin1String("htm")) {
        return ReportFormat::Html;
    }
    if (t == QLatin1String("pptx")) {
        return ReportFormat::Pptx;
    }
    return std::nullopt;
}

std::optional<ReportFormat> reportFormatForPath(const QString& path)
{
    return reportFormatFromString(QFileInfo(path).suffix());
}

std::optional<ReportPageSize> reportPageSizeFromString(const QString& text)
{
    const QString t = text.toLower();
    if (t == QLatin1String("a4")) {
        return ReportPageSize::A4;
    }
    if (t == QLatin1String("letter")) {
        return ReportPageSize::Letter;
    }
    return std::nullopt;
}

std::optional<ReportLayout> reportLayoutFromString(const QString& text)
{
    const QString t = text.toLower();
    if (t == QLatin1String("document")) {
        return ReportLayout::Document;
    }
    if (t == QLatin1String("slides")) {
        return ReportLayout::Slides;
    }
    return std::nullopt;
}

} // namespace headroom
