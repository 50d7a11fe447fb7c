// SPDX-License-Identifier: GPL-3.0-or-later
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
    // The same for cells already made printable (model/printable.h), one per column, as a spooled table stores them.
    void fitShown(const QStringList& shown);
    void printShownRow(QTextStream& out, const QStringList& shown) const;
    // A row's cells made printable, one per column.
    QStringList cellsOf(QStringList cells) const;

private:
    QList<Column> m_columns;
    QList<qsizetype> m_widths;
    QList<QStringList> m_rows;
};

} // namespace headroom::cli
