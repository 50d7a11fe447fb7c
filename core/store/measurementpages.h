// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Internal to the store: measurements read a page at a time (measurementreader.cpp), for listings that must not hold a
// whole library in memory (measurementlisting.h).
#include "resultslibrary.h"

#include <optional>

#include <QList>
#include <QSqlDatabase>

namespace headroom {

// Heads: what says which point of a curve a measurement is a run of (repeatPointKey: its id, system, workload, host,
// load, modeled, failed, per-host and interval), nothing else (no figures, source, note or time). Directions: the
// measurement's own row, its source, and each direction's rates and latency summary without percentiles (a third of a
// library's rows, which a table of means does not show). WithChildren: everything MeasurementDetail says.
// Table: Directions and, of the percentiles, only those a results table shows (model/resultstable.h).
enum class PageContent { Heads, Directions, Table, WithChildren };

struct MeasurementPage {
    std::optional<qint64> after; // ids above this one; empty: from the first
    int limit = 1000;
    PageContent content = PageContent::WithChildren;
};

// The measurements of `query` in the page, in id order; fewer than the limit at the end.
Expected<QList<Measurement>> measurementPage(
    QSqlDatabase& db, const MeasurementQuery& query, const MeasurementPage& page, MeasurementDetail detail);
// How many measurements `query` selects.
Expected<qint64> measurementCount(QSqlDatabase& db, const MeasurementQuery& query);
// The measurements of these ids (those that exist), in id order, with their child rows.
Expected<QList<Measurement>> measurementsWithIds(QSqlDatabase& db, const QList<qint64>& ids, MeasurementDetail detail);

} // namespace headroom
