// SPDX-License-Identifier: GPL-3.0-or-later
#include "vdbenchimporter.h"

#include "model/saturatingcast.h"
#include "model/units.h"
#include "valuecheck.h"
#include "vdbenchparameters.h"

#include <limits>

#include <QDir>
#include <QFileInfo>
#include <QRegularExpression>

namespace headroom {

namespace {

struct RunStart {
    QString rd;
    std::optional<double> rate; // empty: uncontrolled (max)
    VdbenchParameters loops; // the run's "For loops:" parameters
};

// One averaged interval line: i/o rate, MB/s (MiB), bytes per I/O, read %, response times in ms.
struct AverageLine {
    bool fileSystem = false; // FSD/FWD report: per-direction rates, no max or stddev
    double readRate = 0;
    double writeRate = 0;
    double rate = 0;
    double mibPerSec = 0;
    double bytesPerIo = 0;
    double readPct = 0;
    double respMs = 0;
    double readRespMs = 0;
    double writeRespMs = 0;
    double respMaxMs = 0;
    double stddevMs = 0;
    std::optional<double> cpuPct;
};

QString stripHtml(const QString& line)
{
    static const QRegularExpression tags(QStringLiteral("<[^>]*>"));
    QString text = line;
    return text.remove(tags)
        .replace(QStringLiteral("&gt;"), QStringLiteral(">"))
        .replace(QStringLiteral("&lt;"), QStringLiteral("<"));
}

std::optional<AverageLine> averageFields(const QStringList& numbers)
{
    // 10 or 12 columns; 50407: 11 or 13 (read max and write max instead of one max).
    const qsizetype n = numbers.size();
    if (n < 10 || n > 13) {
        return std::nullopt;
    }
    const bool splitMax = n == 11 || n == 13;
    AverageLine a;
    a.rate = numbers[0].toDouble();
    a.mibPerSec = numbers[1].toDouble();
    a.bytesPerIo = numbers[2].toDouble();
    a.readPct = numbers[3].toDouble();
    a.respMs = numbers[4].toDouble();
    a.readRespMs = numbers[5].toDouble();
    a.writeRespMs = numbers[6].toDouble();
    a.respMaxMs = splitMax ? std::max(numbers[7].toDouble(), numbers[8].toDouble()) : numbers[7].toDouble();
    a.stddevMs = numbers[splitMax ? 9 : 8].toDouble();
    if (n >= 12) {
        a.cpuPct = numbers[splitMax ? 11 : 10].toDouble();
    }
    return a;
}

// A file-system (FSD/FWD) run-average line: ReqstdOps rate and resp, cpu% total and sys, read pct, read rate and
// resp, write rate and resp, MB/sec read, write and total, xfer size, then pairs of rate and resp per file operation
// (mkdir, rmdir, create, open, close, delete, and in later versions getattr, setattr…), which are not kept.
std::optional<AverageLine> fileSystemFields(const QStringList& numbers)
{
    if (numbers.size() < 13) {
        return std::nullopt;
    }
    AverageLine a;
    a.fileSystem = true;
    a.rate = numbers[0].toDouble();
    a.respMs = numbers[1].toDouble();
    a.cpuPct = numbers[2].toDouble();
    a.readPct = numbers[4].toDouble();
    a.readRate = numbers[5].toDouble();
    a.readRespMs = numbers[6].toDouble();
    a.writeRate = numbers[7].toDouble();
    a.writeRespMs = numbers[8].toDouble();
    a.mibPerSec = numbers[11].toDouble();
    a.bytesPerIo = numbers[12].toDouble();
    return a;
}

// The numbers after "avg_": each checked (a rate, size, percent or time: a plain number, never negative), then read
// by the column layout of the latest header.
Expected<AverageLine> readAverageLine(const QString& columns, bool fileSystem, const QString& fileName, int lineNumber)
{
    const QStringList numbers = columns.split(QLatin1Char(' '), Qt::SkipEmptyParts);
    for (qsizetype c = 0; c < numbers.size(); ++c) {
        const auto v = strictNumber(numbers[c]);
        const QString why = !v ? QStringLiteral("is not a number") : rangeProblem(*v, ValueRange::NonNegative);
        if (!why.isEmpty()) {
            return valueRefusal(fileName, QStringLiteral("line %1, column %2 after avg_").arg(lineNumber).arg(c + 1),
                QStringLiteral("%1 %2").arg(quotedValue(numbers[c]), why));
        }
    }
    const auto fields = fileSystem ? fileSystemFields(numbers) : averageFields(numbers);
    if (!fields) {
        return fail(fileSystem
                ? QStringLiteral("%1: line %2: a file-system run-average line with %3 columns (expected at least "
                                 "13: ReqstdOps rate and resp, cpu% total and sys, read pct, read rate and resp, "
                                 "write rate and resp, MB/sec read, write and total, xfer size)")
                      .arg(fileName)
                      .arg(lineNumber)
                      .arg(numbers.size())
                : QStringLiteral("%1: line %2: a run-average line with %3 columns (expected 10 to 13: i/o rate, "
                                 "MB/sec, bytes i/o, read pct, resp time, read resp, write resp, resp max, resp "
                                 "stddev, queue depth, cpu%)")
                      .arg(fileName)
                      .arg(lineNumber)
                      .arg(numbers.size()));
    }
    return *fields;
}

// `asked`: the run's parameters (parameter file and "For loops:"). A run at iorate=max is loaded by its threads (the
// outstanding I/Os), so a thread sweep is a curve ordered by load.
Measurement averageMeasurement(
    const AverageLine& a, const RunStart& run, const VdbenchParameters& asked, const QString& system, int line)
{
    Measurement m;
    m.systemName = system;
    m.workload = vdbenchWorkload(asked, a.bytesPerIo, a.readPct);
    m.queueDepth = asked.threads;
    m.loadSetting = run.rate ? run.rate : asked.threads ? std::optional<double>(*asked.threads) : std::nullopt;
    m.iops = a.rate;
    // The MB/sec column is rounded to two decimals (−2.8 % at 0.10 MB/s); bytes per I/O × I/O rate is exact to the
    // rate's digits. For file-system runs the data transfers are the read and write operations.
    const double transfers = a.fileSystem ? a.readRate + a.writeRate : a.rate;
    m.bytesPerSec = a.bytesPerIo > 0 ? transfers * a.bytesPerIo : a.mibPerSec * static_cast<double>(units::MiB);
    m.combined.latency.meanNs = units::msToNs(a.respMs);
    if (!a.fileSystem) {
        m.combined.latency.maxNs = units::msToNs(a.respMaxMs);
        m.combined.latency.stdevNs = units::msToNs(a.stddevMs);
    }
    if (a.readPct > 0) {
        m.read.iops = a.fileSystem ? a.readRate : a.rate * a.readPct / 100.0;
        m.read.latency.meanNs = units::msToNs(a.readRespMs);
    }
    if (a.readPct < 100) {
        m.write.iops = a.fileSystem ? a.writeRate : a.rate * (100.0 - a.readPct) / 100.0;
        m.write.latency.meanNs = units::msToNs(a.writeRespMs);
    }
    m.cpu.hostPct = a.cpuPct;
    m.note = QStringLiteral("vdbench %1 run-average line %2; RD=%3; %4%5")
                 .arg(a.fileSystem ? QStringLiteral("file-system (FSD/FWD)") : QStringLiteral("block-device (SD/WD)"))
                 .arg(line)
                 .arg(run.rd,
                     run.rate ? QStringLiteral("requested rate %1 IO/s").arg(*run.rate)
                              : QStringLiteral("uncontrolled (max)"),
                     asked.threads ? QStringLiteral("; threads=%1").arg(*asked.threads) : QString());
    if (!asked.seekPct) {
        m.note += QStringLiteral("; seekpct unknown (no parmfile.html beside the output)");
    }
    return m;
}

// vdbench's own format runs write the test data before the measured runs: "SD_format" (vdbench -t, or
// format=only), "format_for_rd1" (format=yes). They are not measurements of the workload.
bool isFormatRun(const QString& rd)
{
    static const QRegularExpression format(
        QStringLiteral("^((SD|FSD)_format|format_for_.*|format)$"), QRegularExpression::CaseInsensitiveOption);
    return format.match(rd).hasMatch();
}

// A per-host report of a multi-host run ("hd1.summary.html", "localhost-0.summary.html"): its figures are that
// host's share, not the run's total (summary.html / totals.html).
QString hostOfReport(const QString& fileName)
{
    const QString name = QFileInfo(fileName).fileName();
    if (!name.endsWith(QLatin1String(".summary.html"))) {
        return {};
    }
    return name.chopped(int(QStringLiteral(".summary.html").size()));
}

QString defaultSystem(const QString& fileName)
{
    const QString folder = QFileInfo(fileName).absoluteDir().dirName();
    return folder.isEmpty() ? QStringLiteral("vdbench") : folder;
}

// A line that sets the context of the run-averages after it: "Starting RD=" (the run and its requested rate) or a
// column header (file-system "ReqstdOps" or block-device "interval ... i/o"). False for any other line.
bool readContextLine(const QString& line, RunStart& run, bool& fileSystem)
{
    static const QRegularExpression start(QStringLiteral("Starting RD=([^;\\s]+)(?:;\\s*I/O rate:\\s*([^;]+);)?"));
    if (const auto match = start.match(line); match.hasMatch()) {
        bool ok = false;
        const double rate = match.captured(2).trimmed().toDouble(&ok);
        // iorate=curve runs are named "rd1_(10%)"…: one workload, one curve, the rate as load setting.
        run = { match.captured(1).section(QStringLiteral("_("), 0, 0), ok ? std::optional(rate) : std::nullopt,
            forLoopParameters(line) };
        return true;
    }
    if (line.contains(QLatin1String("ReqstdOps"))) {
        fileSystem = true;
        return true;
    }
    if (line.contains(QLatin1String("interval")) && line.contains(QLatin1String("i/o"))) {
        fileSystem = false;
        return true;
    }
    return false;
}

} // namespace

bool looksLikeVdbenchOutput(const QString& text)
{
    return text.contains(QLatin1String("vdbench"), Qt::CaseInsensitive)
        && (text.contains(QLatin1String("avg_")) || text.contains(QLatin1String("Starting RD="))
            || text.contains(QLatin1String("resp_std")));
}

Expected<ParsedSource> importVdbench(const QString& text, const QString& fileName, const ImportOptions& options)
{
    static const QRegularExpression average(QStringLiteral("\\bavg_[0-9]+-[0-9]+\\s+(.*)$"));
    ParsedSource parsed;
    parsed.format = ImportFormat::Vdbench;
    parsed.source.kind = SourceKind::Vdbench;
    parsed.source.file = fileName;
    parsed.source.importer = QStringLiteral("vdbench summary");
    const QString system = options.systemName.isEmpty() ? defaultSystem(fileName) : options.systemName;
    const QString host = hostOfReport(fileName);
    RunStart run { QStringLiteral("rd"), std::nullopt, {} };
    const QHash<QString, VdbenchParameters> runs = parmfileRuns(parmfileBeside(fileName));
    bool fileSystem = false; // the latest column header was a file-system (ReqstdOps) one
    int skippedFormat = 0;
    const QStringList lines = text.split(QLatin1Char('\n'));
    for (qsizetype i = 0; i < lines.size(); ++i) {
        const QString line = stripHtml(lines[i]);
        const int lineNumber = static_cast<int>(i + 1);
        if (readContextLine(line, run, fileSystem)) {
            continue;
        }
        const auto match = average.match(line);
        if (!match.hasMatch()) {
            continue;
        }
        if (isFormatRun(run.rd)) {
            parsed.warnings << QStringLiteral("%1: line %2: RD=%3 is vdbench's format run (it writes the test data "
                                              "before the measured runs); skipped")
                                   .arg(fileName)
                                   .arg(lineNumber)
                                   .arg(run.rd);
            ++skippedFormat;
            continue;
        }
        const Expected<AverageLine> fields = readAverageLine(match.captured(1), fileSystem, fileName, lineNumber);
        if (!fields) {
            return fields.failure();
        }
        if (fields->rate <= 0) {
            parsed.warnings << QStringLiteral("%1: line %2: RD=%3 did no I/O in its run-average; skipped")
                                   .arg(fileName)
                                   .arg(lineNumber)
                                   .arg(run.rd);
            continue;
        }
        Measurement m
            = averageMeasurement(*fields, run, runs.value(run.rd).overriddenBy(run.loops), system, lineNumber);
        if (const QString problem = measurementProblem(m, std::numeric_limits<double>::infinity());
            !problem.isEmpty()) {
            return valueRefusal(fileName, QStringLiteral("line %1").arg(lineNumber), problem);
        }
        m.host = host;
        m.perHost = !host.isEmpty();
        parsed.measurements << m;
    }
    if (parsed.measurements.isEmpty()) {
        return fail(skippedFormat > 0
                ? QStringLiteral("%1: only vdbench's format run, no measured run-average (avg_…) line").arg(fileName)
                : QStringLiteral("%1: vdbench output without run-average (avg_…) lines; expected summary.html or "
                                 "totals.html")
                      .arg(fileName));
    }
    if (!host.isEmpty()) {
        parsed.warnings << QStringLiteral("%1: a per-host report: stored as host '%2' of system '%3', not as points "
                                          "of the system's curve (summary.html holds the run's totals)")
                               .arg(fileName, host, system);
    }
    return parsed;
}

} // namespace headroom
