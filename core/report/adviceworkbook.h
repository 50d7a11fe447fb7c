// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "advice/advisor.h"
#include "model/expected.h"
#include "model/measurement.h"
#include "xlsxsheets.h"

#include <QList>
#include <QString>

// The advisor's answer as a workbook for the people who check the figures (`headroom-cli export --xlsx`, File ›
// Export Workbook…): the options table (the columns of `advise`), the per-port cost with its sources, every
// measurement behind the advice and the curves the figures were read from. Numbers are numbers, in the unit the
// header names (IOPS, ms, MB/s = 10⁶ B/s, currency units, %), never formatted text. Pure but for the file; any thread.
namespace headroom {

// The sheets: "Options", "Per-port cost" (when the upgrade was priced), "Measurements", "Curves".
QList<xlsx::Sheet> adviceSheets(const AdvisorResult& result, const QList<Measurement>& used);

// The sheets one by one (adviceworkbooksheets.cpp): one row per measurement (system, workload, load, IOPS, MB/s,
// latencies, run, source file and SHA-256), and one row per point of each curve the advisor read.
xlsx::Sheet measurementsSheet(const QList<Measurement>& used);
xlsx::Sheet curvesSheet(const AdvisorResult& result);

// Writes the workbook to `path` as a whole or not at all: libxlsxwriter writes a temporary file, whose bytes replace
// `path` atomically (writeFileAtomically). On failure the old file is untouched and the error names `path`.
Status writeAdviceWorkbook(const QString& path, const AdvisorResult& result, const QList<Measurement>& used);

} // namespace headroom
