// SPDX-License-Identifier: GPL-3.0-or-later
#include "customerdemandsmodel.h"

#include "guiwords.h"

#include <QHash>

namespace headroom {

namespace {
QVariant alignment(int column)
{
    const bool text = column == CustomerDemandsModel::NameColumn || column == CustomerDemandsModel::KindColumn
        || column == CustomerDemandsModel::SystemColumn || column == CustomerDemandsModel::BottleneckColumn;
    return text ? QVariant(Qt::AlignLeft | Qt::AlignVCenter) : QVariant(Qt::AlignRight | Qt::AlignVCenter);
}

QVariant optionalRaw(const std::optional<double>& value)
{
    return value ? QVariant(*value) : QVariant();
}
} // namespace

CustomerDemandsModel::CustomerDemandsModel(QObject* parent)
    : QAbstractTableModel(parent)
    , m_format(QuantityFormat::system())
{
}

void CustomerDemandsModel::setDemands(QList<CustomerDemand> demands)
{
    beginResetModel();
    m_rows.clear();
    m_format = QuantityFormat::system();
    for (CustomerDemand& demand : demands) {
        Row row;
        auto figures = demandFigures(demand);
        if (figures) {
            row.figures = std::move(*figures);
        } else {
            row.error = figures.error();
        }
        row.demand = std::move(demand);
        m_rows << std::move(row);
    }
    endResetModel();
}

const CustomerDemand* CustomerDemandsModel::demandAt(int row) const
{
    return row >= 0 && row < m_rows.size() ? &m_rows[row].demand : nullptr;
}

const DemandFigures* CustomerDemandsModel::figuresAt(int row) const
{
    return row >= 0 && row < m_rows.size() && m_rows[row].figures ? &*m_rows[row].figures : nullptr;
}

QString CustomerDemandsModel::figuresError(int row) const
{
    return row >= 0 && row < m_rows.size() ? m_rows[row].error : QString();
}

int CustomerDemandsModel::rowOf(const QString& name) const
{
    for (int row = 0; row < m_rows.size(); ++row) {
        if (m_rows[row].demand.name == name) {
            return row;
        }
    }
    return -1;
}

int CustomerDemandsModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_rows.size());
}

int CustomerDemandsModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant CustomerDemandsModel::data(const QModelIndex& index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid)) {
        return {};
    }
    const Row& row = m_rows[index.row()];
    switch (role) {
    case Qt::DisplayRole:
        return display(row, index.column());
    case RawValueRole:
        return raw(row, index.column());
    case NameRole:
        return row.demand.name;
    case Qt::ToolTipRole:
        return tip(row, index.column());
    case Qt::TextAlignmentRole:
        return alignment(index.column());
    default:
        return {};
    }
}

QVariant CustomerDemandsModel::display(const Row& row, int column) const
{
    const DemandFigures* f = row.figures ? &*row.figures : nullptr;
    switch (column) {
    case NameColumn:
        return row.demand.name;
    case KindColumn:
        return row.demand.cluster ? tr("cluster") : tr("typed");
    case PeakIopsColumn:
        if (!f) {
            return tr("cannot be derived");
        }
        return m_format.number(f->peakIops, 0) + (f->peakIsChosen ? tr(" (chosen)") : QString());
    case GrowthColumn:
        return tr("%1/yr").arg(m_format.percent(row.demand.growthPerYear * 100, 0));
    case SystemColumn:
        return row.demand.linkedSystem;
    default:
        break;
    }
    if (!f) {
        return {};
    }
    switch (column) {
    case NodesColumn:
        return f->nodes > 0 ? QVariant(m_format.count(f->nodes)) : QVariant();
    case AverageIopsColumn:
        return m_format.number(f->averageIops, 0);
    case PeakThroughputColumn:
        return f->peakBytesPerSec ? QVariant(m_format.megabytesPerSec(*f->peakBytesPerSec)) : QVariant();
    case ReadColumn:
        return f->readPct ? QVariant(m_format.percent(*f->readPct, 0)) : QVariant();
    case IoSizeColumn:
        return f->ioSizeBytes ? QVariant(tr("%1 KiB").arg(m_format.number(*f->ioSizeBytes / 1024.0, 1))) : QVariant();
    case BottleneckColumn:
        return bottleneckForPeople(f->bottleneck.kind);
    default:
        return {};
    }
}

