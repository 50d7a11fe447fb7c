// SPDX-License-Identifier: GPL-3.0-or-later
#include "samplecolumnwidths.h"

#include <algorithm>

#include <QAbstractItemModel>
#include <QFontMetrics>
#include <QHeaderView>
#include <QStyle>
#include <QTableView>

namespace headroom {

namespace {
constexpr int kMaxColumnPx = 480; // a long file name must not push every other column off screen

QList<int> sampledRows(int rowCount, int sampleRows)
{
    QList<int> rows;
    if (rowCount <= sampleRows) {
        for (int r = 0; r < rowCount; ++r) {
            rows << r;
        }
        return rows;
    }
    for (int i = 0; i < sampleRows; ++i) {
        rows << static_cast<int>(static_cast<qint64>(i) * (rowCount - 1) / (sampleRows - 1));
    }
    return rows;
}
} // namespace

void fitColumnsToSample(QTableView* view, int sampleRows)
{
    const QAbstractItemModel* model = view->model();
    if (!model || sampleRows < 2) {
        return;
    }
    QFont italic = view->font(); // modeled rows are italic, a little wider
    italic.setItalic(true);
    const QFontMetrics metrics(italic);
    // The item delegate's text margins on both sides, plus a pixel of slack against rounding.
    const int padding = 2 * (view->style()->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, view) + 1) + 4;
    const QList<int> rows = sampledRows(model->rowCount(), sampleRows);
    for (int column = 0; column < model->columnCount(); ++column) {
        int widthPx = view->horizontalHeader()->sectionSizeHint(column);
        for (const int row : rows) {
            const QString text = model->index(row, column).data().toString();
            widthPx = std::max(widthPx, metrics.horizontalAdvance(text) + padding);
        }
        view->setColumnWidth(column, std::min(widthPx, kMaxColumnPx));
    }
}

} // namespace headroom
