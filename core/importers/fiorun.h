// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <utility>
#include <vector>

#include <QMap>
#include <QString>

namespace headroom {

// fio's figures as the file holds them, already in Headroom units (ns, bytes, bytes/s), before grouping.

// One of fio's slat / clat / lat objects.
struct FioLatency {
    bool present = false;
    double minNs = 0;
    double maxNs = 0;
    double meanNs = 0;
    double stdevNs = 0;
    std::optional<std::uint64_t> samples; // N (fio ≥ 3.18), else total_ios
    std::map<double, double> percentilesNs; // percent → ns; fio's "0.00" padding dropped
    std::vector<std::pair<std::int64_t, std::uint64_t>> bins; // json+: bucket latency in ns → count, by latency
};

// One direction of one job entry (read, write, trim or unified "mixed").
struct FioDirection {
    double ioBytes = 0;
    double bytesPerSec = 0;
    bool bwBytesWritten = false; // from bw_bytes (fio ≥ 3.2); else from io_bytes ÷ runtime or bw (KiB/s)
    double iops = 0;
    double runtimeMs = 0;
    std::uint64_t totalIos = 0; // total_ios, else the lat N
    bool totalIosWritten = false; // the file has total_ios (the figure checkFioDirection compares with IOPS)
    FioLatency slat;
    FioLatency clat;
    FioLatency lat;
    bool hasIo() const { return totalIos > 0 || ioBytes > 0 || iops > 0; }
};

// One entry of `jobs` or `client_stats`.
struct FioJobEntry {
    QString jobName;
    int groupId = 0;
    QString host; // client/server: the server's hostname
    int port = 0;
    bool allClients = false; // the client-mode aggregate
    QMap<QString, QString> options; // job options over global options (of its host in client mode)
    bool hasOptions = false; // fio 2.0/2.1 write no "job options" (and often no "global options")
    int error = 0; // fio's "error": an errno value, 0 when the job ran to completion
    FioDirection read;
    FioDirection write;
    FioDirection mixed; // unified_rw_reporting
    bool unified = false;
    std::optional<double> usrCpuPct;
    std::optional<double> sysCpuPct;
    std::optional<std::int64_t> eta;
    std::optional<double> elapsedSec;
    QString jsonPath; // "$.jobs[3]": where the entry is, for messages
};

// One JSON document of fio output.
struct FioRun {
    QString fioVersion; // "fio-3.33"
    bool microsecondKeys = false; // fio 2.x: clat/lat in µs, io_bytes in KiB
    std::optional<std::int64_t> timestampSec;
    std::optional<std::int64_t> timestampMs; // fio 3.x's "timestamp_ms": when the run started, to the millisecond
    bool clientMode = false;
    std::vector<FioJobEntry> jobs;
    int line = 0; // where the document starts in the file
    bool lastDocument = true; // false for the earlier --status-interval / SIGUSR1 documents (their eta is not 0)
    int terminatedBySignal = 0; // "fio: terminating on signal N" in the text around the JSON
};

} // namespace headroom
