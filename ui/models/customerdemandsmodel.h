// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "advice/demand.h"
#include "model/customer.h"
#include "model/quantityformat.h"

#include <QAbstractTableModel>
#include <QList>

namespace headroom {

// The library's customer demands as rows: an export's clusters and typed demands, each with its figures
// (advice/demand.h). DisplayRole in the system locale, RawValueRole the number or text to sort by, ToolTipRole the
// figure's derivation. A demand whose figures cannot be derived shows why in its Peak IOPS cell. GUI thread only.
class CustomerDemandsModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column {
        NameColumn,
        KindColumn,
        NodesColumn,
        PeakIopsColumn,
        AverageIopsColumn,
        PeakThroughputColumn,
        ReadColumn,
        IoSizeColumn,
        GrowthColumn,
        SystemColumn,
        BottleneckColumn,
        ColumnCount
    };
    enum Role { RawValueRole = Qt::UserRole, NameRole };

    explicit CustomerDemandsModel(QObject* parent = nullptr);

    // Replaces the rows; each demand's figures are derived here (pure arithmetic on a few hosts).
    void setDemands(QList<CustomerDemand> demands);
    const CustomerDemand* demandAt(int row) const;
    // The figures of the row; nullptr when they cannot be derived (figuresError says why).
    const DemandFigures* figuresAt(int row) const;
    QString figuresError(int row) const;
    // The row of the demand named `name`; -1 when none.
    int rowOf(const QString& name) const;

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    struct Row {
        CustomerDemand demand;
        std::optional<DemandFigures> figures;
        QString error;
    };
    QVariant display(const Row& row, int column) const;
    QVariant raw(const Row& row, int column) const;
    QVariant tip(const Row& row, int column) const;

    QList<Row> m_rows;
    QuantityFormat m_format;
};

} // namespace headroom
