// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/pointruns.h"
#include "resultslibrary.h"

#include <functional>
#include <memory>
#include <optional>

#include <QMap>

namespace headroom {

// The measurements of a query with the point each is a run of (model/pointruns.h), read a page at a time, so that a
// listing holds one page in memory whatever the library's size. The points are found once per listing: each
// measurement's repeatPointKey goes to a temporary table of the library's connection and SQLite groups them there;
// a page then reads, beside its measurements, the other runs of the points it shows. Owner thread of the library,
// which must outlive the listing.
class MeasurementListing {
public:
    struct Page {
        QList<Measurement> measurements; // in id order
        QList<PointRuns> repeated; // the points of two runs or more these measurements are runs of
        QList<qsizetype> repeatedOf; // measurements[i] is a run of repeated[repeatedOf[i]]; -1: measured once
        bool last = false; // fewer measurements than asked for: none after these

        int runCount(qsizetype row) const
        {
            return repeatedOf.at(row) < 0 ? 1 : repeated.at(repeatedOf.at(row)).runCount();
        }
        // The point of a row (a point measured once made on the spot: most rows are, and most readers need only
        // runCount).
        PointRuns point(qsizetype row) const
        {
            return repeatedOf.at(row) < 0 ? singleRun(measurements.at(row)) : repeated.at(repeatedOf.at(row));
        }
    };

    // Grouped: the runs of each point are found first (a pass over the query's measurements) and each page reads the
    // other runs of its points. Apart: every measurement is a point of its own, nothing is read but the pages (a
    // table that shows no run counts: the GUI's).
    enum class Runs { Grouped, Apart };
    static Expected<std::unique_ptr<MeasurementListing>> prepare(
        const ResultsLibrary& library, const MeasurementQuery& query, int pageSize = 1000, Runs runs = Runs::Grouped);
    ~MeasurementListing(); // drops its temporary tables
    MeasurementListing(const MeasurementListing&) = delete;
    MeasurementListing& operator=(const MeasurementListing&) = delete;

    qint64 count() const { return m_count; }
    // Hands each page to `take` in id order; a failure of `take` stops the listing and is returned. Heads: only what
    // says which point a measurement is a run of (system, workload, host, load; no figures, source, note or time) and
    // every point a single run, for a pass over the identities of a library's measurements. Means: directions without
    // their percentiles, for a table of means (the repeated points keep their figures, p99 included). Table: Means with
    // only the percentiles a results table shows (model/resultstable.h: the GUI's read p95). Rows and Full as
    // MeasurementDetail says.
    enum class Content { Heads, Means, Table, Rows, Full };
    Status forEachPage(Content content, const std::function<Status(const Page&)>& take) const;
    // The page of the measurements after the id `after` (empty: from the first), for a reader that takes the pages
    // one at a time between other work (the GUI's table, between paints); of `limit` measurements (0: the listing's
    // page size). Empty past the last.
    Expected<Page> pageAfter(Content content, std::optional<qint64> after, int limit = 0) const;
    // The points of two runs or more, in the order of their first run, with their runs' figures (Rows).
    Status forEachRepeatedPoint(const std::function<Status(const PointRuns&)>& take) const;

private:
    MeasurementListing(const ResultsLibrary& library, MeasurementQuery query, int pageSize, int serial, Runs runs);
    Status findPoints();
    Status storePointKeys();
    Status fillPoints(Page& page) const;
    // The run ids of each repeated point with a run in `page`, by the point's first run, in id order.
    Expected<QMap<qint64, QList<qint64>>> runsOfPointsIn(const QList<Measurement>& page) const;
    // Each list of run ids as its point, the runs read with their figures (Rows).
    Expected<QList<PointRuns>> pointsOfRuns(const QList<QList<qint64>>& runIdsOfEach) const;
    QString table(const char* name) const;

    const ResultsLibrary& m_library;
    MeasurementQuery m_query;
    int m_pageSize;
    int m_serial; // names this listing's temporary tables
    Runs m_runs;
    qint64 m_count = 0;
};

} // namespace headroom
