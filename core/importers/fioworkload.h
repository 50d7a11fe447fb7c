// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "fiorun.h"
#include "model/workload.h"

#include <optional>
#include <vector>

#include <QMap>
#include <QString>
#include <QStringList>

namespace headroom {

// The workload fio ran, read from its options (`job options` over `global options`): bs, rw, rwmixread,
// iodepth, numjobs, rate_iops, direct, size, runtime, ramp_time; ioengine goes into the note.
struct FioWorkload {
    Workload workload; // queue depth left empty when it is the load setting, so a QD sweep is one curve
    std::optional<double> loadSetting; // iodepth, or rate_iops when fio ran rate-limited
    std::optional<int> queueDepth; // the iodepth the job ran with (fio's default 1 when its options omit it)
    QString note; // "ioengine=libaio, iodepth=32"
};

// `where` names the entry in warnings ("fio.json: $.jobs[0]"). Pure function.
FioWorkload fioWorkloadFromOptions(const QMap<QString, QString>& options, const QString& where, QStringList& warnings);

// The workload of entries whose file lists no options (fio 2.0/2.1): nothing is assumed. The block size is
// io_bytes ÷ total_ios of the directions that did I/O (unknown when they differ or total_ios is missing), the read %
// comes from which directions did I/O (by I/O count when both did); random %, queue depth and jobs stay unknown.
// The workload is named after the job as well, so different jobs never share a curve. `note` says what was derived.
FioWorkload fioWorkloadFromData(const std::vector<const FioJobEntry*>& entries);

// fio durations: a number with an optional unit (us, ms, s, m, h, d); a bare number is seconds.
std::optional<double> parseFioSeconds(const QString& text);

} // namespace headroom
