// SPDX-License-Identifier: GPL-3.0-or-later
#include "benchpointsmodel.h"

#include "model/quantityformat.h"
#include "report/specformat.h"

namespace headroom {

void BenchPointsModel::addPoint(const bench::PointResult& point)
{
    const int row = static_cast<int>(m_points.size());
    beginInsertRows({}, row, row);
    m_points.append(point);
    endInsertRows();
}

void BenchPointsModel::clear()
{
    beginResetModel();
    m_points.clear();
    endResetModel();
}

int BenchPointsModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_points.size());
}

int BenchPointsModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant BenchPointsModel::rawValue(const bench::PointResult& point, int column) const
{
    const Measurement& m = point.measurement;
    std::optional<double> value;
    switch (column) {
    case LoadColumn:
        value = point.params.targetIops ? *point.params.targetIops : point.params.queueDepth;
        break;
    case IopsColumn:
        value = m.totalIops();
        break;
    case ThroughputColumn:
        value = m.totalBytesPerSec();
        break;
    case MeanColumn:
        value = m.meanLatencyNs();
        break;
    case P99Column:
        value = charts::latencyNsOf(m, charts::LatencyMetric::P99);
        break;
    default:
        break;
    }
    return value ? QVariant(*value) : QVariant();
}

QString BenchPointsModel::text(const bench::PointResult& point, int column) const
{
    const QVariant raw = rawValue(point, column);
    if (!raw.isValid()) {
        return QStringLiteral("—");
    }
    const double value = raw.toDouble();
    switch (column) {
    case LoadColumn:
        return point.params.targetIops ? tr("%1 IOPS target").arg(QuantityFormat::system().number(value, 0))
            : point.measurement.note.contains(QLatin1String("curve maximum"))
            ? tr("max (QD %1)").arg(point.params.queueDepth)
            : tr("QD %1").arg(point.params.queueDepth);
    case IopsColumn:
        return QuantityFormat::system().number(value, 0);
    case ThroughputColumn:
        return QuantityFormat::system().megabytesPerSec(value);
    default:
        return QuantityFormat::system().milliseconds(value / 1e6);
    }
}

QVariant BenchPointsModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || index.row() >= m_points.size()) {
        return {};
    }
    const bench::PointResult& point = m_points.at(index.row());
    if (role == Qt::DisplayRole) {
        return text(point, index.column());
    }
    if (role == RawValueRole) {
        return rawValue(point, index.column());
    }
    if (role == Qt::TextAlignmentRole && index.column() != LoadColumn) {
        return QVariant::fromValue(Qt::Alignment(Qt::AlignRight | Qt::AlignVCenter));
    }
    return {};
}

QVariant BenchPointsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole) {
        return {};
    }
    switch (section) {
    case LoadColumn:
        return tr("Load");
    case IopsColumn:
        return tr("IOPS");
    case ThroughputColumn:
        return tr("Throughput");
    case MeanColumn:
        return tr("Mean latency");
    case P99Column:
        return tr("p99 latency");
    default:
        return {};
    }
}

} // namespace headroom
