// SPDX-License-Identifier: GPL-3.0-or-later
#include "texttable.h"

#include "model/printable.h"

#include <algorithm>

namespace headroom::cli {

TextTable::TextTable(QList<Column> columns)
    : m_columns(std::move(columns))
{
    for (const Column& column : std::as_const(m_columns)) {
        m_widths << column.title.size();
    }
}

QStringList TextTable::cellsOf(QStringList cells) const
{
    // Cells show names from imported files: never let them drive the terminal.
    for (QString& cell : cells) {
        cell = printable(cell);
    }
    while (cells.size() < m_columns.size()) {
        cells << QString();
    }
    return cells;
}

void TextTable::fit(const QStringList& cells)
{
    fitShown(cellsOf(cells));
}

void TextTable::fitShown(const QStringList& shown)
{
    for (qsizetype c = 0; c < m_columns.size(); ++c) {
        m_widths[c] = std::max(m_widths[c], shown[c].size());
    }
}

void TextTable::addRow(QStringList cells)
{
    fit(cells);
    m_rows << std::move(cells); // made printable when printed
}

void TextTable::printRow(QTextStream& out, const QStringList& cells) const
{
    printShownRow(out, cellsOf(cells));
}

void TextTable::printShownRow(QTextStream& out, const QStringList& shown) const
{
    QString line;
    for (qsizetype c = 0; c < m_columns.size(); ++c) {
        if (c > 0) {
            line += QStringLiteral("  ");
        }
        const qsizetype pad = m_widths[c] - shown[c].size();
        if (m_columns[c].align == Align::Right) {
            line += QString(pad, QLatin1Char(' ')) + shown[c];
        } else {
            line += shown[c];
            line += QString(pad, QLatin1Char(' '));
        }
    }
    while (line.endsWith(QLatin1Char(' '))) {
        line.chop(1);
    }
    out << line << '\n';
}

void TextTable::printTitles(QTextStream& out) const
{
    QStringList titles;
    for (const Column& column : m_columns) {
        titles << column.title;
    }
    printRow(out, titles);
}

void TextTable::print(QTextStream& out) const
{
    printTitles(out);
    for (const QStringList& row : m_rows) {
        printRow(out, row);
    }
}

} // namespace headroom::cli
