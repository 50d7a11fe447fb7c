// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "advice/advisor.h"
#include "jobrunner.h"
#include "model/expected.h"
#include "model/measurement.h"
#include "report/reportoptions.h"

#include <QDialog>
#include <QTimer>

class QComboBox;
class QLabel;
class QHBoxLayout;
class QLineEdit;
class QPushButton;
class QScrollArea;
class QVBoxLayout;

namespace headroom {

// File › Export Report…: the report's title block, page size, theme and layout, the PowerPoint template of a
// PPTX deck, a preview of every page, and
// Save… to PDF, HTML or PPTX (format by the file's suffix). The preview is the same layout the PDF is written
// from (core/report's ReportPages), redrawn 200 ms after the last change. A save runs on a worker (the charts are
// still drawn on this thread, see charts::GuiThreadChartRenderer); closing the dialog stops it and writes nothing.
class ReportDialog : public QDialog {
    Q_OBJECT
public:
    ReportDialog(AdvisorResult result, QList<Measurement> used, QWidget* parent = nullptr);

    ReportOptions options() const;
    int previewPageCount() const { return m_pageCount; }
    // Writes the report to `path` (format from the suffix) on a worker; reportSaved or saveFailed follows on this
    // thread. Save… is disabled until then. A wrong suffix fails at once.
    void startSave(const QString& path);
    bool isSaving() const { return m_save.isRunning(); }

signals:
    void reportSaved(const QString& path);
    // `error` names the file.
    void saveFailed(const QString& error);

protected:
    void resizeEvent(QResizeEvent* event) override;

private:
    QHBoxLayout* buildTemplateRow();
    qreal previewScale(qreal pageWidth) const;
    void scheduleRefresh();
    void refreshPreview();
    void save();
    void saveFinished(const QString& path, const Status& written);
    void showSaveError(const QString& error);

    AdvisorResult m_result;
    QList<Measurement> m_used;
    QTimer m_timer;
    int m_pageCount = 0;
    QLineEdit* m_title = nullptr;
    QLineEdit* m_customer = nullptr;
    QLineEdit* m_author = nullptr;
    QLineEdit* m_date = nullptr;
    QComboBox* m_pageSize = nullptr;
    QComboBox* m_theme = nullptr;
    QComboBox* m_layout = nullptr;
    QLineEdit* m_deckTemplate = nullptr; // a .potx/.pptx for the PPTX deck; empty: Headroom's own master
    QLabel* m_status = nullptr;
    QVBoxLayout* m_pages = nullptr;
    QScrollArea* m_scroll = nullptr;
    qreal m_previewScale = 0.9;
    QPushButton* m_saveButton = nullptr;
    JobRunner m_save { this }; // last: destroyed first, so its worker has returned before anything else goes
};

} // namespace headroom
