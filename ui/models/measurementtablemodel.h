// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "measurementrows.h"
#include "model/measurement.h"
#include "store/resultslibrary.h"

#include <QAbstractTableModel>

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

    // Reads every measurement of `library` a page at a time (MeasurementListing); `library` must stay open until the
    // next load() or clear(). On failure the model is empty.
    Status load(const ResultsLibrary& library);
    void clear();
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

private:
    QVariant toolTip(int row) const;
    QVariant alignment(int column) const;

    MeasurementRows m_rows;
    const ResultsLibrary* m_library = nullptr; // read for tooltips
    mutable QString m_needle;
    mutable std::vector<bool> m_rowsContainingNeedle;
};

// The traceable description of a measurement: every figure with its unit and where it comes from.
// `importedBy`: who imported its source (SourceRecord::importedBy), shown with when; empty: not shown.
QString measurementDetailsHtml(const Measurement& measurement, const QString& importedBy = QString());

} // namespace headroom
