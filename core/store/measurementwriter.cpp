// SPDX-License-Identifier: GPL-3.0-or-later
// ResultsLibrary: storing measurements, one source per transaction.
#include "histogramblob.h"
#include "resultslibrary.h"
#include "sourcerows.h"
#include "sqlhelpers.h"

#include <array>
#include <initializer_list>

#ifdef Q_OS_UNIX
#include <pwd.h>
#include <unistd.h>
#endif

#include <QHash>
#include <QSqlQuery>

namespace headroom {

namespace {

struct Counters {
    int systemsCreated = 0;
    int workloadsCreated = 0;
};

// Binds `values` to the placeholders of a prepared statement in order (a reused statement: positions, not appends).
void bind(QSqlQuery& query, std::initializer_list<QVariant> values)
{
    int position = 0;
    for (const QVariant& value : values) {
        query.bindValue(position++, value);
    }
}

// The statements of one addMeasurements() call, each prepared once, and the ids of the systems and workloads it has
// met. A 300 MB fio file brings 45,000 measurements and over a million rows: preparing every insert again cost more
// than the inserts themselves.
class Statements {
public:
    explicit Statements(QSqlDatabase& db)
        : findSystem(prepared(db, QStringLiteral("SELECT id FROM systems WHERE name = ?")))
        , insertSystem(prepared(db, QStringLiteral("INSERT INTO systems (name) VALUES (?) RETURNING id")))
        , findWorkload(prepared(db, QStringLiteral("SELECT id FROM workloads WHERE name = ?")))
        , insertWorkload(prepared(db,
              QStringLiteral("INSERT INTO workloads (name, tool, block_size, read_pct, random_pct, queue_depth, jobs,"
                             " disks_per_vm, working_set_pct, working_set_bytes, ramp_sec, run_sec, direct_io,"
                             " target_iops) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id")))
        , insertMeasurement(prepared(db,
              QStringLiteral(
                  "INSERT INTO measurements (system_id, workload_id, source_id, host, modeled, note,"
                  " load_setting, iops, bytes_per_sec, duration_sec, measured_at, cpu_user_pct,"
                  " cpu_system_pct, cpu_host_pct, failed, warning, queue_depth, per_host, run_number,"
                  " interval_index, interval_count, run_identity)"
                  " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id")))
        , insertDirection(prepared(db,
              QStringLiteral("INSERT INTO direction_stats (measurement_id, direction, iops, bytes_per_sec,"
                             " latency_kind, percentile_origin, lat_min_ns, lat_mean_ns, lat_max_ns, lat_stdev_ns,"
                             " histogram, percentile_kind) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)")))
        , insertPercentile(prepared(db,
              QStringLiteral("INSERT INTO latency_percentiles (measurement_id, direction, percentile, latency_ns)"
                             " VALUES (?, ?, ?, ?)")))
        , insertHost(prepared(db,
              QStringLiteral("INSERT INTO host_usage (measurement_id, host, cpu_usage_pct, cpu_utilization_pct,"
                             " mem_usage_pct) VALUES (?, ?, ?, ?, ?)")))
    {
    }

