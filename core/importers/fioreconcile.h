// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "fioworkload.h"

#include <vector>

#include <QMap>
#include <QString>
#include <QStringList>

namespace headroom {

// Job options that disagree with what fio measured are not refused, and not believed: the workload keeps the
// measurement and `warnings` names each option that disagrees (`where` names the entry). Pure function.
// - bs: the transfer per I/O (io_bytes ÷ total_ios) when every I/O had one size; unknown when the I/Os averaged
//   another size than the options say (a bssplit, or options that are not the job's);
// - rw, rwmixread: the share of read I/Os when it is more than 5 points from what the options say;
// - rate_iops: a job that did more I/Os per second than its rate allows did not run rate-limited, so its load is
//   its iodepth and nothing says "target".
void reconcileWithMeasurement(FioWorkload& fromOptions, const std::vector<const FioJobEntry*>& entries,
    const QMap<QString, QString>& options, const QString& where, QStringList& warnings);

} // namespace headroom
