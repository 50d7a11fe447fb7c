// SPDX-License-Identifier: GPL-3.0-or-later
// The first half of a DiskSpd text report: the input parameters (ResultParser::_PrintTimeSpan and _PrintTarget in
// DiskSpd's source print them) and the system information.
#include "diskspdtextlines.h"
#include "model/workload.h"

#include <QRegularExpression>
#include <QTimeZone>

namespace headroom {

namespace {

std::optional<int> wholeNumber(const QString& text)
{
    bool ok = false;
    const int value = text.trimmed().toInt(&ok);
    return ok && value >= 0 ? std::optional(value) : std::nullopt;
}

QString valueAfter(const QString& line, QLatin1String key)
{
    return line.mid(line.indexOf(key) + key.size()).trimmed();
}

// One line inside a "path: '…'" block.
void readTargetLine(const QString& line, DiskSpdTarget& target)
{
    static const QRegularExpression mix(QStringLiteral("read/write ratio: (\\d+)/(\\d+)"));
    static const QRegularExpression mixedRandom(QStringLiteral("random/sequential I/O \\((\\d+)% random\\)"));
    if (line == QLatin1String("performing read test")) {
        target.writePct = 0;
    } else if (line == QLatin1String("performing write test")) {
        target.writePct = 100;
    } else if (const auto m = mix.match(line); m.hasMatch()) {
        target.writePct = m.captured(2).toDouble();
    } else if (line.startsWith(QLatin1String("block size:"))) {
        target.blockSizeBytes = diskSpdSize(valueAfter(line, QLatin1String("block size:")));
    } else if (line.startsWith(QLatin1String("using random I/O"))) {
        target.randomPct = 100;
    } else if (const auto r = mixedRandom.match(line); r.hasMatch()) {
        target.randomPct = r.captured(1).toDouble();
    } else if (line.startsWith(QLatin1String("using sequential I/O"))
        || line.startsWith(QLatin1String("using interlocked sequential I/O"))) {
        target.randomPct = 0;
    } else if (line.startsWith(QLatin1String("number of outstanding I/O operations"))) {
        target.outstandingPerThread = wholeNumber(line.section(QLatin1Char(':'), -1));
    } else if (line.startsWith(QLatin1String("threads per file:"))) {
        target.threadsPerFile = wholeNumber(valueAfter(line, QLatin1String("threads per file:")));
    } else if (line == QLatin1String("software cache disabled")) {
        target.softwareCacheDisabled = true;
        target.settings << line;
    } else if (line == QLatin1String("using software cache") || line.startsWith(QLatin1String("local software"))) {
        target.softwareCacheDisabled = false;
        target.settings << line;
    } else if (line.contains(QLatin1String("writethrough")) || line.contains(QLatin1String("hint"))
        || line.startsWith(QLatin1String("throughput rate-limited"))
        || line.contains(QLatin1String("parallel async"))) {
        target.settings << line;
    }
}

// One line of a "timespan: N" block outside its targets.
void readTimeSpanLine(const QString& line, DiskSpdRun& run)
{
    static const QRegularExpression bucket(QStringLiteral("^gathering IOPS at intervals of (\\d+)ms"));
    static const QRegularExpression pool(QStringLiteral("^thread pool with (\\d+) threads"));
    if (line.startsWith(QLatin1String("duration:"))) {
        run.durationSec = diskSpdSeconds(valueAfter(line, QLatin1String("duration:")));
    } else if (line.startsWith(QLatin1String("warm up time:"))) {
        run.warmupSec = diskSpdSeconds(valueAfter(line, QLatin1String("warm up time:")));
    } else if (line.startsWith(QLatin1String("cool down time:"))) {
        run.cooldownSec = diskSpdSeconds(valueAfter(line, QLatin1String("cool down time:")));
    } else if (line == QLatin1String("measuring latency")) {
        run.measureLatency = true;
    } else if (const auto b = bucket.match(line); b.hasMatch()) {
        run.ioBucketMs = b.captured(1).toDouble();
    } else if (const auto p = pool.match(line); p.hasMatch()) {
        run.poolThreads = wholeNumber(p.captured(1));
    } else if (line.startsWith(QLatin1String("number of outstanding I/O operations per thread:"))) {
        run.poolOutstandingPerThread = wholeNumber(line.section(QLatin1Char(':'), -1));
    }
}

// "2021/04/16 19:03:38 UTC"
QDateTime startTime(const QString& text)
{
    QDateTime time = QDateTime::fromString(text.section(QLatin1Char(' '), 0, 1), QStringLiteral("yyyy/M/d H:mm:ss"));
    time.setTimeZone(QTimeZone::utc());
    return time;
}

} // namespace

std::optional<double> diskSpdSeconds(const QString& text)
{
    QString number = text.trimmed();
    if (number.endsWith(QLatin1Char('s'))) {
        number.chop(1);
    }
    bool ok = false;
    const double value = number.toDouble(&ok);
    return ok && value >= 0 && value < 1e12 ? std::optional(value) : std::nullopt;
}

std::optional<std::int64_t> diskSpdSize(const QString& text)
{
    const auto bytes = parseSize(text.trimmed(), false);
    return bytes && *bytes > 0 ? std::optional(*bytes) : std::nullopt;
}

QList<DiskSpdRun> readDiskSpdTextHeader(DiskSpdTextLines& text, qsizetype end)
{
    QList<DiskSpdRun> runs;
    QString commandLine;
    QString computer;
    QDateTime started;
    for (qsizetype i = 0; i < end; ++i) {
        const QString line = text.lines[i].trimmed();
        if (line.startsWith(QLatin1String("Command Line:"))) {
            commandLine = valueAfter(line, QLatin1String("Command Line:"));
        } else if (line.startsWith(QLatin1String("timespan:"))) {
            runs << DiskSpdRun {};
            runs.last().where = QStringLiteral("line %1").arg(i + 1);
        } else if (line.startsWith(QLatin1String("computer name:"))) {
            computer = valueAfter(line, QLatin1String("computer name:"));
        } else if (line.startsWith(QLatin1String("start time:"))) {
            started = startTime(valueAfter(line, QLatin1String("start time:")));
        } else if (runs.isEmpty() || line.isEmpty()) {
            continue;
        } else if (line.startsWith(QLatin1String("path:"))) {
            DiskSpdTarget target;
            target.path = valueAfter(line, QLatin1String("path:"));
            if (target.path.size() >= 2 && target.path.startsWith(QLatin1Char('\''))
                && target.path.endsWith(QLatin1Char('\''))) {
                target.path = target.path.mid(1, target.path.size() - 2);
            }
            runs.last().targets << target;
        } else if (runs.last().targets.isEmpty()) {
            readTimeSpanLine(line, runs.last());
        } else {
            readTargetLine(line, runs.last().targets.last());
        }
    }
    for (DiskSpdRun& run : runs) {
        run.report = QStringLiteral("text");
        run.commandLine = commandLine;
        run.computerName = computer;
        run.startTime = started;
    }
    return runs;
}

} // namespace headroom
