// SPDX-License-Identifier: GPL-3.0-or-later
#include "customerhostsmodel.h"

namespace headroom {

namespace {
QVariant optionalRaw(const std::optional<double>& value)
{
    return value ? QVariant(*value) : QVariant();
}
} // namespace

CustomerHostsModel::CustomerHostsModel(QObject* parent)
    : QAbstractTableModel(parent)
    , m_format(QuantityFormat::system())
{
}

void CustomerHostsModel::setHosts(QList<HostDemand> hosts)
{
    beginResetModel();
    m_hosts = std::move(hosts);
    m_format = QuantityFormat::system();
    endResetModel();
}

const HostDemand* CustomerHostsModel::hostAt(int row) const
{
    return row >= 0 && row < m_hosts.size() ? &m_hosts[row] : nullptr;
}

int CustomerHostsModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_hosts.size());
}

int CustomerHostsModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant CustomerHostsModel::data(const QModelIndex& index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid)) {
        return {};
    }
    const HostDemand& host = m_hosts[index.row()];
    switch (role) {
    case Qt::DisplayRole:
        return display(host, index.column());
    case RawValueRole:
        return raw(host, index.column());
    case Qt::ToolTipRole:
        return index.column() == LinkUtilisationColumn && !host.derivation.isEmpty() ? QVariant(host.derivation)
                                                                                     : QVariant();
    case Qt::TextAlignmentRole:
        return index.column() == NameColumn ? QVariant(Qt::AlignLeft | Qt::AlignVCenter)
                                            : QVariant(Qt::AlignRight | Qt::AlignVCenter);
    default:
        return {};
    }
}

QVariant CustomerHostsModel::display(const HostDemand& host, int column) const
{
    switch (column) {
    case NameColumn:
        return host.name;
    case PeakCpuColumn:
        return host.peakCpuPct ? QVariant(m_format.percent(*host.peakCpuPct, 0)) : QVariant();
    case PeakIopsColumn:
        return host.peakIops ? QVariant(m_format.number(*host.peakIops, 0)) : QVariant();
    case PeakThroughputColumn:
        return host.peakBytesPerSec ? QVariant(m_format.megabytesPerSec(*host.peakBytesPerSec)) : QVariant();
    case LinkColumn:
        // bytes/s × 8 ÷ 10^9: the hosts' NIC speeds together, in Gb/s
        return host.linkBytesPerSec ? QVariant(m_format.gbps(*host.linkBytesPerSec * 8 / 1e9)) : QVariant();
    case LinkUtilisationColumn:
        return host.linkUtilisationPct ? QVariant(m_format.percent(*host.linkUtilisationPct, 1)) : QVariant();
    default:
        return {};
    }
}

QVariant CustomerHostsModel::raw(const HostDemand& host, int column) const
{
    switch (column) {
    case NameColumn:
        return host.name;
    case PeakCpuColumn:
        return optionalRaw(host.peakCpuPct);
    case PeakIopsColumn:
        return optionalRaw(host.peakIops);
    case PeakThroughputColumn:
        return optionalRaw(host.peakBytesPerSec);
    case LinkColumn:
        return host.linkBytesPerSec ? QVariant(*host.linkBytesPerSec * 8 / 1e9) : QVariant();
    case LinkUtilisationColumn:
        return optionalRaw(host.linkUtilisationPct);
    default:
        return {};
    }
}

QVariant CustomerHostsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || section < 0 || section >= ColumnCount) {
        return {};
    }
    static const char* const headers[ColumnCount][2] = {
        { QT_TR_NOOP("Host"), QT_TR_NOOP("The host as the export names it") },
        { QT_TR_NOOP("Peak CPU"), QT_TR_NOOP("The host's peak CPU utilisation") },
        { QT_TR_NOOP("Peak IOPS"), QT_TR_NOOP("The host's peak IOPS") },
        { QT_TR_NOOP("Peak MB/s"), QT_TR_NOOP("The host's peak throughput, MB taken as 10^6 bytes") },
        { QT_TR_NOOP("Link"), QT_TR_NOOP("The host's NIC speeds together (Gb/s)") },
        { QT_TR_NOOP("Link use at peak"), QT_TR_NOOP("Peak MB/s ÷ (Σ NIC speeds ÷ 8)") },
    };
    if (role == Qt::DisplayRole) {
        return tr(headers[section][0]);
    }
    if (role == Qt::ToolTipRole) {
        return tr(headers[section][1]);
    }
    return {};
}

} // namespace headroom
