// SPDX-License-Identifier: GPL-3.0-or-later
#include "fiojob.h"

#include "model/printable.h"
#include "model/quantityformat.h"
#include "model/workload.h"

#include <algorithm>
#include <cmath>

#include <QRegularExpression>

namespace headroom::bench {

namespace {

QString number(double value)
{
    return QuantityFormat::plain().significant(value, 12);
}

QString rwMode(const BenchParams& p)
{
    const bool random = p.randomPct > 0;
    if (p.readPct >= 100) {
        return random ? QStringLiteral("randread") : QStringLiteral("read");
    }
    if (p.readPct <= 0) {
        return random ? QStringLiteral("randwrite") : QStringLiteral("write");
    }
    return random ? QStringLiteral("randrw") : QStringLiteral("rw");
}

QString seconds(std::int64_t ns)
{
    return number(static_cast<double>(ns) / 1e9) + QLatin1Char('s');
}

QString section(const BenchParams& p, int index, bool stonewall)
{
    QString name = p.displayName();
    name.replace(QRegularExpression(QStringLiteral("[^A-Za-z0-9_.-]+")), QStringLiteral("_"));
    QStringList lines { QStringLiteral("[%1-%2]").arg(index + 1).arg(name) };
    if (stonewall) {
        lines << QStringLiteral("stonewall");
    }
    lines << QStringLiteral("rw=%1").arg(rwMode(p)) << QStringLiteral("bs=%1").arg(p.blockSizeBytes);
    if (p.readPct > 0 && p.readPct < 100) {
        lines << QStringLiteral("rwmixread=%1").arg(std::lround(p.readPct));
    }
    if (p.randomPct > 0 && p.randomPct < 100) {
        lines << QStringLiteral("percentage_random=%1").arg(std::lround(p.randomPct));
    }
    lines << QStringLiteral("iodepth=%1").arg(p.queueDepth) << QStringLiteral("numjobs=%1").arg(p.jobs);
    lines << QStringLiteral("direct=%1").arg(p.directIo ? 1 : 0);
    if (!p.directIo) {
        lines << QStringLiteral("invalidate=0"); // Headroom reads what the page cache holds; fio would drop it
    }
    if (p.submitBatch > 1) {
        lines << QStringLiteral("iodepth_batch_submit=%1").arg(p.submitBatch);
    }
    if (p.workingSetBytes > 0) {
        lines << QStringLiteral("size=%1").arg(p.workingSetBytes);
    }
    if (p.fillOnce) {
        lines << QStringLiteral("# fill: every block of the working set written once");
    } else if (p.ioLimit > 0) {
        lines << QStringLiteral("number_ios=%1").arg((p.ioLimit + p.jobs - 1) / p.jobs);
    } else {
        lines << QStringLiteral("time_based=1") << QStringLiteral("runtime=%1").arg(seconds(p.runNs));
    }
    if (p.rampNs > 0) {
        lines << QStringLiteral("ramp_time=%1").arg(seconds(p.rampNs));
    }
    if (p.targetIops && *p.targetIops > 0) {
        lines << QStringLiteral("rate_iops=%1").arg(std::llround(*p.targetIops / p.jobs))
              << QStringLiteral("rate_process=linear");
    }
    return lines.join(QLatin1Char('\n'));
}

bool hasControlCharacter(const QString& text)
{
    return std::any_of(text.cbegin(), text.cend(), [](QChar c) { return c.category() == QChar::Other_Control; });
}

} // namespace

Status checkFioPath(const QString& path, const QString& field)
{
    // PATH_MAX: a longer path is no path, and quoting it whole would flood the message.
    constexpr qsizetype longestPathBytes = 4096;
    const auto refuse
        = [&](const QString& why) { return failField(field, QStringLiteral("'%1' %2").arg(excerpt(path), why)); };
    if (path.toUtf8().size() > longestPathBytes) {
        return failField(
            field, QStringLiteral("a path of %1 characters; a path has at most 4096 bytes").arg(path.size()));
    }
    if (hasControlCharacter(path)) {
        return refuse(QStringLiteral("holds a line break, NUL or other control character, which would add "
                                     "options of its own to fio's job file"));
    }
    if (path.contains(QLatin1Char('$'))) {
        return refuse(QStringLiteral("holds '$', which fio expands in a job file (${VAR}, $ncpus); rename the "
                                     "folder or use a link without it"));
    }
    if (path.contains(QLatin1Char('\\'))) {
        return refuse(QStringLiteral("holds a backslash, fio's escape character in a file name"));
    }
    if (path != path.trimmed()) {
        return refuse(QStringLiteral("begins or ends with a blank, which fio strips"));
    }
    return success();
}

Expected<QString> fioJobFile(const QList<BenchParams>& steps, const QString& targetPath, std::int64_t sizeBytes,
    const QStringList& notes, const QStringList& globals)
{
    if (Status safe = checkFioPath(targetPath, QStringLiteral("target")); !safe) {
        return safe.failure();
    }
    for (const QString& line : notes + globals) {
        if (hasControlCharacter(line)) {
            return fail(QStringLiteral("fio job file: the line '%1' holds a control character").arg(excerpt(line)));
        }
    }
    QStringList out;
    out << QStringLiteral("# Exported by Headroom: the same workload for fio (fio --output-format=json FILE).");
    for (const QString& note : notes) {
        out << QStringLiteral("# ") + note;
    }
    QString filename = targetPath;
    filename.replace(QLatin1Char(':'), QStringLiteral("\\:")); // fio separates several files with ':'
    out << QStringLiteral("[global]") << QStringLiteral("ioengine=io_uring") << QStringLiteral("fixedbufs=1")
        << QStringLiteral("registerfiles=1") << QStringLiteral("filename=%1").arg(filename);
    if (sizeBytes > 0) {
        out << QStringLiteral("size=%1").arg(sizeBytes);
    }
    out << QStringLiteral("randrepeat=0") << QStringLiteral("norandommap=1")
        << QStringLiteral("lat_percentiles=1") // total latency percentiles, as Headroom measures them
        << QStringLiteral("group_reporting=1") << globals << QString();
    for (int i = 0; i < steps.size(); ++i) {
        out << section(steps[i], i, i > 0) << QString();
    }
    return out.join(QLatin1Char('\n'));
}

} // namespace headroom::bench
