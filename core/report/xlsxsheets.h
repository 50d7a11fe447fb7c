// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/expected.h"

#include <ctime>
#include <optional>

#include <QByteArray>
#include <QList>
#include <QString>
#include <QStringList>

// Workbooks as plain values, written by libxlsxwriter (Debian's libxlsxwriter-dev): sheets of typed cells, a bold
// header row that stays in view, an Excel number format per column. libxlsxwriter writes to a file only, so the
// bytes go through a temporary folder that is removed afterwards. Blocking I/O; any thread (libxlsxwriter keeps no
// global state).
namespace headroom::xlsx {

// A number (written as a number, never as text), a text, or an empty cell.
struct Cell {
    Cell() = default;
    Cell(double value)
        : number(value)
    {
    }
    Cell(int value)
        : number(value)
    {
    }
    Cell(QString value)
        : text(std::move(value))
    {
    }
    Cell(const std::optional<double>& value)
        : number(value)
    {
    }
    std::optional<double> number;
    QString text;
};

struct Sheet {
    QString name; // at most 31 characters, none of []:*?/\ (Excel's rule)
    QStringList headers; // with the unit: "Peak IOPS (IOPS)", "Latency, mean (ms)"
    QStringList numberFormats; // per column, Excel's format code ("#,##0", "0.000"); empty: General
    QList<QList<Cell>> rows;
};

// The workbook's bytes. `created` is the document's creation time (0: now); the zip entries carry a fixed date, so
// the same sheets and time give the same bytes. Fails with libxlsxwriter's reason.
Expected<QByteArray> workbookBytes(const QList<Sheet>& sheets, std::time_t created);

// The cell reference of a 0-based row and column: (1, 0) → "$A$2".
QString cellReference(int row, int column);

} // namespace headroom::xlsx
