// SPDX-License-Identifier: GPL-3.0-or-later
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

void MeasurementFilterProxy::setSourceModel(QAbstractItemModel* model)
{
    m_table = qobject_cast<const MeasurementTableModel*>(model);
    QSortFilterProxyModel::setSourceModel(model);
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

void MeasurementFilterProxy::setSearchText(const QString& text)
{
    if (text != m_search) {
        m_search = text;
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
    return containsSearchText(sourceRow) && QSortFilterProxyModel::filterAcceptsRow(sourceRow, sourceParent);
}

bool MeasurementFilterProxy::containsSearchText(int sourceRow) const
{
    if (m_search.isEmpty()) {
        return true;
    }
    return !m_table || m_table->rowContains(sourceRow, m_search);
}

bool MeasurementFilterProxy::lessThan(const QModelIndex& left, const QModelIndex& right) const
{
    return m_table ? m_table->lessThan(left.column(), left.row(), right.row())
                   : QSortFilterProxyModel::lessThan(left, right);
}

} // namespace headroom
