// SPDX-License-Identifier: GPL-3.0-or-later
// ResultsLibrary: reading customer demands back, each with its cluster (hosts, NICs, disks, VMs) or typed figures.
#include "customerrows.h"
#include "resultslibrary.h"
#include "sourcerows.h"
#include "sqlhelpers.h"

#include <QHash>
#include <QSqlQuery>

namespace headroom {

namespace {

const QString kSelectDemands = QStringLiteral(
    "SELECT d.id, d.name, d.source_id, d.cluster_name, d.project_date, d.collector_version, sys.name,"
    " d.growth_per_year, d.chosen_peak_iops, d.typed_peak_iops, d.typed_average_iops, d.typed_peak_bytes_per_sec,"
    " d.typed_average_bytes_per_sec, d.typed_read_pct, d.typed_io_size_bytes, d.typed_nodes, d.typed_ports_per_node,"
    " d.typed_link_gbps, src.kind, src.file, src.sha256, src.importer, src.imported_at, src.reference, d.system_id"
    " FROM customer_demands d LEFT JOIN systems sys ON sys.id = d.system_id"
    " LEFT JOIN sources src ON src.id = d.source_id");

TypedDemand typedFromRow(const QSqlQuery& q, int first)
{
    TypedDemand typed;
    typed.peakIops = sql::optional<double>(q.value(first));
    typed.averageIops = sql::optional<double>(q.value(first + 1));
    typed.peakBytesPerSec = sql::optional<double>(q.value(first + 2));
    typed.averageBytesPerSec = sql::optional<double>(q.value(first + 3));
    typed.readPct = sql::optional<double>(q.value(first + 4));
    typed.ioSizeBytes = sql::optional<double>(q.value(first + 5));
    typed.nodes = sql::optional<int>(q.value(first + 6));
    typed.portsPerNode = sql::optional<int>(q.value(first + 7));
    typed.linkGbps = sql::optional<double>(q.value(first + 8));
    return typed;
}

CustomerDemand demandFromRow(const QSqlQuery& q)
{
    CustomerDemand demand;
    demand.id = q.value(0).toLongLong();
    demand.name = q.value(1).toString();
    demand.projectDate = q.value(4).toString();
    demand.collectorVersion = q.value(5).toString();
    demand.linkedSystem = q.value(6).toString();
    demand.growthPerYear = q.value(7).toDouble();
    demand.chosenPeakIops = sql::optional<double>(q.value(8));
    demand.typed = typedFromRow(q, 9);
    if (q.value(2).isNull()) {
        demand.source.kind = SourceKind::Published;
        demand.source.file = QStringLiteral("typed");
    } else {
        demand.source = sourceFromRow(q, 18);
        demand.cluster = CustomerCluster { q.value(3).toString(), {}, {} };
    }
    return demand;
}

CustomerHost hostFromRow(const QSqlQuery& q)
{
    CustomerHost host;
    host.name = q.value(1).toString();
    host.manufacturer = q.value(2).toString();
    host.model = q.value(3).toString();
    host.cpuSockets = sql::optional<int>(q.value(4));
    host.cpuCores = sql::optional<int>(q.value(5));
    host.cpuGhz = sql::optional<double>(q.value(6));
    host.memoryKib = sql::optional<double>(q.value(7));
    host.peakCpuPct = sql::optional<double>(q.value(8));
    host.averageCpuPct = sql::optional<double>(q.value(9));
    host.peakIops = sql::optional<double>(q.value(10));
    host.averageIops = sql::optional<double>(q.value(11));
    host.readWriteRatio = q.value(12).toString();
    host.readPct = sql::optional<double>(q.value(13));
    host.peakBytesPerSec = sql::optional<double>(q.value(14));
    host.averageBytesPerSec = sql::optional<double>(q.value(15));
    host.peakReadLatencyNs = sql::optional<double>(q.value(16));
    host.peakWriteLatencyNs = sql::optional<double>(q.value(17));
    host.averageReadLatencyNs = sql::optional<double>(q.value(18));
    host.averageWriteLatencyNs = sql::optional<double>(q.value(19));
    return host;
}

CustomerVm vmFromRow(const QSqlQuery& q)
{
    CustomerVm vm;
    vm.name = q.value(0).toString();
    vm.host = q.value(1).toString();
    vm.peakIops = sql::optional<double>(q.value(2));
    vm.averageIops = sql::optional<double>(q.value(3));
    vm.peakBytesPerSec = sql::optional<double>(q.value(4));
    vm.averageBytesPerSec = sql::optional<double>(q.value(5));
    vm.peakReadIops = sql::optional<double>(q.value(6));
    vm.peakWriteIops = sql::optional<double>(q.value(7));
    vm.averageReadIops = sql::optional<double>(q.value(8));
    vm.averageWriteIops = sql::optional<double>(q.value(9));
    return vm;
}

Expected<QSqlQuery> select(QSqlDatabase& db, const QString& statement, qint64 id, const QString& what)
{
    QSqlQuery q(db);
    q.setForwardOnly(true);
    q.prepare(statement);
    q.addBindValue(id);
    if (!q.exec()) {
        return sql::queryError(q, what);
    }
    return q;
}

// The NICs and disks of a demand's hosts, by host id, in the order stored.
Status readNicsAndDisks(QSqlDatabase& db, qint64 demandId, const QHash<qint64, CustomerHost*>& hosts)
{
    auto nics = select(db,
        QStringLiteral("SELECT n.host_id, n.name, n.speed_mbps, n.vendor, n.device FROM customer_nics n"
                       " JOIN customer_hosts h ON h.id = n.host_id WHERE h.demand_id = ? ORDER BY n.id"),
        demandId, QStringLiteral("reading customer NICs"));
    if (!nics) {
        return fail(nics.error());
    }
    while (nics->next()) {
        if (CustomerHost* host = hosts.value(nics->value(0).toLongLong())) {
            host->nics << CustomerNic { nics->value(1).toString(), sql::optional<double>(nics->value(2)),
                nics->value(3).toString(), nics->value(4).toString() };
        }
    }
    auto disks = select(db,
        QStringLiteral("SELECT k.host_id, k.name, k.capacity_mb, k.model, k.vendor, k.ssd FROM customer_disks k"
                       " JOIN customer_hosts h ON h.id = k.host_id WHERE h.demand_id = ? ORDER BY k.id"),
        demandId, QStringLiteral("reading customer disks"));
    if (!disks) {
        return fail(disks.error());
    }
    while (disks->next()) {
        if (CustomerHost* host = hosts.value(disks->value(0).toLongLong())) {
            host->disks << CustomerDisk { disks->value(1).toString(), sql::optional<double>(disks->value(2)),
                disks->value(3).toString(), disks->value(4).toString(), sql::optionalBool(disks->value(5)) };
        }
    }
    return success();
}

Status readCluster(QSqlDatabase& db, CustomerDemand& demand)
{
    CustomerCluster& cluster = *demand.cluster;
    auto hosts = select(db,
        QStringLiteral("SELECT id, name, manufacturer, model, cpu_sockets, cpu_cores, cpu_ghz, memory_kib,"
                       " peak_cpu_pct, average_cpu_pct, peak_iops, average_iops, read_write_ratio, read_pct,"
                       " peak_bytes_per_sec, average_bytes_per_sec, peak_read_latency_ns, peak_write_latency_ns,"
                       " average_read_latency_ns, average_write_latency_ns FROM customer_hosts WHERE demand_id = ?"
                       " ORDER BY id"),
        demand.id, QStringLiteral("reading the hosts of '%1'").arg(demand.name));
    if (!hosts) {
        return fail(hosts.error());
    }
    QList<qint64> hostIds;
    while (hosts->next()) {
        hostIds << hosts->value(0).toLongLong();
        cluster.hosts << hostFromRow(*hosts);
    }
    QHash<qint64, CustomerHost*> byId;
    for (qsizetype i = 0; i < hostIds.size(); ++i) {
        byId.insert(hostIds[i], &cluster.hosts[i]);
    }
    if (auto done = readNicsAndDisks(db, demand.id, byId); !done) {
        return done;
    }
    auto vms = select(db,
        QStringLiteral("SELECT name, host, peak_iops, average_iops, peak_bytes_per_sec, average_bytes_per_sec,"
                       " peak_read_iops, peak_write_iops, average_read_iops, average_write_iops FROM customer_vms"
                       " WHERE demand_id = ? ORDER BY id"),
        demand.id, QStringLiteral("reading the VMs of '%1'").arg(demand.name));
    if (!vms) {
        return fail(vms.error());
    }
    while (vms->next()) {
        cluster.vms << vmFromRow(*vms);
    }
    return success();
}

Expected<QList<CustomerDemand>> readDemands(QSqlDatabase& db, const QString& where, const QVariantList& values)
{
    QSqlQuery q(db);
    q.prepare(kSelectDemands + where + QStringLiteral(" ORDER BY d.id"));
    for (const QVariant& value : values) {
        q.addBindValue(value);
    }
    if (!q.exec()) {
        return sql::queryError(q, QStringLiteral("reading customer demands"));
    }
    QList<CustomerDemand> demands;
    while (q.next()) {
        demands << demandFromRow(q);
    }
    for (CustomerDemand& demand : demands) {
        if (demand.cluster) {
            if (auto done = readCluster(db, demand); !done) {
                return fail(done.error());
            }
        }
    }
    return demands;
}

} // namespace

namespace customer {

Expected<std::optional<DemandRow>> demandRow(QSqlDatabase& db, const QString& name)
{
    QSqlQuery q(db);
    q.prepare(kSelectDemands + QStringLiteral(" WHERE d.name = ?"));
    q.addBindValue(name);
    if (!q.exec()) {
        return sql::queryError(q, QStringLiteral("reading demand '%1'").arg(name));
    }
    if (!q.next()) {
        return std::optional<DemandRow>();
    }
    DemandRow row;
    row.id = q.value(0).toLongLong();
    row.sourceId = sql::optional<qint64>(q.value(2));
    row.systemId = sql::optional<qint64>(q.value(24));
    row.growthPerYear = q.value(7).toDouble();
    row.chosenPeakIops = sql::optional<double>(q.value(8));
    row.typed = typedFromRow(q, 9);
    return std::optional(row);
}

} // namespace customer

Expected<QList<CustomerDemand>> ResultsLibrary::customerDemands() const
{
    return readDemands(m_db, {}, {});
}

ExpectedRow<CustomerDemand> ResultsLibrary::customerDemand(const QString& name) const
{
    auto found = readDemands(m_db, QStringLiteral(" WHERE d.name = ?"), { name });
    if (!found) {
        return fail(found.error());
    }
    if (found->isEmpty()) {
        return std::optional<CustomerDemand>();
    }
    return found->first();
}

} // namespace headroom
