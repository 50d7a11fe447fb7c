// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/expected.h"
#include "pricing/catalog.h"

#include <QAbstractTableModel>

class QUndoStack;

namespace headroom {

// The editable pricing catalog. Every change goes through the undo stack (one snapshot command per edit; a
// catalog is small). Cells with a validation problem carry it in Qt::ToolTipRole and a tinted background.
// Built-in items (the default catalog) are marked; saving writes only what differs from them to the user's file.
class CatalogTableModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column {
        KindColumn,
        VendorColumn,
        ModelColumn,
        PartColumn,
        SpeedColumn,
        PortsColumn,
        PriceColumn,
        PerPortColumn,
        CurrencyColumn,
        DateColumn,
        SourceColumn,
        NotesColumn,
        OriginColumn,
        ColumnCount
    };
    enum Role { RawValueRole = Qt::UserRole, IssueRole };

    explicit CatalogTableModel(QObject* parent = nullptr);

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex& index) const override;
    bool setData(const QModelIndex& index, const QVariant& value, int role = Qt::EditRole) override;

    QUndoStack* undoStack() const { return m_undo; }
    const Catalog& catalog() const { return m_catalog; }
    const QList<ValidationIssue>& issues() const { return m_issues; }
    bool isBuiltIn(int row) const;

    // Loads the default catalog overlaid by the file at `path` (the undo history is cleared).
    Status load(const QString& path);
    // Writes the items that are new or differ from the built-in ones; refuses while there are validation issues.
    Status save();
    QString path() const { return m_path; }
    bool isModified() const;

    void addItem(ItemKind kind);
    Status removeItem(int row);
    // Merges a CSV or JSON catalog file (same part number: replaced) as one undoable step; refuses invalid files.
    Status importFile(const QString& path);
    Status exportFile(const QString& path) const;

    // Replaces the catalog (used by the undo commands).
    void applyCatalog(const Catalog& catalog);

signals:
    void catalogChanged();

private:
    // data() for the roles of a cell's validation problems.
    QVariant issueData(const QModelIndex& index, const CatalogItem& item, int role) const;
    void pushEdit(const QString& text, const Catalog& after);
    QString fieldOf(int column) const;

    Catalog m_catalog;
    QList<ValidationIssue> m_issues;
    QUndoStack* m_undo = nullptr;
    QString m_path;
};

} // namespace headroom
