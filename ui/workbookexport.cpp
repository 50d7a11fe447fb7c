// SPDX-License-Identifier: GPL-3.0-or-later
#include "workbookexport.h"

#include "filedialogs.h"
#include "report/adviceworkbook.h"

#include <QFileInfo>
#include <QWidget>

namespace headroom {

WorkbookExport::WorkbookExport(QWidget* window)
    : QObject(window)
    , m_window(window)
{
}

void WorkbookExport::chooseAndExport(const AdvisorResult& result, const QList<Measurement>& used)
{
    QString path = chooseSaveFileName(
        m_window, tr("Export workbook"), QStringLiteral("headroom-figures.xlsx"), tr("Excel workbook (*.xlsx)"));
    if (path.isEmpty()) {
        return;
    }
    if (!path.endsWith(QLatin1String(".xlsx"), Qt::CaseInsensitive)) {
        path += QStringLiteral(".xlsx");
    }
    exportTo(path, result, used);
}

void WorkbookExport::exportTo(const QString& path, const AdvisorResult& result, const QList<Measurement>& used)
{
    m_jobs.start([path, result, used](const JobControl&) { return writeAdviceWorkbook(path, result, used); },
        [this, path](const Status& written) {
            emit finished(
                bool(written), written ? tr("Exported %1").arg(QFileInfo(path).absoluteFilePath()) : written.error());
        });
}

} // namespace headroom
