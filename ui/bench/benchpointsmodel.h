// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "bench/pointresult.h"

#include <QAbstractTableModel>
#include <QList>

namespace headroom {

// The completed points of a benchmark run: load (queue depth or target rate), IOPS, MB/s, mean and p99 latency.
// DisplayRole gives the formatted text, RawValueRole the number (IOPS, bytes/s, ns). GUI thread only.
class BenchPointsModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column { LoadColumn, IopsColumn, ThroughputColumn, MeanColumn, P99Column, ColumnCount };
    enum Role { RawValueRole = Qt::UserRole };

    using QAbstractTableModel::QAbstractTableModel;

    void addPoint(const bench::PointResult& point);
    void clear();
    const QList<bench::PointResult>& points() const { return m_points; }

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    QVariant rawValue(const bench::PointResult& point, int column) const;
    QString text(const bench::PointResult& point, int column) const;

    QList<bench::PointResult> m_points;
};

} // namespace headroom
