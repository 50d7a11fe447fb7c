// SPDX-License-Identifier: GPL-3.0-or-later
// The second half of a DiskSpd text report: per timespan the measured time, the CPU table, the Total IO, Read IO
// and Write IO tables and the latency percentiles (ResultParser::ParseResults in DiskSpd's source prints them).
#include "diskspdtext.h"

#include "diskspdtextlines.h"
#include "model/printable.h"

#include <cmath>

#include <QRegularExpression>

namespace headroom {

namespace {

QStringList cells(const QString& line)
{
    QStringList parts = line.split(QLatin1Char('|'));
    for (QString& part : parts) {
        part = part.trimmed();
    }
    return parts;
}

bool isRule(const QString& line)
{
    const QString trimmed = line.trimmed();
    return trimmed.size() >= 10 && trimmed.count(QLatin1Char('-')) == trimmed.size();
}

// A table of the report: its column names, its rows and (for the I/O tables) its "total:" row, with line indexes.
struct TextTable {
    QStringList header;
    QList<std::pair<qsizetype, QStringList>> rows;
    std::optional<std::pair<qsizetype, QStringList>> total;
};

// Reads a table whose header is on line `header`: a rule, rows, and (when the table has one) a rule and a "total:"
// row. Stops at the first line that is neither.
TextTable readTable(const DiskSpdTextLines& text, qsizetype header, qsizetype end)
{
    TextTable table;
    table.header = cells(text.lines[header]);
    qsizetype i = header + 1;
    if (i < end && isRule(text.lines[i])) {
        ++i;
    }
    for (; i < end; ++i) {
        const QString& line = text.lines[i];
        if (isRule(line)) {
            continue;
        }
        if (line.trimmed().startsWith(QLatin1String("total:")) && line.contains(QLatin1Char('|'))) {
            QString row = line.trimmed().mid(6);
            table.total = std::pair { i, cells(row) };
            break;
        }
        if (!line.contains(QLatin1Char('|'))) {
            break;
        }
        table.rows << std::pair { i, cells(line) };
    }
    return table;
}

// A number of a table cell; "N/A" (DiskSpd's "no sample") is empty without a problem.
std::optional<double> cellNumber(DiskSpdTextLines& text, qsizetype line, const QStringList& row, qsizetype column,
    const QString& columnName, bool required = true)
{
    if (column < 0 || column >= row.size()) {
        if (required) {
            text.problem(line, QStringLiteral("no '%1' cell").arg(columnName));
        }
        return std::nullopt;
    }
    QString cell = row[column];
    if (cell == QLatin1String("N/A")) {
        return std::nullopt;
    }
    if (cell.endsWith(QLatin1Char('%'))) {
        cell.chop(1);
    }
    bool ok = false;
    const double value = cell.toDouble(&ok);
    if (!ok || !std::isfinite(value) || value < 0 || value > 9e18) {
        text.problem(
            line, QStringLiteral("'%1' '%2' is not a non-negative number").arg(columnName, excerpt(row[column])));
        return std::nullopt;
    }
    return value;
}

std::int64_t cellCount(
    DiskSpdTextLines& text, qsizetype line, const QStringList& row, qsizetype column, const QString& columnName)
{
    const auto value = cellNumber(text, line, row, column, columnName);
    if (value && *value != std::floor(*value)) {
        text.problem(line, QStringLiteral("'%1' %2 is not a whole count").arg(columnName).arg(*value));
    }
    return value ? static_cast<std::int64_t>(*value) : 0;
}

qsizetype findLine(const DiskSpdTextLines& text, qsizetype begin, qsizetype end, QLatin1String trimmed)
{
    for (qsizetype i = begin; i < end; ++i) {
        if (text.lines[i].trimmed() == trimmed) {
            return i;
        }
    }
    return -1;
}

qsizetype findPrefix(const DiskSpdTextLines& text, qsizetype begin, qsizetype end, QLatin1String prefix)
{
    for (qsizetype i = begin; i < end; ++i) {
        if (text.lines[i].trimmed().startsWith(prefix)) {
            return i;
        }
    }
    return -1;
}

// The "CPU | Usage | User | Kernel | Idle" table ("Group | CPU …" with processor groups, "Core | CPU …" in 2.2).
void readCpu(DiskSpdTextLines& text, qsizetype begin, qsizetype end, DiskSpdRun& run)
{
    qsizetype header = -1;
    for (qsizetype i = begin; i < end && header < 0; ++i) {
        const QStringList c = cells(text.lines[i]);
        if (c.contains(QLatin1String("CPU")) && c.contains(QLatin1String("Usage"))) {
            header = i;
        }
    }
    if (header < 0) {
        return;
    }
    const TextTable table = readTable(text, header, end);
    const qsizetype usage = table.header.indexOf(QLatin1String("Usage"));
    for (const auto& [line, row] : table.rows) {
        if (row.first().startsWith(QLatin1String("avg."))) { // the average: label, usage, user, kernel, idle
            run.cpuUserPct = cellNumber(text, line, row, 2, QStringLiteral("User"));
            run.cpuKernelPct = cellNumber(text, line, row, 3, QStringLiteral("Kernel"));
        } else if (const auto pct = cellNumber(text, line, row, usage, QStringLiteral("Usage"))) {
            run.cpuUsagePct.push_back(*pct);
        }
    }
}

// A row's "file" cell: "diskspd.dat (1024MiB)" → "diskspd.dat".
QString filePath(const QString& cell)
{
    static const QRegularExpression size(QStringLiteral("\\s*\\([^()]*\\)$"));
    return QString(cell).remove(size);
}

// One of the Total IO, Read IO and Write IO tables: its "total:" row, and its per-thread rows.
struct IoTable {
    qsizetype totalLine = -1;
    DiskSpdCounts total;
    std::optional<double> meanMs;
    std::optional<double> stdevMs;
    std::optional<double> iopsStdDev;
    QList<DiskSpdThreadResult> rows; // the direction's counts in `read`
    DiskSpdCounts rowSum;
};

// Reads the I/O figures of a "total:" row or a thread's row; `shift` is 1 for the total row (it has no thread cell).
DiskSpdCounts ioCounts(
    DiskSpdTextLines& text, qsizetype line, const QStringList& row, const QStringList& header, qsizetype shift)
{
    const auto column = [&](const char* name) { return header.indexOf(QLatin1String(name)) - shift; };
    return { cellCount(text, line, row, column("bytes"), QStringLiteral("bytes")),
        cellCount(text, line, row, column("I/Os"), QStringLiteral("I/Os")) };
}

IoTable readIoTable(DiskSpdTextLines& text, QLatin1String title, qsizetype begin, qsizetype end)
{
    IoTable out;
    const qsizetype at = findLine(text, begin, end, title);
    if (at < 0 || at + 1 >= end) {
        text.problem(begin, QStringLiteral("no '%1' table in these results (a truncated report?)").arg(title));
        return out;
    }
    const TextTable table = readTable(text, at + 1, end);
    if (!table.header.contains(QLatin1String("bytes")) || !table.header.contains(QLatin1String("I/Os"))) {
        text.problem(at + 1, QStringLiteral("the '%1' table's header has no 'bytes' and 'I/Os' columns").arg(title));
        return out;
    }
    if (!table.total) {
        const qsizetype last = table.rows.isEmpty() ? at : table.rows.last().first;
        text.problem(
            last, QStringLiteral("the '%1' table ends without its 'total:' row (a truncated report?)").arg(title));
        return out;
    }
    const auto& [totalLine, totalRow] = *table.total;
    out.totalLine = totalLine;
    out.total = ioCounts(text, totalLine, totalRow, table.header, 1);
    const auto column = [&](const char* name) { return table.header.indexOf(QLatin1String(name)) - 1; };
    out.meanMs = cellNumber(text, totalLine, totalRow, column("AvgLat"), QStringLiteral("AvgLat"), false);
    out.stdevMs = cellNumber(text, totalLine, totalRow, column("LatStdDev"), QStringLiteral("LatStdDev"), false);
    out.iopsStdDev = cellNumber(text, totalLine, totalRow, column("IopsStdDev"), QStringLiteral("IopsStdDev"), false);
    const qsizetype file = table.header.indexOf(QLatin1String("file"));
    for (const auto& [line, row] : table.rows) {
        DiskSpdThreadResult result;
        result.thread = static_cast<int>(
            std::min<std::int64_t>(cellCount(text, line, row, 0, QStringLiteral("thread")), 1 << 30));
        result.path = file >= 0 && file < row.size() ? filePath(row[file]) : QString();
        result.read = ioCounts(text, line, row, table.header, 0);
        out.rowSum.bytes = addCounts(out.rowSum.bytes, result.read.bytes);
        out.rowSum.ios = addCounts(out.rowSum.ios, result.read.ios);
        out.rows << result;
    }
    return out;
}

// "min" → 0, "25th" → 25, "3-nines" → 99.9, "max" → 100; empty for another label.
std::optional<double> percentOf(const QString& label)
{
    static const QRegularExpression nth(QStringLiteral("^(\\d{1,2})th$"));
    static const QRegularExpression nines(QStringLiteral("^(\\d)-nines$"));
    if (label == QLatin1String("min")) {
        return 0.0;
    }
    if (label == QLatin1String("max")) {
        return 100.0;
    }
    if (const auto m = nth.match(label); m.hasMatch()) {
        return m.captured(1).toDouble();
    }
    if (const auto m = nines.match(label); m.hasMatch() && m.captured(1).toInt() >= 2) {
        return (QStringLiteral("99.") + QString(m.captured(1).toInt() - 2, QLatin1Char('9'))).toDouble();
    }
    return std::nullopt;
}

// The %-ile table of all targets: the one under "total:" (2.0) or "Total latency distribution:" (2.2), or the only one.
qsizetype percentileHeader(const DiskSpdTextLines& text, qsizetype begin, qsizetype end)
{
    QList<qsizetype> headers;
    for (qsizetype i = begin; i < end; ++i) {
        if (text.lines[i].trimmed().startsWith(QLatin1String("%-ile"))) {
            headers << i;
            qsizetype previous = i - 1;
            while (previous > begin && text.lines[previous].trimmed().isEmpty()) {
                --previous;
            }
            const QString title = text.lines[previous].trimmed();
            if (title == QLatin1String("total:") || title == QLatin1String("Total latency distribution:")) {
                return i;
            }
        }
    }
    return headers.size() == 1 ? headers.first() : -1;
}

void readPercentiles(DiskSpdTextLines& text, qsizetype begin, qsizetype end, DiskSpdRun& run)
{
    const qsizetype header = percentileHeader(text, begin, end);
    if (header < 0) {
        if (run.measureLatency) {
            text.problem(end - 1,
                QStringLiteral("no latency %-ile table of all targets, though the run measured "
                               "latency (a truncated report?)"));
        }
        return;
    }
    const TextTable table = readTable(text, header, end);
    const std::pair<const char*, DiskSpdLatency*> columns[] = { { "Read (ms)", &run.readLatency },
        { "Write (ms)", &run.writeLatency }, { "Total (ms)", &run.totalLatency } };
    for (const auto& [line, row] : table.rows) {
        const auto percent = percentOf(row.first());
        if (!percent) {
            text.problem(line, QStringLiteral("'%1' is not a percentile row").arg(excerpt(row.first())));
            return;
        }
        for (const auto& [name, latency] : columns) {
            const QString columnName = QLatin1String(name);
            if (const auto ms = cellNumber(text, line, row, table.header.indexOf(columnName), columnName)) {
                // Rows go up in percent, so their latencies never go down: one that does is a cut or damaged figure
                // (a report cut inside its last number, "35.2" of "35.257", still has every row).
                if (!latency->percentilesMs.empty() && *ms < latency->percentilesMs.rbegin()->second) {
                    text.problem(line,
                        QStringLiteral("'%1' %2 ms is below the row above (a truncated or damaged "
                                       "report?)")
                            .arg(columnName)
                            .arg(*ms));
                }
                latency->percentilesMs[*percent] = *ms;
            }
        }
    }
    if (table.rows.isEmpty() || table.rows.last().second.first() != QLatin1String("max")) {
        const qsizetype last = table.rows.isEmpty() ? header : table.rows.last().first;
        text.problem(last, QStringLiteral("the %-ile table ends before its 'max' row (a truncated report?)"));
    }
}

// Per-thread results from the Read IO and Write IO rows, unless the rows do not add up to the totals (an abridged
// copy of the report): then the run is read from its totals, with a warning.
void readThreads(
    DiskSpdTextLines& text, const IoTable& total, const IoTable& read, const IoTable& write, DiskSpdRun& run)
{
    const std::pair<const IoTable*, const char*> tables[]
        = { { &total, "Total IO" }, { &read, "Read IO" }, { &write, "Write IO" } };
    for (const auto& [table, title] : tables) {
        if (table->rowSum != table->total) {
            run.warnings << QStringLiteral(
                "%1: line %2: the %3 table's %4 thread rows add up to %5 bytes and %6 I/Os, "
                "its 'total:' row says %7 and %8 (an abridged report?): read from the totals")
                                .arg(text.fileName)
                                .arg(table->totalLine + 1)
                                .arg(QLatin1String(title))
                                .arg(table->rows.size())
                                .arg(table->rowSum.bytes)
                                .arg(table->rowSum.ios)
                                .arg(table->total.bytes)
                                .arg(table->total.ios);
            return;
        }
    }
    for (qsizetype i = 0; i < read.rows.size() && i < write.rows.size(); ++i) {
        DiskSpdThreadResult thread = read.rows[i];
        thread.write = write.rows[i].read;
        run.threads << thread;
    }
}

void readSection(DiskSpdTextLines& text, qsizetype begin, qsizetype end, DiskSpdRun& run)
{
    const qsizetype time = findPrefix(text, begin, end, QLatin1String("actual test time:"));
    run.testTimeSec = time < 0 ? 0 : diskSpdSeconds(text.lines[time].trimmed().mid(17)).value_or(0);
    if (run.testTimeSec <= 0) {
        text.problem(time < 0 ? begin : time, QStringLiteral("no 'actual test time:' of more than 0 s"));
        return;
    }
    if (const qsizetype threads = findPrefix(text, begin, end, QLatin1String("thread count:")); threads >= 0) {
        run.threadCount = text.lines[threads].trimmed().mid(13).trimmed().toInt();
    }
    readCpu(text, begin, end, run);
    const IoTable total = readIoTable(text, QLatin1String("Total IO"), begin, end);
    const IoTable read = readIoTable(text, QLatin1String("Read IO"), begin, end);
    const IoTable write = readIoTable(text, QLatin1String("Write IO"), begin, end);
    if (text.failed()) {
        return;
    }
    if (total.total.bytes != addCounts(read.total.bytes, write.total.bytes)
        || total.total.ios != addCounts(read.total.ios, write.total.ios)) {
        text.problem(total.totalLine,
            QStringLiteral("the Total IO 'total:' row is not the sum of the Read IO and "
                           "Write IO ones"));
        return;
    }
    run.read = read.total;
    run.write = write.total;
    run.readLatency = { read.meanMs, read.stdevMs, {} };
    run.writeLatency = { write.meanMs, write.stdevMs, {} };
    run.totalLatency = { total.meanMs, total.stdevMs, {} };
    run.iopsStdDev = total.iopsStdDev;
    readThreads(text, total, read, write, run);
    readPercentiles(text, begin, end, run);
}

} // namespace

bool looksLikeDiskSpdText(const QString& head)
{
    static const QRegularExpression timespan(QStringLiteral("(^|\\n)[ \\t]*timespan:[ \\t]+\\d"));
    return head.contains(QLatin1String("Input parameters:")) && timespan.match(head).hasMatch();
}

Expected<QList<DiskSpdRun>> readDiskSpdText(const QString& decoded, const QString& fileName)
{
    DiskSpdTextLines text;
    text.fileName = fileName;
    text.lines = decoded.split(QLatin1Char('\n'));
    for (QString& line : text.lines) {
        if (line.endsWith(QLatin1Char('\r'))) {
            line.chop(1);
        }
    }
    const qsizetype inputs = findLine(text, 0, text.lines.size(), QLatin1String("Input parameters:"));
    if (inputs < 0) {
        return fail(QStringLiteral("%1: line 1: no 'Input parameters:' line: not a DiskSpd text report").arg(fileName));
    }
    static const QRegularExpression results(QStringLiteral("^Results for timespan (\\d+):"));
    QList<std::pair<qsizetype, int>> sections; // line, timespan number
    for (qsizetype i = inputs; i < text.lines.size(); ++i) {
        if (const auto m = results.match(text.lines[i].trimmed()); m.hasMatch()) {
            sections << std::pair { i, m.captured(1).toInt() };
        }
    }
    if (sections.isEmpty()) {
        return fail(QStringLiteral("%1: line %2: the report ends without a 'Results for timespan' section (a "
                                   "truncated report?)")
                        .arg(fileName)
                        .arg(text.lines.size()));
    }
    const QList<DiskSpdRun> header = readDiskSpdTextHeader(text, sections.first().first);
    QList<DiskSpdRun> runs;
    for (qsizetype s = 0; s < sections.size() && !text.failed(); ++s) {
        const auto [line, number] = sections[s];
        if (number < 1 || number > header.size()) {
            text.problem(
                line, QStringLiteral("results for timespan %1, which its input parameters do not list").arg(number));
            break;
        }
        DiskSpdRun run = header[number - 1];
        run.where = QStringLiteral("line %1").arg(line + 1);
        const qsizetype end = s + 1 < sections.size() ? sections[s + 1].first : text.lines.size();
        readSection(text, line, end, run);
        runs << run;
    }
    if (text.failed()) {
        return fail(text.error);
    }
    return runs;
}

} // namespace headroom
