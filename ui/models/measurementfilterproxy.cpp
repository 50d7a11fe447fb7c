#include "measurementfilterproxy.h"

#include "measurementtablemodel.h"

namespace headroom {

MeasurementFilterProxy::MeasurementFilterProxy(QObject* parent)
    : QSortFilterProxyModel(parent)
{
    setSortRole(MeasurementTableModel::RawValueRole);
    setFilterCaseSensitivity(Qt::CaseInsensitive);
    setSortCaseSensitivity(Qt::CaseInsensitive);
    setFilterKeyColumn(-1);
}

void MeasurementFilterProxy::setSystemFilter(const QString& system)
{
    if (system != m_system) {
        m_system = system;
        invalidateFilter();
    }
}

void MeasurementFilterProxy::setWorkloadFilter(const QString& workload)
{
    if (workload != m_workload) {
        m_workload = workload;
        invalidateFilter();
    }
}

bool MeasurementFilterProxy::filterAcceptsRow(int sourceRow, const QModelIndex& sourceParent) const
{
    const QModelIndex index = sourceModel()->index(sourceRow, 0, sourceParent);
    if (!m_system.isEmpty() && index.data(MeasurementTableModel::SystemNameRole).toString() != m_system) {
        return false;
    }
    if (!m_workload.isEmpty() && index.data(MeasurementTableModel::WorkloadNameRole).toString() != m_workload) {
        return false;
    }
    return QSortFilterProxyModel::filterAcceptsRow(sourceRow, sourceParent);
}

bool MeasurementFilterProxy::lessThan(const QModelIndex& left, const QModelIndex& right) const
{
    const bool leftKnown = left.data(sortRole()).isValid();
    const bool rightKnown = right.data(sortRole()).isValid();
    if (leftKnown != rightKnown) {
        return !leftKnown;
    }
    return leftKnown && QSortFilterProxyModel::lessThan(left, right);
}

} // namespace headroom
