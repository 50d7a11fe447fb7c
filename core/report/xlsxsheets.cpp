// SPDX-License-Identifier: GPL-3.0-or-later
#include "xlsxsheets.h"

#include <algorithm>
#include <cmath>
#include <xlsxwriter.h>

#include <QDir>
#include <QFile>
#include <QTemporaryDir>

namespace headroom::xlsx {

namespace {

QString reason(lxw_error error)
{
    return QString::fromUtf8(lxw_strerror(error));
}

// A column as wide as its longest text (numbers as printed with a few digits), within reason.
double columnWidth(const Sheet& sheet, int column)
{
    qsizetype longest = 0;
    for (const QString& line : sheet.headers.value(column).split(QLatin1Char('\n'))) {
        longest = std::max(longest, std::min<qsizetype>(line.size(), 24));
    }
    for (const QList<Cell>& row : sheet.rows) {
        const Cell cell = row.value(column);
        longest = std::max(longest, cell.number ? qsizetype(12) : cell.text.size());
    }
    return std::clamp(static_cast<double>(longest) + 2.0, 8.0, 60.0);
}

Status writeCell(lxw_worksheet* sheet, int row, int column, const Cell& cell, lxw_format* format)
{
    lxw_error error = LXW_NO_ERROR;
    const auto r = static_cast<lxw_row_t>(row);
    const auto c = static_cast<lxw_col_t>(column);
    if (cell.number && std::isfinite(*cell.number)) {
        error = worksheet_write_number(sheet, r, c, *cell.number, format);
    } else if (!cell.text.isEmpty()) {
        error = worksheet_write_string(sheet, r, c, cell.text.toUtf8().constData(), format);
    }
    if (error != LXW_NO_ERROR) {
        return fail(
            QStringLiteral("cell %1: %2").arg(cellReference(row, column).remove(QLatin1Char('$')), reason(error)));
    }
    return success();
}

Status writeSheet(lxw_workbook* book, const Sheet& sheet, lxw_format* header)
{
    lxw_worksheet* out = workbook_add_worksheet(book, sheet.name.toUtf8().constData());
    if (!out) {
        return fail(QStringLiteral("cannot add the sheet '%1'").arg(sheet.name));
    }
    QList<lxw_format*> formats;
    for (int c = 0; c < sheet.headers.size(); ++c) {
        lxw_format* format = nullptr;
        if (!sheet.numberFormats.value(c).isEmpty()) {
            format = workbook_add_format(book);
            format_set_num_format(format, sheet.numberFormats[c].toUtf8().constData());
        }
        formats << format;
        worksheet_set_column(out, static_cast<lxw_col_t>(c), static_cast<lxw_col_t>(c), columnWidth(sheet, c), nullptr);
        if (auto written = writeCell(out, 0, c, Cell(sheet.headers[c]), header); !written) {
            return fail(QStringLiteral("sheet '%1', %2").arg(sheet.name, written.error()));
        }
    }
    for (int r = 0; r < sheet.rows.size(); ++r) {
        for (int c = 0; c < sheet.rows[r].size(); ++c) {
            if (auto written = writeCell(out, r + 1, c, sheet.rows[r][c], formats.value(c)); !written) {
                return fail(QStringLiteral("sheet '%1', %2").arg(sheet.name, written.error()));
            }
        }
    }
    worksheet_freeze_panes(out, 1, 0);
    if (!sheet.headers.isEmpty()) {
        worksheet_autofilter(
            out, 0, 0, static_cast<lxw_row_t>(sheet.rows.size()), static_cast<lxw_col_t>(sheet.headers.size() - 1));
    }
    return success();
}

Expected<QByteArray> readBack(const QString& path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        return fail(QStringLiteral("cannot read the workbook back from %1: %2").arg(path, file.errorString()));
    }
    return file.readAll();
}

} // namespace

QString cellReference(int row, int column)
{
    QString letters;
    for (int c = column + 1; c > 0; c = (c - 1) / 26) {
        letters.prepend(QChar(u'A' + (c - 1) % 26));
    }
    return QStringLiteral("$%1$%2").arg(letters).arg(row + 1);
}

Expected<QByteArray> workbookBytes(const QList<Sheet>& sheets, std::time_t created)
{
    QTemporaryDir dir;
    if (!dir.isValid()) {
        return fail(QStringLiteral("cannot make a temporary folder for the workbook: %1").arg(dir.errorString()));
    }
    const QString path = dir.filePath(QStringLiteral("workbook.xlsx"));
    QByteArray tmpdir = QDir::toNativeSeparators(dir.path()).toLocal8Bit();
    lxw_workbook_options options {};
    options.tmpdir = tmpdir.data();
    lxw_workbook* book = workbook_new_opt(QFile::encodeName(path).constData(), &options);
    if (!book) {
        return fail(QStringLiteral("libxlsxwriter cannot start a workbook in %1").arg(dir.path()));
    }
    lxw_doc_properties properties {};
    properties.created = created;
    workbook_set_properties(book, &properties);
    lxw_format* header = workbook_add_format(book);
    format_set_bold(header);
    format_set_text_wrap(header);
    for (const Sheet& sheet : sheets) {
        if (auto written = writeSheet(book, sheet, header); !written) {
            workbook_close(book); // frees it; the folder goes with `dir`
            return fail(written.error());
        }
    }
    if (const lxw_error closed = workbook_close(book); closed != LXW_NO_ERROR) {
        return fail(QStringLiteral("libxlsxwriter: %1").arg(reason(closed)));
    }
    return readBack(path);
}

} // namespace headroom::xlsx
