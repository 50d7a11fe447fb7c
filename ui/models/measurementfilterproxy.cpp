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
    disconnect(m_appending);
    disconnect(m_appended);
    m_table = qobject_cast<const MeasurementTableModel*>(model);
    QSortFilterProxyModel::setSourceModel(model);
    if (m_table) {
        m_appending = connect(
            m_table, &MeasurementTableModel::rowsAboutToBeAppended, this, &MeasurementFilterProxy::unsortForAppending);
        m_appended
            = connect(m_table, &MeasurementTableModel::rowsAppended, this, &MeasurementFilterProxy::sortAfterAppending);
    }
}

// Rows appended to a sorted proxy would each be placed on its own (an insertion of each row, a mapping rebuilt after
// each: minutes for the pages of a large library sorted by a figure). In source order they are one block at the end;
// sorting everything again after is a single sort.
void MeasurementFilterProxy::unsortForAppending()
{
    m_sortAfterAppending = sortColumn();
    m_sortOrderAfterAppending = sortOrder();
    if (m_sortAfterAppending >= 0) {
        sort(-1);
    }
}

void MeasurementFilterProxy::sortAfterAppending()
{
    if (m_sortAfterAppending >= 0) {
        sort(m_sortAfterAppending, m_sortOrderAfterAppending);
    }
    m_sortAfterAppending = -1;
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
