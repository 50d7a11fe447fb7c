// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "measurement.h"

#include <optional>

#include <QList>
#include <QString>

namespace headroom {

// A customer's own environment as a collector saw it (a Live Optics VMware export): clusters of hosts with their
// measured peaks and averages. Every figure is what the file says, in the unit its name carries (the export's MB
// taken as 10^6 bytes, its latencies in ms converted to ns); empty when the file leaves the cell empty. Plain values,
// safe to copy between threads.

struct CustomerNic {
    QString name; // "vmnic0"
    std::optional<double> speedMbps; // "PNIC Speed (Mb/sec)": 10^6 bits/s
    QString vendor;
    QString device;
    bool operator==(const CustomerNic&) const = default;
};

struct CustomerDisk {
    QString name;
    std::optional<double> capacityMb; // "Disk Capacity (MB)", as the export states it
    QString model;
    QString vendor;
    std::optional<bool> ssd;
    bool operator==(const CustomerDisk&) const = default;
};

struct CustomerHost {
    QString name; // "phcva381.hospital.org"
    QString manufacturer;
    QString model; // "PowerEdge R740xd"
    std::optional<int> cpuSockets;
    std::optional<int> cpuCores;
    std::optional<double> cpuGhz; // "CPU Clock Speed (GHz)"
    std::optional<double> memoryKib; // "Memory (KB)"
    QList<CustomerNic> nics;
    QList<CustomerDisk> disks;
    // ESX Performance
    std::optional<double> peakCpuPct;
    std::optional<double> averageCpuPct;
    std::optional<double> peakIops;
    std::optional<double> averageIops;
    QString readWriteRatio; // "56% / 44%", as written
    std::optional<double> readPct; // its read share, 0..100
    std::optional<double> peakBytesPerSec; // "Peak Throughput MB/s" × 10^6
    std::optional<double> averageBytesPerSec;
    std::optional<double> peakReadLatencyNs;
    std::optional<double> peakWriteLatencyNs;
    std::optional<double> averageReadLatencyNs;
    std::optional<double> averageWriteLatencyNs;
    bool operator==(const CustomerHost&) const = default;
};

struct CustomerVm {
    QString name;
    QString host;
    std::optional<double> peakIops;
    std::optional<double> averageIops;
    std::optional<double> peakBytesPerSec; // "Max KB/sec" × 1024 (the export's KB are KiB, as its Memory (KB))
    std::optional<double> averageBytesPerSec;
    std::optional<double> peakReadIops;
    std::optional<double> peakWriteIops;
    std::optional<double> averageReadIops;
    std::optional<double> averageWriteIops;
    bool operator==(const CustomerVm&) const = default;
};

struct CustomerCluster {
    QString name; // "zColo_06"
    QList<CustomerHost> hosts;
    QList<CustomerVm> vms;
    bool operator==(const CustomerCluster&) const = default;
};

// What the export says of itself (sheet Details).
struct CustomerExport {
    QString projectId;
    QString projectName;
    QString projectDate; // as written: "2022/11/14"
    QString collectorVersion; // "Collector Build Version"
    QList<CustomerCluster> clusters;
    bool operator==(const CustomerExport&) const = default;
};

// A demand typed in for a customer without an export (`demand set NAME --peak-iops …`). Empty: not given.
struct TypedDemand {
    std::optional<double> peakIops;
    std::optional<double> averageIops;
    std::optional<double> peakBytesPerSec;
    std::optional<double> averageBytesPerSec;
    std::optional<double> readPct;
    std::optional<double> ioSizeBytes;
    std::optional<int> nodes;
    std::optional<int> portsPerNode;
    std::optional<double> linkGbps;
    bool operator==(const TypedDemand&) const = default;
};

// One customer demand as the library keeps it: a cluster of an imported export, or a typed demand, with what the
// user chose for it (growth, a peak of their own, the library system it runs on).
struct CustomerDemand {
    qint64 id = 0;
    QString name; // the cluster's name, or the typed demand's
    std::optional<CustomerCluster> cluster; // from an export
    TypedDemand typed; // when typed (no cluster)
    SourceRef source; // the export (file, SHA-256, importer); kind Published with file "typed" for a typed demand
    QString projectDate; // the export's Details: Date
    QString collectorVersion;
    QString linkedSystem; // a library system this demand runs on; empty: none
    double growthPerYear = 0; // 0.2 = 20 % a year
    std::optional<double> chosenPeakIops; // the user's peak instead of the derived one
    bool operator==(const CustomerDemand&) const = default;
};

} // namespace headroom
