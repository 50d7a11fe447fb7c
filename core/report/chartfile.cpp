// SPDX-License-Identifier: GPL-3.0-or-later
#include "chartfile.h"

#include <QFileInfo>

namespace headroom::charts {

std::optional<ExportFormat> exportFormatForPath(const QString& path)
{
    const QString suffix = QFileInfo(path).suffix().toLower();
    if (suffix == QLatin1String("png")) {
        return ExportFormat::Png;
    }
    if (suffix == QLatin1String("svg")) {
        return ExportFormat::Svg;
    }
    if (suffix == QLatin1String("pdf")) {
        return ExportFormat::Pdf;
    }
    return std::nullopt;
}

} // namespace headroom::charts
