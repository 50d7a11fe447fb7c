// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "measurementrows.h"
#include "model/measurement.h"
#include "store/measurementlisting.h"
#include "store/resultslibrary.h"

#include <functional>
#include <memory>
#include <optional>

#include <QAbstractTableModel>
#include <QTimer>

namespace headroom {

// A library's measurements as rows: the GUI's columns of the results table (model/resultstable.h), kept as their
// cells (MeasurementRows), not as measurements. DisplayRole gives the text in the system locale, RawValueRole the
// number or text to sort and plot by, ToolTipRole where the figure comes from (source file, hash, importer, note: the
// measurement read in full by id), the header's ToolTipRole what the column is. GUI thread only, like the library.
class MeasurementTableModel : public QAbstractTableModel {
    Q_OBJECT
public:
    // The positions of resultsColumns(ResultsFace::Gui), named for the callers.
    enum Column {
        SystemColumn,
        WorkloadColumn,
        LoadColumn,
        HostColumn,
        IopsColumn,
        ThroughputColumn,
        LatencyColumn,
        ReadLatencyColumn,
        WriteLatencyColumn,
        ReadP95Column,
        HostCpuColumn,
        SourceColumn,
        ImportedByColumn,
        ColumnCount
    };
    enum Role { RawValueRole = Qt::UserRole, SystemNameRole, WorkloadNameRole, ModeledRole };

    explicit MeasurementTableModel(QObject* parent = nullptr);
    ~MeasurementTableModel() override;

    // AtOnce: every page before load() returns. Progressively: the first page before load() returns (the table paints
    // it), the others a slice at a time on the event loop (rows inserted as they come, readProgress() after each
    // slice), so that a library of 100,000 measurements shows at once and the window answers while the rest arrive.
    enum class Reading { AtOnce, Progressively };
    // Reads the measurements of `library` a page at a time (MeasurementListing), of `pageSize` measurements (0: what
    // suits the library's engine); `library` must stay open until the next load() or clear(). On failure the model is
    // empty; a failure after load() returned: readFailed().
    Status load(const ResultsLibrary& library, Reading reading = Reading::AtOnce, int pageSize = 0);
    void clear();
    // Whether pages are still to be read (Reading::Progressively), and how many measurements the library holds.
    bool isReading() const { return m_listing != nullptr; }
    qint64 expectedRowCount() const { return m_expectedRows; }
    // Reads the pages still to be read at once (an export of the table, which must hold every row).
    Status readRest();
    // The id of the measurement shown in `row`; 0 where there is none.
    qint64 idAt(int row) const;

    // For MeasurementFilterProxy, which sorts and searches 100,000 rows: the raw values compared without a QVariant
    // each (MeasurementRows::lessThan), and whether a row's text contains `needle`, without regard to case (the
    // rows found for the last needle are kept until the rows change).
    bool lessThan(int column, int row, int other) const { return m_rows.lessThan(column, row, other); }
    bool rowContains(int row, const QString& needle) const;

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

signals:
    // After each slice of a progressive read: `rows` of `expected` are in the table.
    void readProgress(int rows, qint64 expected);
    // The last page is in the table.
    void readFinished();
    // A page failed to read after load() returned: the model is empty.
    void readFailed(const QString& error);
    // Around the rows a slice appends (MeasurementFilterProxy keeps its order without placing each row one by one).
    void rowsAboutToBeAppended();
    void rowsAppended();

private:
    // Hands pages to `take` until the last, or until `budgetMs` has passed after the first (negative: no limit).
    Status readPages(qint64 budgetMs, const std::function<void(const QList<Measurement>&)>& take);
    // Appends the pages read in `budgetMs`, then says how far the read is; on failure the model is empty.
    Status readSlice(qint64 budgetMs);
    void readNextSlice();
    void appendRows(const QList<Measurement>& measurements);
    void stopReading();
    QVariant toolTip(int row) const;
    QVariant alignment(int column) const;

    MeasurementRows m_rows;
    const ResultsLibrary* m_library = nullptr; // read for tooltips
    std::unique_ptr<MeasurementListing> m_listing; // while pages are still to be read
    std::optional<qint64> m_lastIdRead;
    int m_firstPageRows = 0; // the page read before load() returns: no more than the window shows at once
    qint64 m_expectedRows = 0;
    QTimer* m_nextSlice;
    mutable QString m_needle;
    mutable std::vector<bool> m_rowsContainingNeedle;
};

// The traceable description of a measurement: every figure with its unit and where it comes from.
// `importedBy`: who imported its source (SourceRecord::importedBy), shown with when; empty: not shown.
QString measurementDetailsHtml(const Measurement& measurement, const QString& importedBy = QString());

} // namespace headroom
