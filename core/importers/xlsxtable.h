// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/expected.h"
#include "xlsxsheet.h"

#include <optional>

#include <QHash>
#include <QList>
#include <QString>
#include <QStringList>

namespace headroom {

// A worksheet read as a table: the header texts of row 1 name the columns, and values are looked up by header, never
// by position (a collector that adds or moves a column does not shift the figures). A plain value; any thread.
class XlsxTable {
public:
    // Refuses, naming the file, the sheet and every header of `required` that row 1 lacks. Headers match after
    // trimming, ignoring case.
    static Expected<XlsxTable> from(XlsxSheet sheet, const QStringList& required, const QString& fileName);

    const QString& sheetName() const { return m_sheet.name; }
    // The rows below the header that hold at least one cell with a value.
    const QList<XlsxRow>& rows() const { return m_rows; }
    bool hasColumn(const QString& header) const { return m_columns.contains(key(header)); }

    // The cell's text as Excel shows it, trimmed; empty for an empty cell or a column the sheet lacks.
    QString text(const XlsxRow& row, const QString& header) const;
    // The cell's number: a number cell's value, or a text cell that holds one ("12", " 3.5 "); empty for an empty
    // cell. Anything else is an error naming the file, sheet, row and column.
    Expected<std::optional<double>> number(const XlsxRow& row, const QString& header) const;
    // A boolean cell, or the text TRUE/FALSE (any case); empty for an empty cell.
    Expected<std::optional<bool>> flag(const XlsxRow& row, const QString& header) const;
    // "FILE: sheet 'S', row N, column 'H'": the prefix of a message about one cell.
    QString where(const XlsxRow& row, const QString& header) const;

private:
    static QString key(const QString& header) { return header.trimmed().toCaseFolded(); }
    const XlsxCell& cell(const XlsxRow& row, const QString& header) const;

    XlsxSheet m_sheet;
    QString m_fileName;
    QHash<QString, int> m_columns; // key(header) → column
    QList<XlsxRow> m_rows;
};

} // namespace headroom
