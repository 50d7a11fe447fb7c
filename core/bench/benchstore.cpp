// SPDX-License-Identifier: GPL-3.0-or-later
#include "benchstore.h"

#include <QDateTime>

namespace headroom::bench {

Expected<SweepMeasurements> sweepMeasurements(
    const QString& systemName, const SweepResult& result, const QString& target)
{
    if (result.points.isEmpty()) {
        return fail(QStringLiteral("no completed point to store"));
    }
    const QDateTime now = QDateTime::currentDateTimeUtc();
    SourceRef source;
    source.kind = SourceKind::Engine;
    source.file = QStringLiteral("headroom bench %1 %2")
                      .arg(result.points.first().measurement.workload.name, now.toString(Qt::ISODate));
    source.importer = QStringLiteral("headroom-engine " HEADROOM_VERSION);
    source.importedAt = now;
    source.reference = target;
    QList<Measurement> measurements;
    for (const PointResult& point : result.points) {
        Measurement m = point.measurement;
        m.systemName = systemName;
        m.source = source;
        if (result.cancelled) {
            m.note += QStringLiteral("; run cancelled after this point");
        }
        measurements.append(m);
    }
    return SweepMeasurements { source, measurements };
}

} // namespace headroom::bench
