// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "importers/parsedsource.h"

#include <QAbstractTableModel>

namespace headroom {

// What an import would store, one row per source: file, format, systems, workloads, points, status.
class ImportPreviewModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column { FileColumn, FormatColumn, SystemsColumn, WorkloadsColumn, PointsColumn, StatusColumn, ColumnCount };
    enum Role { RawValueRole = Qt::UserRole };

    using QAbstractTableModel::QAbstractTableModel;

    // `duplicates`: messages for sources skipped because their content is already stored.
    void setPreview(const QList<ParsedSource>& sources, const QStringList& duplicates);
    void clear();
    // The system every source will be stored under (what the page's System field says); empty: the names read from
    // the files.
    void setSystemName(const QString& name);

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    struct Row {
        QString file;
        QString format;
        QStringList systems;
        int workloads = 0;
        int points = 0;
        QString status;
    };
    QList<Row> m_rows;
    QString m_systemName;
};

} // namespace headroom
