// SPDX-License-Identifier: GPL-3.0-or-later
#include "fioworkload.h"

#include "model/saturatingcast.h"

#include <cmath>

#include <QRegularExpression>

namespace headroom {

namespace {

// "4k", "4k,8k" (read,write), "4k-64k" (a range): the first size; later ones are warned about. The first size is
// what comes before the first separator: "-1" is not understood (skipping the empty part made it a 1-byte workload).
std::optional<std::int64_t> blockSize(const QString& text, const QString& where, QStringList& warnings)
{
    const QStringList parts = text.split(QRegularExpression(QStringLiteral("[,:-]")));
    const auto size = parseSize(parts.first().trimmed(), false);
    if (!size) {
        warnings << QStringLiteral("%1: bs=%2 not understood: %3").arg(where, text, size.error());
        return std::nullopt;
    }
    if (parts.size() > 1 && !parts.last().trimmed().isEmpty()) {
        warnings << QStringLiteral("%1: bs=%2 gives several sizes; the workload keeps %3")
                        .arg(where, text, formatSize(*size));
    }
    return *size;
}

void applyPattern(
    const QMap<QString, QString>& options, Workload& workload, const QString& where, QStringList& warnings)
{
    const QString rw
        = options.value(QStringLiteral("rw"), options.value(QStringLiteral("readwrite"), QStringLiteral("read")))
              .section(QLatin1Char(':'), 0, 0)
              .trimmed();
    workload.randomPct = rw.startsWith(QLatin1String("rand")) ? 100.0 : 0.0;
    const QString pattern = rw.startsWith(QLatin1String("rand")) ? rw.mid(4) : rw;
    if (pattern == QLatin1String("read")) {
        workload.readPct = 100.0;
    } else if (pattern == QLatin1String("write") || pattern.contains(QLatin1String("trim"))) {
        workload.readPct = 0.0;
    } else if (pattern == QLatin1String("rw") || pattern == QLatin1String("readwrite")) {
        double readPct = 50.0;
        bool ok = false;
        if (const double mix = options.value(QStringLiteral("rwmixread")).toDouble(&ok); ok) {
            readPct = mix;
        } else if (const double write = options.value(QStringLiteral("rwmixwrite")).toDouble(&ok); ok) {
            readPct = 100.0 - write;
        }
        workload.readPct = readPct;
    } else {
        warnings << QStringLiteral("%1: rw=%2 not understood; read % left unknown").arg(where, rw);
        workload.randomPct.reset();
    }
    if (const QString random = options.value(QStringLiteral("percentage_random")); !random.isEmpty()) {
        bool ok = false;
        if (const double pct = random.section(QLatin1Char(','), 0, 0).toDouble(&ok); ok) {
            workload.randomPct = pct;
        }
    }
}

std::optional<int> integer(const QMap<QString, QString>& options, const char* key)
{
    bool ok = false;
    const int value = options.value(QString::fromLatin1(key)).toInt(&ok);
    return ok ? std::optional(value) : std::nullopt;
}

void applySize(const QString& size, Workload& workload)
{
    if (size.endsWith(QLatin1Char('%'))) {
        bool ok = false;
        if (const double pct = size.chopped(1).toDouble(&ok); ok) {
            workload.workingSetPct = pct;
        }
    } else if (const auto bytes = parseSize(size, false); bytes) {
        workload.workingSetBytes = *bytes;
    }
}

struct DirectionTotals {
    double bytes = 0;
    double ios = 0;
};

DirectionTotals totals(const std::vector<const FioJobEntry*>& entries, FioDirection FioJobEntry::*direction)
{
    DirectionTotals sum;
    for (const FioJobEntry* entry : entries) {
        sum.bytes += (entry->*direction).ioBytes;
        sum.ios += static_cast<double>((entry->*direction).totalIos);
    }
    return sum;
}

// bytes ÷ I/Os when that is a whole number of bytes (one block size); empty otherwise.
std::optional<std::int64_t> exactTransfer(const DirectionTotals& t)
{
    if (t.ios <= 0 || t.bytes <= 0) {
        return std::nullopt;
    }
    const double size = t.bytes / t.ios;
    const double rounded = std::round(size);
    return std::abs(size - rounded) < 1e-6 * size ? std::optional(saturatingCast<std::int64_t>(rounded)) : std::nullopt;
}

} // namespace

FioWorkload fioWorkloadFromData(const std::vector<const FioJobEntry*>& entries)
{
    FioWorkload result;
    Workload& w = result.workload;
    w.tool = QStringLiteral("fio");
    const FioJobEntry& first = *entries.front();
    QStringList derived;
    if (first.unified) {
        const DirectionTotals mixed = totals(entries, &FioJobEntry::mixed);
        w.blockSizeBytes = exactTransfer(mixed);
        derived << QStringLiteral("unified_rw_reporting: read % unknown");
        if (w.blockSizeBytes) {
            derived << QStringLiteral("block size %1 = io_bytes ÷ total_ios").arg(formatSize(*w.blockSizeBytes));
        }
    } else {
        const DirectionTotals read = totals(entries, &FioJobEntry::read);
        const DirectionTotals write = totals(entries, &FioJobEntry::write);
        const bool reads = read.ios > 0 || read.bytes > 0;
        const bool writes = write.ios > 0 || write.bytes > 0;
        if (reads && !writes) {
            w.readPct = 100.0;
            derived << QStringLiteral("read 100 % (only reads were done)");
        } else if (writes && !reads) {
            w.readPct = 0.0;
            derived << QStringLiteral("read 0 % (only writes were done)");
        } else if (reads && writes && read.ios > 0 && write.ios > 0) {
            w.readPct = std::round(read.ios / (read.ios + write.ios) * 1000.0) / 10.0;
            derived << QStringLiteral("read %1 % = read I/Os ÷ all I/Os").arg(*w.readPct);
        }
        const auto readSize = reads ? exactTransfer(read) : std::nullopt;
        const auto writeSize = writes ? exactTransfer(write) : std::nullopt;
        if (reads && writes && readSize && writeSize && *readSize != *writeSize) {
            derived << QStringLiteral("block size unknown (read %1, write %2 by io_bytes ÷ total_ios)")
                           .arg(formatSize(*readSize), formatSize(*writeSize));
        } else if ((reads && !readSize) || (writes && !writeSize)) {
            derived << QStringLiteral("block size unknown (no total_ios, or not one transfer size)");
        } else if (const auto size = readSize ? readSize : writeSize) {
            w.blockSizeBytes = *size;
            derived << QStringLiteral("block size %1 = io_bytes ÷ total_ios").arg(formatSize(*size));
        }
    }
    derived << QStringLiteral("random %, queue depth and jobs unknown");
    w.name = QStringLiteral("%1 (fio job '%2')").arg(w.canonicalName(), first.jobName);
    result.note = QStringLiteral("no job options in the file (fio 2.0/2.1): ") + derived.join(QStringLiteral("; "));
    return result;
}

std::optional<double> parseFioSeconds(const QString& text)
{
    static const QRegularExpression pattern(QStringLiteral("^\\s*([0-9]+(?:\\.[0-9]+)?)\\s*(us|ms|s|m|h|d)?\\s*$"),
        QRegularExpression::CaseInsensitiveOption);
    const auto match = pattern.match(text);
    if (!match.hasMatch()) {
        return std::nullopt;
    }
    const double value = match.captured(1).toDouble();
    const QString unit = match.captured(2).toLower();
    if (unit == QLatin1String("us")) {
        return value / 1e6;
    }
    if (unit == QLatin1String("ms")) {
        return value / 1e3;
    }
    const double scale = unit == QLatin1String("m") ? 60.0
        : unit == QLatin1String("h")                ? 3600.0
        : unit == QLatin1String("d")                ? 86400.0
                                                    : 1.0;
    return value * scale;
}

FioWorkload fioWorkloadFromOptions(const QMap<QString, QString>& options, const QString& where, QStringList& warnings)
{
    FioWorkload result;
    Workload& w = result.workload;
    w.tool = QStringLiteral("fio");
    if (const QString bs = options.value(QStringLiteral("bs"), options.value(QStringLiteral("blocksize")));
        !bs.isEmpty()) {
        w.blockSizeBytes = blockSize(bs, where, warnings);
    } else {
        w.blockSizeBytes = 4096; // fio's default
    }
    applyPattern(options, w, where, warnings);
    const int iodepth = integer(options, "iodepth").value_or(1);
    w.jobs = integer(options, "numjobs").value_or(1);
    if (const QString direct = options.value(QStringLiteral("direct")); !direct.isEmpty()) {
        w.directIo = direct != QLatin1String("0");
    } else if (const QString buffered = options.value(QStringLiteral("buffered")); !buffered.isEmpty()) {
        w.directIo = buffered == QLatin1String("0");
    }
    if (const QString size = options.value(QStringLiteral("size")); !size.isEmpty()) {
        applySize(size, w);
    }
    if (options.contains(QStringLiteral("time_based")) || options.contains(QStringLiteral("runtime"))) {
        w.runSec = parseFioSeconds(options.value(QStringLiteral("runtime")));
    }
    w.rampSec = parseFioSeconds(options.value(QStringLiteral("ramp_time")));
    bool rateOk = false;
    const double rateIops
        = options.value(QStringLiteral("rate_iops")).section(QLatin1Char(','), 0, 0).toDouble(&rateOk);
    QStringList note;
    if (rateOk && rateIops > 0) {
        w.queueDepth = iodepth;
        result.loadSetting = rateIops;
        note << QStringLiteral("rate_iops=%1").arg(options.value(QStringLiteral("rate_iops")));
    } else {
        result.loadSetting = iodepth;
    }
    result.queueDepth = iodepth;
    note << QStringLiteral("iodepth=%1").arg(iodepth);
    if (const QString engine = options.value(QStringLiteral("ioengine")); !engine.isEmpty()) {
        note << QStringLiteral("ioengine=") + engine;
    }
    result.note = note.join(QStringLiteral(", "));
    return result;
}

} // namespace headroom
