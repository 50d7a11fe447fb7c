// SPDX-License-Identifier: GPL-3.0-or-later
#include "fiorunidentity.h"

#include "model/curve.h"

#include <QCryptographicHash>
#include <QStringList>

namespace headroom {

QString fioRunIdentity(const FioRun& run, const FioJobEntry& job, const Measurement& m)
{
    if (!run.timestampMs && !run.timestampSec) {
        return {};
    }
    const QString started = run.timestampMs ? QString::number(*run.timestampMs) + QStringLiteral(" ms")
                                            : QString::number(*run.timestampSec) + QStringLiteral(" s");
    const QStringList parts { job.allClients ? QStringLiteral("all clients")
                                             : job.host + QLatin1Char(':') + QString::number(job.port),
        job.jobName, QString::number(job.groupId), workloadTestKey(m.workload), m.workload.name,
        QString::number(loadOf(m).value_or(-1), 'g', 12), QString::number(m.workload.queueDepth.value_or(0)),
        QString::number(m.workload.jobs.value_or(0)) };
    const QByteArray digest
        = QCryptographicHash::hash(parts.join(QLatin1Char('\x1f')).toUtf8(), QCryptographicHash::Sha256).toHex();
    return QStringLiteral("fio %1 %2").arg(started, QString::fromLatin1(digest.left(32)));
}

} // namespace headroom
