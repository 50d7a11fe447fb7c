#include "texttable.h"

#include "model/printable.h"

#include <algorithm>

namespace headroom::cli {

TextTable::TextTable(QList<Column> columns)
    : m_columns(std::move(columns))
{
}

void TextTable::addRow(QStringList cells)
{
    // Cells show names from imported files: never let them drive the terminal.
    for (QString& cell : cells) {
        cell = printable(cell);
    }
    while (cells.size() < m_columns.size()) {
        cells << QString();
    }
    m_rows << cells;
}

void TextTable::print(QTextStream& out) const
{
    QList<qsizetype> widths;
    for (const Column& column : m_columns) {
        widths << column.title.size();
    }
    for (const QStringList& row : m_rows) {
        for (qsizetype c = 0; c < m_columns.size(); ++c) {
            widths[c] = std::max(widths[c], row[c].size());
        }
    }
    auto printRow = [&](const QStringList& cells) {
        QStringList padded;
        for (qsizetype c = 0; c < m_columns.size(); ++c) {
            const auto width = static_cast<int>(widths[c]);
            padded << (m_columns[c].align == Align::Right ? cells[c].rightJustified(width)
                                                          : cells[c].leftJustified(width));
        }
        QString line = padded.join(QStringLiteral("  "));
        while (line.endsWith(QLatin1Char(' '))) {
            line.chop(1);
        }
        out << line << '\n';
    };
    QStringList titles;
    for (const Column& column : m_columns) {
        titles << column.title;
    }
    printRow(titles);
    for (const QStringList& row : m_rows) {
        printRow(row);
    }
}

} // namespace headroom::cli
