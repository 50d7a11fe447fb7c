// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <optional>

#include <QString>

namespace headroom {

enum class ReportFormat { Pdf, Html, Pptx };
enum class ReportLayout { Document, Slides }; // slides: 16:9 pages, one message each (PDF; PPTX is always slides)
enum class ReportPageSize { A4, Letter };

// What the user sets about a report besides the advisor's inputs. `date` is printed as given and is the only date
// inside the files (the same inputs give the same bytes).
struct ReportOptions {
    QString title; // empty: made from the workload
    QString customer;
    QString author;
    QString date; // "2026-12-01"; empty: none printed
    ReportPageSize pageSize = ReportPageSize::A4;
    bool dark = false;
    ReportLayout layout = ReportLayout::Document;
    // A company's PowerPoint template (.potx or .pptx) whose master, layouts and theme the PPTX deck is built on;
    // empty: Headroom's own. The PDF and HTML reports do not use it.
    QString deckTemplate;
};

QString toString(ReportFormat format); // "pdf", "html", "pptx"
std::optional<ReportFormat> reportFormatFromString(const QString& text); // also "htm"
std::optional<ReportFormat> reportFormatForPath(const QString& path); // by the file name's suffix
std::optional<ReportPageSize> reportPageSizeFromString(const QString& text); // "A4", "Letter" (any case)
std::optional<ReportLayout> reportLayoutFromString(const QString& text); // "document", "slides"

} // namespace headroom
