// SPDX-License-Identifier: GPL-3.0-or-later
#include "spectablemodel.h"

namespace headroom::charts {

SpecTableModel::SpecTableModel(QObject* parent)
    : QAbstractTableModel(parent)
{
}

void SpecTableModel::setTable(SpecTable table)
{
    beginResetModel();
    m_table = std::move(table);
    endResetModel();
}

int SpecTableModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_table.rows.size());
}

int SpecTableModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_table.headers.size());
}

QVariant SpecTableModel::data(const QModelIndex& index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid)) {
        return {};
    }
    const QList<SpecCell>& row = m_table.rows[index.row()];
    if (index.column() >= row.size()) {
        return {};
    }
    const SpecCell& cell = row[index.column()];
    switch (role) {
    case Qt::DisplayRole:
    case Qt::ToolTipRole:
        return cell.text;
    case RawValueRole:
        return cell.raw.isValid() ? cell.raw : QVariant(cell.text);
    case Qt::TextAlignmentRole: {
        const bool number = cell.raw.isValid() && cell.raw.typeId() != QMetaType::QString;
        return QVariant::fromValue(
            Qt::Alignment(number ? Qt::AlignRight | Qt::AlignVCenter : Qt::AlignLeft | Qt::AlignVCenter));
    }
    default:
        return {};
    }
}

QVariant SpecTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole || section < 0 || section >= m_table.headers.size()) {
        return QAbstractTableModel::headerData(section, orientation, role);
    }
    return m_table.headers[section];
}

} // namespace headroom::charts
