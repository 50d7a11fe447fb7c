// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/expected.h"

#include <optional>

#include <QByteArray>
#include <QList>
#include <QMap>
#include <QString>
#include <QStringList>
#include <QStringView>

namespace headroom {

// One cell of a worksheet as the file stores it.
struct XlsxCell {
    enum class Type { Empty, Number, Text, Boolean, Error };
    Type type = Type::Empty;
    QString text; // as stored: a number's digits ("2.2999999999999998"), the string, "TRUE"/"FALSE", "#N/A"
    std::optional<double> number; // a Number cell's value (2.3); empty when its digits are not a number
    // What Excel shows: a number with 15 significant digits ("2.3", "1908663"), otherwise the text.
    QString display() const;
};

// One row: its cells by column (0 is column A); columns without a cell are empty.
struct XlsxRow {
    int number = 0; // 1-based, as in the sheet
    QMap<int, XlsxCell> cells;
    const XlsxCell& at(int column) const;
};

struct XlsxSheet {
    QString name;
    QList<XlsxRow> rows; // in the file's order; rows without cells are kept
};

// "A" for 0, "AB" for 27.
QString xlsxColumnName(int column);
// The column of a cell reference: "AB12" → 27; empty when it does not start with 1–3 letters within A..XFD.
std::optional<int> xlsxColumnOf(QStringView reference);

// A worksheet part (xl/worksheets/sheetN.xml) read into rows of cells: shared strings (t="s") looked up in `shared`,
// inline strings (t="inlineStr", rich-text runs joined), numbers (no t, or t="n"), booleans (t="b"), formula strings
// (t="str"), errors (t="e"), dates (t="d", kept as text). Errors name the file, the sheet and the cell. Pure function.
Expected<XlsxSheet> parseXlsxSheet(const QByteArray& xml, const QStringList& shared, const QString& fileName,
    const QString& sheetName, const QString& part);

} // namespace headroom
