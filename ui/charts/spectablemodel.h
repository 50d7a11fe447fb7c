// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "report/chartspec.h"

#include <QAbstractTableModel>

namespace headroom::charts {

// The numbers a chart shows, as the table beside it: DisplayRole the text the chart writes, RawValueRole the
// number to sort by (a QSortFilterProxyModel with setSortRole(RawValueRole) sorts numerically).
class SpecTableModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Role { RawValueRole = Qt::UserRole };

    explicit SpecTableModel(QObject* parent = nullptr);

    void setTable(SpecTable table);
    const SpecTable& table() const { return m_table; }

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    SpecTable m_table;
};

} // namespace headroom::charts
