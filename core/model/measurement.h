// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "latencystats.h"
#include "workload.h"

#include <optional>

#include <QDateTime>
#include <QList>
#include <QString>

namespace headroom {

enum class SourceKind { Engine, Fio, HciBench, Vdbench, Csv, Published, LiveOptics, DiskSpd, CrystalDiskMark };
QString toString(SourceKind kind);
std::optional<SourceKind> sourceKindFromString(const QString& text);

// Where a measurement came from: a file (with its content hash) or a published report.
struct SourceRef {
    SourceKind kind = SourceKind::Published;
    QString file; // file name or report title
    QString sha256; // hex digest of the file's bytes; empty for the engine
    QString importer; // "fio-json 3.x", "hcibench-res", …
    QDateTime importedAt;
    QString reference; // report title, URL or page, for traceability
    // Who imported it, as the library recorded it (a team member's login; the OS user for a file); empty when not read
    // or not known. The library's record of the act, not part of where the figures come from: equality ignores it.
    QString importedBy;
    bool operator==(const SourceRef& other) const
    {
        return kind == other.kind && file == other.file && sha256 == other.sha256 && importer == other.importer
            && importedAt == other.importedAt && reference == other.reference;
    }
};

struct DirectionStats {
    std::optional<double> iops;
    std::optional<double> bytesPerSec;
    LatencyStats latency;
    bool isEmpty() const { return !iops && !bytesPerSec && latency.isEmpty(); }
    bool operator==(const DirectionStats&) const = default;
};

// A host's resource use during the measurement (HCIBench's resource table), percents.
struct HostUsage {
    QString host;
    std::optional<double> cpuUsagePct;
    std::optional<double> cpuUtilizationPct;
    std::optional<double> memUsagePct;
    bool operator==(const HostUsage&) const = default;
};

struct CpuUsage {
    std::optional<double> userPct; // of the benchmarking process
    std::optional<double> systemPct;
    std::optional<double> hostPct; // average host CPU of the system under test
    QList<HostUsage> perHost;
    bool operator==(const CpuUsage&) const = default;
};

// One point: a workload run on a system at one load setting. Rates per second, latencies in ns.
// Totals are kept separately from directions because many sources (HCIBench) give only totals.
// Which of a run's interval snapshots a measurement is: the index-th of count, 1-based.
struct IntervalPosition {
    int index = 0;
    int count = 0;
    bool operator==(const IntervalPosition&) const = default;
};

struct Measurement {
    qint64 id = 0; // 0 until stored
    QString systemName;
    Workload workload;
    QString host; // the host it ran on, where the source names one (fio client/server, the local engine)
    // One host's share of a multi-host run (a fio client/server client, a vdbench per-host report): the system's
    // figure is the aggregate measurement beside it, so this is never a point of the system's curve.
    bool perHost = false;
    std::optional<double> loadSetting; // queue depth or target rate that produced this point
    std::optional<int> queueDepth; // outstanding I/Os per job at this point, when the source states it
    std::optional<double> iops;
    std::optional<double> bytesPerSec;
    DirectionStats read;
    DirectionStats write;
    // Both directions together, when the source gives only that (a published "350K IOPS at 0.73 ms",
    // fio's unified_rw_reporting "mixed").
    DirectionStats combined;
    CpuUsage cpu;
    std::optional<double> durationSec;
    QDateTime measuredAt;
    SourceRef source;
    bool modeled = false; // derived, not measured: always shown as modeled
    // The tool reported an error for this run (fio "error" != 0): kept only on request, never a curve point.
    bool failed = false;
    // Shown wherever the point is shown: the run was interrupted (signal) or ran far shorter than configured.
    QString warning;
    QString note; // how a modeled point was derived, caveats of the source
    // Which run of a repeated point this is (`bench --repeat N`: 1 … N, in the order they ran); empty for a run
    // that was not repeated in one go (imports: repeats of one point are recognised by sameRepeatPoint).
    std::optional<int> runNumber;
    // One snapshot of a run's time series (fio's --status-interval documents kept with `import --intervals`: each
    // holds fio's totals since the start). Only the last is the run; the earlier ones are never points, runs of a
    // point or error bars.
    std::optional<IntervalPosition> interval;
    // The tool's own identity of this run, where the source gives one (fio: its timestamp, host, job and the job's
    // place in the output): the same run saved again (one more space, another output format) is the same run, not a
    // repeat. Unique in a library; empty when the source has none (a published figure, a CSV row, the engine).
    QString runIdentity;

    // Total IOPS, or the sum of the directions when the source gave no total.
    std::optional<double> totalIops() const;
    std::optional<double> totalBytesPerSec() const;
    // The combined mean when the source gave one, else the IOPS-weighted mean of the directions' means.
    std::optional<double> meanLatencyNs() const;
    // A point of its system's curve: not a per-host figure (fio client/server, hosts are not load points), not a
    // failed run and not an earlier snapshot of a run's time series.
    bool isCurvePoint() const { return !perHost && !failed && !isEarlierInterval(); }
    bool isEarlierInterval() const { return interval && interval->index < interval->count; }
    bool operator==(const Measurement&) const = default;
};

} // namespace headroom
