// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QWidget>

class QLabel;
class QListWidget;
class QTableView;

namespace headroom {

class CatalogTableModel;

// The Catalog workspace: the pricing catalog as an editable table with validation, undo/redo, import/export,
// and the source and date of every price.
class CatalogPage : public QWidget {
    Q_OBJECT
public:
    explicit CatalogPage(CatalogTableModel* model, QWidget* parent = nullptr);

private:
    static QString fileFilter();
    void refreshStatus();
    void showIssues();
    void chooseImport();
    void chooseExport();
    void saveCatalog();
    void removeSelected();
    void report(const QString& message, bool error);

    CatalogTableModel* m_model;
    QTableView* m_table = nullptr;
    QListWidget* m_issues = nullptr;
    QLabel* m_status = nullptr;
    QLabel* m_message = nullptr;
};

} // namespace headroom
