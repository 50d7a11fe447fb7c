// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QSortFilterProxyModel>

namespace headroom {

class MeasurementTableModel;

// Filters MeasurementTableModel rows by exact system and workload (empty: any) and by a text one of their cells
// contains (without regard to case); sorts by raw values, a value not known as the smallest so that a descending sort
// puts it last. Searching and sorting read the model's arrays (MeasurementRows), not a QVariant per cell, so that a
// library of 100,000 measurements sorts and filters in a fraction of a second.
class MeasurementFilterProxy : public QSortFilterProxyModel {
    Q_OBJECT
public:
    explicit MeasurementFilterProxy(QObject* parent = nullptr);

    void setSourceModel(QAbstractItemModel* model) override;
    void setSystemFilter(const QString& system);
    void setWorkloadFilter(const QString& workload);
    void setSearchText(const QString& text);
    QString systemFilter() const { return m_system; }
    QString workloadFilter() const { return m_workload; }
    QString searchText() const { return m_search; }

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex& sourceParent) const override;
    bool lessThan(const QModelIndex& left, const QModelIndex& right) const override;

private:
    bool containsSearchText(int sourceRow) const;
    void unsortForAppending();
    void sortAfterAppending();

    const MeasurementTableModel* m_table = nullptr; // the source model
    QString m_system;
    QString m_workload;
    QString m_search;
    QMetaObject::Connection m_appending;
    QMetaObject::Connection m_appended;
    int m_sortAfterAppending = -1; // the sort column while rows are appended; -1: none
    Qt::SortOrder m_sortOrderAfterAppending = Qt::AscendingOrder;
};

} // namespace headroom
