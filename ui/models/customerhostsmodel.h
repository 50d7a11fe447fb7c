// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "advice/demand.h"
#include "model/quantityformat.h"

#include <QAbstractTableModel>
#include <QList>

namespace headroom {

// The hosts of one customer cluster as the demand reads them: peak CPU %, peak IOPS, peak MB/s, link speed and the
// link's utilisation at peak. DisplayRole in the system locale, RawValueRole the number to sort by, ToolTipRole the
// derivation of the link utilisation. GUI thread only.
class CustomerHostsModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column {
        NameColumn,
        PeakCpuColumn,
        PeakIopsColumn,
        PeakThroughputColumn,
        LinkColumn,
        LinkUtilisationColumn,
        ColumnCount
    };
    enum Role { RawValueRole = Qt::UserRole };

    explicit CustomerHostsModel(QObject* parent = nullptr);

    void setHosts(QList<HostDemand> hosts);
    const HostDemand* hostAt(int row) const;

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    QVariant display(const HostDemand& host, int column) const;
    QVariant raw(const HostDemand& host, int column) const;

    QList<HostDemand> m_hosts;
    QuantityFormat m_format;
};

} // namespace headroom
