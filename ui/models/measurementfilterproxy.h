#pragma once

#include <QSortFilterProxyModel>

namespace headroom {

// Filters MeasurementTableModel rows by exact system and workload (empty: any) and free text; sorts by raw values.
class MeasurementFilterProxy : public QSortFilterProxyModel {
    Q_OBJECT
public:
    explicit MeasurementFilterProxy(QObject* parent = nullptr);

    void setSystemFilter(const QString& system);
    void setWorkloadFilter(const QString& workload);
    QString systemFilter() const { return m_system; }
    QString workloadFilter() const { return m_workload; }

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex& sourceParent) const override;
    // Unknown values sort as the smallest, so a descending sort puts them last.
    bool lessThan(const QModelIndex& left, const QModelIndex& right) const override;

private:
    QString m_system;
    QString m_workload;
};

} // namespace headroom
