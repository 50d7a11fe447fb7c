// SPDX-License-Identifier: GPL-3.0-or-later
// ResultsLibrary: storing customer demands, an export's clusters (with their hosts, NICs, disks and VMs) or a typed
// demand, each call one transaction nested in the caller's.
#include "customerrows.h"
#include "resultslibrary.h"
#include "sourcerows.h"
#include "sqlhelpers.h"

#include <cmath>
#include <initializer_list>

#include <QSqlQuery>

namespace headroom {

namespace {

Expected<qint64> insertRow(
    QSqlDatabase& db, const QString& statement, std::initializer_list<QVariant> values, const QString& what)
{
    QSqlQuery insert(db);
    insert.prepare(statement + QStringLiteral(" RETURNING id"));
    for (const QVariant& value : values) {
        insert.addBindValue(value);
    }
    if (!insert.exec()) {
        return sql::queryError(insert, what);
    }
    return sql::insertedId(insert);
}

QVariant nullableBool(const std::optional<bool>& value)
{
    return value ? QVariant(*value ? 1 : 0) : QVariant();
}

// The name a cluster is stored under: its own, or "NAME (project date)" when a demand has it already (and a number
// after that when that is taken too).
Expected<QString> freeDemandName(QSqlDatabase& db, const QString& cluster, const QString& projectDate)
{
    QStringList candidates { cluster };
    const QString dated = projectDate.isEmpty() ? cluster : QStringLiteral("%1 (%2)").arg(cluster, projectDate);
    candidates << dated;
    for (int n = 2; n < 100; ++n) {
        candidates << QStringLiteral("%1 %2").arg(dated).arg(n);
    }
    for (const QString& candidate : std::as_const(candidates)) {
        auto row = customer::demandRow(db, candidate);
        if (!row) {
            return fail(row.error());
        }
        if (!*row) {
            return candidate;
        }
    }
    return fail(QStringLiteral("cluster '%1': every name tried is taken by a demand; rename one").arg(cluster));
}

Status insertNicsAndDisks(QSqlDatabase& db, qint64 hostId, const CustomerHost& host)
{
    for (const CustomerNic& nic : host.nics) {
        if (auto done = insertRow(db,
                QStringLiteral("INSERT INTO customer_nics (host_id, name, speed_mbps, vendor, device)"
                               " VALUES (?, ?, ?, ?, ?)"),
                { hostId, sql::text(nic.name), sql::nullable(nic.speedMbps), sql::text(nic.vendor),
                    sql::text(nic.device) },
                QStringLiteral("NIC '%1'").arg(nic.name));
            !done) {
            return fail(done.error());
        }
    }
    for (const CustomerDisk& disk : host.disks) {
        if (auto done = insertRow(db,
                QStringLiteral("INSERT INTO customer_disks (host_id, name, capacity_mb, model, vendor, ssd)"
                               " VALUES (?, ?, ?, ?, ?, ?)"),
                { hostId, sql::text(disk.name), sql::nullable(disk.capacityMb), sql::text(disk.model),
                    sql::text(disk.vendor), nullableBool(disk.ssd) },
                QStringLiteral("disk '%1'").arg(disk.name));
            !done) {
            return fail(done.error());
        }
    }
    return success();
}

Status insertHost(QSqlDatabase& db, qint64 demandId, const CustomerHost& host)
{
    const auto hostId = insertRow(db,
        QStringLiteral("INSERT INTO customer_hosts (demand_id, name, manufacturer, model, cpu_sockets, cpu_cores,"
                       " cpu_ghz, memory_kib, peak_cpu_pct, average_cpu_pct, peak_iops, average_iops, read_write_ratio,"
                       " read_pct, peak_bytes_per_sec, average_bytes_per_sec, peak_read_latency_ns,"
                       " peak_write_latency_ns, average_read_latency_ns, average_write_latency_ns)"
                       " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"),
        { demandId, sql::text(host.name), sql::text(host.manufacturer), sql::text(host.model),
            sql::nullable(host.cpuSockets), sql::nullable(host.cpuCores), sql::nullable(host.cpuGhz),
            sql::nullable(host.memoryKib), sql::nullable(host.peakCpuPct), sql::nullable(host.averageCpuPct),
            sql::nullable(host.peakIops), sql::nullable(host.averageIops), sql::text(host.readWriteRatio),
            sql::nullable(host.readPct), sql::nullable(host.peakBytesPerSec), sql::nullable(host.averageBytesPerSec),
            sql::nullable(host.peakReadLatencyNs), sql::nullable(host.peakWriteLatencyNs),
            sql::nullable(host.averageReadLatencyNs), sql::nullable(host.averageWriteLatencyNs) },
        QStringLiteral("host '%1'").arg(host.name));
    if (!hostId) {
        return fail(hostId.error());
    }
    return insertNicsAndDisks(db, *hostId, host);
}

Status insertVm(QSqlDatabase& db, qint64 demandId, const CustomerVm& vm)
{
    const auto done = insertRow(db,
        QStringLiteral("INSERT INTO customer_vms (demand_id, name, host, peak_iops, average_iops, peak_bytes_per_sec,"
                       " average_bytes_per_sec, peak_read_iops, peak_write_iops, average_read_iops,"
                       " average_write_iops) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"),
        { demandId, sql::text(vm.name), sql::text(vm.host), sql::nullable(vm.peakIops), sql::nullable(vm.averageIops),
            sql::nullable(vm.peakBytesPerSec), sql::nullable(vm.averageBytesPerSec), sql::nullable(vm.peakReadIops),
            sql::nullable(vm.peakWriteIops), sql::nullable(vm.averageReadIops), sql::nullable(vm.averageWriteIops) },
        QStringLiteral("VM '%1'").arg(vm.name));
    return done ? success() : fail(done.error());
}

Status insertCluster(QSqlDatabase& db, qint64 sourceId, const CustomerExport& customer, const CustomerCluster& cluster)
{
    if (cluster.name.trimmed().isEmpty()) {
        return fail(QStringLiteral("a cluster has no name"));
    }
    const auto name = freeDemandName(db, cluster.name, customer.projectDate);
    if (!name) {
        return fail(name.error());
    }
    const auto demandId = insertRow(db,
        QStringLiteral("INSERT INTO customer_demands (name, source_id, cluster_name, project_date, collector_version)"
                       " VALUES (?, ?, ?, ?, ?)"),
        { *name, sourceId, cluster.name, sql::text(customer.projectDate), sql::text(customer.collectorVersion) },
        QStringLiteral("cluster '%1'").arg(cluster.name));
    if (!demandId) {
        return fail(demandId.error());
    }
    for (const CustomerHost& host : cluster.hosts) {
        if (auto done = insertHost(db, *demandId, host); !done) {
            return fail(QStringLiteral("cluster '%1': %2").arg(cluster.name, done.error()));
        }
    }
    for (const CustomerVm& vm : cluster.vms) {
        if (auto done = insertVm(db, *demandId, vm); !done) {
            return fail(QStringLiteral("cluster '%1': %2").arg(cluster.name, done.error()));
        }
    }
    return success();
}

// Figures the schema would refuse, said in the user's terms before SQLite says it in its own.
Status checkTyped(const QString& name, const TypedDemand& typed)
{
    const auto negative = [](const std::optional<double>& value) { return value && !(*value >= 0); };
    if (!typed.peakIops || !(*typed.peakIops > 0) || !std::isfinite(*typed.peakIops)) {
        return fail(QStringLiteral("demand '%1': a typed demand needs a peak IOPS above 0").arg(name));
    }
    if (negative(typed.averageIops) || negative(typed.peakBytesPerSec) || negative(typed.averageBytesPerSec)) {
        return fail(QStringLiteral("demand '%1': IOPS and throughput cannot be negative").arg(name));
    }
    if (typed.readPct && !(*typed.readPct >= 0 && *typed.readPct <= 100)) {
        return fail(QStringLiteral("demand '%1': the read share must be between 0 and 100 %").arg(name));
    }
    if ((typed.ioSizeBytes && !(*typed.ioSizeBytes > 0)) || (typed.linkGbps && !(*typed.linkGbps > 0))
        || (typed.nodes && *typed.nodes <= 0) || (typed.portsPerNode && *typed.portsPerNode <= 0)) {
        return fail(QStringLiteral("demand '%1': I/O size, nodes, ports and link speed must be above 0").arg(name));
    }
    return success();
}

QVariantList typedValues(const TypedDemand& typed)
{
    return { sql::nullable(typed.peakIops), sql::nullable(typed.averageIops), sql::nullable(typed.peakBytesPerSec),
        sql::nullable(typed.averageBytesPerSec), sql::nullable(typed.readPct), sql::nullable(typed.ioSizeBytes),
        sql::nullable(typed.nodes), sql::nullable(typed.portsPerNode), sql::nullable(typed.linkGbps) };
}

const QString kUpdateTyped = QStringLiteral(
    "UPDATE customer_demands SET typed_peak_iops = ?, typed_average_iops = ?, typed_peak_bytes_per_sec = ?,"
    " typed_average_bytes_per_sec = ?, typed_read_pct = ?, typed_io_size_bytes = ?, typed_nodes = ?,"
    " typed_ports_per_node = ?, typed_link_gbps = ? WHERE id = ?");

} // namespace

Expected<ImportSummary> ResultsLibrary::addCustomerExport(const SourceRef& source, const CustomerExport& customer)
{
    if (auto allowed = writable(); !allowed) {
        return fail(allowed.error());
    }
    if (customer.clusters.isEmpty()) {
        return fail(QStringLiteral("%1: the export has no cluster; nothing was added").arg(source.file));
    }
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
    for (const CustomerCluster& cluster : customer.clusters) {
        if (auto stored = insertCluster(m_db, *sourceId, customer, cluster); !stored) {
            return fail(QStringLiteral("%1: %2; nothing was added").arg(source.file, stored.error()));
        }
    }
    if (auto committed = transaction.commit(); !committed) {
        return fail(committed.error());
    }
    ImportSummary summary;
    summary.sourceId = *sourceId;
    summary.demandsAdded = static_cast<int>(customer.clusters.size());
    return summary;
}

Expected<qint64> ResultsLibrary::saveTypedDemand(const QString& name, const TypedDemand& typed, LibraryUndo* undo)
{
    if (auto allowed = writable(); !allowed) {
        return fail(allowed.error());
    }
    const QString trimmed = name.trimmed();
    if (trimmed.isEmpty()) {
        return fail(QStringLiteral("demand: the name is empty"));
    }
    if (auto valid = checkTyped(trimmed, typed); !valid) {
        return fail(valid.error());
    }
    const auto existing = customer::demandRow(m_db, trimmed);
    if (!existing) {
        return fail(existing.error());
    }
    if (*existing && (*existing)->sourceId) {
        return fail(QStringLiteral("'%1' is a cluster of an imported export: choose another name for a typed demand")
                        .arg(trimmed));
    }
    sql::Transaction transaction(m_db);
    if (!transaction.isOpen()) {
        return fail(QStringLiteral("cannot start a transaction: %1").arg(transaction.error()));
    }
    qint64 id = 0;
    if (*existing) {
        id = (*existing)->id;
        if (auto done = customer::run(m_db, kUpdateTyped, typedValues(typed) + QVariantList { id },
                QStringLiteral("demand '%1'").arg(trimmed));
            !done) {
            return fail(done.error());
        }
        if (undo) {
            undo->description = QStringLiteral("set demand '%1'").arg(trimmed);
            undo->reverse << LibraryUndo::Statement { kUpdateTyped,
                typedValues((*existing)->typed) + QVariantList { id } };
        }
    } else {
        const auto inserted = insertRow(m_db, QStringLiteral("INSERT INTO customer_demands (name) VALUES (?)"),
            { trimmed }, QStringLiteral("demand '%1'").arg(trimmed));
        if (!inserted) {
            return fail(inserted.error());
        }
        id = *inserted;
        if (auto done = customer::run(m_db, kUpdateTyped, typedValues(typed) + QVariantList { id },
                QStringLiteral("demand '%1'").arg(trimmed));
            !done) {
            return fail(done.error());
        }
        if (undo) {
            undo->description = QStringLiteral("add demand '%1'").arg(trimmed);
            undo->reverse << LibraryUndo::Statement { QStringLiteral("DELETE FROM customer_demands WHERE id = ?"),
                { id } };
        }
    }
    if (auto committed = transaction.commit(); !committed) {
        return fail(committed.error());
    }
    return id;
}

} // namespace headroom
