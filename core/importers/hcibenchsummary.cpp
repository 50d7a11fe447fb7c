// SPDX-License-Identifier: GPL-3.0-or-later
#include "hcibenchsummary.h"

#include "model/printable.h"
#include "model/saturatingcast.h"
#include "valuecheck.h"

#include <algorithm>
#include <cmath>

#include <QHash>
#include <QRegularExpression>

namespace headroom {

namespace {

// The value is the word after "=", with any groups of digits that follow it after a blank: "IOPS = 1 234 567.89"
// (a space, no-break space or thin space as thousands separator) is then refused whole instead of read as 1. A unit
// ("56653.00 IO/S") or the next key of a flattened summary ("VMs = 12 IOPS = …", "… ms 95%tile_R_LAT") is no digit
// group, so real summaries read as before.
QRegularExpression numberRegex(const QString& keyPattern)
{
    return QRegularExpression(QStringLiteral("(?<![A-Za-z0-9_%])") + keyPattern
        + QStringLiteral("\\s*=[ \\t]*(\\S*(?:[ \\t\\x{00A0}\\x{202F}]+[0-9][0-9.,]*(?!\\S))*)"));
}

QRegularExpression wordRegex(const QString& keyPattern)
{
    return QRegularExpression(keyPattern + QStringLiteral("\\s*[=:]\\s*([^\\s=]+)"));
}

// "KEY = figure" for each key readBlock reads, compiled once (a summary of thousands of blocks reads each key in
// every block); a key not in the list is compiled on use.
QRegularExpression numberPattern(const QString& keyPattern)
{
    static const QHash<QString, QRegularExpression> patterns = [] {
        QHash<QString, QRegularExpression> compiled;
        for (const char* key : { "VMs", "PODS", "IOPS", "THROUGHPUT", "R_LATENCY", "W_LATENCY", "LATENCY",
                 "95%tile_R_LAT", "95%tile_W_LAT", "95%tile_LAT", "CPU USAGE", "RAM USAGE", "(?i:vSAN) PCPU USAGE" }) {
            compiled.insert(QString::fromLatin1(key), numberRegex(QString::fromLatin1(key)));
        }
        return compiled;
    }();
    const auto it = patterns.constFind(keyPattern);
    return it != patterns.cend() ? *it : numberRegex(keyPattern);
}

// One block's text, read strictly: the first figure that is not a plain number in its range is kept as the error,
// with its line ("IOPS = 1,234,567.89" is not 1, "12abc" not 12; HCIBench prints no thousands separators).
struct BlockText {
    const QString& text;
    int line = 0; // of the block's first character
    QString where; // "line 7" of the first refused figure
    QString problem; // and what is wrong with it

    int lineAt(qsizetype offset) const
    {
        return line + static_cast<int>(QStringView(text).left(offset).count(QLatin1Char('\n')));
    }

    // `scale` turns the value into the unit of `range` (ms → ns for latencies), for its plausible maximum.
    std::optional<double> checked(
        QStringView cell, qsizetype offset, const QString& field, ValueRange range, double scale = 1.0)
    {
        const auto value = strictNumber(cell);
        QString why;
        if (!value) {
            why = QStringLiteral("%1 is not a number").arg(quotedValue(cell));
        } else if (const QString outside = rangeProblem(*value * scale, range); !outside.isEmpty()) {
            why = QStringLiteral("%1 %2").arg(quotedValue(cell), outside);
        }
        if (why.isEmpty()) {
            return value;
        }
        refuse(offset, QStringLiteral("%1 %2").arg(field, why));
        return std::nullopt;
    }

    void refuse(qsizetype offset, const QString& why)
    {
        if (problem.isEmpty()) {
            where = QStringLiteral("line %1").arg(lineAt(offset));
            problem = why;
        }
    }

