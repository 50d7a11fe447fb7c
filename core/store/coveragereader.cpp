// SPDX-License-Identifier: GPL-3.0-or-later
// ResultsLibrary::coverage(): which systems have which workloads, counted in SQL instead of reading measurements; and
// how many measurements there are.
#include "resultslibrary.h"
#include "sqlhelpers.h"

#include <QSqlQuery>

namespace headroom {

Expected<QList<WorkloadCoverage>> ResultsLibrary::coverage() const
{
    // SQL both engines accept (no booleans taken for numbers). Mirrors Measurement::totalIops() (a total, combined or
    // per-direction IOPS) and meanLatencyNs() (a combined, read or write mean). One edge is counted generously: read
    // and write means with neither per-direction IOPS nor a workload read % give no mean latency, yet count here.
    static const QString statement = QStringLiteral(
        "SELECT s.name, w.name, count(*),"
        " sum(CASE WHEN m.iops IS NOT NULL OR d.any_iops = 1 THEN 1 ELSE 0 END),"
        " sum(CASE WHEN (m.iops IS NOT NULL OR d.any_iops = 1) AND d.any_latency = 1 THEN 1 ELSE 0 END)"
        " FROM measurements m JOIN systems s ON s.id = m.system_id JOIN workloads w ON w.id = m.workload_id"
        " LEFT JOIN (SELECT measurement_id, max(CASE WHEN iops IS NOT NULL THEN 1 ELSE 0 END) AS any_iops,"
        "  max(CASE WHEN lat_mean_ns IS NOT NULL THEN 1 ELSE 0 END) AS any_latency FROM direction_stats"
        "  GROUP BY measurement_id) d"
        "  ON d.measurement_id = m.id"
        " GROUP BY s.id, w.id ORDER BY min(m.id)");
    QList<WorkloadCoverage> result;
    QSqlQuery q(m_db);
    q.setForwardOnly(true);
    if (!q.exec(statement)) {
        return sql::queryError(q, QStringLiteral("reading coverage"));
    }
    while (q.next()) {
        result << WorkloadCoverage { q.value(0).toString(), q.value(1).toString(), q.value(2).toInt(),
            q.value(3).toInt(), q.value(4).toInt() };
    }
    return result;
}

Expected<int> ResultsLibrary::measurementCount() const
{
    QSqlQuery q(m_db);
    if (!q.exec(QStringLiteral("SELECT count(*) FROM measurements")) || !q.next()) {
        return sql::queryError(q, QStringLiteral("counting measurements"));
    }
    return q.value(0).toInt();
}

} // namespace headroom
