#pragma once

#include "model/measurement.h"
#include "model/resultstable.h"

#include <QAbstractTableModel>
#include <QList>

namespace headroom {

// Measurements as rows: the GUI's columns of the results table (model/resultstable.h). DisplayRole gives the text in
// the system locale, RawValueRole the number or text to sort and plot by, ToolTipRole where the figure comes from
// (source file, hash, importer, note), the header's ToolTipRole what the column is. GUI thread only.
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
        ColumnCount
    };
    enum Role { RawValueRole = Qt::UserRole, SystemNameRole, WorkloadNameRole, ModeledRole };

    explicit MeasurementTableModel(QObject* parent = nullptr);

    void setMeasurements(QList<Measurement> measurements);
    const Measurement* measurementAt(int row) const;

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    ResultsTable m_table { {}, ResultsFace::Gui };
    QuantityFormat m_format;
};

// The traceable description of a measurement: every figure with its unit and where it comes from.
QString measurementDetailsHtml(const Measurement& measurement);

} // namespace headroom
