// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "diskspdrun.h"

#include <optional>

#include <QList>
#include <QString>
#include <QStringList>

namespace headroom {

// The lines of a DiskSpd text report and the first problem found in them (diskspdtext.cpp's two halves share it).
// Line numbers are 1-based, as editors show them.
struct DiskSpdTextLines {
    QStringList lines; // without line ends
    QString fileName;
    QString error;

    void problem(qsizetype index, const QString& what)
    {
        if (error.isEmpty()) {
            error = QStringLiteral("%1: line %2: %3").arg(fileName).arg(index + 1).arg(what);
        }
    }
    bool failed() const { return !error.isEmpty(); }
};

// The "Input parameters:" and "System information:" parts: one run per "timespan: N" block, with its targets, the
// computer name and start time. Lines [0, end).
QList<DiskSpdRun> readDiskSpdTextHeader(DiskSpdTextLines& text, qsizetype end);

// "30.01s" → 30.01; "4KiB", "4096", "1MiB" → bytes. Empty when the text is not one.
std::optional<double> diskSpdSeconds(const QString& text);
std::optional<std::int64_t> diskSpdSize(const QString& text);

} // namespace headroom
