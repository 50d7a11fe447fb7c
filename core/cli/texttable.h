#pragma once

#include <QList>
#include <QStringList>
#include <QTextStream>

namespace headroom::cli {

// A plain-text table for people: left-aligned text, right-aligned numbers.
class TextTable {
public:
    enum class Align { Left, Right };
    struct Column {
        QString title;
        Align align = Align::Left;
    };

    explicit TextTable(QList<Column> columns);
    void addRow(QStringList cells);
    void print(QTextStream& out) const;

    // A table too long to hold, printed in two passes over its rows: fit() each row, then printTitles() and
    // printRow() each row again.
    void fit(const QStringList& cells);
    void printTitles(QTextStream& out) const;
    void printRow(QTextStream& out, const QStringList& cells) const;

private:
    QStringList cellsOf(QStringList cells) const;

    QList<Column> m_columns;
    QList<qsizetype> m_widths;
    QList<QStringList> m_rows;
};

} // namespace headroom::cli
