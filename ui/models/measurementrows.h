// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/measurement.h"
#include "model/quantityformat.h"
#include "model/resultstable.h"

#include <vector>

#include <QHash>
#include <QStringList>
#include <QVariant>

namespace headroom {

// The rows of one face of the results table kept as what their cells show, not as measurements: a figure column
// keeps its raw number (its text is written from it when a cell is drawn: ResultsColumnDef::textOfRaw), another
// column its raw value and its text, each distinct text stored once. About 100 bytes a row where a measurement read
// with its percentiles takes ~3 KB, so the Library holds 100,000 rows in ~10 MB. Sorting and free-text search read
// these arrays without building a QVariant per cell. Filled by append() page by page, each batch of pages followed by
// finish() (rows can be appended after it: the GUI's table shows the first page while it reads the others); a value
// type, reading is thread-safe.
class MeasurementRows {
public:
    // Texts are written in `format` (the GUI: the system locale).
    explicit MeasurementRows(ResultsFace face = ResultsFace::Gui, QuantityFormat format = QuantityFormat::system());

    // Room for `rows` rows, so that appending does not copy every array as it grows (at 1,000,000 rows the doubling
    // vectors' copies, not the rows, made most of the peak).
    void reserve(qint64 rows);
    // Adds the rows of `measurements` (a page of a listing) after those already held.
    void append(const QList<Measurement>& measurements);
    // After a batch of pages: orders the distinct texts added since the last finish() among the others, for sorting.
    void finish();

    int rowCount() const { return static_cast<int>(m_ids.size()); }
    int columnCount() const { return static_cast<int>(m_columns.size()); }
    const ResultsColumnDef& definition(int column) const { return resultsColumn(m_columns.at(column).which); }
    qint64 id(int row) const { return m_ids.at(row); }
    bool modeled(int row) const { return m_modeled.at(row); }
    // As ResultsTable::raw and ResultsTable::text would give them for the row's measurement.
    QVariant raw(int row, int column) const;
    QString text(int row, int column) const;
    // Whether `row` sorts before `other` by the column's raw value: a value not known before a number, a number before
    // a text, texts without regard to case (as the Library's proxy compares them). Needs finish().
    bool lessThan(int column, int row, int other) const;
    // For each row from `fromRow` on, whether the text of one of its cells contains `needle`, without regard to case.
    std::vector<bool> rowsContaining(const QString& needle, int fromRow = 0) const;

private:
    struct Column {
        ResultsColumn which;
        QString (*textOfRaw)(const QVariant&, const QuantityFormat&); // a figure: only `numbers` is kept
        std::vector<double> numbers; // the raw value when it is a number; NaN otherwise
        std::vector<qint32> rawTexts; // the raw value when it is a text: its index in `texts`; -1 otherwise
        std::vector<qint32> shownTexts; // the cell's text, its index in `texts` (not for a figure)
        QStringList texts; // each distinct text of the column once
        QHash<QString, qint32> indexOfText; // for appending
        std::vector<qint32> textOrder; // the indices of the texts ranked so far, in a case-insensitive order
        std::vector<qint32> rankOfText; // of each of `texts` in that order (finish())
    };

    static qint32 intern(Column& column, const QString& text);
    void appendCell(Column& column, const QVariant& raw, const QString& shown);
    static void rankNewTexts(Column& column);
    void markRowsContaining(
        const Column& column, const QString& needle, std::size_t from, std::vector<bool>& found) const;

    ResultsFace m_face;
    QuantityFormat m_format;
    std::vector<qint64> m_ids;
    std::vector<bool> m_modeled;
    std::vector<Column> m_columns;
};

} // namespace headroom
