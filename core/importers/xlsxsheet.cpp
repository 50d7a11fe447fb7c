// SPDX-License-Identifier: GPL-3.0-or-later
#include "xlsxsheet.h"

#include "xlsxxml.h"

#include <cmath>

namespace headroom {

namespace {

constexpr int kMaxColumns = 16384; // A..XFD
constexpr int kMaxRows = 1048576;

// Excel writes numbers in the C locale, shortest round trip or 17 significant digits: "2.2999999999999998" is the
// double nearest to 2.3.
std::optional<double> numberOf(const QString& text)
{
    bool ok = false;
    const double value = text.trimmed().toDouble(&ok);
    return ok && std::isfinite(value) ? std::optional<double>(value) : std::nullopt;
}

struct CellRead {
    QString type; // the t attribute
    QString value; // <v>
    QString inlineText; // <is>
    bool hasInline = false;
};

// The children of a <c> whose start tag was just read, up to its end tag.
CellRead readCellChildren(XlsxXml& xml)
{
    CellRead read;
    read.type = xml.reader().attributes().value(QLatin1String("t")).toString();
    while (xml.next() && !xml.isEnd(QLatin1String("c"))) {
        if (xml.isStart(QLatin1String("v"))) {
            read.value = xml.reader().readElementText();
        } else if (xml.isStart(QLatin1String("is"))) {
            read.inlineText = xml.stringItem();
            read.hasInline = true;
        } else if (xml.reader().isStartElement()) {
            xml.reader().skipCurrentElement(); // <f> formulas and extensions: the cached <v> is the value
        }
    }
    return read;
}

Expected<XlsxCell> cellOf(const CellRead& read, const QStringList& shared, const QString& where)
{
    XlsxCell cell;
    if (read.type == QLatin1String("inlineStr")) {
        cell.type = read.hasInline || !read.value.isEmpty() ? XlsxCell::Type::Text : XlsxCell::Type::Empty;
        cell.text = read.hasInline ? read.inlineText : read.value;
        return cell;
    }
    if (read.value.isEmpty() && read.type != QLatin1String("str")) {
        return cell; // a styled cell without a value
    }
    if (read.type == QLatin1String("s")) {
        bool ok = false;
        const qlonglong index = read.value.trimmed().toLongLong(&ok);
        if (!ok || index < 0 || index >= shared.size()) {
            return fail(QStringLiteral("%1: shared string '%2' does not exist (the workbook has %3)")
                            .arg(where, read.value)
                            .arg(shared.size()));
        }
        cell.type = XlsxCell::Type::Text;
        cell.text = shared[static_cast<qsizetype>(index)];
    } else if (read.type == QLatin1String("b")) {
        cell.type = XlsxCell::Type::Boolean;
        cell.text = read.value.trimmed() == QLatin1String("1") ? QStringLiteral("TRUE") : QStringLiteral("FALSE");
    } else if (read.type == QLatin1String("e")) {
        cell.type = XlsxCell::Type::Error;
        cell.text = read.value;
    } else if (read.type == QLatin1String("str") || read.type == QLatin1String("d")) {
        cell.type = read.value.isEmpty() ? XlsxCell::Type::Empty : XlsxCell::Type::Text;
        cell.text = read.value;
    } else if (read.type.isEmpty() || read.type == QLatin1String("n")) {
        cell.type = XlsxCell::Type::Number;
        cell.text = read.value;
        cell.number = numberOf(read.value);
    } else {
        return fail(QStringLiteral("%1: unknown cell type t=\"%2\"").arg(where, read.type));
    }
    return cell;
}

// A <c> whose start tag was just read, into the current row.
Status readCell(
    XlsxXml& xml, XlsxRow& row, const QStringList& shared, const QString& fileName, const QString& sheetName)
{
    const QString reference = xml.reader().attributes().value(QLatin1String("r")).toString();
    std::optional<int> column;
    if (reference.isEmpty()) {
        column = row.cells.isEmpty() ? 0 : row.cells.lastKey() + 1; // r may be left out: the next column
    } else {
        column = xlsxColumnOf(reference);
    }
    if (!column || *column >= kMaxColumns) {
        return fail(xml.problem(QStringLiteral("sheet '%1', row %2: '%3' is not a cell reference")
                                    .arg(sheetName)
                                    .arg(row.number)
                                    .arg(reference)));
    }
    const CellRead read = readCellChildren(xml);
    if (!xml.error().isEmpty()) {
        return fail(xml.error());
    }
    const QString where
        = QStringLiteral("%1: sheet '%2', cell %3%4").arg(fileName, sheetName, xlsxColumnName(*column)).arg(row.number);
    auto cell = cellOf(read, shared, where);
    if (!cell) {
        return fail(cell.error());
    }
    row.cells.insert(*column, *cell);
    return success();
}

} // namespace

QString XlsxCell::display() const
{
    if (type == Type::Number && number) {
        return QString::number(*number, 'g', 15);
    }
    return text;
}

const XlsxCell& XlsxRow::at(int column) const
{
    static const XlsxCell empty;
    const auto found = cells.constFind(column);
    return found == cells.cend() ? empty : *found;
}

QString xlsxColumnName(int column)
{
    QString name;
    for (int n = column + 1; n > 0; n = (n - 1) / 26) {
        name.prepend(QChar(u'A' + (n - 1) % 26));
    }
    return name;
}

std::optional<int> xlsxColumnOf(QStringView reference)
{
    int column = 0;
    qsizetype letters = 0;
    while (letters < reference.size() && letters < 4) {
        const char16_t c = reference[letters].toUpper().unicode();
        if (c < u'A' || c > u'Z') {
            break;
        }
        column = column * 26 + (c - u'A' + 1);
        ++letters;
    }
    if (letters == 0 || letters > 3 || column > kMaxColumns) {
        return std::nullopt;
    }
    return column - 1;
}

Expected<XlsxSheet> parseXlsxSheet(const QByteArray& bytes, const QStringList& shared, const QString& fileName,
    const QString& sheetName, const QString& part)
{
    XlsxXml xml(bytes, fileName, part);
    XlsxSheet sheet { sheetName, {} };
    while (xml.next()) {
        if (xml.isStart(QLatin1String("row"))) {
            const QString r = xml.reader().attributes().value(QLatin1String("r")).toString();
            bool ok = r.isEmpty();
            const int number = r.isEmpty() ? (sheet.rows.isEmpty() ? 1 : sheet.rows.last().number + 1) : r.toInt(&ok);
            if (!ok || number < 1 || number > kMaxRows) {
                return fail(xml.problem(QStringLiteral("sheet '%1': '%2' is not a row number").arg(sheetName, r)));
            }
            sheet.rows << XlsxRow { number, {} };
        } else if (xml.isStart(QLatin1String("c"))) {
            if (sheet.rows.isEmpty()) {
                return fail(xml.problem(QStringLiteral("sheet '%1': a cell outside any row").arg(sheetName)));
            }
            if (auto read = readCell(xml, sheet.rows.last(), shared, fileName, sheetName); !read) {
                return fail(read.error());
            }
        }
    }
    if (!xml.error().isEmpty()) {
        return fail(xml.error());
    }
    return sheet;
}

} // namespace headroom
