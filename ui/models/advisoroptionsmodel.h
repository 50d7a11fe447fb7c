// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "advice/advisortable.h"

#include <memory>

#include <QAbstractTableModel>

namespace headroom {

// An advisor table (the options or the per-port cost, advisortable.h) for a QTableView: DisplayRole in the system
// locale, ToolTipRole how the figure was computed, TextAlignmentRole from the column's definition; an option that
// was not weighed in a muted colour, a total in bold. GUI thread only.
class AdvisorOptionsModel : public QAbstractTableModel {
    Q_OBJECT
public:
    explicit AdvisorOptionsModel(QObject* parent = nullptr);
    ~AdvisorOptionsModel() override;

    // Shows `table` (null: nothing) in the locale the application has now.
    void setTable(std::unique_ptr<AdvisorTable> table);
    const AdvisorTable* table() const { return m_table.get(); }
    // True when no row of `column` holds a figure (only empty cells and the "not known" mark).
    bool columnIsBlank(int column) const;

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    std::unique_ptr<AdvisorTable> m_table;
    QuantityFormat m_format;
};

} // namespace headroom
