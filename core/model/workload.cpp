// SPDX-License-Identifier: GPL-3.0-or-later
#include "workload.h"

#include "quantityparse.h"
#include "saturatingcast.h"
#include "units.h"

#include <array>

#include <QCoreApplication>
#include <QRegularExpression>
#include <QStringList>

namespace headroom {

namespace {

QString formatPercent(double pct)
{
    return QString::number(pct, 'g', 6);
}

bool isRunStamp(const QString& token)
{
    static const QRegularExpression digits(QStringLiteral("^\\d{9,}$"));
    return digits.match(token).hasMatch();
}

// Reads "<number><suffix>" such as "8vmdk" or "70rdpct"; empty when the token has another suffix.
std::optional<double> numberWithSuffix(const QString& token, const QString& suffix)
{
    if (!token.endsWith(suffix) || token.size() == suffix.size()) {
        return std::nullopt;
    }
    bool ok = false;
    const double value = token.left(token.size() - suffix.size()).toDouble(&ok);
    return ok ? std::optional(value) : std::nullopt;
}

} // namespace

Expected<std::int64_t> parseSize(const QString& text, bool bareUnitIsKiB)
{
    return parseSizeBytes(text, bareUnitIsKiB ? units::KiB : 1);
}

QString formatSize(std::int64_t bytes)
{
    const std::array<std::pair<std::int64_t, const char*>, 4> units { { { 1024LL * 1024 * 1024 * 1024, "t" },
        { 1024LL * 1024 * 1024, "g" }, { 1024LL * 1024, "m" }, { 1024LL, "k" } } };
    for (const auto& [factor, suffix] : units) {
        if (bytes >= factor && bytes % factor == 0) {
            return QString::number(bytes / factor) + QLatin1String(suffix);
        }
    }
    return QString::number(bytes) + QLatin1Char('b');
}

Expected<Workload> Workload::fromHciBenchName(const QString& name)
{
    static const QRegularExpression separators(QStringLiteral("[_-]"));
    QStringList tokens = name.trimmed().split(separators, Qt::SkipEmptyParts);
    auto bad = [&name](const QString& why) {
        return fail(QStringLiteral("'%1' is not an HCIBench test name: %2 (expected e.g. "
                                   "fio_8vmdk_100ws_4k_70rdpct_100randompct_4threads)")
                        .arg(name, why));
    };
    Workload workload;
    if (!tokens.isEmpty() && isRunStamp(tokens.last())) {
        workload.epoch = tokens.takeLast().toLongLong();
    }
    if (tokens.size() != 7) {
        return bad(QStringLiteral("it has %1 parts where 7 are expected").arg(tokens.size()));
    }
    workload.tool = tokens[0].toLower();
    if (workload.tool != QLatin1String("fio") && workload.tool != QLatin1String("vdb")) {
        return bad(QStringLiteral("tool '%1' is neither fio nor vdb").arg(tokens[0]));
    }
    const auto disks = numberWithSuffix(tokens[1], QStringLiteral("vmdk"));
    const auto workingSet = numberWithSuffix(tokens[2], QStringLiteral("ws"));
    const auto blockSize = parseSize(tokens[3], true);
    const auto readPct = numberWithSuffix(tokens[4], QStringLiteral("rdpct"));
    const auto randomPct = numberWithSuffix(tokens[5], QStringLiteral("randompct"));
    const auto threads = numberWithSuffix(tokens[6], QStringLiteral("threads"));
    if (!disks || *disks < 1) {
        return bad(QStringLiteral("'%1' is not a disk count like 8vmdk").arg(tokens[1]));
    }
    if (!workingSet || *workingSet <= 0 || *workingSet > 100) {
        return bad(QStringLiteral("'%1' is not a working-set percentage like 100ws").arg(tokens[2]));
    }
    if (!blockSize || *blockSize <= 0) {
        return bad(QStringLiteral("'%1' is not a block size like 4k").arg(tokens[3]));
    }
    if (!readPct || *readPct < 0 || *readPct > 100) {
        return bad(QStringLiteral("'%1' is not a read percentage like 70rdpct").arg(tokens[4]));
    }
    if (!randomPct || *randomPct < 0 || *randomPct > 100) {
        return bad(QStringLiteral("'%1' is not a random percentage like 100randompct").arg(tokens[5]));
    }
    if (!threads || *threads < 1) {
        return bad(QStringLiteral("'%1' is not a thread count like 4threads").arg(tokens[6]));
    }
    workload.disksPerVm = saturatingCast<int>(*disks);
    workload.workingSetPct = *workingSet;
    workload.blockSizeBytes = *blockSize;
    workload.readPct = *readPct;
    workload.randomPct = *randomPct;
    workload.queueDepth = saturatingCast<int>(*threads);
    workload.name = workload.toHciBenchName(HciBenchSpelling::Underscore).value_or(QString());
    return workload;
}

std::optional<QString> Workload::toHciBenchName(HciBenchSpelling spelling) const
{
    if (tool.isEmpty() || !disksPerVm || !workingSetPct || !blockSizeBytes || !readPct || !randomPct || !queueDepth) {
        return std::nullopt;
    }
    const QChar separator = spelling == HciBenchSpelling::Dash ? QLatin1Char('-') : QLatin1Char('_');
    QStringList parts { tool, QString::number(*disksPerVm) + QStringLiteral("vmdk"),
        formatPercent(*workingSetPct) + QStringLiteral("ws"), formatSize(*blockSizeBytes),
        formatPercent(*readPct) + QStringLiteral("rdpct"), formatPercent(*randomPct) + QStringLiteral("randompct"),
        QString::number(*queueDepth) + QStringLiteral("threads") };
    if (spelling == HciBenchSpelling::Dash && epoch) {
        parts << QString::number(*epoch);
    }
    return parts.join(separator);
}

QString Workload::canonicalName() const
{
    if (!name.isEmpty()) {
        return name;
    }
    if (auto hciBench = toHciBenchName()) {
        return *hciBench;
    }
    QStringList parts;
    if (blockSizeBytes) {
        parts << formatSize(*blockSizeBytes);
    }
    if (readPct) {
        parts << formatPercent(*readPct) + QStringLiteral("rd");
    }
    if (randomPct) {
        parts << formatPercent(*randomPct) + QStringLiteral("rand");
    }
    if (queueDepth) {
        parts << QStringLiteral("qd") + QString::number(*queueDepth);
    }
    if (jobs) {
        parts << QStringLiteral("j") + QString::number(*jobs);
    }
    if (targetIops) {
        parts << QString::number(*targetIops, 'g', 10) + QStringLiteral("iops");
    }
    return parts.isEmpty() ? QStringLiteral("unnamed") : parts.join(QLatin1Char('_'));
}

namespace {
// fio's importer keeps the iodepth of a rate_iops sweep in queueDepth and the rate as the load setting; a queue-depth
// sweep leaves queueDepth empty (the depth is the load). Other tools give a target rate in targetIops.
bool byRate(const Workload& workload)
{
    return workload.targetIops || (workload.tool == QLatin1String("fio") && workload.queueDepth);
}
} // namespace

QString workloadTestKey(const Workload& workload)
{
    if (!workload.blockSizeBytes || !workload.readPct || !workload.randomPct) {
        return {};
    }
    // CrystalDiskMark and KDiskMark run each thread count as a test of its own ("RND 4KiB Q32T16" beside "Q1T1"):
    // there T= is part of the test and Q= alone its load, so their threads are part of the key.
    const bool threadsAreTheTest = workload.jobs
        && (workload.tool == QLatin1String("crystaldiskmark") || workload.tool == QLatin1String("kdiskmark"));
    const QString threads = threadsAreTheTest ? QStringLiteral("/t%1").arg(*workload.jobs) : QString();
    // HCIBench's disks per VM and working set change the test itself (not its load): part of the key when known.
    return QStringLiteral("%1/%2/%3/%4/%5/%6%7")
        .arg(*workload.blockSizeBytes)
        .arg(*workload.readPct, 0, 'g', 6)
        .arg(*workload.randomPct, 0, 'g', 6)
        .arg(byRate(workload) ? QStringLiteral("rate") : QStringLiteral("depth"))
        .arg(workload.disksPerVm ? QString::number(*workload.disksPerVm) : QString())
        .arg(workload.workingSetPct ? QString::number(*workload.workingSetPct, 'g', 6) : QString(), threads);
}

QString describeTest(const Workload& workload)
{
    if (workloadTestKey(workload).isEmpty()) {
        return workload.canonicalName();
    }
    return QStringLiteral("%1, %2 % read, %3 % random, by %4")
        .arg(formatSize(*workload.blockSizeBytes), formatPercent(*workload.readPct), formatPercent(*workload.randomPct),
            byRate(workload) ? QStringLiteral("target rate") : QStringLiteral("queue depth × jobs"));
}

QString blockSizeForPeople(std::int64_t bytes)
{
    const std::array<std::pair<std::int64_t, const char*>, 4> units { { { 1024LL * 1024 * 1024 * 1024, "TiB" },
        { 1024LL * 1024 * 1024, "GiB" }, { 1024LL * 1024, "MiB" }, { 1024LL, "KiB" } } };
    for (const auto& [factor, unit] : units) {
        if (bytes >= factor) {
            const double value = static_cast<double>(bytes) / static_cast<double>(factor);
            return QStringLiteral("%1 %2").arg(QString::number(value, 'g', 3), QLatin1String(unit));
        }
    }
    return QStringLiteral("%1 B").arg(bytes);
}

namespace {
// "read", "write", "70/30 read/write".
QString directionText(double readPct)
{
    if (readPct >= 100) {
        return QCoreApplication::translate("headroom::model", "read");
    }
    if (readPct <= 0) {
        return QCoreApplication::translate("headroom::model", "write");
    }
    return QCoreApplication::translate("headroom::model", "%1/%2 read/write")
        .arg(formatPercent(readPct), formatPercent(100 - readPct));
}

// "random", "sequential", "50 % random".
QString accessText(double randomPct)
{
    if (randomPct >= 100) {
        return QCoreApplication::translate("headroom::model", "random");
    }
    if (randomPct <= 0) {
        return QCoreApplication::translate("headroom::model", "sequential");
    }
    return QCoreApplication::translate("headroom::model", "%1 % random").arg(formatPercent(randomPct));
}
} // namespace

QString workloadDisplayName(const Workload& workload)
{
    if (!workload.blockSizeBytes || !workload.readPct || !workload.randomPct) {
        static const QRegularExpression separators(QStringLiteral("[_-]+"));
        return workload.canonicalName().replace(separators, QStringLiteral(" ")).simplified();
    }
    const QString size = blockSizeForPeople(*workload.blockSizeBytes);
    QString text = *workload.blockSizeBytes == 32 * units::KiB && *workload.readPct == 70 && *workload.randomPct >= 100
        ? QCoreApplication::translate("headroom::model", "OLTP %1 70/30").arg(size)
        : QCoreApplication::translate("headroom::model", "%1 %2 %3", "block size, access, direction")
              .arg(size, accessText(*workload.randomPct), directionText(*workload.readPct));
    if (workload.workingSetPct && *workload.workingSetPct < 100) {
        text += QCoreApplication::translate("headroom::model", ", %1 % of each disk")
                    .arg(formatPercent(*workload.workingSetPct));
    }
    return text;
}

} // namespace headroom
