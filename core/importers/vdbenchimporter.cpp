#include "vdbenchimporter.h"

#include "model/units.h"

#include <QDir>
#include <QFileInfo>
#include <QRegularExpression>

namespace headroom {

namespace {

struct RunStart {
    QString rd;
    std::optional<double> rate; // empty: uncontrolled (max)
};

// One averaged interval line: i/o rate, MB/s (MiB), bytes per I/O, read %, response times in ms.
struct AverageLine {
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

Measurement averageMeasurement(const AverageLine& a, const RunStart& run, const QString& system)
{
    Measurement m;
    m.systemName = system;
    m.workload.tool = QStringLiteral("vdbench");
    m.workload.name = QStringLiteral("vdbench-") + run.rd;
    m.workload.blockSizeBytes = static_cast<std::int64_t>(a.bytesPerIo);
    m.workload.readPct = a.readPct;
    m.loadSetting = run.rate;
    m.iops = a.rate;
    m.bytesPerSec = a.mibPerSec * static_cast<double>(units::MiB);
    m.combined.latency.meanNs = units::msToNs(a.respMs);
    m.combined.latency.maxNs = units::msToNs(a.respMaxMs);
    m.combined.latency.stdevNs = units::msToNs(a.stddevMs);
    if (a.readPct > 0) {
        m.read.iops = a.rate * a.readPct / 100.0;
        m.read.latency.meanNs = units::msToNs(a.readRespMs);
    }
    if (a.readPct < 100) {
        m.write.iops = a.rate * (100.0 - a.readPct) / 100.0;
        m.write.latency.meanNs = units::msToNs(a.writeRespMs);
    }
    m.cpu.hostPct = a.cpuPct;
    m.note = QStringLiteral("vdbench run-average line; RD=%1; %2")
                 .arg(run.rd,
                     run.rate ? QStringLiteral("requested rate %1 IO/s").arg(*run.rate)
                              : QStringLiteral("uncontrolled (max)"));
    return m;
}

QString defaultSystem(const QString& fileName)
{
    const QString folder = QFileInfo(fileName).absoluteDir().dirName();
    return folder.isEmpty() ? QStringLiteral("vdbench") : folder;
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
    static const QRegularExpression start(QStringLiteral("Starting RD=([^;\\s]+);\\s*I/O rate:\\s*([^;]+);"));
    static const QRegularExpression average(QStringLiteral("\\bavg_[0-9]+-[0-9]+\\s+(.*)$"));
    ParsedSource parsed;
    parsed.format = ImportFormat::Vdbench;
    parsed.source.kind = SourceKind::Vdbench;
    parsed.source.file = fileName;
    parsed.source.importer = QStringLiteral("vdbench summary");
    const QString system = options.systemName.isEmpty() ? defaultSystem(fileName) : options.systemName;
    RunStart run { QStringLiteral("rd"), std::nullopt };
    const QStringList lines = text.split(QLatin1Char('\n'));
    for (qsizetype i = 0; i < lines.size(); ++i) {
        const QString line = stripHtml(lines[i]);
        if (const auto match = start.match(line); match.hasMatch()) {
            bool ok = false;
            const double rate = match.captured(2).trimmed().toDouble(&ok);
            // iorate=curve runs are named "rd1_(10%)"…: one workload, one curve, the rate as load setting.
            run = { match.captured(1).section(QStringLiteral("_("), 0, 0), ok ? std::optional(rate) : std::nullopt };
            continue;
        }
        const auto match = average.match(line);
        if (!match.hasMatch()) {
            continue;
        }
        const QStringList numbers = match.captured(1).split(QLatin1Char(' '), Qt::SkipEmptyParts);
        const auto fields = averageFields(numbers);
        if (!fields) {
            return fail(QStringLiteral("%1: line %2: a run-average line with %3 columns (expected 10 to 13: i/o rate, "
                                       "MB/sec, bytes i/o, read pct, resp time, read resp, write resp, resp max, "
                                       "resp stddev, queue depth, cpu%)")
                            .arg(fileName)
                            .arg(i + 1)
                            .arg(numbers.size()));
        }
        parsed.measurements << averageMeasurement(*fields, run, system);
    }
    if (parsed.measurements.isEmpty()) {
        return fail(QStringLiteral("%1: vdbench output without run-average (avg_…) lines; expected summary.html or "
                                   "totals.html")
                        .arg(fileName));
    }
    return parsed;
}

} // namespace headroom