    QSqlQuery findSystem;
    QSqlQuery insertSystem;
    QSqlQuery findWorkload;
    QSqlQuery insertWorkload;
    QSqlQuery insertMeasurement;
    QSqlQuery insertDirection;
    QSqlQuery insertPercentile;
    QSqlQuery insertHost;
    QHash<QString, qint64> systemIds;
    QHash<QString, qint64> workloadIds;
    Counters counters;

private:
    // A statement that fails to prepare fails at exec, with SQLite's message, where the caller reports it.
    static QSqlQuery prepared(QSqlDatabase& db, const QString& statement)
    {
        QSqlQuery query(db);
        query.prepare(statement);
        return query;
    }
};

// The id of the row named `name` (0 when there is none), through a prepared "SELECT id … WHERE name = ?".
Expected<qint64> findId(QSqlQuery& find, const QString& name, const QString& table)
{
    bind(find, { name });
    if (!find.exec()) {
        return sql::queryError(find, table);
    }
    const qint64 id = find.next() ? find.value(0).toLongLong() : 0;
    find.finish();
    return id;
}

Expected<qint64> ensureSystem(Statements& statements, const QString& name)
{
    if (const auto known = statements.systemIds.constFind(name); known != statements.systemIds.cend()) {
        return *known;
    }
    auto existing = findId(statements.findSystem, name, QStringLiteral("systems"));
    if (!existing) {
        return existing;
    }
    if (*existing == 0) {
        QSqlQuery& insert = statements.insertSystem;
        bind(insert, { name });
        if (!insert.exec()) {
            return sql::queryError(insert, QStringLiteral("system '%1'").arg(name));
        }
        ++statements.counters.systemsCreated;
        existing = sql::insertedId(insert);
    }
    statements.systemIds.insert(name, *existing);
    return existing;
}

Expected<qint64> ensureWorkload(Statements& statements, const Workload& workload)
{
    const QString name = workload.canonicalName();
    if (const auto known = statements.workloadIds.constFind(name); known != statements.workloadIds.cend()) {
        return *known;
    }
    auto existing = findId(statements.findWorkload, name, QStringLiteral("workloads"));
    if (!existing) {
        return existing;
    }
    if (*existing == 0) {
        QSqlQuery& insert = statements.insertWorkload;
        bind(insert,
            { name, sql::text(workload.tool), sql::nullable(workload.blockSizeBytes), sql::nullable(workload.readPct),
                sql::nullable(workload.randomPct), sql::nullable(workload.queueDepth), sql::nullable(workload.jobs),
                sql::nullable(workload.disksPerVm), sql::nullable(workload.workingSetPct),
                sql::nullable(workload.workingSetBytes), sql::nullable(workload.rampSec),
                sql::nullable(workload.runSec), workload.directIo ? QVariant(*workload.directIo ? 1 : 0) : QVariant(),
                sql::nullable(workload.targetIops) });
        if (!insert.exec()) {
            return sql::queryError(insert, QStringLiteral("workload '%1'").arg(name));
        }
        ++statements.counters.workloadsCreated;
        existing = sql::insertedId(insert);
    }
    statements.workloadIds.insert(name, *existing);
    return existing;
}

Status insertDirection(
    Statements& statements, qint64 measurementId, const QString& direction, const DirectionStats& stats)
{
    if (stats.isEmpty()) {
        return success();
    }
    const LatencyStats& latency = stats.latency;
    QSqlQuery& insert = statements.insertDirection;
    bind(insert,
        { measurementId, direction, sql::nullable(stats.iops), sql::nullable(stats.bytesPerSec), toString(latency.kind),
            toString(latency.percentileOrigin), sql::nullable(latency.minNs), sql::nullable(latency.meanNs),
            sql::nullable(latency.maxNs), sql::nullable(latency.stdevNs),
            latency.histogram.empty() ? QVariant() : QVariant(encodeHistogram(latency.histogram)),
            toString(latency.percentileKind) });
    if (auto done = sql::exec(insert, direction); !done) {
        return done;
    }
    QSqlQuery& percentile = statements.insertPercentile;
    for (const auto& [percent, latencyNs] : latency.percentilesNs) {
        bind(percentile, { measurementId, direction, percent, latencyNs });
        if (auto done = sql::exec(percentile, QStringLiteral("%1 p%2").arg(direction).arg(percent)); !done) {
            return done;
        }
    }
    return success();
}

Status insertHostUsage(Statements& statements, qint64 measurementId, const QList<HostUsage>& hosts)
{
    QSqlQuery& insert = statements.insertHost;
    for (const HostUsage& host : hosts) {
        bind(insert,
            { measurementId, host.host, sql::nullable(host.cpuUsagePct), sql::nullable(host.cpuUtilizationPct),
                sql::nullable(host.memUsagePct) });
        if (auto done = sql::exec(insert, QStringLiteral("host '%1'").arg(host.host)); !done) {
            return done;
        }
    }
    return success();
}

Status insertMeasurement(Statements& statements, qint64 sourceId, const Measurement& m)
{
    const auto systemId = ensureSystem(statements, m.systemName);
    if (!systemId) {
        return fail(systemId.error());
    }
    const auto workloadId = ensureWorkload(statements, m.workload);
    if (!workloadId) {
        return fail(workloadId.error());
    }
    QSqlQuery& insert = statements.insertMeasurement;
    bind(insert,
        { *systemId, *workloadId, sourceId, sql::text(m.host), m.modeled ? 1 : 0, sql::text(m.note),
            sql::nullable(m.loadSetting), sql::nullable(m.iops), sql::nullable(m.bytesPerSec),
            sql::nullable(m.durationSec),
            m.measuredAt.isValid() ? QVariant(m.measuredAt.toUTC().toString(Qt::ISODate)) : QVariant(),
            sql::nullable(m.cpu.userPct), sql::nullable(m.cpu.systemPct), sql::nullable(m.cpu.hostPct),
            m.failed ? 1 : 0, sql::text(m.warning), sql::nullable(m.queueDepth), m.perHost ? 1 : 0,
            sql::nullable(m.runNumber), m.interval ? QVariant(m.interval->index) : QVariant(),
            m.interval ? QVariant(m.interval->count) : QVariant(),
            m.runIdentity.isEmpty() ? QVariant() : QVariant(m.runIdentity) });
    if (auto done = sql::exec(insert, QStringLiteral("measurement")); !done) {
        return done;
    }
    const qint64 id = sql::insertedId(insert);
    if (auto done = insertDirection(statements, id, QStringLiteral("read"), m.read); !done) {
        return done;
    }
    if (auto done = insertDirection(statements, id, QStringLiteral("write"), m.write); !done) {
        return done;
    }
    if (auto done = insertDirection(statements, id, QStringLiteral("combined"), m.combined); !done) {
        return done;
    }
    return insertHostUsage(statements, id, m.cpu.perHost);
}

} // namespace

Status refuseKnownSource(const ResultsLibrary& library, const SourceRef& source)
{
    if (source.sha256.isEmpty()) {
        return success();
    }
    const auto found = library.sourceBySha256(source.sha256);
    if (!found.ok()) {
        return fail(found.error());
    }
    if (const std::optional<SourceRecord>& earlier = *found) {
        return fail(QStringLiteral("%1: already in the library (source #%2, imported %3 from %4); nothing was added")
                        .arg(source.file)
                        .arg(earlier->id)
                        .arg(earlier->ref.importedAt.toString(Qt::ISODate), earlier->ref.file));
    }
    return success();
}

Expected<qint64> insertSource(QSqlDatabase& db, const SourceRef& source)
{
    // Who imported it: on PostgreSQL the column's default, current_user, which the client cannot choose; in a SQLite
    // library the OS user.
    const bool team = engineOf(db) == Engine::Postgres;
    QSqlQuery insert(db);
    insert.prepare(team ? QStringLiteral("INSERT INTO sources (kind, file, sha256, importer, imported_at, reference)"
                                         " VALUES (?, ?, ?, ?, ?, ?) RETURNING id")
                        : QStringLiteral("INSERT INTO sources (kind, file, sha256, importer, imported_at, reference,"
                                         " imported_by) VALUES (?, ?, ?, ?, ?, ?, ?) RETURNING id"));
    insert.addBindValue(toString(source.kind));
    insert.addBindValue(sql::text(source.file));
    insert.addBindValue(source.sha256.isEmpty() ? QVariant() : QVariant(source.sha256));
    insert.addBindValue(sql::text(source.importer));
    const QDateTime when = source.importedAt.isValid() ? source.importedAt : QDateTime::currentDateTimeUtc();
    insert.addBindValue(when.toUTC().toString(Qt::ISODateWithMs));
    insert.addBindValue(sql::text(source.reference));
    if (!team) {
        insert.addBindValue(sql::text(osUserName()));
    }
    if (!insert.exec()) {
        return sql::queryError(insert, QStringLiteral("source '%1'").arg(source.file));
    }
    return sql::insertedId(insert);
}

QString osUserName()
{
    for (const char* variable : { "USER", "LOGNAME", "USERNAME" }) {
        if (QString name = qEnvironmentVariable(variable); !name.isEmpty()) {
            return name;
        }
    }
#ifdef Q_OS_UNIX
    // A service or a test runs without a login's environment: the account itself.
    passwd account {};
    passwd* found = nullptr;
    std::array<char, 4096> strings {}; // the entry's texts: name, home, shell
    if (getpwuid_r(geteuid(), &account, strings.data(), strings.size(), &found) == 0 && found && found->pw_name) {
        return QString::fromLocal8Bit(found->pw_name);
    }
#endif
    return {};
}

Expected<ImportSummary> ResultsLibrary::addMeasurements(const SourceRef& source, const QList<Measurement>& measurements)
{
    if (auto allowed = writable(); !allowed) {
        return fail(allowed.error());
    }
    // Before the transaction, so that they are freed after its rollback: PostgreSQL refuses even that in a failed one.
    Statements statements(m_db);
    sql::Transaction transaction(m_db);
    if (!transaction.isOpen()) {
        return fail(QStringLiteral("cannot start a transaction: %1").arg(transaction.error()));
    }
    // Under the write lock: a source another client stored while this one parsed is refused here, not half stored.
    if (auto fresh = refuseKnownSource(*this, source); !fresh) {
        return fail(fresh.error());
    }
    const auto sourceId = insertSource(m_db, source);
    if (!sourceId) {
        return fail(sourceId.error());
    }
    for (qsizetype i = 0; i < measurements.size(); ++i) {
        const Measurement& m = measurements[i];
        if (auto stored = insertMeasurement(statements, *sourceId, m); !stored) {
            return fail(QStringLiteral("%1: measurement %2 (system '%3', workload '%4'): %5; nothing was added")
                            .arg(source.file)
                            .arg(i + 1)
                            .arg(m.systemName, m.workload.canonicalName(), stored.error()));
        }
    }
    if (auto committed = transaction.commit(); !committed) {
        return fail(committed.error());
    }
    return ImportSummary { *sourceId, static_cast<int>(measurements.size()), statements.counters.systemsCreated,
        statements.counters.workloadsCreated };
}

} // namespace headroom
