// SPDX-License-Identifier: GPL-3.0-or-later
#include "vdbenchflatfile.h"

#include "model/printable.h"
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

const QStringList kNeeded { QStringLiteral("Run"), QStringLiteral("Interval"), QStringLiteral("rate"),
    QStringLiteral("MB/sec"), QStringLiteral("bytes/io"), QStringLiteral("read%"), QStringLiteral("resp") };

// The columns a measurement is computed from: each a plain, non-negative number or vdbench's "n/a".
const QStringList kFigures { QStringLiteral("rate"), QStringLiteral("MB/sec"), QStringLiteral("bytes/io"),
    QStringLiteral("read%"), QStringLiteral("resp"), QStringLiteral("resp_max"), QStringLiteral("resp_std"),
    QStringLiteral("read_resp"), QStringLiteral("write_resp"), QStringLiteral("reqrate") };

// Why one row's figure cannot be used, naming the line and column; empty when all can.
QString rowProblem(const QStringList& header, const QStringList& cells, int line)
{
    for (const QString& column : kFigures) {
        const qsizetype at = header.indexOf(column);
        if (at < 0 || cells[at] == QLatin1String("n/a")) {
            continue;
        }
        const auto v = strictNumber(cells[at]);
        QString why = !v
            ? QStringLiteral("is not a number")
            : rangeProblem(*v, column == QLatin1String("read%") ? ValueRange::Percent : ValueRange::NonNegative);
        if (!why.isEmpty()) {
            return QStringLiteral("line %1, column %2: %3 %4").arg(line).arg(column, quotedValue(cells[at]), why);
        }
    }
    return {};
}

struct RunRows {
    QString run;
    QList<QStringList> intervals;
    std::optional<QStringList> average;
    int averageLine = 0;
};

std::optional<double> value(const QStringList& header, const QStringList& row, const QString& column)
{
    const qsizetype index = header.indexOf(column);
    if (index < 0 || index >= row.size()) {
        return std::nullopt;
    }
    bool ok = false;
    const double v = row[index].toDouble(&ok);
    return ok ? std::optional(v) : std::nullopt;
}

// The mean of a column over rows (skipping n/a).
std::optional<double> meanOf(const QStringList& header, const QList<QStringList>& rows, const QString& column)
{
    double sum = 0;
    int n = 0;
    for (const QStringList& row : rows) {
        if (const auto v = value(header, row, column)) {
            sum += *v;
            ++n;
        }
    }
    return n > 0 ? std::optional(sum / n) : std::nullopt;
}

constexpr double kUncontrolledRate = 9999988;

Measurement runMeasurement(const QStringList& header, const RunRows& run, const QString& system)
{
    const QList<QStringList> rows = run.average ? QList<QStringList> { *run.average } : run.intervals;
    const auto get = [&](const char* column) { return meanOf(header, rows, QString::fromLatin1(column)); };
    Measurement m;
    m.systemName = system;
    const auto bytes = get("bytes/io");
    // The run's parameters are columns of the flatfile: the workload is named by them, never by the run alone.
    VdbenchParameters asked;
    if (const auto xfer = get("xfersize"); xfer && *xfer > 0) {
        asked.xferBytes = saturatingCast<std::int64_t>(*xfer);
    }
    asked.readPct = get("rdpct");
    asked.seekPct = get("seekpct"); // vdbench's n/a: unknown
    if (const auto threads = get("threads"); threads && *threads >= 1) {
        asked.threads = saturatingCast<int>(*threads);
    }
    m.workload = vdbenchWorkload(asked, bytes, get("read%").value_or(0));
    m.queueDepth = asked.threads;
    m.iops = get("rate");
    // bytes/io × rate, not the MB/sec column, which vdbench rounds (to 4 significant digits here, 2 decimals in
    // summary.html).
    if (bytes && *bytes > 0 && m.iops) {
        m.bytesPerSec = *m.iops * *bytes;
    } else if (const auto mib = get("MB/sec")) {
        m.bytesPerSec = *mib * static_cast<double>(units::MiB);
    }
    const auto ns = [](std::optional<double> ms) { return ms ? std::optional(units::msToNs(*ms)) : std::nullopt; };
    m.combined.latency.meanNs = ns(get("resp"));
    m.combined.latency.maxNs = ns(get("resp_max"));
    m.combined.latency.stdevNs = ns(get("resp_std"));
    m.read.latency.meanNs = ns(get("read_resp"));
    m.write.latency.meanNs = ns(get("write_resp"));
    // iorate=max runs request 9999988 (vdbench's code for "uncontrolled"): their load is the threads.
    const auto requested = get("reqrate");
    const bool controlled = requested && *requested > 0 && *requested < kUncontrolledRate;
    m.loadSetting = controlled ? requested : asked.threads ? std::optional<double>(*asked.threads) : std::nullopt;
    m.note = QStringLiteral("vdbench flatfile; Run=%1; %2")
                 .arg(run.run,
                     run.average ? QStringLiteral("run-average row, line %1").arg(run.averageLine)
                                 : QStringLiteral("mean of %1 intervals").arg(rows.size()));
    return m;
}

bool isFormatRunName(const QString& run)
{
    static const QRegularExpression format(
        QStringLiteral("^((SD|FSD)_format|format_for_.*|format)$"), QRegularExpression::CaseInsensitiveOption);
    return format.match(run).hasMatch();
}