    std::optional<double> keyNumber(
        const QString& keyPattern, const QString& field, ValueRange range, double scale = 1.0)
    {
        const auto match = numberPattern(keyPattern).match(text);
        if (!match.hasMatch()) {
            return std::nullopt;
        }
        QStringView value = match.capturedView(1);
        if (range == ValueRange::Percent && value.endsWith(u'%')) {
            value.chop(1); // the old "CPU USAGE = 45.12%" lines
        }
        return checked(value, match.capturedStart(1), field, range, scale);
    }
};

// "KEY = word" or "KEY: word", compiled once per key like numberPattern.
QString keyWord(const QString& block, const QString& keyPattern)
{
    static const QHash<QString, QRegularExpression> patterns = [] {
        QHash<QString, QRegularExpression> compiled;
        for (const char* key : { "Test name", "Datastore", "JOB_NAME", "Version", "Run Def" }) {
            compiled.insert(QString::fromLatin1(key), wordRegex(QString::fromLatin1(key)));
        }
        return compiled;
    }();
    const auto it = patterns.constFind(keyPattern);
    return (it != patterns.cend() ? *it : wordRegex(keyPattern)).match(block).captured(1);
}

// A table cell meant as a figure, even a malformed one ("-3", "1,5", "nan"), so a bad value is refused, not skipped.
bool isNumber(const QString& cell)
{
    static const QRegularExpression figure(QStringLiteral("^([-+.]?[0-9]|[-+]?(?i:inf|nan))"));
    return figure.match(cell).hasMatch();
}

// The resource table: "| cluster | cpu.usage% | cpu.utilization% | mem.usage% |" then one row per host and an
// "Average" row. Cells are read across line breaks, so the flattened form parses the same.
void readResourceTable(BlockText& block, HciBenchBlock& out)
{
    QStringList cells;
    QList<qsizetype> offsets;
    for (qsizetype from = 0; from <= block.text.size();) {
        qsizetype bar = block.text.indexOf(QLatin1Char('|'), from);
        if (bar < 0) {
            bar = block.text.size();
        }
        const QString cell = block.text.mid(from, bar - from).trimmed();
        if (!cell.isEmpty()) {
            cells << cell;
            offsets << from + block.text.mid(from, bar - from).indexOf(cell);
        }
        from = bar + 1;
    }
    QStringList columns;
    qsizetype i = 0;
    for (; i < cells.size(); ++i) {
        if (cells[i].startsWith(QLatin1String("cpu.usage"))) {
            out.clusterName = i > 0 ? cells[i - 1] : QString();
            break;
        }
    }
    for (; i < cells.size() && cells[i].contains(QLatin1Char('%')) && !isNumber(cells[i]); ++i) {
        columns << cells[i].chopped(1);
    }
    while (i + columns.size() < cells.size()) {
        const QString name = cells[i];
        bool row = !isNumber(name) && !name.startsWith(QLatin1Char('+'));
        for (qsizetype c = 1; row && c <= columns.size(); ++c) {
            row = isNumber(cells[i + c]);
        }
        if (!row) {
            ++i;
            continue;
        }
        HostUsage usage;
        usage.host = name;
        for (qsizetype c = 0; c < columns.size(); ++c) {
            const double value = block
                                     .checked(cells[i + 1 + c], offsets[i + 1 + c],
                                         QStringLiteral("%1 of %2").arg(columns[c], excerpt(name)), ValueRange::Percent)
                                     .value_or(0);
            if (columns[c] == QLatin1String("cpu.usage")) {
                usage.cpuUsagePct = value;
            } else if (columns[c] == QLatin1String("cpu.utilization")) {
                usage.cpuUtilizationPct = value;
            } else if (columns[c] == QLatin1String("mem.usage")) {
                usage.memUsagePct = value;
            }
        }
        if (name.compare(QLatin1String("Average"), Qt::CaseInsensitive) == 0) {
            out.cpuUsagePct = usage.cpuUsagePct;
            out.cpuUtilizationPct = usage.cpuUtilizationPct;
            out.memUsagePct = usage.memUsagePct;
        } else {
            out.hosts << usage;
        }
        i += columns.size() + 1;
    }
}

HciBenchBlock readBlock(BlockText& text)
{
    const QString& block = text.text;
    HciBenchBlock out;
    out.line = text.line;
    out.testName = keyWord(block, QStringLiteral("Test name"));
    static const QRegularExpression fullName(
        QStringLiteral("var-datasource=((?:fio|vdb)[-A-Za-z0-9_]*?[-_][0-9]{10})"));
    out.fullName = fullName.match(block).captured(1);
    out.datastore = keyWord(block, QStringLiteral("Datastore"));
    out.jobName = keyWord(block, QStringLiteral("JOB_NAME"));
    out.vdbenchVersion = keyWord(block, QStringLiteral("Version"));
    out.runDefinition = keyWord(block, QStringLiteral("Run Def"));
    const auto count = [&](const QString& key) -> std::optional<int> {
        const auto value = text.keyNumber(key, key, ValueRange::NonNegative);
        if (value && (*value != std::floor(*value) || *value > 1e6)) {
            text.refuse(text.text.indexOf(key), QStringLiteral("%1 %2 is not a whole count").arg(key).arg(*value));
            return std::nullopt;
        }
        return value ? std::optional(saturatingCast<int>(*value)) : std::nullopt;
    };
    const auto figure = [&](const char* key, ValueRange range, double scale) {
        return text.keyNumber(QString::fromLatin1(key), QString::fromLatin1(key), range, scale);
    };
    const auto latencyMs = [&](const char* key) { return figure(key, ValueRange::LatencyNs, 1e6); };
    const auto percent = [&](const char* key, const char* field) {
        return text.keyNumber(QString::fromLatin1(key), QString::fromLatin1(field), ValueRange::Percent);
    };
    if (const auto vms = count(QStringLiteral("VMs"))) {
        out.vms = *vms;
    } else if (const auto pods = count(QStringLiteral("PODS"))) {
        out.vms = *pods;
        out.pods = true;
    }
    out.iops = figure("IOPS", ValueRange::Iops, 1.0);
    out.throughputMiBps = figure("THROUGHPUT", ValueRange::BytesPerSec, 1048576.0);
    out.readLatencyMs = latencyMs("R_LATENCY");
    out.writeLatencyMs = latencyMs("W_LATENCY");
    out.latencyMs = latencyMs("LATENCY");
    out.readP95Ms = latencyMs("95%tile_R_LAT");
    out.writeP95Ms = latencyMs("95%tile_W_LAT");
    out.p95Ms = latencyMs("95%tile_LAT");
    out.cpuUsagePct = percent("CPU USAGE", "CPU USAGE");
    out.memUsagePct = percent("RAM USAGE", "RAM USAGE");
    out.vsanCpuPct = percent("(?i:vSAN) PCPU USAGE", "vSAN PCPU USAGE");
    readResourceTable(text, out);
    return out;
}

// Block starts. A block's header ("Test name:", "Datastore =", "JOB_NAME =") opens a new block unless the current one
// has not reached its figures yet (so "Test name:" then "Datastore =" then "JOB_NAME =" is one block); a second
// "IOPS =" opens a block too, so blocks pasted from a web page without any header line still separate.
QList<qsizetype> blockStarts(const QString& text)
{
    static const QRegularExpression marker(QStringLiteral(
        "Test name:|(?<![A-Za-z0-9_])Datastore\\s*=|(?<![A-Za-z0-9_])JOB_NAME\\s*=|(?<![A-Za-z0-9_%])IOPS\\s*="));
    QList<qsizetype> starts;
    bool sawFigures = false;
    for (auto it = marker.globalMatch(text); it.hasNext();) {
        const auto match = it.next();
        const bool isIops = match.captured(0).startsWith(QLatin1String("IOPS"));
        if (starts.isEmpty() || sawFigures) {
            starts << match.capturedStart();
            sawFigures = false;
        }
        sawFigures = sawFigures || isIops;
    }
    return starts;
}

} // namespace

bool looksLikeHciBenchSummary(const QString& text)
{
    static const QRegularExpression pattern(
        QStringLiteral("Datastore\\s*=|95%tile_(R_|W_)?LAT\\s*=|JOB_NAME\\s*=|R_LATENCY\\s*="));
    return pattern.match(text).hasMatch() && text.contains(QLatin1String("IOPS"));
}

Expected<QList<HciBenchBlock>> parseHciBenchSummary(const QString& text, const QString& fileName)
{
    const QList<qsizetype> starts = blockStarts(text);
    QList<HciBenchBlock> blocks;
    int line = 1; // of starts[i], counted on from the previous start
    for (qsizetype i = 0; i < starts.size(); ++i) {
        const qsizetype end = i + 1 < starts.size() ? starts[i + 1] : text.size();
        const qsizetype from = i == 0 ? 0 : starts[i - 1];
        line += static_cast<int>(std::count(text.cbegin() + from, text.cbegin() + starts[i], QLatin1Char('\n')));
        const QString blockText = text.mid(starts[i], end - starts[i]);
        BlockText reader { blockText, line, {}, {} };
        HciBenchBlock block = readBlock(reader);
        if (!reader.problem.isEmpty()) {
            return valueRefusal(fileName, reader.where, reader.problem);
        }
        if (!block.iops) {
            return fail(QStringLiteral("%1: line %2: HCIBench result block without a readable \"IOPS = … IO/S\"")
                            .arg(fileName)
                            .arg(line));
        }
        if (!block.throughputMiBps) {
            return fail(QStringLiteral("%1: line %2: HCIBench result block without a readable \"THROUGHPUT = … MB/s\"")
                            .arg(fileName)
                            .arg(line));
        }
        blocks << block;
    }
    if (blocks.isEmpty()) {
        return fail(QStringLiteral("%1: no HCIBench result block (expected \"Datastore = …\", \"IOPS = … IO/S\", "
                                   "\"THROUGHPUT = … MB/s\" lines)")
                        .arg(fileName));
    }
    return blocks;
}

} // namespace headroom
