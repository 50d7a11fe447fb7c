// SPDX-License-Identifier: GPL-3.0-or-later
#include "measurementtablemodel.h"

#include "store/measurementlisting.h"

#include <QCoreApplication>
#include <QFont>

namespace headroom {

MeasurementTableModel::MeasurementTableModel(QObject* parent)
    : QAbstractTableModel(parent)
{
}

namespace {

// Measurements per page of the table's read. A team library's server plans and answers each page's statements anew,
// a round trip each: larger pages there (a page's measurements are held only until their cells are kept).
int pageSizeFor(const ResultsLibrary& library)
{
    return library.isTeamLibrary() ? 5000 : 1000;
}

} // namespace

Status MeasurementTableModel::load(const ResultsLibrary& library)
{
    MeasurementRows rows;
    Status read = success();
    // The GUI's table shows no run counts: no pass over the library to group its runs first. Table, for the read
    // p95 column; a page's measurements are dropped once their cells are kept.
    if (auto listing = MeasurementListing::prepare(library, {}, pageSizeFor(library), MeasurementListing::Runs::Apart);
        !listing) {
        read = fail(listing.error());
    } else {
        rows.reserve((*listing)->count());
        read = (*listing)->forEachPage(
            MeasurementListing::Content::Table, [&rows](const MeasurementListing::Page& page) {
                rows.append(page.measurements);
                return success();
            });
    }
    rows.finish();
    beginResetModel();
    m_rows = read ? std::move(rows) : MeasurementRows();
    m_library = read ? &library : nullptr;
    m_needle.clear();
    m_rowsContainingNeedle.clear();
    endResetModel();
    return read;
}

void MeasurementTableModel::clear()
{
    beginResetModel();
    m_rows = MeasurementRows();
    m_library = nullptr;
    m_needle.clear();
    m_rowsContainingNeedle.clear();
    endResetModel();
}

qint64 MeasurementTableModel::idAt(int row) const
{
    return row >= 0 && row < m_rows.rowCount() ? m_rows.id(row) : 0;
}

bool MeasurementTableModel::rowContains(int row, const QString& needle) const
{
    if (needle != m_needle || m_rowsContainingNeedle.size() != static_cast<std::size_t>(m_rows.rowCount())) {
        m_rowsContainingNeedle = m_rows.rowsContaining(needle);
        m_needle = needle;
    }
    return m_rowsContainingNeedle.at(static_cast<std::size_t>(row));
}

int MeasurementTableModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : m_rows.rowCount();
}

int MeasurementTableModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : m_rows.columnCount();
}

QVariant MeasurementTableModel::data(const QModelIndex& index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid)) {
        return {};
    }
    const int row = index.row();
    switch (role) {
    case Qt::DisplayRole:
        return m_rows.text(row, index.column());
    case RawValueRole:
        return m_rows.raw(row, index.column());
    case SystemNameRole:
        return m_rows.text(row, SystemColumn);
    case WorkloadNameRole:
        return m_rows.text(row, WorkloadColumn);
    case ModeledRole:
        return m_rows.modeled(row);
    case Qt::ToolTipRole:
        return toolTip(row);
    case Qt::TextAlignmentRole:
        return alignment(index.column());
    case Qt::FontRole:
        if (m_rows.modeled(row)) {
            QFont italic;
            italic.setItalic(true);
            return italic;
        }
        return {};
    default:
        return {};
    }
}

// Read when asked: a tooltip is one row at a time, and the rows keep no source details.
QVariant MeasurementTableModel::toolTip(int row) const
{
    if (!m_library) {
        return {};
    }
    const auto full = m_library->measurement(m_rows.id(row));
    return full.ok() && *full ? QVariant(measurementDetailsHtml(**full)) : QVariant();
}

QVariant MeasurementTableModel::alignment(int column) const
{
    return m_rows.definition(column).rightAligned ? QVariant(Qt::AlignRight | Qt::AlignVCenter)
                                                  : QVariant(Qt::AlignLeft | Qt::AlignVCenter);
}

QVariant MeasurementTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || section < 0 || section >= m_rows.columnCount()) {
        return QAbstractTableModel::headerData(section, orientation, role);
    }
    if (role == Qt::DisplayRole) {
        return QCoreApplication::translate("headroom::model", m_rows.definition(section).header);
    }
    if (role == Qt::ToolTipRole) {
        return QCoreApplication::translate("headroom::model", m_rows.definition(section).tip);
    }
    return QAbstractTableModel::headerData(section, orientation, role);
}

} // namespace headroom
