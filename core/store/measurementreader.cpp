// SPDX-License-Identifier: GPL-3.0-or-later
// ResultsLibrary: reading measurements back, each child table in one query for the whole selection.
#include "histogramblob.h"
#include "libraryrows.h"
#include "measurementpages.h"
#include "model/resultstable.h"
#include "resultslibrary.h"
#include "sourcerows.h"
#include "sqlhelpers.h"

#include <algorithm>

#include <QHash>
#include <QSet>
#include <QSqlQuery>

namespace headroom {

namespace {

struct Filter {
    QString where;
    QVariantList values;
    bool idsOnly = false; // selects by measurement ids alone (a page of an unfiltered query)
};

Filter filterFor(const MeasurementQuery& query, std::optional<qint64> measurementId = std::nullopt)
{
    QStringList conditions;
    Filter filter;
    if (measurementId) {
        conditions << QStringLiteral("m.id = ?");
        filter.values << *measurementId;
    }
    if (!query.systemName.isEmpty()) {
        conditions << QStringLiteral("s.name = ?");
        filter.values << query.systemName;
    }
    if (!query.workloadName.isEmpty()) {
        conditions << QStringLiteral("w.name = ?");
        filter.values << query.workloadName;
    }
    if (query.sourceId) {
        conditions << QStringLiteral("m.source_id = ?");
        filter.values << *query.sourceId;
    }
    filter.where
        = conditions.isEmpty() ? QString() : QStringLiteral(" WHERE ") + conditions.join(QStringLiteral(" AND "));
    filter.idsOnly = !query.sourceId && query.systemName.isEmpty() && query.workloadName.isEmpty();
    return filter;
}

// `filter` with one more condition.
Filter narrowed(Filter filter, const QString& condition, const QVariant& value)
{
    filter.where += (filter.where.isEmpty() ? QStringLiteral(" WHERE ") : QStringLiteral(" AND ")) + condition;
    filter.values << value;
    return filter;
}

const QString kJoin = QStringLiteral(" FROM measurements m JOIN systems s ON s.id = m.system_id"
                                     " JOIN workloads w ON w.id = m.workload_id"
                                     " JOIN sources src ON src.id = m.source_id");

// Which rows of a child table (direction_stats, latency_percentiles, host_usage) a read needs: those of the
// measurements read, first to last id in id order, found by a range of the child table's own key, and, unless the
// read selects by ids alone, only those of measurements it selects. Selected through measurements alone, PostgreSQL's
// planner scanned the whole child table for every page (50 ms a page of 1,000 at 100,000 measurements); the range
// is a search of the key on both engines. Rows of measurements between first and last that the read did not select
// are left unread by the selection, or skipped by the caller's ids.
struct ChildRows {
    QString where;
    QVariantList values;
};

// `searchEach`: with the selection even when it is by ids alone (see loadChildren).
ChildRows childRowsOf(const char* alias, const Filter& filter, qint64 first, qint64 last, bool searchEach = false)
{
    const QString column = QLatin1String(alias) + QStringLiteral(".measurement_id");
    ChildRows rows { QStringLiteral(" WHERE ") + column + QStringLiteral(" BETWEEN ? AND ?"), { first, last } };
    if (!filter.idsOnly || searchEach) {
        // Bounded alike: a page's filter (ids after the previous page) would select every measurement after it.
        const Filter bounded
            = narrowed(narrowed(filter, QStringLiteral("m.id >= ?"), first), QStringLiteral("m.id <= ?"), last);
        rows.where += QStringLiteral(" AND ") + column + QStringLiteral(" IN (SELECT m.id") + kJoin + bounded.where
            + QLatin1Char(')');
        rows.values += bounded.values;
    }
    return rows;
}

QDateTime timeFrom(const QVariant& value)
{
    return value.isNull() ? QDateTime() : QDateTime::fromString(value.toString(), Qt::ISODateWithMs);
}

const QString kWorkloadColumns
    = QStringLiteral("name, tool, block_size, read_pct, random_pct, queue_depth, jobs, disks_per_vm, working_set_pct,"
                     " working_set_bytes, ramp_sec, run_sec, direct_io, target_iops");
const QString kSourceColumns = QStringLiteral("kind, file, sha256, importer, imported_at, reference, imported_by");

Workload workloadFromRow(const QSqlQuery& q, int first)
{
    Workload w;
    w.name = q.value(first).toString();
    w.tool = q.value(first + 1).toString();
    w.blockSizeBytes = sql::optional<std::int64_t>(q.value(first + 2));
    w.readPct = sql::optional<double>(q.value(first + 3));
    w.randomPct = sql::optional<double>(q.value(first + 4));
    w.queueDepth = sql::optional<int>(q.value(first + 5));
    w.jobs = sql::optional<int>(q.value(first + 6));
    w.disksPerVm = sql::optional<int>(q.value(first + 7));
    w.workingSetPct = sql::optional<double>(q.value(first + 8));
    w.workingSetBytes = sql::optional<std::int64_t>(q.value(first + 9));
    w.rampSec = sql::optional<double>(q.value(first + 10));
    w.runSec = sql::optional<double>(q.value(first + 11));
    w.directIo = sql::optionalBool(q.value(first + 12));
    w.targetIops = sql::optional<double>(q.value(first + 13));
    return w;
}

} // namespace

SourceRef sourceFromRow(const QSqlQuery& q, int first)
{
    SourceRef source;
    source.kind = sourceKindFromString(q.value(first).toString()).value_or(SourceKind::Published);
    source.file = q.value(first + 1).toString();
    source.sha256 = q.value(first + 2).toString();
    source.importer = q.value(first + 3).toString();
    source.importedAt = timeFrom(q.value(first + 4));
    source.reference = q.value(first + 5).toString();
    return source;
}

namespace {

Status prepareFiltered(QSqlQuery& query, const QString& statement, const QVariantList& values)
{
    query.setForwardOnly(true);
    if (!query.prepare(statement)) {
        return sql::queryError(query, QStringLiteral("reading measurements"));
    }
    for (const QVariant& value : values) {
        query.addBindValue(value);
    }
    return sql::exec(query, QStringLiteral("reading measurements"));
}

// The direction as a number, so that the rows of directions and percentiles (most of a library's rows) carry no text
// for it.
QString directionNumber(const char* table)
{
    return QStringLiteral("CASE %1.direction WHEN 'read' THEN 0 WHEN 'write' THEN 1 WHEN 'combined' THEN 2 END")
        .arg(QLatin1String(table));
}

DirectionStats* directionNumbered(Measurement& m, int number)
{
    switch (number) {
    case 0:
        return &m.read;
    case 1:
        return &m.write;
    case 2:
        return &m.combined;
    default:
        return nullptr;
    }
}

Status loadDirections(
    QSqlDatabase& db, const ChildRows& children, QHash<qint64, Measurement*>& byId, MeasurementDetail detail)
{
    // Rows leave the histogram blobs in the file: decoding 10,000 of them is most of a full read.
    const QString histogram
        = detail == MeasurementDetail::Full ? QStringLiteral("d.histogram") : QStringLiteral("NULL");
    const QString statement = QStringLiteral("SELECT d.measurement_id, ") + directionNumber("d")
        + QStringLiteral(", d.iops, d.bytes_per_sec, d.latency_kind,"
                         " d.percentile_origin, d.lat_min_ns, d.lat_mean_ns, d.lat_max_ns, d.lat_stdev_ns, ")
        + histogram + QStringLiteral(", d.percentile_kind FROM direction_stats d") + children.where;
    auto rows = LibraryRows::run(db, statement, children.values, QStringLiteral("reading measurements"));
    if (!rows) {
        return fail(rows.error());
    }
    LibraryRows& q = **rows;
    while (q.next()) {
        Measurement* m = byId.value(q.integer(0));
        DirectionStats* direction = m ? directionNumbered(*m, static_cast<int>(q.integer(1))) : nullptr;
        if (!direction) {
            continue;
        }
        DirectionStats& stats = *direction;
        stats.iops = q.optionalReal(2);
        stats.bytesPerSec = q.optionalReal(3);
        stats.latency.kind = latencyKindFromString(q.text(4)).value_or(LatencyKind::Total);
        stats.latency.percentileKind = latencyKindFromString(q.text(11)).value_or(stats.latency.kind);
        stats.latency.percentileOrigin = percentileOriginFromString(q.text(5)).value_or(PercentileOrigin::Exact);
        stats.latency.minNs = q.optionalReal(6);
        stats.latency.meanNs = q.optionalReal(7);
        stats.latency.maxNs = q.optionalReal(8);
        stats.latency.stdevNs = q.optionalReal(9);
        if (detail == MeasurementDetail::Full) {
            stats.latency.histogram = decodeHistogram(q.blob(10));
        }
    }
    return q.status();
}

// The percentiles a results table shows (PageContent::Table), each found by a search of the primary key (measurement,
// direction, percentile) within LatencyStats::percentileNs's tolerance: a filter on every percentile row read them
// all (3.4 million for 100,000 measurements of fio), a search reads one row per measurement.
QString tablePercentilesOnly()
{
    QStringList each;
    for (const ShownPercentile& shown : percentilesShownInTables()) {
        each << QStringLiteral("(p.direction = '%1' AND p.percentile BETWEEN %2 AND %3)")
                    .arg(QLatin1String(shown.direction))
                    .arg(shown.percent - 1e-6, 0, 'g', 17)
                    .arg(shown.percent + 1e-6, 0, 'g', 17);
    }
    return each.isEmpty() ? QStringLiteral(" AND 1 = 0")
                          : QStringLiteral(" AND (") + each.join(QStringLiteral(" OR ")) + QLatin1Char(')');
}

Status loadPercentiles(QSqlDatabase& db, const ChildRows& children, QHash<qint64, Measurement*>& byId, bool tableOnly)
{
    const QString statement = QStringLiteral("SELECT p.measurement_id, ") + directionNumber("p")
        + QStringLiteral(", p.percentile, p.latency_ns FROM latency_percentiles p") + children.where
        + (tableOnly ? tablePercentilesOnly() : QString());
    auto rows = LibraryRows::run(db, statement, children.values, QStringLiteral("reading measurements"));
    if (!rows) {
        return fail(rows.error());
    }
    LibraryRows& q = **rows;
    // Rows come in the primary key's order: one measurement's, one direction's, percentiles ascending.
    qint64 currentId = 0;
    Measurement* current = nullptr;
    while (q.next()) {
        if (const qint64 id = q.integer(0); id != currentId || !current) {
            currentId = id;
            current = byId.value(id);
        }
        if (DirectionStats* stats = current ? directionNumbered(*current, static_cast<int>(q.integer(1))) : nullptr) {
            std::map<double, double>& percentiles = stats->latency.percentilesNs;
            percentiles.insert_or_assign(percentiles.end(), q.real(2), q.real(3));
        }
    }
    return q.status();
}

Status loadHostUsage(QSqlDatabase& db, const ChildRows& children, QHash<qint64, Measurement*>& byId)
{
    QSqlQuery q(db);
    const QString statement = QStringLiteral("SELECT h.measurement_id, h.host, h.cpu_usage_pct, h.cpu_utilization_pct,"
                                             " h.mem_usage_pct FROM host_usage h")
        + children.where + QStringLiteral(" ORDER BY h.host");
    if (auto prepared = prepareFiltered(q, statement, children.values); !prepared) {
        return prepared;
    }
    while (q.next()) {
        if (Measurement* m = byId.value(q.value(0).toLongLong())) {
            m->cpu.perHost << HostUsage { q.value(1).toString(), sql::optional<double>(q.value(2)),
                sql::optional<double>(q.value(3)), sql::optional<double>(q.value(4)) };
        }
    }
    return success();
}

// The rows of the child tables of `measurements` (in id order, not empty), which `filter` selected.
Status loadChildren(QSqlDatabase& db, const Filter& filter, QList<Measurement>& measurements, MeasurementDetail detail,
    PageContent content)
{
    const qint64 first = measurements.first().id;
    const qint64 last = measurements.last().id;
    QHash<qint64, Measurement*> byId;
    byId.reserve(measurements.size());
    for (Measurement& m : measurements) {
        byId.insert(m.id, &m);
    }
    if (auto directions = loadDirections(db, childRowsOf("d", filter, first, last), byId, detail); !directions) {
        return directions;
    }
    if (content == PageContent::Directions) {
        return success();
    }
    const bool tableOnly = content == PageContent::Table;
    // The few percentiles a table shows of the 30-odd of each direction: SQLite searches the key for each
    // measurement the selection names, fewer rows than the range holds; PostgreSQL (no skip scan) answers the range
    // alone faster than a join with the selection.
    const bool searchEach = tableOnly && engineOf(db) == Engine::Sqlite;
    if (auto percentiles = loadPercentiles(db, childRowsOf("p", filter, first, last, searchEach), byId, tableOnly);
        !percentiles) {
        return percentiles;
    }
    if (detail == MeasurementDetail::Full) {
        return loadHostUsage(db, childRowsOf("h", filter, first, last), byId);
    }
    return success();
}

// What says which point of a curve a measurement is (repeatPointKey): all PageContent::Heads reads. Its system,
// workload and source are read apart (fillDimensions): a library has few of those for many measurements, so each is
// read once per page and shared, not converted again for every row.
const QString kPointColumns
    = QStringLiteral("SELECT m.id, m.system_id, m.host, m.modeled, m.load_setting, m.workload_id,"
                     " m.failed, m.per_host, m.interval_index, m.interval_count");
// The rest of a measurement's own row, after kPointColumns.
const QString kFigureColumns
    = QStringLiteral(", m.note, m.iops, m.bytes_per_sec, m.duration_sec, m.measured_at, m.cpu_user_pct,"
                     " m.cpu_system_pct, m.cpu_host_pct, m.source_id, m.warning, m.queue_depth, m.run_number,"
                     " m.run_identity");

struct DimensionIds {
    qint64 system = 0;
    qint64 workload = 0;
    qint64 source = 0;
};

Measurement pointHeadFromRow(const LibraryRows& q, DimensionIds& ids)
{
    Measurement m;
    m.id = q.integer(0);
    ids.system = q.integer(1);
    m.host = q.text(2);
    m.modeled = q.integer(3) != 0;
    m.loadSetting = q.optionalReal(4);
    ids.workload = q.integer(5);
    m.failed = q.integer(6) != 0;
    m.perHost = q.integer(7) != 0;
    if (const auto index = q.optionalInt(8), count = q.optionalInt(9); index && count) {
        m.interval = IntervalPosition { *index, *count };
    }
    return m;
}

Measurement measurementFromRow(const LibraryRows& q, DimensionIds& ids)
{
    Measurement m = pointHeadFromRow(q, ids);
    m.note = q.text(10);
    m.iops = q.optionalReal(11);
    m.bytesPerSec = q.optionalReal(12);
    m.durationSec = q.optionalReal(13);
    m.measuredAt = q.isNull(14) ? QDateTime() : QDateTime::fromString(q.text(14), Qt::ISODateWithMs);
    m.cpu.userPct = q.optionalReal(15);
    m.cpu.systemPct = q.optionalReal(16);
    m.cpu.hostPct = q.optionalReal(17);
    ids.source = q.integer(18);
    m.warning = q.text(19);
    m.queueDepth = q.optionalInt(20);
    m.runNumber = q.optionalInt(21);
    m.runIdentity = q.text(22);
    return m;
}

// The rows of `table` with these ids, each handed to `take` with the query positioned on it (id in column 0).
template <class Take>
Status readRowsWithIds(
    QSqlDatabase& db, const QString& columns, const QString& table, const QSet<qint64>& ids, const Take& take)
{
    if (ids.isEmpty()) {
        return success(); // "IN ()": SQLite reads no row, PostgreSQL refuses it
    }
    QStringList numbers;
    numbers.reserve(ids.size());
    for (const qint64 id : ids) {
        numbers << QString::number(id); // numbers only: nothing of a file reaches the statement
    }
    QSqlQuery q(db);
    q.setForwardOnly(true);
    if (!q.exec(QStringLiteral("SELECT id, %1 FROM %2 WHERE id IN (%3)")
                    .arg(columns, table, numbers.join(QLatin1Char(','))))) {
        return sql::queryError(q, QStringLiteral("reading the %1 of measurements").arg(table));
    }
    while (q.next()) {
        take(q.value(0).toLongLong(), q);
    }
    return success();
}

// Each measurement's system name, workload and (unless it is only a head) source, read once for the ids these rows
// name.
Status fillDimensions(QSqlDatabase& db, QList<Measurement>& rows, const QList<DimensionIds>& idsOfRows, bool heads)
{
    QSet<qint64> systemIds;
    QSet<qint64> workloadIds;
    QSet<qint64> sourceIds;
    for (const DimensionIds& ids : idsOfRows) {
        systemIds.insert(ids.system);
        workloadIds.insert(ids.workload);
        sourceIds.insert(ids.source);
    }
    QHash<qint64, QString> systems;
    QHash<qint64, Workload> workloads;
    QHash<qint64, SourceRef> sources;
    Status read = readRowsWithIds(db, QStringLiteral("name"), QStringLiteral("systems"), systemIds,
        [&](qint64 id, const QSqlQuery& q) { systems.insert(id, q.value(1).toString()); });
    if (read) {
        read = readRowsWithIds(db, kWorkloadColumns, QStringLiteral("workloads"), workloadIds,
            [&](qint64 id, const QSqlQuery& q) { workloads.insert(id, workloadFromRow(q, 1)); });
    }
    if (read && !heads) {
        read = readRowsWithIds(
            db, kSourceColumns, QStringLiteral("sources"), sourceIds, [&](qint64 id, const QSqlQuery& q) {
                sources.insert(id, sourceFromRow(q, 1)).value().importedBy = q.value(7).toString();
            });
    }
    if (!read) {
        return read;
    }
    QSet<qint64> inconsistent;
    for (qsizetype i = 0; i < rows.size(); ++i) {
        const DimensionIds& ids = idsOfRows.at(i);
        Measurement& m = rows[i];
        // Not in a consistent library (ReadSnapshot): left out rather than shown without its system.
        if (!systems.contains(ids.system) || !workloads.contains(ids.workload)
            || (!heads && !sources.contains(ids.source))) {
            inconsistent.insert(m.id);
            continue;
        }
        m.systemName = systems.value(ids.system);
        m.workload = workloads.value(ids.workload);
        if (!heads) {
            m.source = sources.value(ids.source);
        }
    }
    if (!inconsistent.isEmpty()) {
        rows.removeIf([&](const Measurement& m) { return inconsistent.contains(m.id); });
    }
    return success();
}

// The measurements `filter` selects, at most `limit` (0: all), each with its directions, percentiles and
// (Full) host usage, or as little of them as `content` says.
Expected<QList<Measurement>> readMeasurements(QSqlDatabase& db, const Filter& filter, MeasurementDetail detail,
    int limit = 0, PageContent content = PageContent::WithChildren)
{
    const sql::ReadSnapshot snapshot(db);
    QList<Measurement> result;
    QList<DimensionIds> idsOfRows;
    const bool heads = content == PageContent::Heads;
    const QString statement = kPointColumns + (heads ? QString() : kFigureColumns) + kJoin + filter.where
        + QStringLiteral(" ORDER BY m.id") + (limit > 0 ? QStringLiteral(" LIMIT %1").arg(limit) : QString());
    if (limit > 0) {
        result.reserve(limit);
        idsOfRows.reserve(limit);
    }
    {
        auto rows = LibraryRows::run(db, statement, filter.values, QStringLiteral("reading measurements"));
        if (!rows) {
            return fail(rows.error());
        }
        LibraryRows& q = **rows;
        while (q.next()) {
            idsOfRows.append(DimensionIds {});
            result.append(heads ? pointHeadFromRow(q, idsOfRows.last()) : measurementFromRow(q, idsOfRows.last()));
        }
        if (auto read = q.status(); !read) {
            return fail(read.error());
        }
    }
    if (auto dimensions = fillDimensions(db, result, idsOfRows, heads); !dimensions) {
        return fail(dimensions.error());
    }
    if (heads || result.isEmpty()) {
        return result;
    }
    if (auto children = loadChildren(db, filter, result, detail, content); !children) {
        return fail(children.error());
    }
    return result;
}

} // namespace

Expected<QList<Measurement>> measurementPage(
    QSqlDatabase& db, const MeasurementQuery& query, const MeasurementPage& page, MeasurementDetail detail)
{
    const Filter filter = filterFor(query);
    return readMeasurements(db, page.after ? narrowed(filter, QStringLiteral("m.id > ?"), *page.after) : filter, detail,
        page.limit, page.content);
}

Expected<qint64> measurementCount(QSqlDatabase& db, const MeasurementQuery& query)
{
    const Filter filter = filterFor(query);
    auto rows = LibraryRows::run(db, QStringLiteral("SELECT count(*)") + kJoin + filter.where, filter.values,
        QStringLiteral("reading measurements"));
    if (!rows) {
        return fail(rows.error());
    }
    if (!(*rows)->next()) {
        return fail((*rows)->status().error());
    }
    return (*rows)->integer(0);
}

Expected<QList<Measurement>> measurementsWithIds(QSqlDatabase& db, const QList<qint64>& ids, MeasurementDetail detail)
{
    if (ids.isEmpty()) {
        return QList<Measurement>();
    }
    QStringList numbers;
    numbers.reserve(ids.size());
    for (const qint64 id : ids) {
        numbers << QString::number(id); // numbers only: nothing of a file reaches the statement
    }
    return readMeasurements(
        db, Filter { QStringLiteral(" WHERE m.id IN (%1)").arg(numbers.join(QLatin1Char(','))), {} }, detail);
}

Expected<QList<Measurement>> ResultsLibrary::measurements(const MeasurementQuery& query, MeasurementDetail detail) const
{
    if (auto current = ensureWalLinked(); !current) { // a page's read: see what other programs wrote
        return fail(current.error());
    }
    Expected<QList<Measurement>> result = readMeasurements(m_db, filterFor(query), detail);
    if (result) {
        m_measurementsRead += result->size();
    }
    return result;
}

ExpectedRow<Measurement> ResultsLibrary::measurement(qint64 id) const
{
    const Expected<QList<Measurement>> found = readMeasurements(m_db, filterFor({}, id), MeasurementDetail::Full);
    if (!found) {
        return fail(found.error());
    }
    m_measurementsRead += found->size();
    return found->isEmpty() ? std::nullopt : std::optional(found->first());
}

Expected<QList<Workload>> ResultsLibrary::workloads() const
{
    QList<Workload> result;
    QSqlQuery q(m_db);
    if (!q.exec(QStringLiteral("SELECT ") + kWorkloadColumns + QStringLiteral(" FROM workloads ORDER BY name"))) {
        return sql::queryError(q, QStringLiteral("reading workloads"));
    }
    while (q.next()) {
        result << workloadFromRow(q, 0);
    }
    return result;
}

Expected<QStringList> ResultsLibrary::sameTestWorkloads(const QString& name) const
{
    const Expected<QList<Workload>> read = workloads();
    if (!read) {
        return fail(read.error());
    }
    const QList<Workload>& all = *read;
    const auto named = std::find_if(all.cbegin(), all.cend(), [&](const Workload& w) { return w.name == name; });
    if (named == all.cend()) {
        return QStringList();
    }
    QStringList names { name };
    const QString key = workloadTestKey(*named);
    if (key.isEmpty()) {
        return names;
    }
    for (const Workload& w : all) {
        if (w.name != name && workloadTestKey(w) == key) {
            names << w.name;
        }
    }
    return names;
}

} // namespace headroom
