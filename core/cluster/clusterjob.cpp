// SPDX-License-Identifier: GPL-3.0-or-later
#include "clusterjob.h"

#include "bench/fiojob.h"
#include "model/printable.h"

#include <QDir>
#include <QRegularExpression>

namespace headroom::cluster {

namespace {

// "HOST:/dev/x,HOST:/dev/y" → host → device.
QMultiHash<QString, QString> confirmedDevices(const QString& destroyDataOn)
{
    QMultiHash<QString, QString> devices;
    for (const QString& item : destroyDataOn.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        const qsizetype split = item.indexOf(QStringLiteral(":/"));
        if (split > 0) {
            devices.insert(item.left(split).trimmed().remove(QLatin1Char('[')).remove(QLatin1Char(']')),
                item.mid(split + 1).trimmed());
        }
    }
    return devices;
}

} // namespace

Expected<ClusterTarget> resolveClusterTarget(
    ClusterTarget target, const QList<ClusterHost>& hosts, const QString& destroyDataOn)
{
    const QString targetField = QStringLiteral("target");
    if (Status safe = bench::checkFioPath(target.path, targetField); !safe) {
        return safe.failure();
    }
    if (!QDir::isAbsolutePath(target.path)) {
        return failField(targetField,
            QStringLiteral("'%1' must be an absolute path, the same on every host").arg(excerpt(target.path)));
    }
    if (target.path.split(QLatin1Char('/')).contains(QStringLiteral(".."))) {
        return failField(targetField,
            QStringLiteral("'%1' has a '..' part; name the path itself, the same on every host")
                .arg(excerpt(target.path)));
    }
    const QMultiHash<QString, QString> confirmed = confirmedDevices(destroyDataOn);
    QStringList named;
    QStringList unnamed;
    for (const ClusterHost& host : hosts) {
        (confirmed.contains(host.host, target.path) ? named : unnamed) << host.label();
    }
    target.device = !named.isEmpty();
    if (target.device && !unnamed.isEmpty()) {
        return failField(QStringLiteral("destroy-data-on"),
            QStringLiteral("names the device %1 on %2 but not on %3: every byte on it is lost, so confirm it for each "
                           "host (HOST:%1 for each), or name a directory")
                .arg(target.path, named.join(QStringLiteral(", ")), unnamed.join(QStringLiteral(", "))));
    }
    return target;
}

QString hostFileTag(const ClusterHost& host)
{
    return host.label().replace(QRegularExpression(QStringLiteral("[^A-Za-z0-9.-]+")), QStringLiteral("_"));
}

QString hostTargetFile(const ClusterTarget& target, const ClusterHost& host)
{
    if (target.isDevice()) {
        return target.path;
    }
    return QDir(target.path).filePath(QStringLiteral("headroom-cluster-%1.dat").arg(hostFileTag(host)));
}

Expected<QString> clusterJobFile(const bench::BenchParams& params, const ClusterTarget& target, const ClusterHost& host)
{
    QStringList globals;
    if (!target.isDevice() && !target.keepFiles) {
        globals << QStringLiteral("unlink=1"); // the test file goes when the job ends, on every host
    }
    const QStringList notes { QStringLiteral("Cluster run on %1 (fio client/server).").arg(host.label()) };
    return bench::fioJobFile(
        { params }, hostTargetFile(target, host), target.isDevice() ? 0 : target.sizeBytes, notes, globals);
}

QString probeJobFile()
{
    return QStringLiteral("# Headroom: is this fio server there? No I/O.\n[probe]\nioengine=null\nrw=read\nbs=4k\n"
                          "size=4k\n");
}

} // namespace headroom::cluster
