// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <optional>

#include <QMap>
#include <QString>

namespace headroom {

// The system under test, e.g. "VxRail ESA 6-node 25GbE". Every measurement belongs to one.
struct SystemConfig {
    QString name;
    std::optional<int> nodes;
    std::optional<double> linkGbps; // per port
    std::optional<int> portsPerNode;
    QString policy; // "RAID-6 (FTT=2)", …
    std::optional<bool> compression;
    std::optional<bool> rdma;
    QString media;
    QString description;
    QMap<QString, QString> tags;

    // Link capacity of one node in bytes/s (Gb/s × ports × 10^9 / 8); empty when speed or ports are unknown.
    std::optional<double> nodeLinkBytesPerSec() const;

    bool operator==(const SystemConfig&) const = default;
};

} // namespace headroom
