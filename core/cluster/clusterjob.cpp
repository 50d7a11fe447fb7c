#include "clusterjob.h"

#include "bench/fiojob.h"

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

Status checkClusterTarget(
    const ClusterTarget& target, bool writes, const QList<ClusterHost>& hosts, const QString& destroyDataOn)
{
    if (!QDir::isAbsolutePath(target.path)) {
        return fail(QStringLiteral("--target: '%1' must be an absolute path, the same on every host").arg(target.path));
    }
    if (!target.isDevice() || !writes) {
        return success();
    }
    const QMultiHash<QString, QString> confirmed = confirmedDevices(destroyDataOn);
    QStringList unconfirmed;
    for (const ClusterHost& host : hosts) {
        if (!confirmed.contains(host.host, target.path)) {
            unconfirmed << host.host;
        }
    }
    if (!unconfirmed.isEmpty()) {
        return fail(QStringLiteral("--target %1 is a block device and the workload writes: every byte on it is lost. "
                                   "Headroom cannot read its signatures on other hosts; confirm each host with "
                                   "--destroy-data-on HOST:%1 (missing for %2)")
                        .arg(target.path, unconfirmed.join(QStringLiteral(", "))));
    }
    return success();
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

QString clusterJobFile(const bench::BenchParams& params, const ClusterTarget& target, const ClusterHost& host)
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
