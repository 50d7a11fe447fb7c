// SPDX-License-Identifier: GPL-3.0-or-later
#include "clusterhosts.h"

#include "model/printable.h"

#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>
#include <QSet>

namespace headroom::cluster {

namespace {

// "file:3: …" for a hosts file's line; the bare message for a field, whose face names it.
Error at(const QString& origin, const QString& message)
{
    return fail(origin.isEmpty() ? message : origin + QStringLiteral(": ") + message);
}

Expected<ClusterHost> parseHost(const QString& text, const QString& origin)
{
    // DNS: a name has at most 253 characters; with brackets and a port, a HOST:PORT item stays under 300.
    constexpr qsizetype longestItem = 300;
    if (text.size() > longestItem) {
        return at(origin,
            QStringLiteral("'%1' has %2 characters; a host name has at most 253").arg(excerpt(text)).arg(text.size()));
    }
    static const QRegularExpression pattern(
        QStringLiteral("^(?:\\[([0-9A-Fa-f:.]+)\\]|([A-Za-z0-9](?:[A-Za-z0-9.-]*[A-Za-z0-9])?))(?::([0-9]{1,5}))?$"));
    const QRegularExpressionMatch match = pattern.match(text);
    if (!match.hasMatch()) {
        return at(origin, QStringLiteral("'%1' is not HOST[:PORT] (IPv6 as [ADDRESS]:PORT)").arg(excerpt(text)));
    }
    ClusterHost host;
    host.host = match.captured(1).isEmpty() ? match.captured(2) : match.captured(1);
    if (!match.captured(3).isEmpty()) {
        host.port = match.captured(3).toInt();
        if (host.port < 1 || host.port > 65535) {
            return at(origin, QStringLiteral("'%1': the port must be 1 to 65535").arg(excerpt(text)));
        }
    }
    return host;
}

Status addUnique(QList<ClusterHost>& hosts, const ClusterHost& host, const QString& origin)
{
    if (hosts.contains(host)) {
        return at(origin, QStringLiteral("%1 is listed twice").arg(host.label()));
    }
    hosts << host;
    return success();
}

} // namespace

QString ClusterHost::label() const
{
    return (isIpv6() ? QStringLiteral("[%1]").arg(host) : host) + QStringLiteral(":%1").arg(port);
}

QString ClusterHost::clientArgument() const
{
    return (isIpv6() ? QStringLiteral("ip6:") : QString()) + host + QStringLiteral(",%1").arg(port);
}

Expected<QList<ClusterHost>> parseHostList(const QString& text, const QString& origin)
{
    QList<ClusterHost> hosts;
    for (const QString& item : text.split(QLatin1Char(','))) {
        auto host = parseHost(item.trimmed(), origin);
        if (!host) {
            return fail(host.error());
        }
        if (auto added = addUnique(hosts, *host, origin); !added) {
            return fail(added.error());
        }
    }
    return hosts;
}

Expected<QList<ClusterHost>> readHostsFile(const QString& path)
{
    // A hosts list is a few lines; /dev/zero or a FIFO would be read without end.
    constexpr qint64 largestHostsFile = 1 << 20;
    const QString name = excerpt(path, 200); // quoted in every message, once a line
    const QFileInfo info(path);
    if (info.exists() && !info.isFile()) {
        return fail(
            QStringLiteral("%1: not a regular file; a hosts file is a text file, one HOST[:PORT] a line").arg(name));
    }
    if (info.size() > largestHostsFile) {
        return fail(QStringLiteral("%1: %2 bytes; a hosts file may hold at most 1 MiB").arg(name).arg(info.size()));
    }
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly | QIODevice::Text)) {
        return fail(QStringLiteral("%1: %2").arg(name, file.errorString()));
    }
    QList<ClusterHost> hosts;
    int lineNumber = 0;
    while (!file.atEnd()) {
        ++lineNumber;
        QString line = QString::fromUtf8(file.readLine());
        line = line.left(line.indexOf(QLatin1Char('#'))).trimmed();
        if (line.isEmpty()) {
            continue;
        }
        const QString origin = QStringLiteral("%1:%2").arg(name).arg(lineNumber);
        auto host = parseHost(line, origin);
        if (!host) {
            return fail(host.error());
        }
        if (auto added = addUnique(hosts, *host, origin); !added) {
            return fail(added.error());
        }
    }
    if (hosts.isEmpty()) {
        return fail(QStringLiteral("%1: names no host").arg(name));
    }
    return hosts;
}

} // namespace headroom::cluster
