// ResultsLibrary: storing measurements, one source per transaction.
#include "histogramblob.h"
#include "resultslibrary.h"
#include "sqlhelpers.h"

#include <QSqlQuery>

namespace headroom {

namespace {

struct Counters {
    int systemsCreated = 0;
    int workloadsCreated = 0;
};

Expected<qint64> findId(QSqlDatabase& db, const QString& table, const QString& name)
{
    QSqlQuery query(db);
    query.prepare(QStringLiteral("SELECT id FROM %1 WHERE name = ?").arg(table));
    query.addBindValue(name);
    if (!query.exec()) {
        return sql::queryError(query, table);
    }
    return query.next() ? query.value(0).toLongLong() : 0;
}

Expected<qint64> ensureSystem(QSqlDatabase& db, const QString& name, Counters& counters)
{
    auto existing = findId(db, QStringLiteral("systems"), name);
    if (!existing || *existing != 0) {
        return existing;
    }
    QSqlQuery insert(db);
    insert.prepare(QStringLiteral("INSERT INTO systems (name) VALUES (?)"));
    insert.addBindValue(name);
    if (!insert.exec()) {
        return sql::queryError(insert, QStringLiteral("system '%1'").arg(name));
    }
    ++counters.systemsCreated;
    return insert.lastInsertId().toLongLong();
}

Expected<qint64> ensureWorkload(QSqlDatabase& db, const Workload& workload, Counters& counters)
{
    const QString name = workload.canonicalName();
    auto existing = findId(db, QStringLiteral("workloads"), name);
    if (!existing || *existing != 0) {
        return existing;
    }
    QSqlQuery insert(db);
    insert.prepare(QStringLiteral(
        "INSERT INTO workloads (name, tool, block_size, read_pct, random_pct, queue_depth, jobs, disks_per_vm,"
        " working_set_pct, working_set_bytes, ramp_sec, run_sec, direct_io, target_iops)"
        " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"));
    insert.addBindValue(name);
    insert.addBindValue(sql::text(workload.tool));
    insert.addBindValue(sql::nullable(workload.blockSizeBytes));
    insert.addBindValue(sql::nullable(workload.readPct));
    insert.addBindValue(sql::nullable(workload.randomPct));
    insert.addBindValue(sql::nullable(workload.queueDepth));
    insert.addBindValue(sql::nullable(workload.jobs));
    insert.addBindValue(sql::nullable(workload.disksPerVm));
    insert.addBindValue(sql::nullable(workload.workingSetPct));
    insert.addBindValue(sql::nullable(workload.workingSetBytes));
    insert.addBindValue(sql::nullable(workload.rampSec));
    insert.addBindValue(sql::nullable(workload.runSec));
    insert.addBindValue(workload.directIo ? QVariant(*workload.directIo ? 1 : 0) : QVariant());
    insert.addBindValue(sql::nullable(workload.targetIops));
    if (!insert.exec()) {
        return sql::queryError(insert, QStringLiteral("workload '%1'").arg(name));
    }
    ++counters.workloadsCreated;
    return insert.lastInsertId().toLongLong();
}

Expected<qint64> insertSource(QSqlDatabase& db, const SourceRef& source)
{
    QSqlQuery insert(db);
    insert.prepare(QStringLiteral("INSERT INTO sources (kind, file, sha256, importer, imported_at, reference)"
                                  " VALUES (?, ?, ?, ?, ?, ?)"));
    insert.addBindValue(toString(source.kind));
    insert.addBindValue(sql::text(source.file));
    insert.addBindValue(source.sha256.isEmpty() ? QVariant() : QVariant(source.sha256));
    insert.addBindValue(sql::text(source.importer));
    const QDateTime when = source.importedAt.isValid() ? source.importedAt : QDateTime::currentDateTimeUtc();
    insert.addBindValue(when.toUTC().toString(Qt::ISODateWithMs));
    insert.addBindValue(sql::text(source.reference));
    if (!insert.exec()) {
        return sql::queryError(insert, QStringLiteral("source '%1'").arg(source.file));
    }
    return insert.lastInsertId().toLongLong();
}

Status insertDirection(QSqlDatabase& db, qint64 measurementId, const QString& direction, const DirectionStats& stats)
{
    if (stats.isEmpty()) {
        return success();
    }
    const LatencyStats& latency = stats.latency;
    QSqlQuery insert(db);
    insert.prepare(
        QStringLiteral("INSERT INTO direction_stats (measurement_id, direction, iops, bytes_per_sec, latency_kind,"
                       " percentile_origin, lat_min_ns, lat_mean_ns, lat_max_ns, lat_stdev_ns, histogram)"
                       " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"));
    insert.addBindValue(measurementId);
    insert.addBindValue(direction);
    insert.addBindValue(sql::nullable(stats.iops));
    insert.addBindValue(sql::nullable(stats.bytesPerSec));
    insert.addBindValue(toString(latency.kind));
    insert.addBindValue(toString(latency.percentileOrigin));
    insert.addBindValue(sql::nullable(latency.minNs));
    insert.addBindValue(sql::nullable(latency.meanNs));
    insert.addBindValue(sql::nullable(latency.maxNs));
    insert.addBindValue(sql::nullable(latency.stdevNs));
    insert.addBindValue(latency.histogram.empty() ? QVariant() : QVariant(encodeHistogram(latency.histogram)));
    if (auto done = sql::exec(insert, direction); !done) {
        return done;
    }
    for (const auto& [percent, latencyNs] : latency.percentilesNs) {
        QSqlQuery percentile(db);
        percentile.prepare(QStringLiteral("INSERT INTO latency_percentiles"
                                          " (measurement_id, direction, percentile, latency_ns) VALUES (?, ?, ?, ?)"));
        percentile.addBindValue(measurementId);
        percentile.addBindValue(direction);
        percentile.addBindValue(percent);
        percentile.addBindValue(latencyNs);
        if (auto done = sql::exec(percentile, QStringLiteral("%1 p%2").arg(direction).arg(percent)); !done) {
            return done;
        }
    }
    return success();
}

Status insertHostUsage(QSqlDatabase& db, qint64 measurementId, const QList<HostUsage>& hosts)
{
    for (const HostUsage& host : hosts) {
        QSqlQuery insert(db);
        insert.prepare(QStringLiteral("INSERT INTO host_usage (measurement_id, host, cpu_usage_pct,"
                                      " cpu_utilization_pct, mem_usage_pct) VALUES (?, ?, ?, ?, ?)"));
        insert.addBindValue(measurementId);
        insert.addBindValue(host.host);
        insert.addBindValue(sql::nullable(host.cpuUsagePct));
        insert.addBindValue(sql::nullable(host.cpuUtilizationPct));
        insert.addBindValue(sql::nullable(host.memUsagePct));
        if (auto done = sql::exec(insert, QStringLiteral("host '%1'").arg(host.host)); !done) {
            return done;
        }
    }
    return success();
}

Status insertMeasurement(QSqlDatabase& db, qint64 sourceId, const Measurement& m, Counters& counters)
{
    const auto systemId = ensureSystem(db, m.systemName, counters);
    if (!systemId) {
        return fail(systemId.error());
    }
    const auto workloadId = ensureWorkload(db, m.workload, counters);
    if (!workloadId) {
        return fail(workloadId.error());
    }
    QSqlQuery insert(db);
    insert.prepare(QStringLiteral(
        "INSERT INTO measurements (system_id, workload_id, source_id, host, modeled, note, load_setting, iops,"
        " bytes_per_sec, duration_sec, measured_at, cpu_user_pct, cpu_system_pct, cpu_host_pct, failed, warning,"
        " queue_depth, per_host, run_number) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"));
    insert.addBindValue(*systemId);
    insert.addBindValue(*workloadId);
    insert.addBindValue(sourceId);
    insert.addBindValue(sql::text(m.host));
    insert.addBindValue(m.modeled ? 1 : 0);
    insert.addBindValue(sql::text(m.note));
    insert.addBindValue(sql::nullable(m.loadSetting));
    insert.addBindValue(sql::nullable(m.iops));
    insert.addBindValue(sql::nullable(m.bytesPerSec));
    insert.addBindValue(sql::nullable(m.durationSec));
    insert.addBindValue(m.measuredAt.isValid() ? QVariant(m.measuredAt.toUTC().toString(Qt::ISODate)) : QVariant());
    insert.addBindValue(sql::nullable(m.cpu.userPct));
    insert.addBindValue(sql::nullable(m.cpu.systemPct));
    insert.addBindValue(sql::nullable(m.cpu.hostPct));
    insert.addBindValue(m.failed ? 1 : 0);
    insert.addBindValue(sql::text(m.warning));
    insert.addBindValue(sql::nullable(m.queueDepth));
    insert.addBindValue(m.perHost ? 1 : 0);
    insert.addBindValue(sql::nullable(m.runNumber));
    if (auto done = sql::exec(insert, QStringLiteral("measurement")); !done) {
        return done;
    }
    const qint64 id = insert.lastInsertId().toLongLong();
    if (auto done = insertDirection(db, id, QStringLiteral("read"), m.read); !done) {
        return done;
    }
    if (auto done = insertDirection(db, id, QStringLiteral("write"), m.write); !done) {
        return done;
    }
    if (auto done = insertDirection(db, id, QStringLiteral("combined"), m.combined); !done) {
        return done;
    }
    return insertHostUsage(db, id, m.cpu.perHost);
}

} // namespace

Expected<ImportSummary> ResultsLibrary::addMeasurements(const SourceRef& source, const QList<Measurement>& measurements)
{
    if (auto allowed = writable(); !allowed) {
        return fail(allowed.error());
    }
    if (!source.sha256.isEmpty()) {
        const auto found = sourceBySha256(source.sha256);
        if (!found.ok()) {
            return fail(found.error());
        }
        if (const std::optional<SourceRecord>& earlier = *found) {
            return fail(
                QStringLiteral("%1: already in the library (source #%2, imported %3 from %4); nothing was added")
                    .arg(source.file)
                    .arg(earlier->id)
                    .arg(earlier->ref.importedAt.toString(Qt::ISODate), earlier->ref.file));
        }
    }
    sql::Transaction transaction(m_db);
    if (!transaction.isOpen()) {
        return fail(QStringLiteral("cannot start a transaction: %1").arg(transaction.error()));
    }
    const auto sourceId = insertSource(m_db, source);
    if (!sourceId) {
        return fail(sourceId.error());
    }
    Counters counters;
    for (qsizetype i = 0; i < measurements.size(); ++i) {
        const Measurement& m = measurements[i];
        if (auto stored = insertMeasurement(m_db, *sourceId, m, counters); !stored) {
            return fail(QStringLiteral("%1: measurement %2 (system '%3', workload '%4'): %5; nothing was added")
                            .arg(source.file)
                            .arg(i + 1)
                            .arg(m.systemName, m.workload.canonicalName(), stored.error()));
        }
    }
    if (auto committed = transaction.commit(); !committed) {
        return fail(committed.error());
    }
    return ImportSummary { *sourceId, static_cast<int>(measurements.size()), counters.systemsCreated,
        counters.workloadsCreated };
}

} // namespace headroom
