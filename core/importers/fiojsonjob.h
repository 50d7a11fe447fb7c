// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// One job entry of fio JSON (an element of `jobs` or `client_stats`) read with simdjson's On Demand API (internal to
// headroom_importers). The job is kept in the file's units, with its slat/clat/lat objects under both fio 2.x (µs)
// and fio 3.x (ns) keys, until the document's unit is known (the first job that has latency keys decides, as fio
// writes one kind per file); toEntry() then gives the FioJobEntry in Headroom units.

#include "fiojsonvalues.h"
#include "fiorun.h"

#include <array>

#include <QMap>

namespace headroom::fiojson {

enum class LatencyField { Min, Max, Mean, Stddev, Samples, Percentile, Bins };

// One slat/clat/lat object, its figures in the file's unit (µs for fio 2.x).
struct RawLatency {
    FioLatency latency;
    Problems<LatencyField> problems;
};

// slat/clat/lat under fio ≥ 3.0's keys (ns) and fio 2.x's (µs).
enum LatencyKey { SlatNs, ClatNs, LatNs, SlatUs, ClatUs, LatUs, LatencyKeyCount };

struct RawDirection {
    std::optional<double> ioBytes; // KiB for fio 2.x
    std::optional<double> iops;
    std::optional<double> runtimeMs;
    std::optional<std::uint64_t> totalIos;
    std::optional<double> bwBytes;
    std::optional<double> bwKiB;
    std::array<std::optional<RawLatency>, LatencyKeyCount> latencies;
    bool nsKeys = false; // has lat_ns or clat_ns
    bool usKeys = false; // has lat or clat
    Problems<int> problems; // DirectionField, then kLatencyProblem + LatencyKey
};

enum class JobField { JobName, GroupId, Host, Port, UsrCpu, SysCpu, Eta, Elapsed, Error, Options, Read, Write, Mixed };

struct RawJob {
    QString path; // "$.jobs[3]"
    std::optional<QString> jobName;
    std::optional<QString> host;
    std::optional<double> groupId;
    std::optional<double> port;
    std::optional<double> usrCpu;
    std::optional<double> sysCpu;
    std::optional<double> eta;
    std::optional<double> elapsed;
    std::optional<double> error;
    std::optional<QMap<QString, QString>> options;
    std::array<std::optional<RawDirection>, 3> directions; // read, write, mixed
    bool hasMixed = false; // a "mixed" member of any type (unified_rw_reporting)
    Problems<JobField> problems;

    // true: ns keys (fio ≥ 3.0), false: µs keys, nullopt: no latency keys to tell.
    std::optional<bool> nanosecondKeys() const;
};

// The members of an options object ("job options", "global options"): strings, and numbers as their text;
// "hostname" and "port" (a client's, in client mode) are not options: `hostname`, when given, receives the host.
// `problem`: the first member of another type.
error_code readOptions(od::object& object, const JsonStep& at, QMap<QString, QString>& options, QString& problem,
    Read<QString>* hostname = nullptr);

error_code readJob(od::object& object, const JsonStep& at, RawJob& out);

// The entry in Headroom units, for a document whose latency keys are in ns (`nsKeys`) or in µs; `problem`: the first
// member of the wrong type, in the order fio's figures have always been read (then the entry is not complete).
FioJobEntry toEntry(RawJob&& job, bool nsKeys, QString& problem);

} // namespace headroom::fiojson
