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
    const QStringList shown = cellsOf(cells);
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
    const QStringList shown = cellsOf(cells);
    QStringList padded;
    for (qsizetype c = 0; c < m_columns.size(); ++c) {
        const auto width = static_cast<int>(m_widths[c]);
        padded << (m_columns[c].align == Align::Right ? shown[c].rightJustified(width) : shown[c].leftJustified(width));
    }
    QString line = padded.join(QStringLiteral("  "));
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
