// SPDX-License-Identifier: GPL-3.0-or-later
#include "advisoroptionsmodel.h"

#include "themecolors.h"

#include <QBrush>
#include <QColor>
#include <QFont>
#include <QGuiApplication>

namespace headroom {

namespace {
QVariant alignment(bool right)
{
    return right ? QVariant(Qt::AlignRight | Qt::AlignVCenter) : QVariant(Qt::AlignLeft | Qt::AlignVCenter);
}
} // namespace

AdvisorOptionsModel::AdvisorOptionsModel(QObject* parent)
    : QAbstractTableModel(parent)
    , m_format(QuantityFormat::system())
{
}

AdvisorOptionsModel::~AdvisorOptionsModel() = default;

void AdvisorOptionsModel::setTable(std::unique_ptr<AdvisorTable> table)
{
    beginResetModel();
    m_table = std::move(table);
    m_format = QuantityFormat::system();
    endResetModel();
}

bool AdvisorOptionsModel::columnIsBlank(int column) const
{
    for (int row = 0; row < rowCount(); ++row) {
        const QString text = m_table->text(row, column, m_format);
        if (!text.isEmpty() && text != tablemark::notKnown()) {
            return false;
        }
    }
    return true;
}

int AdvisorOptionsModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() || !m_table ? 0 : m_table->rowCount();
}

int AdvisorOptionsModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() || !m_table ? 0 : m_table->columnCount();
}

QVariant AdvisorOptionsModel::data(const QModelIndex& index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid)) {
        return {};
    }
    const int row = index.row();
    const int column = index.column();
    switch (role) {
    case Qt::DisplayRole:
        return m_table->text(row, column, m_format);
    case Qt::ToolTipRole: {
        const QString trace = m_table->trace(row, column);
        return trace.isEmpty() ? QVariant() : QVariant(trace);
    }
    case Qt::TextAlignmentRole:
        return alignment(m_table->rightAligned(column));
    case Qt::ForegroundRole:
        return m_table->muted(row) ? QVariant(QBrush(theme::cautionText(QGuiApplication::palette()))) : QVariant();
    case Qt::FontRole:
        if (m_table->emphasised(row)) {
            QFont bold;
            bold.setBold(true);
            return bold;
        }
        return {};
    default:
        return {};
    }
}

QVariant AdvisorOptionsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || !m_table || section < 0 || section >= m_table->columnCount()) {
        return QAbstractTableModel::headerData(section, orientation, role);
    }
    switch (role) {
    case Qt::DisplayRole:
        return m_table->header(section);
    case Qt::ToolTipRole:
        return m_table->headerTip(section);
    case Qt::TextAlignmentRole:
        return alignment(m_table->rightAligned(section));
    default:
        return {};
    }
}

} // namespace headroom
