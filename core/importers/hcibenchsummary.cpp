#include "hcibenchsummary.h"

#include "model/saturatingcast.h"

#include <QRegularExpression>

namespace headroom {

namespace {

const QString kNumber = QStringLiteral("([-+]?[0-9]+(?:\\.[0-9]+)?)");

std::optional<double> keyNumber(const QString& block, const QString& keyPattern)
{
    const QRegularExpression pattern(
        QStringLiteral("(?<![A-Za-z0-9_%])") + keyPattern + QStringLiteral("\\s*=\\s*") + kNumber);
    const auto match = pattern.match(block);
    if (!match.hasMatch()) {
        return std::nullopt;
    }
    return match.captured(1).toDouble();
}

QString keyWord(const QString& block, const QString& keyPattern)
{
    const QRegularExpression pattern(keyPattern + QStringLiteral("\\s*[=:]\\s*([^\\s=]+)"));
    return pattern.match(block).captured(1);
}

bool isNumber(const QString& cell)
{
    bool ok = false;
    cell.toDouble(&ok);
    return ok;
}

// The resource table: "| cluster | cpu.usage% | cpu.utilization% | mem.usage% |" then one row per host and an
// "Average" row. Cells are read across line breaks, so the flattened form parses the same.
void readResourceTable(const QString& block, HciBenchBlock& out)
{
    QStringList cells;
    for (const QString& raw : block.split(QLatin1Char('|'))) {
        const QString cell = raw.trimmed();
        if (!cell.isEmpty()) {
            cells << cell;
        }
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
            const double value = cells[i + 1 + c].toDouble();
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

HciBenchBlock readBlock(const QString& block, int line)
{
    HciBenchBlock out;
    out.line = line;
    out.testName = keyWord(block, QStringLiteral("Test name"));
    static const QRegularExpression fullName(
        QStringLiteral("var-datasource=((?:fio|vdb)[-A-Za-z0-9_]*?[-_][0-9]{10})"));
    out.fullName = fullName.match(block).captured(1);
    out.datastore = keyWord(block, QStringLiteral("Datastore"));
    out.jobName = keyWord(block, QStringLiteral("JOB_NAME"));
    out.vdbenchVersion = keyWord(block, QStringLiteral("Version"));
    out.runDefinition = keyWord(block, QStringLiteral("Run Def"));
    if (const auto vms = keyNumber(block, QStringLiteral("VMs"))) {
        out.vms = saturatingCast<int>(*vms);
    } else if (const auto pods = keyNumber(block, QStringLiteral("PODS"))) {
        out.vms = saturatingCast<int>(*pods);
        out.pods = true;
    }
    out.iops = keyNumber(block, QStringLiteral("IOPS"));
    out.throughputMiBps = keyNumber(block, QStringLiteral("THROUGHPUT"));
    out.readLatencyMs = keyNumber(block, QStringLiteral("R_LATENCY"));
    out.writeLatencyMs = keyNumber(block, QStringLiteral("W_LATENCY"));
    out.latencyMs = keyNumber(block, QStringLiteral("LATENCY"));
    out.readP95Ms = keyNumber(block, QStringLiteral("95%tile_R_LAT"));
    out.writeP95Ms = keyNumber(block, QStringLiteral("95%tile_W_LAT"));
    out.p95Ms = keyNumber(block, QStringLiteral("95%tile_LAT"));
    out.cpuUsagePct = keyNumber(block, QStringLiteral("CPU USAGE"));
    out.memUsagePct = keyNumber(block, QStringLiteral("RAM USAGE"));
    out.vsanCpuPct = keyNumber(block, QStringLiteral("(?i:vSAN) PCPU USAGE"));
    readResourceTable(block, out);
    return out;
}

int lineAt(const QString& text, qsizetype offset)
{
    return 1 + static_cast<int>(text.left(offset).count(QLatin1Char('\n')));
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
    for (qsizetype i = 0; i < starts.size(); ++i) {
        const qsizetype end = i + 1 < starts.size() ? starts[i + 1] : text.size();
        const int line = lineAt(text, starts[i]);
        HciBenchBlock block = readBlock(text.mid(starts[i], end - starts[i]), line);
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
