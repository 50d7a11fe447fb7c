#pragma once

#include "model/workload.h"

#include <optional>

#include <QMap>
#include <QString>
#include <QStringList>

namespace headroom {

// The workload fio ran, read from its options (`job options` over `global options`): bs, rw, rwmixread,
// iodepth, numjobs, rate_iops, direct, size, runtime, ramp_time; ioengine goes into the note.
struct FioWorkload {
    Workload workload; // queue depth left empty when it is the load setting, so a QD sweep is one curve
    std::optional<double> loadSetting; // iodepth, or rate_iops when fio ran rate-limited
    QString note; // "ioengine=libaio, iodepth=32"
};

// `where` names the entry in warnings ("fio.json: $.jobs[0]"). Pure function.
FioWorkload fioWorkloadFromOptions(const QMap<QString, QString>& options, const QString& where, QStringList& warnings);

// fio durations: a number with an optional unit (us, ms, s, m, h, d); a bare number is seconds.
std::optional<double> parseFioSeconds(const QString& text);

} // namespace headroom
