// SPDX-License-Identifier: GPL-3.0-or-later
#include "measurementlisting.h"

#include "measurementpages.h"
#include "model/repeatpoint.h"
#include "schema.h"
#include "sqlhelpers.h"

#include <atomic>

#include <QSqlQuery>

namespace headroom {

namespace {

std::atomic_int g_listings { 0 }; // names each listing's temporary tables apart

const QString kSavepoint = QStringLiteral("headroom_listing");

PageContent pageContentOf(MeasurementListing::Content content)
{
    switch (content) {
    case MeasurementListing::Content::Heads:
        return PageContent::Heads;
    case MeasurementListing::Content::Means:
        return PageContent::Directions;
    case MeasurementListing::Content::Table:
        return PageContent::Table;
    case MeasurementListing::Content::Rows:
    case MeasurementListing::Content::Full:
        break;
    }
    return PageContent::WithChildren;
}

MeasurementDetail detailOf(MeasurementListing::Content content)
{
    return content == MeasurementListing::Content::Full ? MeasurementDetail::Full : MeasurementDetail::Rows;
}

} // namespace

MeasurementListing::MeasurementListing(
    const ResultsLibrary& library, MeasurementQuery query, int pageSize, int serial, Runs runs)
    : m_library(library)
    , m_query(std::move(query))
    , m_pageSize(pageSize)
    , m_serial(serial)
    , m_runs(runs)
{
}

MeasurementListing::~MeasurementListing()
{
    if (m_runs == Runs::Apart) {
        return;
    }
    QSqlQuery drop(m_library.m_db);
    const QString temporary
        = engineOf(m_library.m_db) == Engine::Postgres ? QStringLiteral("pg_temp.") : QStringLiteral("temp.");
    for (const char* name : { "groups", "points" }) {
        drop.exec(QStringLiteral("DROP TABLE IF EXISTS ") + temporary + table(name)); // the connection's own
    }
}

Expected<std::unique_ptr<MeasurementListing>> MeasurementListing::prepare(
    const ResultsLibrary& library, const MeasurementQuery& query, int pageSize, Runs runs)
{
    if (auto current = library.ensureWalLinked(); !current) {
        return fail(current.error());
    }
    std::unique_ptr<MeasurementListing> listing(
        new MeasurementListing(library, query, std::max(pageSize, 1), ++g_listings, runs));
    if (runs == Runs::Apart) {
        const Expected<qint64> count = measurementCount(library.m_db, query);
        if (!count) {
            return fail(count.error());
        }
        listing->m_count = *count;
        return listing;
    }
    if (auto found = listing->findPoints(); !found) {
        return fail(found.error());
    }
    return listing;
}

QString MeasurementListing::table(const char* name) const
{
    return QStringLiteral("headroom_listing%1_%2").arg(m_serial).arg(QLatin1String(name));
}

Status MeasurementListing::findPoints()
{
    QSqlDatabase& db = m_library.m_db;
    const QString what = QStringLiteral("finding the runs of each point");
    const QStringList tables {
        QStringLiteral("CREATE TEMP TABLE %1 (measurement_id INTEGER PRIMARY KEY, point_key TEXT NOT NULL)")
            .arg(table("points")),
        QStringLiteral("CREATE TEMP TABLE %1 (point_key TEXT PRIMARY KEY, first_id INTEGER NOT NULL UNIQUE,"
                       " runs INTEGER NOT NULL) WITHOUT ROWID")
            .arg(table("groups")),
    };
    // A team library's temporary tables are PostgreSQL's (a session's own, dropped when it ends): the same tables in
    // its types, the index in the table's schema. Their rows are written one statement at a time there (no savepoint
    // outside a transaction; a failed listing is dropped whole).
    const bool team = engineOf(db) == Engine::Postgres;
    for (const QString& statement : tables) {
        const QString made
            = team ? schema::postgresTypes(statement).remove(QStringLiteral(" WITHOUT ROWID")) : statement;
        if (auto done = sql::execText(db, made, what); !done) {
            return done;
        }
    }
    // The keys in one transaction of the temporary database (one write instead of one per measurement).
    if (!team) {
        if (auto begun = sql::execText(db, QStringLiteral("SAVEPOINT ") + kSavepoint, what); !begun) {
            return begun;
        }
    }
    Status stored = storePointKeys();
    if (stored) {
        stored = sql::execText(db,
            QStringLiteral("INSERT INTO %1 SELECT point_key, min(measurement_id), count(*) FROM %2"
                           " GROUP BY point_key HAVING count(*) > 1")
                .arg(table("groups"), table("points")),
            what);
    }
    if (stored) {
        stored = sql::execText(db,
            (team ? QStringLiteral("CREATE INDEX %1_by_key ON %1(point_key)")
                  : QStringLiteral("CREATE INDEX temp.%1_by_key ON %1(point_key)"))
                .arg(table("points")),
            what);
    }
    if (team) {
        return stored;
    }
    if (!stored) {
        sql::execText(db, QStringLiteral("ROLLBACK TO ") + kSavepoint, what);
    }
    sql::execText(db, QStringLiteral("RELEASE ") + kSavepoint, what);
    return stored;
}

// Every measurement's point key (those that are points of a curve), read a page of heads at a time.
Status MeasurementListing::storePointKeys()
{
    QSqlDatabase& db = m_library.m_db;
    QSqlQuery insert(db);
    if (!insert.prepare(
            QStringLiteral("INSERT INTO %1 (measurement_id, point_key) VALUES (?, ?)").arg(table("points")))) {
        return sql::queryError(insert, QStringLiteral("finding the runs of each point"));
    }
    MeasurementPage page { std::nullopt, m_pageSize, PageContent::Heads };
    for (;;) {
        const Expected<QList<Measurement>> read = measurementPage(db, m_query, page, MeasurementDetail::Rows);
        if (!read) {
            return fail(read.error());
        }
        for (const Measurement& m : *read) {
            const QString key = repeatPointKey(m);
            if (key.isEmpty()) {
                continue;
            }
            insert.bindValue(0, m.id);
            insert.bindValue(1, key);
            if (auto inserted = sql::exec(insert, QStringLiteral("finding the runs of each point")); !inserted) {
                return inserted;
            }
        }
        m_count += read->size();
        if (read->size() < m_pageSize) {
            return success();
        }
        page.after = read->last().id;
    }
}

Status MeasurementListing::forEachPage(Content content, const std::function<Status(const Page&)>& take) const
{
    std::optional<qint64> after;
    for (;;) {
        Expected<Page> page = pageAfter(content, after);
        if (!page) {
            return fail(page.error());
        }
        if (page->measurements.isEmpty()) {
            return success();
        }
        if (auto taken = take(*page); !taken) {
            return taken;
        }
        if (page->last) {
            return success();
        }
        after = page->measurements.last().id;
    }
}

Expected<MeasurementListing::Page> MeasurementListing::pageAfter(
    Content content, std::optional<qint64> after, int limit) const
{
    const MeasurementPage at { after, limit > 0 ? limit : m_pageSize, pageContentOf(content) };
    Expected<QList<Measurement>> rows = measurementPage(m_library.m_db, m_query, at, detailOf(content));
    if (!rows) {
        return fail(rows.error());
    }
    m_library.m_measurementsRead += rows->size();
    Page page;
    page.measurements = std::move(*rows);
    page.last = page.measurements.size() < at.limit;
    if (content == Content::Heads || m_runs == Runs::Apart) {
        page.repeatedOf.fill(-1, page.measurements.size());
    } else if (auto filled = fillPoints(page); !filled) {
        return fail(filled.error());
    }
    return page;
}

Status MeasurementListing::fillPoints(Page& page) const
{
    const Expected<QMap<qint64, QList<qint64>>> runs = runsOfPointsIn(page.measurements);
    if (!runs) {
        return fail(runs.error());
    }
    Expected<QList<PointRuns>> repeated = pointsOfRuns(runs->values());
    if (!repeated) {
        return fail(repeated.error());
    }
    QHash<qint64, qsizetype> pointOfRun;
    for (qsizetype p = 0; p < repeated->size(); ++p) {
        for (const Measurement& run : std::as_const(repeated->at(p).runs)) {
            pointOfRun.insert(run.id, p);
        }
    }
    page.repeated = std::move(*repeated);
    for (const Measurement& m : std::as_const(page.measurements)) {
        page.repeatedOf << pointOfRun.value(m.id, -1);
    }
    return success();
}

Expected<QMap<qint64, QList<qint64>>> MeasurementListing::runsOfPointsIn(const QList<Measurement>& page) const
{
    QMap<qint64, QList<qint64>> runs;
    if (page.isEmpty()) {
        return runs;
    }
    QSqlQuery q(m_library.m_db);
    q.setForwardOnly(true);
    q.prepare(QStringLiteral("SELECT g.first_id, p.measurement_id FROM %1 g JOIN %2 p ON p.point_key = g.point_key"
                             " WHERE g.point_key IN (SELECT point_key FROM %2 WHERE measurement_id BETWEEN ? AND ?)"
                             " ORDER BY g.first_id, p.measurement_id")
                  .arg(table("groups"), table("points")));
    q.addBindValue(page.first().id);
    q.addBindValue(page.last().id);
    if (auto read = sql::exec(q, QStringLiteral("reading the runs of each point")); !read) {
        return fail(read.error());
    }
    while (q.next()) {
        runs[q.value(0).toLongLong()] << q.value(1).toLongLong();
    }
    return runs;
}

Expected<QList<PointRuns>> MeasurementListing::pointsOfRuns(const QList<QList<qint64>>& runIdsOfEach) const
{
    QList<qint64> ids;
    for (const QList<qint64>& runIds : runIdsOfEach) {
        ids += runIds;
    }
    const Expected<QList<Measurement>> read = measurementsWithIds(m_library.m_db, ids, MeasurementDetail::Rows);
    if (!read) {
        return fail(read.error());
    }
    QHash<qint64, const Measurement*> byId;
    for (const Measurement& m : *read) {
        byId.insert(m.id, &m);
    }
    QList<PointRuns> points;
    for (const QList<qint64>& runIds : runIdsOfEach) {
        QList<Measurement> runs;
        for (const qint64 id : runIds) {
            if (const Measurement* run = byId.value(id)) { // gone since the listing began: not a run any more
                runs << *run;
            }
        }
        if (!runs.isEmpty()) {
            points << groupRuns(runs).first(); // one key, one point
        }
    }
    return points;
}

Status MeasurementListing::forEachRepeatedPoint(const std::function<Status(const PointRuns&)>& take) const
{
    if (m_runs == Runs::Apart) {
        return success(); // every measurement is a point of its own
    }
    QSqlQuery q(m_library.m_db);
    q.setForwardOnly(true);
    if (!q.exec(QStringLiteral("SELECT g.first_id, p.measurement_id FROM %1 g JOIN %2 p ON p.point_key = g.point_key"
                               " ORDER BY g.first_id, p.measurement_id")
                    .arg(table("groups"), table("points")))) {
        return sql::queryError(q, QStringLiteral("reading the runs of each point"));
    }
    QList<QList<qint64>> batch;
    qsizetype idsInBatch = 0;
    const auto flush = [&]() -> Status {
        const Expected<QList<PointRuns>> points = pointsOfRuns(batch);
        if (!points) {
            return fail(points.error());
        }
        for (const PointRuns& point : *points) {
            if (auto taken = take(point); !taken) {
                return taken;
            }
        }
        batch.clear();
        idsInBatch = 0;
        return success();
    };
    qint64 current = -1;
    while (q.next()) {
        const qint64 first = q.value(0).toLongLong();
        if (first != current) {
            if (idsInBatch >= m_pageSize) {
                if (auto flushed = flush(); !flushed) {
                    return flushed;
                }
            }
            batch.append(QList<qint64>());
            current = first;
        }
        batch.last() << q.value(1).toLongLong();
        ++idsInBatch;
    }
    return flush();
}

} // namespace headroom
