// SPDX-License-Identifier: GPL-3.0-or-later
#include "tableexport.h"

#include "filedialogs.h"
#include "model/atomicfile.h"

#include <algorithm>
#include <functional>

#include <QAction>
#include <QClipboard>
#include <QFileInfo>
#include <QGuiApplication>
#include <QHeaderView>
#include <QMessageBox>
#include <QMimeData>
#include <QTableView>

namespace headroom {

namespace {
const QString kTsvMime = QStringLiteral("text/tab-separated-values");

// Logical column numbers in the order the header shows them, hidden sections left out.
QList<int> visibleColumns(const QTableView& view)
{
    const QHeaderView* header = view.horizontalHeader();
    QList<int> columns;
    for (int visual = 0; visual < header->count(); ++visual) {
        const int logical = header->logicalIndex(visual);
        if (!header->isSectionHidden(logical)) {
            columns << logical;
        }
    }
    return columns;
}

QString csvField(const QString& text)
{
    static const QString needsQuotes = QStringLiteral(",\"\r\n");
    const bool quoted = std::any_of(text.cbegin(), text.cend(), [](QChar c) { return needsQuotes.contains(c); });
    if (!quoted) {
        return text;
    }
    QString escaped = text;
    escaped.replace(QLatin1Char('"'), QStringLiteral("\"\""));
    return QLatin1Char('"') + escaped + QLatin1Char('"');
}

QString tsvField(QString text)
{
    text.replace(QStringLiteral("\r\n"), QStringLiteral(" "));
    for (QChar breaking : { QLatin1Char('\t'), QLatin1Char('\r'), QLatin1Char('\n') }) {
        text.replace(breaking, QLatin1Char(' '));
    }
    return text;
}

void addViewAction(QTableView* view, const QString& text, std::function<void()> run)
{
    auto* action = new QAction(text, view);
    QObject::connect(action, &QAction::triggered, view, std::move(run));
    view->addAction(action);
}
} // namespace

QList<QStringList> visibleTable(const QTableView& view)
{
    const QAbstractItemModel* model = view.model();
    if (!model) {
        return {};
    }
    const QList<int> columns = visibleColumns(view);
    const QModelIndex root = view.rootIndex();
    QList<QStringList> table;
    QStringList header;
    for (int column : columns) {
        header << model->headerData(column, Qt::Horizontal, Qt::DisplayRole).toString();
    }
    table << header;
    for (int row = 0; row < model->rowCount(root); ++row) {
        if (view.isRowHidden(row)) {
            continue;
        }
        QStringList cells;
        for (int column : columns) {
            cells << model->index(row, column, root).data(Qt::DisplayRole).toString();
        }
        table << cells;
    }
    return table;
}

QByteArray tableAsCsv(const QList<QStringList>& table)
{
    QString text;
    for (const QStringList& record : table) {
        QStringList fields;
        for (const QString& field : record) {
            fields << csvField(field);
        }
        text += fields.join(QLatin1Char(',')) + QStringLiteral("\r\n");
    }
    return text.toUtf8();
}

QByteArray tableAsTsv(const QList<QStringList>& table)
{
    QString text;
    for (const QStringList& record : table) {
        QStringList fields;
        for (const QString& field : record) {
            fields << tsvField(field);
        }
        text += fields.join(QLatin1Char('\t')) + QLatin1Char('\n');
    }
    return text.toUtf8();
}

Status exportTableCsv(const QTableView& view, const QString& path)
{
    if (!view.model()) {
        return fail(QObject::tr("cannot write %1: the table has no data").arg(path));
    }
    return writeFileAtomically(path, tableAsCsv(visibleTable(view)));
}

bool chooseTableCsvExport(QTableView& view, QWidget* dialogParent, const QString& suggestedName)
{
    QString path = chooseSaveFileName(dialogParent, QObject::tr("Export Table as CSV"), suggestedName,
        QObject::tr("CSV files (*.csv);;All files (*)"));
    if (path.isEmpty()) {
        return false;
    }
    if (QFileInfo(path).suffix().isEmpty()) {
        path += QStringLiteral(".csv");
    }
    if (auto written = exportTableCsv(view, path); !written) {
        QMessageBox::warning(dialogParent, QObject::tr("Export failed"),
            QObject::tr("The table was not exported: %1. Choose another folder or file name.").arg(written.error()));
        return false;
    }
    return true;
}

std::unique_ptr<QMimeData> tableMimeData(const QTableView& view)
{
    const QByteArray tsv = tableAsTsv(visibleTable(view));
    auto data = std::make_unique<QMimeData>();
    data->setData(kTsvMime, tsv);
    data->setText(QString::fromUtf8(tsv));
    return data;
}

void copyTableToClipboard(const QTableView& view)
{
    QGuiApplication::clipboard()->setMimeData(tableMimeData(view).release());
}

void addTableContextMenu(QTableView* view)
{
    if (view->contextMenuPolicy() != Qt::DefaultContextMenu) {
        return;
    }
    view->setContextMenuPolicy(Qt::ActionsContextMenu);
    addViewAction(view, QObject::tr("Copy Table"), [view] { copyTableToClipboard(*view); });
    addViewAction(view, QObject::tr("Export Table as CSV…"),
        [view] { chooseTableCsvExport(*view, view->window(), QStringLiteral("table.csv")); });
}

} // namespace headroom
