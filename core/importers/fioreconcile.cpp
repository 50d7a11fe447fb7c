// SPDX-License-Identifier: GPL-3.0-or-later
#include "fioreconcile.h"

#include <algorithm>
#include <cmath>

namespace headroom {

namespace {

constexpr double kReadShareTolerancePoints = 5.0; // fio draws the mix at random: 70/30 measures 69.4
constexpr double kBlockSizeTolerance = 0.01; // fio 2.x writes io_bytes in KiB: a mean per I/O off by rounding
constexpr double kRateTolerance = 1.1; // fio's rate limiter overshoots briefly at start

struct Totals {
    double readIos = 0;
    double writeIos = 0;
    double bytes = 0;
    double ios() const { return readIos + writeIos; }
};

Totals totalsOf(const std::vector<const FioJobEntry*>& entries)
{
    Totals sum;
    for (const FioJobEntry* entry : entries) {
        sum.readIos += static_cast<double>(entry->read.totalIos);
        sum.writeIos += static_cast<double>(entry->write.totalIos);
        sum.bytes += entry->read.ioBytes + entry->write.ioBytes;
    }
    return sum;
}

void reconcileBlockSize(FioWorkload& fromOptions, const std::vector<const FioJobEntry*>& entries, const Totals& totals,
    const QString& where, QStringList& warnings)
{
    std::optional<std::int64_t>& stated = fromOptions.workload.blockSizeBytes;
    if (const auto measured = fioWorkloadFromData(entries).workload.blockSizeBytes) {
        if (stated != measured) {
            warnings << QStringLiteral("%1: the job options give block size %2 but fio transferred %3 per I/O "
                                       "(io_bytes ÷ total_ios); stored as %3")
                            .arg(where, stated ? formatSize(*stated) : QStringLiteral("(not understood)"),
                                formatSize(*measured));
            stated = measured;
        }
        return;
    }
    if (!stated || totals.ios() <= 0 || entries.front()->unified) {
        return;
    }
    const double mean = totals.bytes / totals.ios();
    if (std::abs(mean - static_cast<double>(*stated)) > kBlockSizeTolerance * static_cast<double>(*stated)) {
        warnings << QStringLiteral("%1: the job options give block size %2 but fio transferred %3 KiB per I/O on "
                                   "average, not one size (io_bytes ÷ total_ios); block size stored as unknown")
                        .arg(where, formatSize(*stated), QString::number(mean / 1024.0, 'f', 1));
        stated.reset();
    }
}

void reconcileReadShare(FioWorkload& fromOptions, const QMap<QString, QString>& options, const Totals& totals,
    bool unified, const QString& where, QStringList& warnings)
{
    std::optional<double>& stated = fromOptions.workload.readPct;
    if (unified || totals.ios() <= 0) {
        return; // unified_rw_reporting does not tell reads from writes
    }
    const double measured = std::round(totals.readIos / totals.ios() * 1000.0) / 10.0;
    if (stated && std::abs(*stated - measured) <= kReadShareTolerancePoints) {
        return;
    }
    QStringList said { QStringLiteral("rw=") + options.value(QStringLiteral("rw"), QStringLiteral("read")) };
    for (const char* mix : { "rwmixread", "rwmixwrite" }) {
        if (const QString value = options.value(QString::fromLatin1(mix)); !value.isEmpty()) {
            said << QStringLiteral("%1=%2").arg(QString::fromLatin1(mix), value);
        }
    }
    warnings << QStringLiteral("%1: the job options say %2 (read %3) but %4 % of the I/Os were reads (read I/Os ÷ "
                               "all I/Os); stored as %4 % read")
                    .arg(where, said.join(QStringLiteral(", ")),
                        stated ? QStringLiteral("%1 %").arg(*stated) : QStringLiteral("unknown"))
                    .arg(measured);
    stated = measured;
}

// rate_iops=r[,w]: one value limits reads and writes each.
std::pair<double, double> rateLimits(const QString& text)
{
    const QStringList parts = text.split(QLatin1Char(','));
    const auto limit = [](const QString& part) {
        bool ok = false;
        const double value = part.trimmed().toDouble(&ok);
        return ok && value > 0 ? value : 0.0; // 0 or empty: that direction is not limited
    };
    const double read = limit(parts.value(0));
    return { read, parts.size() > 1 ? limit(parts.value(1)) : read };
}

void reconcileRate(FioWorkload& fromOptions, const std::vector<const FioJobEntry*>& entries,
    const QMap<QString, QString>& options, const QString& where, QStringList& warnings)
{
    if (!fromOptions.workload.queueDepth) {
        return; // not run rate-limited: the load is already the iodepth
    }
    const QString rate = options.value(QStringLiteral("rate_iops"));
    const std::pair<double, double> limits = rateLimits(rate); // read, write (clang 14 captures no bindings)
    // With group_reporting one entry holds all numjobs jobs, each limited to the rate.
    const double jobsPerEntry
        = options.contains(QStringLiteral("group_reporting")) ? fromOptions.workload.jobs.value_or(1) : 1;
    const auto over = [jobsPerEntry](double iops, double limit) {
        return limit > 0 && iops > limit * jobsPerEntry * kRateTolerance + 1;
    };
    const auto fastest = std::find_if(entries.begin(), entries.end(), [&](const FioJobEntry* entry) {
        return over(entry->read.iops, limits.first) || over(entry->write.iops, limits.second);
    });
    if (fastest == entries.end()) {
        return;
    }
    warnings << QStringLiteral("%1: the job options say rate_iops=%2 but the job did %3 read and %4 write IOPS: it "
                               "did not run rate-limited; its load is stored as iodepth=%5")
                    .arg(where, rate)
                    .arg((*fastest)->read.iops, 0, 'f', 0)
                    .arg((*fastest)->write.iops, 0, 'f', 0)
                    .arg(*fromOptions.queueDepth);
    fromOptions.workload.queueDepth.reset();
    fromOptions.loadSetting = fromOptions.queueDepth;
    QStringList note = fromOptions.note.split(QStringLiteral(", "));
    note.removeIf([](const QString& part) { return part.startsWith(QLatin1String("rate_iops=")); });
    fromOptions.note = note.join(QStringLiteral(", "));
}

} // namespace

void reconcileWithMeasurement(FioWorkload& fromOptions, const std::vector<const FioJobEntry*>& entries,
    const QMap<QString, QString>& options, const QString& where, QStringList& warnings)
{
    const Totals totals = totalsOf(entries);
    reconcileBlockSize(fromOptions, entries, totals, where, warnings);
    reconcileReadShare(fromOptions, options, totals, entries.front()->unified, where, warnings);
    reconcileRate(fromOptions, entries, options, where, warnings);
}

} // namespace headroom