QVariant CustomerDemandsModel::raw(const Row& row, int column) const
{
    const DemandFigures* f = row.figures ? &*row.figures : nullptr;
    switch (column) {
    case NameColumn:
        return row.demand.name;
    case KindColumn:
        return row.demand.cluster ? QStringLiteral("cluster") : QStringLiteral("typed");
    case GrowthColumn:
        return row.demand.growthPerYear;
    case SystemColumn:
        return row.demand.linkedSystem;
    default:
        break;
    }
    if (!f) {
        return {};
    }
    switch (column) {
    case NodesColumn:
        return f->nodes;
    case PeakIopsColumn:
        return f->peakIops;
    case AverageIopsColumn:
        return f->averageIops;
    case PeakThroughputColumn:
        return optionalRaw(f->peakBytesPerSec);
    case ReadColumn:
        return optionalRaw(f->readPct);
    case IoSizeColumn:
        return optionalRaw(f->ioSizeBytes);
    case BottleneckColumn:
        return toString(f->bottleneck.kind);
    default:
        return {};
    }
}

QVariant CustomerDemandsModel::tip(const Row& row, int column) const
{
    if (!row.figures) {
        return column == PeakIopsColumn ? QVariant(row.error) : QVariant();
    }
    const DemandFigures& f = *row.figures;
    // Each column shows the derivation lines of its figure, picked by the figure's key (the lines are in the installed
    // language).
    static const QHash<int, QString> figureKeys {
        { PeakIopsColumn, QStringLiteral("peakIops") },
        { AverageIopsColumn, QStringLiteral("averageIops") },
        { PeakThroughputColumn, QStringLiteral("peakThroughput") },
        { ReadColumn, QStringLiteral("read") },
        { IoSizeColumn, QStringLiteral("ioSize") },
    };
    switch (column) {
    case NameColumn:
        return f.source;
    case BottleneckColumn:
        return f.bottleneck.sentence;
    default:
        break;
    }
    const QString key = figureKeys.value(column);
    if (key.isEmpty()) {
        return {};
    }
    const QStringList lines = derivationOf(f, { key });
    return lines.isEmpty() ? QVariant() : QVariant(lines.join(QLatin1Char('\n')));
}

QVariant CustomerDemandsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || section < 0 || section >= ColumnCount) {
        return {};
    }
    static const char* const headers[ColumnCount][2] = {
        { QT_TR_NOOP("Demand"), QT_TR_NOOP("The export's cluster, or the name of a typed demand") },
        { QT_TR_NOOP("Kind"), QT_TR_NOOP("cluster: from an imported export; typed: entered by hand") },
        { QT_TR_NOOP("Nodes"), QT_TR_NOOP("Hosts of the cluster") },
        { QT_TR_NOOP("Peak IOPS"),
            QT_TR_NOOP("Sum of the hosts' peak IOPS: an upper bound, host peaks need not coincide (or the peak "
                       "you chose)") },
        { QT_TR_NOOP("Avg IOPS"), QT_TR_NOOP("Sum of the hosts' average IOPS") },
        { QT_TR_NOOP("Peak MB/s"), QT_TR_NOOP("Sum of the hosts' peak throughput, MB taken as 10^6 bytes") },
        { QT_TR_NOOP("Read"), QT_TR_NOOP("Σ (host read % × host average IOPS) ÷ Σ average IOPS") },
        { QT_TR_NOOP("I/O size"), QT_TR_NOOP("Mean I/O size: average throughput ÷ average IOPS") },
        { QT_TR_NOOP("Growth"), QT_TR_NOOP("Growth of the demand per year") },
        { QT_TR_NOOP("System"), QT_TR_NOOP("The library system this demand runs on") },
        { QT_TR_NOOP("Bottleneck"), QT_TR_NOOP("What the customer's own hosts say, by the advisor's rules") },
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
