// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/expected.h"

#include <QList>
#include <QString>

namespace headroom::cluster {

// fio's default server port (fio --server listens on 8765 unless told otherwise).
inline constexpr int kFioDefaultPort = 8765;

// One host running `fio --server`.
struct ClusterHost {
    QString host; // name, IPv4 or IPv6 address (without brackets)
    int port = kFioDefaultPort;

    bool isIpv6() const { return host.contains(QLatin1Char(':')); }
    // "host:port", "[v6]:port": how Headroom names the host in messages and stores it.
    QString label() const;
    // The value of fio's --client option: "host,port" or "ip6:v6,port".
    QString clientArgument() const;
    bool operator==(const ClusterHost&) const = default;
};

// "HOST[:PORT][,HOST[:PORT]…]" (IPv6 in brackets: "[::1]:8765"). `origin` names the file:line in errors, or is
// empty for a field (the caller's face names it).
Expected<QList<ClusterHost>> parseHostList(const QString& text, const QString& origin);
// One host a line; blank lines and comments (from '#') ignored. Errors name the file and line.
Expected<QList<ClusterHost>> readHostsFile(const QString& path);

} // namespace headroom::cluster
