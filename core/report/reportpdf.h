// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/expected.h"
#include "reportcharts.h"
#include "reportcontent.h"

#include <memory>

#include <QByteArray>
#include <QSizeF>

class QPainter;
class QTextDocument;

namespace headroom {

// The report laid out in pages (QTextDocument paginated at 72 dpi, so one unit is one point): A4 or Letter
// portrait for a document, 960 × 540 pt (16:9) for slides. Tables repeat their header row on every page they
// span; charts are drawn as vectors by the renderer; every page has a footer with the report's name and
// "page n of N". Used for the PDF and for the GUI's preview. Any one thread where the renderer draws (QPainter,
// QPdfWriter and fonts work off the GUI thread); the renderer must outlive it.
class ReportPages {
public:
    ReportPages(const ReportContent& content, const ReportChartRenderer& charts);
    ~ReportPages();
    ReportPages(const ReportPages&) = delete;
    ReportPages& operator=(const ReportPages&) = delete;

    QSizeF pageSize() const { return m_pageSize; } // points
    int pageCount() const;
    // Draws page `index` (from 0) with the painter's unit = one point, page origin at (0, 0).
    void paintPage(QPainter& painter, int index) const;
    // The PDF file's bytes: the same bytes for the same content (dates and ids fixed from the stated date).
    Expected<QByteArray> pdf() const;

private:
    const ReportContent& m_content;
    QSizeF m_pageSize;
    QRectF m_body;
    std::unique_ptr<QTextDocument> m_document;
    std::unique_ptr<QObject> m_chartHandler;
};

} // namespace headroom
