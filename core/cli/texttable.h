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

private:
    QList<Column> m_columns;
    QList<QStringList> m_rows;
};

} // namespace headroom::cli
