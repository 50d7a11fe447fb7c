#pragma once

#include "advice/advisor.h"
#include "model/expected.h"
#include "model/measurement.h"
#include "report/reportoptions.h"

#include <QDialog>
#include <QTimer>

class QComboBox;
class QLabel;
class QLineEdit;
class QVBoxLayout;

namespace headroom {

// File › Export Report…: the report's title block, page size, theme and layout, a preview of every page, and
// Save… to PDF, HTML or PPTX (format by the file's suffix). The preview is the same layout the PDF is written
// from (core/report's ReportPages), redrawn 200 ms after the last change.
class ReportDialog : public QDialog {
    Q_OBJECT
public:
    ReportDialog(AdvisorResult result, QList<Measurement> used, QWidget* parent = nullptr);

    ReportOptions options() const;
    int previewPageCount() const { return m_pageCount; }
    // Writes the report to `path` (format from the suffix); the error names the file.
    Status saveTo(const QString& path) const;

private:
    void scheduleRefresh();
    void refreshPreview();
    void save();

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
    QLabel* m_status = nullptr;
    QVBoxLayout* m_pages = nullptr;
};

} // namespace headroom
