// SPDX-License-Identifier: GPL-3.0-or-later
#include "schema.h"

#include <QRegularExpression>

namespace headroom::schema {

namespace {

// One statement of a migration for each engine; an empty one is not run on that engine.
struct Step {
    QString sqlite;
    QString postgres;
};

QList<Step> shared(const QStringList& statements)
{
    QList<Step> steps;
    for (const QString& statement : statements) {
        steps << Step { statement, postgresTypes(statement) };
    }
    return steps;
}

// Schema 1: the first release.
QStringList schemaV1()
{
    return {
        QStringLiteral("CREATE TABLE sources ("
                       " id INTEGER PRIMARY KEY,"
                       " kind TEXT NOT NULL,"
                       " file TEXT NOT NULL DEFAULT '',"
                       " sha256 TEXT,"
                       " importer TEXT NOT NULL DEFAULT '',"
                       " imported_at TEXT NOT NULL,"
                       " reference TEXT NOT NULL DEFAULT '')"),
        QStringLiteral(
            "CREATE UNIQUE INDEX sources_sha256 ON sources(sha256) WHERE sha256 IS NOT NULL AND sha256 <> ''"),
        QStringLiteral("CREATE TABLE systems ("
                       " id INTEGER PRIMARY KEY,"
                       " name TEXT NOT NULL UNIQUE CHECK (length(name) > 0),"
                       " nodes INTEGER CHECK (nodes IS NULL OR nodes > 0),"
                       " link_gbps REAL CHECK (link_gbps IS NULL OR link_gbps > 0),"
                       " ports_per_node INTEGER CHECK (ports_per_node IS NULL OR ports_per_node > 0),"
                       " policy TEXT NOT NULL DEFAULT '',"
                       " compression INTEGER CHECK (compression IS NULL OR compression IN (0, 1)),"
                       " rdma INTEGER CHECK (rdma IS NULL OR rdma IN (0, 1)),"
                       " description TEXT NOT NULL DEFAULT '')"),
        QStringLiteral("CREATE TABLE system_tags ("
                       " system_id INTEGER NOT NULL REFERENCES systems(id) ON DELETE CASCADE,"
                       " key TEXT NOT NULL,"
                       " value TEXT NOT NULL,"
                       " PRIMARY KEY (system_id, key))"),
        QStringLiteral("CREATE TABLE workloads ("
                       " id INTEGER PRIMARY KEY,"
                       " name TEXT NOT NULL UNIQUE CHECK (length(name) > 0),"
                       " tool TEXT NOT NULL DEFAULT '',"
                       " block_size INTEGER CHECK (block_size IS NULL OR block_size > 0),"
                       " read_pct REAL CHECK (read_pct IS NULL OR read_pct BETWEEN 0 AND 100),"
                       " random_pct REAL CHECK (random_pct IS NULL OR random_pct BETWEEN 0 AND 100),"
                       " queue_depth INTEGER CHECK (queue_depth IS NULL OR queue_depth > 0),"
                       " jobs INTEGER CHECK (jobs IS NULL OR jobs > 0),"
                       " disks_per_vm INTEGER,"
                       " working_set_pct REAL,"
                       " working_set_bytes INTEGER,"
                       " ramp_sec REAL,"
                       " run_sec REAL,"
                       " direct_io INTEGER,"
                       " target_iops REAL)"),
        QStringLiteral("CREATE TABLE measurements ("
                       " id INTEGER PRIMARY KEY,"
                       " system_id INTEGER NOT NULL REFERENCES systems(id),"
                       " workload_id INTEGER NOT NULL REFERENCES workloads(id),"
                       " source_id INTEGER NOT NULL REFERENCES sources(id) ON DELETE CASCADE,"
                       " modeled INTEGER NOT NULL DEFAULT 0 CHECK (modeled IN (0, 1)),"
                       " note TEXT NOT NULL DEFAULT '',"
                       " load_setting REAL,"
                       " iops REAL CHECK (iops IS NULL OR iops >= 0),"
                       " bytes_per_sec REAL CHECK (bytes_per_sec IS NULL OR bytes_per_sec >= 0),"
                       " duration_sec REAL,"
                       " measured_at TEXT,"
                       " cpu_user_pct REAL,"
                       " cpu_system_pct REAL,"
                       " cpu_host_pct REAL)"),
        QStringLiteral("CREATE INDEX measurements_by_system_workload ON measurements(system_id, workload_id)"),
        QStringLiteral("CREATE TABLE direction_stats ("
                       " measurement_id INTEGER NOT NULL REFERENCES measurements(id) ON DELETE CASCADE,"
                       " direction TEXT NOT NULL CHECK (direction IN ('read', 'write', 'combined')),"
                       " iops REAL CHECK (iops IS NULL OR iops >= 0),"
                       " bytes_per_sec REAL CHECK (bytes_per_sec IS NULL OR bytes_per_sec >= 0),"
                       " latency_kind TEXT NOT NULL,"
                       " percentile_origin TEXT NOT NULL,"
                       " lat_min_ns REAL,"
                       " lat_mean_ns REAL CHECK (lat_mean_ns IS NULL OR lat_mean_ns >= 0),"
                       " lat_max_ns REAL,"
                       " lat_stdev_ns REAL,"
                       " histogram BLOB,"
                       " PRIMARY KEY (measurement_id, direction))"),
        QStringLiteral("CREATE TABLE latency_percentiles ("
                       " measurement_id INTEGER NOT NULL,"
                       " direction TEXT NOT NULL,"
                       " percentile REAL NOT NULL CHECK (percentile > 0 AND percentile <= 100),"
                       " latency_ns REAL NOT NULL CHECK (latency_ns >= 0),"
                       " PRIMARY KEY (measurement_id, direction, percentile),"
                       " FOREIGN KEY (measurement_id, direction)"
                       "  REFERENCES direction_stats(measurement_id, direction) ON DELETE CASCADE)"),
    };
}

// Schema 2: per-host results (fio client/server) and per-host resource use (HCIBench), media per system.
QStringList schemaV2()
{
    return {
        QStringLiteral("ALTER TABLE systems ADD COLUMN media TEXT NOT NULL DEFAULT ''"),
        QStringLiteral("ALTER TABLE measurements ADD COLUMN host TEXT NOT NULL DEFAULT ''"),
        QStringLiteral("CREATE TABLE host_usage ("
                       " measurement_id INTEGER NOT NULL REFERENCES measurements(id) ON DELETE CASCADE,"
                       " host TEXT NOT NULL,"
                       " cpu_usage_pct REAL,"
                       " cpu_utilization_pct REAL,"
                       " mem_usage_pct REAL,"
                       " PRIMARY KEY (measurement_id, host))"),
    };
}

// Schema 3: what an import must not hide — failed runs kept on request, warnings shown with the point
// (interrupted runs), the queue depth of each point (a QD sweep stores it only as the load), and whether a
// measurement is one host's share of a multi-host run (never a curve point).
QStringList schemaV3()
{
    return {
        QStringLiteral(
            "ALTER TABLE measurements ADD COLUMN failed INTEGER NOT NULL DEFAULT 0 CHECK (failed IN (0, 1))"),
        QStringLiteral("ALTER TABLE measurements ADD COLUMN warning TEXT NOT NULL DEFAULT ''"),
        QStringLiteral("ALTER TABLE measurements ADD COLUMN queue_depth INTEGER"),
        QStringLiteral(
            "ALTER TABLE measurements ADD COLUMN per_host INTEGER NOT NULL DEFAULT 0 CHECK (per_host IN (0, 1))"),
        // Until now only fio client/server entries had a host among imported results: they are per-host shares.
        QStringLiteral("UPDATE measurements SET per_host = 1 WHERE host <> '' AND source_id IN"
                       " (SELECT id FROM sources WHERE kind = 'fio')"),
    };
}

// Schema 4: repeated runs. Each run of a repeated point stays its own measurement (its own source, time and
// figures); the run number says which run of a `bench --repeat N` it was. Existing measurements were each run
// once as far as the library knows: the column stays empty for them, nothing else changes.
QStringList schemaV4()
{
    return {
        QStringLiteral(
            "ALTER TABLE measurements ADD COLUMN run_number INTEGER CHECK (run_number IS NULL OR run_number > 0)"),
    };
}

// Schema 5: the customer's own workload. A customer demand is a cluster of an imported collector export (Live
// Optics), with its hosts, their NICs and disks, and its VMs, or a demand typed in (no source, the typed_* columns).
// Each keeps what the user chose for it: the library system it runs on, a growth rate, a peak of their own. Every
// figure is in the unit its column names; empty when the export leaves it empty.
QStringList customerDemandTables()
{
    return {
        QStringLiteral("CREATE TABLE customer_demands ("
                       " id INTEGER PRIMARY KEY,"
                       " name TEXT NOT NULL UNIQUE CHECK (length(name) > 0),"
                       " source_id INTEGER REFERENCES sources(id) ON DELETE CASCADE,"
                       " cluster_name TEXT NOT NULL DEFAULT '',"
                       " project_date TEXT NOT NULL DEFAULT '',"
                       " collector_version TEXT NOT NULL DEFAULT '',"
                       " system_id INTEGER REFERENCES systems(id) ON DELETE SET NULL,"
                       " growth_per_year REAL NOT NULL DEFAULT 0 CHECK (growth_per_year > -1),"
                       " chosen_peak_iops REAL CHECK (chosen_peak_iops IS NULL OR chosen_peak_iops > 0),"
                       " typed_peak_iops REAL CHECK (typed_peak_iops IS NULL OR typed_peak_iops >= 0),"
                       " typed_average_iops REAL CHECK (typed_average_iops IS NULL OR typed_average_iops >= 0),"
                       " typed_peak_bytes_per_sec REAL"
                       "  CHECK (typed_peak_bytes_per_sec IS NULL OR typed_peak_bytes_per_sec >= 0),"
                       " typed_average_bytes_per_sec REAL"
                       "  CHECK (typed_average_bytes_per_sec IS NULL OR typed_average_bytes_per_sec >= 0),"
                       " typed_read_pct REAL CHECK (typed_read_pct IS NULL OR typed_read_pct BETWEEN 0 AND 100),"
                       " typed_io_size_bytes REAL CHECK (typed_io_size_bytes IS NULL OR typed_io_size_bytes > 0),"
                       " typed_nodes INTEGER CHECK (typed_nodes IS NULL OR typed_nodes > 0),"
                       " typed_ports_per_node INTEGER CHECK (typed_ports_per_node IS NULL OR typed_ports_per_node > 0),"
                       " typed_link_gbps REAL CHECK (typed_link_gbps IS NULL OR typed_link_gbps > 0))"),
        QStringLiteral("CREATE INDEX customer_demands_by_source ON customer_demands(source_id)"),
        QStringLiteral("CREATE INDEX customer_demands_by_system ON customer_demands(system_id)"),
    };
}

// Schema 5, continued: what the export says of each cluster's hosts (with their NICs and disks) and VMs.
QStringList customerHostTables()
{
    return {
        QStringLiteral("CREATE TABLE customer_hosts ("
                       " id INTEGER PRIMARY KEY,"
                       " demand_id INTEGER NOT NULL REFERENCES customer_demands(id) ON DELETE CASCADE,"
                       " name TEXT NOT NULL,"
                       " manufacturer TEXT NOT NULL DEFAULT '',"
                       " model TEXT NOT NULL DEFAULT '',"
                       " cpu_sockets INTEGER CHECK (cpu_sockets IS NULL OR cpu_sockets >= 0),"
                       " cpu_cores INTEGER CHECK (cpu_cores IS NULL OR cpu_cores >= 0),"
                       " cpu_ghz REAL CHECK (cpu_ghz IS NULL OR cpu_ghz >= 0),"
                       " memory_kib REAL CHECK (memory_kib IS NULL OR memory_kib >= 0),"
                       " peak_cpu_pct REAL CHECK (peak_cpu_pct IS NULL OR peak_cpu_pct >= 0),"
                       " average_cpu_pct REAL CHECK (average_cpu_pct IS NULL OR average_cpu_pct >= 0),"
                       " peak_iops REAL CHECK (peak_iops IS NULL OR peak_iops >= 0),"
                       " average_iops REAL CHECK (average_iops IS NULL OR average_iops >= 0),"
                       " read_write_ratio TEXT NOT NULL DEFAULT '',"
                       " read_pct REAL CHECK (read_pct IS NULL OR read_pct BETWEEN 0 AND 100),"
                       " peak_bytes_per_sec REAL CHECK (peak_bytes_per_sec IS NULL OR peak_bytes_per_sec >= 0),"
                       " average_bytes_per_sec REAL"
                       "  CHECK (average_bytes_per_sec IS NULL OR average_bytes_per_sec >= 0),"
                       " peak_read_latency_ns REAL CHECK (peak_read_latency_ns IS NULL OR peak_read_latency_ns >= 0),"
                       " peak_write_latency_ns REAL"
                       "  CHECK (peak_write_latency_ns IS NULL OR peak_write_latency_ns >= 0),"
                       " average_read_latency_ns REAL"
                       "  CHECK (average_read_latency_ns IS NULL OR average_read_latency_ns >= 0),"
                       " average_write_latency_ns REAL"
                       "  CHECK (average_write_latency_ns IS NULL OR average_write_latency_ns >= 0))"),
        QStringLiteral("CREATE INDEX customer_hosts_by_demand ON customer_hosts(demand_id)"),
        QStringLiteral("CREATE TABLE customer_nics ("
                       " id INTEGER PRIMARY KEY,"
                       " host_id INTEGER NOT NULL REFERENCES customer_hosts(id) ON DELETE CASCADE,"
                       " name TEXT NOT NULL DEFAULT '',"
                       " speed_mbps REAL CHECK (speed_mbps IS NULL OR speed_mbps >= 0),"
                       " vendor TEXT NOT NULL DEFAULT '',"
                       " device TEXT NOT NULL DEFAULT '')"),
        QStringLiteral("CREATE INDEX customer_nics_by_host ON customer_nics(host_id)"),
        QStringLiteral("CREATE TABLE customer_disks ("
                       " id INTEGER PRIMARY KEY,"
                       " host_id INTEGER NOT NULL REFERENCES customer_hosts(id) ON DELETE CASCADE,"
                       " name TEXT NOT NULL DEFAULT '',"
                       " capacity_mb REAL CHECK (capacity_mb IS NULL OR capacity_mb >= 0),"
                       " model TEXT NOT NULL DEFAULT '',"
                       " vendor TEXT NOT NULL DEFAULT '',"
                       " ssd INTEGER CHECK (ssd IS NULL OR ssd IN (0, 1)))"),
        QStringLiteral("CREATE INDEX customer_disks_by_host ON customer_disks(host_id)"),
        QStringLiteral("CREATE TABLE customer_vms ("
                       " id INTEGER PRIMARY KEY,"
                       " demand_id INTEGER NOT NULL REFERENCES customer_demands(id) ON DELETE CASCADE,"
                       " name TEXT NOT NULL DEFAULT '',"
                       " host TEXT NOT NULL DEFAULT '',"
                       " peak_iops REAL CHECK (peak_iops IS NULL OR peak_iops >= 0),"
                       " average_iops REAL CHECK (average_iops IS NULL OR average_iops >= 0),"
                       " peak_bytes_per_sec REAL CHECK (peak_bytes_per_sec IS NULL OR peak_bytes_per_sec >= 0),"
                       " average_bytes_per_sec REAL"
                       "  CHECK (average_bytes_per_sec IS NULL OR average_bytes_per_sec >= 0),"
                       " peak_read_iops REAL CHECK (peak_read_iops IS NULL OR peak_read_iops >= 0),"
                       " peak_write_iops REAL CHECK (peak_write_iops IS NULL OR peak_write_iops >= 0),"
                       " average_read_iops REAL CHECK (average_read_iops IS NULL OR average_read_iops >= 0),"
                       " average_write_iops REAL CHECK (average_write_iops IS NULL OR average_write_iops >= 0))"),
        QStringLiteral("CREATE INDEX customer_vms_by_demand ON customer_vms(demand_id)"),
    };
}

QStringList schemaV5()
{
    return customerDemandTables() + customerHostTables();
}

// Schema 6: a run's time series. fio's --status-interval snapshots kept with `import --intervals` say which of the
// run's snapshots they are, so the earlier ones are never taken for runs of a point. Measurements imported before
// keep both columns empty (each is its own point, as before).
QStringList schemaV6()
{
    return {
        QStringLiteral("ALTER TABLE measurements ADD COLUMN interval_index INTEGER CHECK (interval_index >= 1)"),
        QStringLiteral("ALTER TABLE measurements ADD COLUMN interval_count INTEGER"
                       " CHECK (interval_count >= 1 AND interval_count >= interval_index)"),
    };
}

// Schema 7: a run's identity as its tool gives it (fio: when it started, where, which job, at which test and load),
// unique: the same run saved again under other bytes is found and skipped, and two imports of it at once store it
// once. Measurements imported before have none. And the kind of a direction's percentiles apart from the kind of
// its mean (fio: completion-latency percentiles beside a total-latency mean).
QStringList schemaV7()
{
    return {
        QStringLiteral("ALTER TABLE measurements ADD COLUMN run_identity TEXT"),
        // Before, one kind described both (fio: its percentiles' kind); those rows keep that for both.
        QStringLiteral("ALTER TABLE direction_stats ADD COLUMN percentile_kind TEXT"),
        QStringLiteral("UPDATE direction_stats SET percentile_kind = latency_kind"),
        QStringLiteral("CREATE UNIQUE INDEX measurements_by_run_identity ON measurements(run_identity)"
                       " WHERE run_identity IS NOT NULL"),
    };
}

// Schema 8: the indexes listings need as a library grows (checked with EXPLAIN QUERY PLAN in tst_measurementlisting):
// a source's measurements (counted per source by `sources`, removed with their import), and a system's or a
// workload's in id order (a filtered listing reads them a page at a time without sorting them all for each page).
QStringList schemaV8()
{
    return {
        QStringLiteral("CREATE INDEX measurements_by_source ON measurements(source_id)"),
        QStringLiteral("CREATE INDEX measurements_by_system ON measurements(system_id)"),
        QStringLiteral("CREATE INDEX measurements_by_workload ON measurements(workload_id)"),
    };
}

// Schema 9: who imported each source (imported_at says when): on PostgreSQL the role that did, current_user, set by
// the server itself (a client cannot claim another's import); in a SQLite library the OS user name, which the writer
// gives. Sources imported before keep it empty: nobody knows.
QList<Step> schemaV9()
{
    return {
        { QStringLiteral("ALTER TABLE sources ADD COLUMN imported_by TEXT NOT NULL DEFAULT ''"),
            postgresTypes(QStringLiteral("ALTER TABLE sources ADD COLUMN imported_by TEXT NOT NULL DEFAULT ''")) },
        // Added with '' first, so that the rows already there are not credited to whoever migrates.
        { QString(), QStringLiteral("ALTER TABLE sources ALTER COLUMN imported_by SET DEFAULT current_user") },
    };
}

// Schema 10: a team library tells its clients when it changed. After each statement that imports, edits or deletes,
// PostgreSQL raises a notification on the channel kChangeChannel (delivered when the transaction commits, once per
// table whatever the rows); a window that LISTENs reads the library again (ResultsLibrary::watchOthersChanges). The
// measurements of an import are announced by its source; their own statements only when measurements are edited or
// deleted, so that an import pays one trigger call per file, not one per row. A SQLite library has nobody to tell.
QList<Step> schemaV10()
{
    QList<Step> steps { { QString(),
        QStringLiteral("CREATE OR REPLACE FUNCTION headroom_library_changed() RETURNS trigger LANGUAGE plpgsql AS"
                       " $body$ BEGIN PERFORM pg_notify('%1', TG_TABLE_NAME); RETURN NULL; END $body$")
            .arg(QLatin1String(kChangeChannel)) } };
    const QList<QPair<const char*, const char*>> watched { { "sources", "INSERT OR UPDATE OR DELETE" },
        { "measurements", "UPDATE OR DELETE" }, { "systems", "INSERT OR UPDATE OR DELETE" },
        { "system_tags", "INSERT OR UPDATE OR DELETE" }, { "workloads", "UPDATE OR DELETE" },
        { "customer_demands", "INSERT OR UPDATE OR DELETE" } };
    for (const auto& [table, events] : watched) {
        steps.append({ QString(),
            QStringLiteral("CREATE TRIGGER headroom_changed AFTER %1 OR TRUNCATE ON %2 FOR EACH STATEMENT"
                           " EXECUTE FUNCTION headroom_library_changed()")
                .arg(QLatin1String(events), QLatin1String(table)) });
    }
    return steps;
}

const QList<QList<Step>>& allSteps()
{
    static const QList<QList<Step>> all { shared(schemaV1()), shared(schemaV2()), shared(schemaV3()),
        shared(schemaV4()), shared(schemaV5()), shared(schemaV6()), shared(schemaV7()), shared(schemaV8()), schemaV9(),
        schemaV10() };
    return all;
}

QStringList statementsFor(const QList<Step>& steps, Engine engine)
{
    QStringList statements;
    for (const Step& step : steps) {
        const QString& statement = engine == Engine::Postgres ? step.postgres : step.sqlite;
        if (!statement.isEmpty()) {
            statements << statement;
        }
    }
    return statements;
}

} // namespace

const QList<QStringList>& migrations()
{
    static const QList<QStringList> all = [] {
        QList<QStringList> lists;
        for (const QList<Step>& steps : allSteps()) {
            lists << statementsFor(steps, Engine::Sqlite);
        }
        return lists;
    }();
    return all;
}

QStringList migration(int version, Engine engine)
{
    return statementsFor(allSteps().at(version - 1), engine);
}

QString postgresTypes(const QString& statement)
{
    static const QList<std::pair<QRegularExpression, QString>> types {
        { QRegularExpression(QStringLiteral("\\bINTEGER PRIMARY KEY\\b")),
            QStringLiteral("BIGINT GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY") },
        { QRegularExpression(QStringLiteral("\\bINTEGER\\b")), QStringLiteral("BIGINT") },
        { QRegularExpression(QStringLiteral("\\bREAL\\b")), QStringLiteral("DOUBLE PRECISION") },
        { QRegularExpression(QStringLiteral("\\bBLOB\\b")), QStringLiteral("BYTEA") },
        { QRegularExpression(QStringLiteral("\\bTEXT\\b")), QStringLiteral("TEXT COLLATE \"C\"") },
    };
    QString result = statement;
    for (const auto& [type, name] : types) {
        result.replace(type, name);
    }
    return result;
}

QStringList teamBootstrap()
{
    return {
        QStringLiteral("CREATE TABLE IF NOT EXISTS headroom_library ("
                       " application TEXT PRIMARY KEY CHECK (application = '%1'),"
                       " schema_version INTEGER NOT NULL CHECK (schema_version >= 0))")
            .arg(QLatin1String(kTeamApplication)),
        QStringLiteral("INSERT INTO headroom_library (application, schema_version) VALUES ('%1', 0)"
                       " ON CONFLICT (application) DO NOTHING")
            .arg(QLatin1String(kTeamApplication)),
    };
}

} // namespace headroom::schema
