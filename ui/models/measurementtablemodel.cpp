#include "measurementtablemodel.h"

#include <QFont>

namespace headroom {

MeasurementTableModel::MeasurementTableModel(QObject* parent)
    : QAbstractTableModel(parent)
    , m_format(QuantityFormat::system())
{
}

void MeasurementTableModel::setMeasurements(QList<Measurement> measurements)
{
    beginResetModel();
    m_table = ResultsTable(std::move(measurements), ResultsFace::Gui);
    m_format = QuantityFormat::system();
    endResetModel();
}

const Measurement* MeasurementTableModel::measurementAt(int row) const
{
    return row >= 0 && row < m_table.rowCount() ? &m_table.measurement(row) : nullptr;
}

int MeasurementTableModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : m_table.rowCount();
}

int MeasurementTableModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : m_table.columnCount();
}

QVariant MeasurementTableModel::data(const QModelIndex& index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid)) {
        return {};
    }
    const int row = index.row();
    const Measurement& m = m_table.measurement(row);
    switch (role) {
    case Qt::DisplayRole:
        return m_table.text(row, index.column(), m_format);
    case RawValueRole:
        return m_table.raw(row, index.column());
    case SystemNameRole:
        return m.systemName;
    case WorkloadNameRole:
        return m.workload.canonicalName();
    case ModeledRole:
        return m.modeled;
    case Qt::ToolTipRole:
        return measurementDetailsHtml(m);
    case Qt::TextAlignmentRole:
        return m_table.definition(index.column()).rightAligned ? QVariant(Qt::AlignRight | Qt::AlignVCenter)
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
    if (orientation != Qt::Horizontal || section < 0 || section >= m_table.columnCount()) {
        return QAbstractTableModel::headerData(section, orientation, role);
    }
    if (role == Qt::DisplayRole) {
        return tr(m_table.definition(section).header);
    }
    if (role == Qt::ToolTipRole) {
        return tr(m_table.definition(section).tip);
    }
    return QAbstractTableModel::headerData(section, orientation, role);
}

} // namespace headroom