// The header and the rows grouped by run, every row checked against the header.
struct FlatfileRows {
    QStringList header;
    QList<RunRows> runs;
};

// A block-device flatfile header with every column this import reads; line is 1-based.
Status checkHeader(const QStringList& header, const QString& fileName, qsizetype line)
{
    if (!header.contains(QStringLiteral("rate")) && !header.contains(QStringLiteral("bytes/io"))) {
        return fail(QStringLiteral("%1: line %2: a vdbench file-system (FSD/FWD) flatfile; its columns are "
                                   "not read yet: import summary.html or totals.html of the same run")
                        .arg(fileName)
                        .arg(line));
    }
    for (const QString& needed : kNeeded) {
        if (!header.contains(needed)) {
            return fail(QStringLiteral("%1: line %2: the flatfile header lacks the column '%3'")
                            .arg(fileName)
                            .arg(line)
                            .arg(needed));
        }
    }
    return success();
}

Expected<FlatfileRows> readRows(const QString& text, const QString& fileName)
{
    static const QRegularExpression tags(QStringLiteral("<[^>]*>"));
    FlatfileRows rows;
    QStringList& header = rows.header;
    QList<RunRows>& runs = rows.runs;
    const QStringList lines = text.split(QLatin1Char('\n'));
    for (qsizetype i = 0; i < lines.size(); ++i) {
        QString line = lines[i];
        line.remove(tags);
        const QStringList cells = line.split(QRegularExpression(QStringLiteral("\\s+")), Qt::SkipEmptyParts);
        if (cells.isEmpty() || cells.first().startsWith(QLatin1Char('*'))) {
            continue;
        }
        if (header.isEmpty()) {
            if (cells.first() == QLatin1String("tod")) {
                header = cells;
                if (const Status known = checkHeader(header, fileName, i + 1); !known) {
                    return known.failure();
                }
            }
            continue;
        }
        if (cells.size() != header.size()) {
            return fail(QStringLiteral("%1: line %2: %3 columns, the header has %4")
                            .arg(fileName)
                            .arg(i + 1)
                            .arg(cells.size())
                            .arg(header.size()));
        }
        if (const QString problem = rowProblem(header, cells, static_cast<int>(i + 1)); !problem.isEmpty()) {
            return fail(QStringLiteral("%1: %2").arg(printable(fileName), problem));
        }
        const QString run = cells[header.indexOf(QStringLiteral("Run"))];
        const QString interval = cells[header.indexOf(QStringLiteral("Interval"))];
        if (runs.isEmpty() || runs.last().run != run) {
            runs << RunRows { run, {}, std::nullopt, 0 };
        }
        if (interval.startsWith(QLatin1String("avg"))) {
            runs.last().average = cells;
            runs.last().averageLine = static_cast<int>(i + 1);
        } else {
            runs.last().intervals << cells;
        }
    }
    if (runs.isEmpty()) {
        return fail(QStringLiteral("%1: vdbench flatfile without a header or rows").arg(fileName));
    }
    return rows;
}

} // namespace

bool looksLikeVdbenchFlatfile(const QString& text)
{
    static const QRegularExpression header(QStringLiteral("(^|\\n)\\s*tod\\s+timestamp\\s+Run\\s+Interval\\s"));
    return header.match(text).hasMatch();
}

Expected<ParsedSource> importVdbenchFlatfile(const QString& text, const QString& fileName, const ImportOptions& options)
{
    const Expected<FlatfileRows> rows = readRows(text, fileName);
    if (!rows) {
        return rows.failure();
    }
    const QStringList& header = rows->header;
    const QList<RunRows>& runs = rows->runs;
    ParsedSource parsed;
    parsed.format = ImportFormat::Vdbench;
    parsed.source.kind = SourceKind::Vdbench;
    parsed.source.file = fileName;
    parsed.source.importer = QStringLiteral("vdbench flatfile");
    QString system = options.systemName;
    if (system.isEmpty()) {
        system = QFileInfo(fileName).absoluteDir().dirName();
    }
    for (const RunRows& run : runs) {
        if (isFormatRunName(run.run)) {
            parsed.warnings << QStringLiteral("%1: Run=%2 is vdbench's format run (it writes the test data before the "
                                              "measured runs); skipped")
                                   .arg(fileName, run.run);
            continue;
        }
        if (!run.average) {
            parsed.warnings << QStringLiteral("%1: run %2 has no avg_ row; its figures are the mean of %3 intervals, "
                                              "warm-up included")
                                   .arg(fileName, run.run)
                                   .arg(run.intervals.size());
        }
        Measurement m = runMeasurement(header, run, system);
        if (const QString problem = measurementProblem(m, std::numeric_limits<double>::infinity());
            !problem.isEmpty()) {
            return valueRefusal(fileName,
                run.average ? QStringLiteral("line %1").arg(run.averageLine)
                            : QStringLiteral("Run=%1").arg(printable(run.run)),
                problem);
        }
        if (m.iops.value_or(0) <= 0) {
            parsed.warnings << QStringLiteral("%1: Run=%2 did no I/O; skipped").arg(fileName, run.run);
            continue;
        }
        parsed.measurements << m;
    }
    if (parsed.measurements.isEmpty()) {
        return fail(QStringLiteral("%1: no measured vdbench run in the flatfile (only format runs or runs without I/O)")
                        .arg(fileName));
    }
    return parsed;
}

} // namespace headroom
