// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "expected.h"

#include <cstdint>
#include <optional>

#include <QString>

namespace headroom {

// How a workload name is spelled by HCIBench: parameter files and test folders use
// underscores, result folders use dashes and append the run's epoch.
enum class HciBenchSpelling { Underscore, Dash };

// One I/O pattern. Sizes in bytes, times in seconds, percentages 0..100.
// Unknown parameters stay empty: nothing is guessed. A plain value type, safe to copy across threads.
struct Workload {
    QString name; // as the source spelled it; canonicalName() when empty
    QString tool; // "fio", "vdb", "headroom", … (HCIBench's prefix)
    std::optional<std::int64_t> blockSizeBytes;
    std::optional<double> readPct;
    std::optional<double> randomPct;
    std::optional<int> queueDepth; // outstanding I/Os per job (HCIBench: threads per disk)
    std::optional<int> jobs;
    std::optional<int> disksPerVm; // HCIBench "vmdk"
    std::optional<double> workingSetPct; // HCIBench "ws": percent of each disk
    std::optional<std::int64_t> workingSetBytes;
    std::optional<double> rampSec;
    std::optional<double> runSec;
    std::optional<bool> directIo;
    std::optional<double> targetIops;
    std::optional<std::int64_t> epoch; // the run stamp in HCIBench result names

    // The name stored in the library: the source's name without a run stamp, or one built from the parameters.
    QString canonicalName() const;

    // "fio_8vmdk_100ws_4k_70rdpct_100randompct_4threads" or the dash form with a trailing epoch.
    // A size with no unit is KiB, as HCIBench writes it. The error names the part that is wrong.
    static Expected<Workload> fromHciBenchName(const QString& name);
    // Empty when a parameter HCIBench names is unknown.
    std::optional<QString> toHciBenchName(HciBenchSpelling spelling = HciBenchSpelling::Underscore) const;

    bool operator==(const Workload&) const = default;
};

// What test a workload is, whatever load it ran at: block size, read %, random % and the load axis (queue depth ×
// jobs, or a target rate), plus HCIBench's disks per VM and working set % when known. Two workloads with the same key
// are points of one curve, whatever their names
// ("randread_j1" and "randread_j2" are one 4k random-read test at QD × 1 and QD × 2). Empty when block size, read %
// or random % is unknown: such a workload is matched by its name only.
QString workloadTestKey(const Workload& workload);
// "4k, 100 % read, 100 % random, by queue depth × jobs": the key for people.
QString describeTest(const Workload& workload);
// What the test is, for people: "4 KiB random read", "256 KiB sequential write", "8 KiB random 50/50 read/write",
// "OLTP 32 KiB 70/30" (the field's name for 32 KiB, 70 % read, random), plus the working set when HCIBench ran on
// part of each disk. Every title, legend and sentence names a workload so; the source's name (a file stem such as
// "4k_100rd_100rand_j1") stays in the sources. When block size, read % or random % is unknown, the source's name
// with its separators made spaces ("atto top speed read").
QString workloadDisplayName(const Workload& workload);
// "4 KiB", "256 KiB", "1 MiB", "512 B": a block size for people (binary units, exact or to 3 digits).
QString blockSizeForPeople(std::int64_t bytes);

// "4k", "256K", "1m", "512", "4KiB", "1g" → bytes. A bare number means KiB when bareUnitIsKiB (HCIBench),
// bytes otherwise (fio).
Expected<std::int64_t> parseSize(const QString& text, bool bareUnitIsKiB);
// 4096 → "4k", 262144 → "256k", 1048576 → "1m", 512 → "512b"... the shortest exact spelling (lower case, binary units).
QString formatSize(std::int64_t bytes);

} // namespace headroom
