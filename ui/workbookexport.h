// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "advice/advisor.h"
#include "jobrunner.h"
#include "model/expected.h"
#include "model/measurement.h"

#include <QObject>
#include <QString>

class QAction;
class QWidget;

namespace headroom {

// File › Export Workbook…: the Advisor's current answer as an Excel workbook (core/report/adviceworkbook.h). The
// caller reads the measurements behind the answer (the library belongs to the GUI thread); the workbook is written
// on a worker, whole or not at all, and finished() says how it went. GUI thread only.
class WorkbookExport : public QObject {
    Q_OBJECT
public:
    explicit WorkbookExport(QWidget* window);

    // Asks for a file name and writes the workbook there; nothing when the user cancels.
    void chooseAndExport(const AdvisorResult& result, const QList<Measurement>& used);
    // Writes to `path` without asking (and for tests). A job still running is cancelled.
    void exportTo(const QString& path, const AdvisorResult& result, const QList<Measurement>& used);
    bool isRunning() const { return m_jobs.isRunning(); }

signals:
    // `message`: "Exported FILE" or the error, which names the file.
    void finished(bool ok, const QString& message);

private:
    QWidget* m_window;
    JobRunner m_jobs { this }; // last: cancelled and waited for before the members above go
};

} // namespace headroom
