// SPDX-License-Identifier: GPL-3.0-or-later
#include "importpreviewmodel.h"

#include <QFileInfo>
#include <QSet>

namespace headroom {

void ImportPreviewModel::setPreview(const QList<ParsedSource>& sources, const QStringList& duplicates)
{
    beginResetModel();
    m_rows.clear();
    for (const ParsedSource& source : sources) {
        Row row;
        row.file = source.source.file;
        row.format = source.source.importer;
        QSet<QString> workloads;
        for (const Measurement& m : source.measurements) {
            if (!row.systems.contains(m.systemName)) {
                row.systems << m.systemName;
            }
            workloads.insert(m.workload.canonicalName());
        }
        row.workloads = static_cast<int>(workloads.size());
        row.points = static_cast<int>(source.measurements.size());
        row.status = source.warnings.isEmpty()
            ? tr("new")
            : tr("new, %n warning(s)", nullptr, static_cast<int>(source.warnings.size()));
        m_rows << row;
    }
    for (const QString& duplicate : duplicates) {
        Row row;
        row.file = duplicate.section(QStringLiteral(": "), 0, 0);
        row.status = tr("already in the library: skipped");
        m_rows << row;
    }
    endResetModel();
}

void ImportPreviewModel::clear()
{
    beginResetModel();
    m_rows.clear();
    endResetModel();
}

void ImportPreviewModel::setSystemName(const QString& name)
{
    if (name == m_systemName) {
        return;
    }
    m_systemName = name;
    if (!m_rows.isEmpty()) {
        emit dataChanged(index(0, SystemsColumn), index(static_cast<int>(m_rows.size()) - 1, SystemsColumn));
    }
}

int ImportPreviewModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_rows.size());
}

int ImportPreviewModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant ImportPreviewModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || index.row() >= m_rows.size()) {
        return {};
    }
    const Row& row = m_rows[index.row()];
    if (role == Qt::ToolTipRole && index.column() == FileColumn) {
        return row.file;
    }
    if (role != Qt::DisplayRole && role != RawValueRole) {
        return {};
    }
    switch (index.column()) {
    case FileColumn:
        return role == RawValueRole ? row.file : QFileInfo(row.file).fileName();
    case FormatColumn:
        return row.format;
    case SystemsColumn:
        // A skipped duplicate stores nothing, under no name.
        return m_systemName.isEmpty() || row.points == 0 ? row.systems.join(QStringLiteral(", ")) : m_systemName;
    case WorkloadsColumn:
        return row.workloads;
    case PointsColumn:
        return row.points;
    case StatusColumn:
        return row.status;
    default:
        return {};
    }
}

QVariant ImportPreviewModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole) {
        return {};
    }
    switch (section) {
    case FileColumn:
        return tr("File");
    case FormatColumn:
        return tr("Detected as");
    case SystemsColumn:
        return tr("Systems");
    case WorkloadsColumn:
        return tr("Workloads");
    case PointsColumn:
        return tr("Points");
    case StatusColumn:
        return tr("Status");
    default:
        return {};
    }
}

} // namespace headroom
