#include "deviceusage.h"

#include <sys/stat.h>
#include <sys/sysmacros.h>

#include <QDir>
#include <QFile>
#include <QHash>

namespace headroom::bench {

namespace {

QString readLine(const QString& path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        return {};
    }
    return QString::fromUtf8(file.readLine()).trimmed();
}

QString majorMinor(dev_t device)
{
    return QStringLiteral("%1:%2").arg(major(device)).arg(minor(device));
}

// The device and its partitions: "M:m" → name ("sda", "sda1").
QHash<QString, QString> deviceAndPartitions(dev_t device, const QString& sysDir)
{
    QHash<QString, QString> devices;
    const QString base = sysDir + QStringLiteral("/dev/block/") + majorMinor(device);
    const QString name = QFileInfo(QFileInfo(base).canonicalFilePath()).fileName();
    devices.insert(majorMinor(device), name.isEmpty() ? majorMinor(device) : name);
    const QDir dir(base);
    for (const QString& entry : dir.entryList(QDir::Dirs | QDir::NoDotAndDotDot)) {
        if (QFile::exists(dir.filePath(entry + QStringLiteral("/partition")))) {
            const QString number = readLine(dir.filePath(entry + QStringLiteral("/dev")));
            if (!number.isEmpty()) {
                devices.insert(number, entry);
            }
        }
    }
    return devices;
}

QString unescapeMountPath(QString path)
{
    return path.replace(QStringLiteral("\\040"), QStringLiteral(" "))
        .replace(QStringLiteral("\\011"), QStringLiteral("\t"));
}

void addMounts(const QHash<QString, QString>& devices, const QString& procDir, QStringList& found)
{
    QFile mountInfo(procDir + QStringLiteral("/self/mountinfo"));
    if (!mountInfo.open(QIODevice::ReadOnly)) {
        found.append(QStringLiteral("mount table unreadable (%1)").arg(mountInfo.errorString()));
        return;
    }
    // "36 35 98:0 /mnt1 /mnt2 rw,noatime master:1 - ext3 /dev/root rw,errors=continue"
    for (const QByteArray& line : mountInfo.readAll().split('\n')) {
        const QStringList fields = QString::fromUtf8(line).split(QLatin1Char(' '));
        if (fields.size() < 5 || !devices.contains(fields[2])) {
            continue;
        }
        found.append(QStringLiteral("%1 mounted on %2").arg(devices.value(fields[2]), unescapeMountPath(fields[4])));
    }
}

void addSwaps(const QHash<QString, QString>& devices, const QString& procDir, QStringList& found)
{
    QFile swaps(procDir + QStringLiteral("/swaps"));
    if (!swaps.open(QIODevice::ReadOnly)) {
        return;
    }
    for (const QByteArray& line : swaps.readAll().split('\n')) {
        const QString path = QString::fromUtf8(line).section(QLatin1Char(' '), 0, 0, QString::SectionSkipEmpty);
        struct stat info { };
        if (path.startsWith(QLatin1Char('/')) && ::stat(QFile::encodeName(path).constData(), &info) == 0
            && S_ISBLK(info.st_mode) && devices.contains(majorMinor(info.st_rdev))) {
            found.append(QStringLiteral("%1 used as swap").arg(devices.value(majorMinor(info.st_rdev))));
        }
    }
}

} // namespace

QStringList deviceUsage(dev_t device, const QString& procDir, const QString& sysDir)
{
    const QHash<QString, QString> devices = deviceAndPartitions(device, sysDir);
    QStringList found;
    addMounts(devices, procDir, found);
    addSwaps(devices, procDir, found);
    for (auto it = devices.cbegin(); it != devices.cend(); ++it) {
        const QDir holders(sysDir + QStringLiteral("/dev/block/") + it.key() + QStringLiteral("/holders"));
        for (const QString& holder : holders.entryList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::System)) {
            found.append(QStringLiteral("%1 held by %2 (device mapper, LVM or RAID)").arg(it.value(), holder));
        }
    }
    found.sort();
    return found;
}

} // namespace headroom::bench
