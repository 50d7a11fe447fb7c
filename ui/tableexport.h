// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/expected.h"

#include <memory>

#include <QString>
#include <QStringList>

class QMimeData;
class QTableView;
class QWidget;

namespace headroom {

// What a table view shows, as the user sees it: the header, then every row the view does not hide, the visible
// columns in their on-screen order (a dragged column stays where it was dragged), each cell's display text. Every
// table of the GUI is exported and copied through these, so a CSV and a pasted table always agree. GUI thread only.
QList<QStringList> visibleTable(const QTableView& view);

// RFC 4180: fields separated by commas, records ended by CRLF, a field with a comma, a double quote, a CR or an LF
// in double quotes with its double quotes doubled. UTF-8 without a byte-order mark.
QByteArray tableAsCsv(const QList<QStringList>& table);
// Tab-separated values (IANA text/tab-separated-values): a field cannot hold a tab or a line break, so those become
// spaces. Records end with LF.
QByteArray tableAsTsv(const QList<QStringList>& table);

// The view's visible table written to `path` as CSV, whole or not at all; the error names the file.
Status exportTableCsv(const QTableView& view, const QString& path);
// Asks for a file name (the dialog's `suggestedName`) and exports there; failures in a message box, success in the
// return value (false when cancelled or failed).
bool chooseTableCsvExport(QTableView& view, QWidget* dialogParent, const QString& suggestedName);

// The view's visible table as text/tab-separated-values and, for programs that take only text, text/plain (also TSV:
// spreadsheets split it into cells on paste).
std::unique_ptr<QMimeData> tableMimeData(const QTableView& view);
void copyTableToClipboard(const QTableView& view);

// "Copy Table" and "Export Table as CSV…" in the view's context menu, for views that have no menu of their own
// (a view with a custom context menu is left alone: File › Export Table as CSV reaches it).
void addTableContextMenu(QTableView* view);

} // namespace headroom
