#include "measurementtablemodel.h"

#include "model/quantityformat.h"
#include "model/units.h"

#include <QBrush>
#include <QFont>
#include <QPalette>

namespace headroom {

namespace {

QString formatted(const std::optional<double>& value, int decimals, double scale = 1.0)
{
    return value ? QuantityFormat::system().number(*value / scale, decimals) : QStringLiteral("–");
}

QString latencyText(const std::optional<double>& ns)
{
    return ns ? QuantityFormat::system().latencyNs(*ns) : QStringLiteral("–");
}

QVariant raw(const std::optional<double>& value)
{
    return value ? QVariant(*value) : QVariant();
}

} // namespace

MeasurementTableModel::MeasurementTableModel(QObject* parent)
    : QAbstractTableModel(parent)
{
}

void MeasurementTableModel::setMeasurements(QList<Measurement> measurements)
{
    beginResetModel();
    m_measurements = std::move(measurements);
    endResetModel();
}

const Measurement* MeasurementTableModel::measurementAt(int row) const
{
    return row >= 0 && row < m_measurements.size() ? &m_measurements[row] : nullptr;
}

int MeasurementTableModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_measurements.size());
}

int MeasurementTableModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant MeasurementTableModel::rawValue(const Measurement& m, int column) const
{
    switch (column) {
    case SystemColumn:
        return m.systemName;
    case WorkloadColumn:
        return m.workload.canonicalName();
    case HostColumn:
        return m.host;
    case IopsColumn:
        return raw(m.totalIops());
    case ThroughputColumn:
        return raw(m.totalBytesPerSec());
    case LatencyColumn:
        return raw(m.meanLatencyNs());
    case ReadLatencyColumn:
        return raw(m.read.latency.meanNs);
    case WriteLatencyColumn:
        return raw(m.write.latency.meanNs);
    case ReadP95Column:
        return raw(m.read.latency.percentileNs(95));
    case HostCpuColumn:
        return raw(m.cpu.hostPct);
    case SourceColumn:
        return m.source.file;
    default:
        return {};
    }
}

QString MeasurementTableModel::displayText(const Measurement& m, int column) const
{
    switch (column) {
    case SystemColumn:
    case WorkloadColumn:
    case HostColumn:
        return rawValue(m, column).toString();
    case IopsColumn:
        return formatted(m.totalIops(), 2);
    case ThroughputColumn:
        return formatted(m.totalBytesPerSec(), 1, units::kBytesPerMB);
    case LatencyColumn:
        return latencyText(m.meanLatencyNs());
    case ReadLatencyColumn:
        return latencyText(m.read.latency.meanNs);
    case WriteLatencyColumn:
        return latencyText(m.write.latency.meanNs);
    case ReadP95Column:
        return latencyText(m.read.latency.percentileNs(95));
    case HostCpuColumn:
        return formatted(m.cpu.hostPct, 2);
    case SourceColumn:
        return (m.modeled ? QStringLiteral("modeled · ") : QString()) + toString(m.source.kind) + QStringLiteral(": ")
            + m.source.file;
    default:
        return {};
    }
}

QVariant MeasurementTableModel::data(const QModelIndex& index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid)) {
        return {};
    }
    const Measurement& m = m_measurements[index.row()];
    switch (role) {
    case Qt::DisplayRole:
        return displayText(m, index.column());
    case RawValueRole:
        return rawValue(m, index.column());
    case SystemNameRole:
        return m.systemName;
    case WorkloadNameRole:
        return m.workload.canonicalName();
    case ModeledRole:
        return m.modeled;
    case Qt::ToolTipRole:
        return measurementDetailsHtml(m);
    case Qt::TextAlignmentRole:
        return index.column() >= IopsColumn && index.column() <= HostCpuColumn
            ? QVariant(Qt::AlignRight | Qt::AlignVCenter)
            : QVariant(Qt::AlignLeft | Qt::AlignVCenter);
    case Qt::FontRole:
        if (m.modeled) {
            QFont italic;
            italic.setItalic(true);
            return italic;
        }
        return {};
    default:
        return {};
    }
}

QVariant MeasurementTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || section < 0 || section >= ColumnCount) {
        return QAbstractTableModel::headerData(section, orientation, role);
    }
    static const char* const titles[ColumnCount] = { "System", "Workload", "Host", "IOPS", "MB/s", "Latency",
        "Read latency", "Write latency", "Read p95", "Host CPU %", "Source" };
    static const char* const tips[ColumnCount] = { "System under test",
        "Workload (HCIBench name when imported from it)", "Host, for per-host results of a cluster run",
        "Total I/Os per second", "Total throughput in MB/s (10^6 bytes per second)",
        "Mean total latency, both directions weighted by IOPS", "Mean read latency", "Mean write latency",
        "95th percentile of read latency (HCIBench: mean of per-VM percentiles, see tooltip)",
        "Average host CPU of the system under test",
        "Where the figures come from; modeled points are derived, not measured" };
    if (role == Qt::DisplayRole) {
        return tr(titles[section]);
    }
    if (role == Qt::ToolTipRole) {
        return tr(tips[section]);
    }
    return QAbstractTableModel::headerData(section, orientation, role);
}

} // namespace headroom
