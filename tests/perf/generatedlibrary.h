// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Big libraries made fast from one real measurement of Debian's fio: the library holding it is copied and the
// measurement is copied in SQL as the shape (systems × 50 workloads × 10 queue depths), each copy keeping the
// real directions and percentiles (the library of one real measurement: reallibrary.h). The reference for reading their
// rows, the sqlite3 shell, is in sqliteshell.h.

#include <QFile>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QStringList>

namespace headroom::perf {

constexpr int kWorkloads = 50;
constexpr int kQueueDepths = 10;

inline bool fullScale()
{
    return qEnvironmentVariableIntValue("HEADROOM_PERF_FULL") == 1;
}

// Runs `statements` on the library file in one transaction; the first failure is returned.
inline QString runSql(const QString& path, const QStringList& statements, qint64 count)
{
    const QString connection = QStringLiteral("generated-%1").arg(count);
    QString error;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), connection);
        db.setDatabaseName(path);
        if (!db.open()) {
            return db.lastError().text();
        }
        db.transaction();
        for (const QString& statement : statements) {
            QSqlQuery query(db);
            query.prepare(statement);
            if (statement.contains(QLatin1String(":count"))) {
                query.bindValue(QStringLiteral(":count"), count);
            }
            if (!query.exec()) {
                error = statement.left(60) + QStringLiteral(": ") + query.lastError().text();
                break;
            }
        }
        if (error.isEmpty()) {
            db.commit();
        } else {
            db.rollback();
        }
        db.close();
    }
    QSqlDatabase::removeDatabase(connection);
    return error;
}

// The copies of the library's one measurement (id 1) as `count` measurements: count / 500 systems, 50 workloads
// (the real one's parameters at 50 block sizes), queue depths 1 … 512; each copy keeps the real directions and
// percentiles with IOPS scaled by its depth. Then the original goes, so the library holds exactly `count`.
inline QStringList copiesOfTheRealMeasurement()
{
    const QString numbers = QStringLiteral("WITH RECURSIVE n(k) AS (SELECT 0 UNION ALL SELECT k + 1 FROM n"
                                           " WHERE k + 1 < %1) ");
    const QString perDepth = QString::number(kQueueDepths);
    const QString perSystem = QString::number(kWorkloads * kQueueDepths);
    return {
        numbers.arg(QStringLiteral(":count / ") + perSystem)
            + QStringLiteral("INSERT INTO systems(id, name) SELECT 1000 + k, 'system ' || k FROM n"),
        numbers.arg(kWorkloads)
            + QStringLiteral("INSERT INTO workloads(id, name, tool, block_size, read_pct, random_pct, jobs, direct_io,"
                             " run_sec) SELECT 1000 + k, 'workload ' || k, w.tool, w.block_size * (k + 1), w.read_pct,"
                             " w.random_pct, w.jobs, w.direct_io, w.run_sec FROM n, workloads w WHERE w.id = 1"),
        numbers.arg(QStringLiteral(":count"))
            + QStringLiteral("INSERT INTO measurements(id, system_id, workload_id, source_id, iops, bytes_per_sec,"
                             " duration_sec, measured_at, cpu_user_pct, cpu_system_pct, queue_depth)"
                             " SELECT 10 + k, 1000 + k / ")
            + perSystem + QStringLiteral(", 1000 + (k / ") + perDepth + QStringLiteral(") % ")
            + QString::number(kWorkloads) + QStringLiteral(", m.source_id, m.iops * (1 + k % ") + perDepth
            + QStringLiteral("), m.bytes_per_sec * (1 + k % ") + perDepth
            + QStringLiteral("), m.duration_sec, m.measured_at, m.cpu_user_pct, m.cpu_system_pct, 1 << (k % ")
            + perDepth + QStringLiteral(") FROM n, measurements m WHERE m.id = 1"),
        QStringLiteral("INSERT INTO direction_stats SELECT m.id, d.direction, d.iops * m.queue_depth,"
                       " d.bytes_per_sec * m.queue_depth, d.latency_kind, d.percentile_origin, d.lat_min_ns,"
                       " d.lat_mean_ns, d.lat_max_ns, d.lat_stdev_ns, d.histogram, d.percentile_kind"
                       " FROM measurements m, direction_stats d WHERE m.id >= 10 AND d.measurement_id = 1"),
        QStringLiteral("INSERT INTO latency_percentiles SELECT m.id, p.direction, p.percentile, p.latency_ns"
                       " FROM measurements m, latency_percentiles p WHERE m.id >= 10 AND p.measurement_id = 1"),
        QStringLiteral("DELETE FROM latency_percentiles WHERE measurement_id = 1"),
        QStringLiteral("DELETE FROM direction_stats WHERE measurement_id = 1"),
        QStringLiteral("DELETE FROM host_usage WHERE measurement_id = 1"),
        QStringLiteral("DELETE FROM measurements WHERE id = 1"),
    };
}

// A copy at `path` of the library `real` (one real measurement) grown to `count` measurements; the error, or empty.
inline QString generateLibrary(const QString& real, const QString& path, qint64 count)
{
    QFile::remove(path);
    if (!QFile::copy(real, path)) {
        return QStringLiteral("cannot copy %1 to %2").arg(real, path);
    }
    return runSql(path, copiesOfTheRealMeasurement(), count);
}

} // namespace headroom::perf
