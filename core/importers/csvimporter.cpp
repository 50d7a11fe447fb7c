// SPDX-License-Identifier: GPL-3.0-or-later
#include "csvimporter.h"

#include "model/csvreader.h"
#include "model/units.h"
#include "valuecheck.h"

#include <limits>

#include <QRegularExpression>

namespace headroom {

namespace {

const QStringList kRequired { QStringLiteral("system"), QStringLiteral("workload"), QStringLiteral("iops"),
    QStringLiteral("latency_ms") };
const QStringList kOptional { QStringLiteral("queue_depth"), QStringLiteral("target_iops"), QStringLiteral("read_pct"),
    QStringLiteral("block_size"), QStringLiteral("random_pct"), QStringLiteral("read_iops"),
    QStringLiteral("write_iops"), QStringLiteral("mb_per_s"), QStringLiteral("read_latency_ms"),
    QStringLiteral("write_latency_ms"), QStringLiteral("p95_latency_ms"), QStringLiteral("p99_latency_ms"),
    QStringLiteral("cpu_pct"), QStringLiteral("modeled"), QStringLiteral("source") };

struct Row {
    const QStringList& header;
    const QStringList& fields;
    QString where; // "file: line 4"
    QString error;

    QString text(const QString& column) const
    {
        const qsizetype index = header.indexOf(column);
        return index >= 0 ? fields[index].trimmed() : QString();
    }

    std::optional<double> number(const QString& column)
    {
        const QString cell = text(column);
        if (cell.isEmpty()) {
            return std::nullopt;
        }
        const auto value = strictNumber(cell);
        if (!value) {
            if (error.isEmpty()) {
                error = QStringLiteral("%1, column %2 (%3): %4 is not a plain number (finite; decimal point only; "
                                       "no thousands separator, no unit)")
                            .arg(where)
                            .arg(header.indexOf(column) + 1)
                            .arg(column, quotedValue(cell));
            }
            return std::nullopt;
        }
        // Every column is a rate, size, count, latency or (read_pct, random_pct, cpu_pct) a percentage.
        const bool percent = column.endsWith(QLatin1String("_pct"));
        if (const QString why = rangeProblem(*value, percent ? ValueRange::Percent : ValueRange::NonNegative);
            !why.isEmpty()) {
            if (error.isEmpty()) {
                error = QStringLiteral("%1, column %2 (%3): %4 %5")
                            .arg(where)
                            .arg(header.indexOf(column) + 1)
                            .arg(column, quotedValue(cell), why);
            }
            return std::nullopt;
        }
        return value;
    }
};

std::optional<bool> flag(const QString& text)
{
    const QString t = text.toLower();
    if (t == QLatin1String("1") || t == QLatin1String("true") || t == QLatin1String("yes")) {
        return true;
    }
    if (t.isEmpty() || t == QLatin1String("0") || t == QLatin1String("false") || t == QLatin1String("no")) {
        return false;
    }
    return std::nullopt;
}

bool isTextColumn(const QString& column)
{
    return column == QLatin1String("system") || column == QLatin1String("workload") || column == QLatin1String("source")
        || column == QLatin1String("modeled") || (!kRequired.contains(column) && !kOptional.contains(column));
}

// True when `fields` fit `header` and every numeric column holds a plain number (or nothing).
bool fitsHeader(const QStringList& header, const QStringList& fields)
{
    static const QRegularExpression plain(
        QStringLiteral("^\\s*[-+]?([0-9]+(\\.[0-9]*)?|\\.[0-9]+)([eE][-+]?[0-9]+)?\\s*$"));
    if (fields.size() != header.size()) {
        return false;
    }
    for (qsizetype i = 0; i < header.size(); ++i) {
        if (!isTextColumn(header[i]) && !fields[i].trimmed().isEmpty() && !plain.match(fields[i]).hasMatch()) {
            return false;
        }
    }
    return true;
}

QStringList joined(const QStringList& fields, qsizetype at)
{
    QStringList out = fields;
    out[at] += QLatin1Char(',') + out.takeAt(at + 1);
    return out;
}

// A row with one field more than the header: a number written with a thousands separator ("1,234"), or a text cell
// with an unquoted comma ("70/30, 8k"). The thousands reading needs a real digit group (1-3 digits, then 3) in a
// numeric column; otherwise the text cell whose comma makes the row fit the header is named.
QString fieldCountError(const QString& where, const QStringList& header, const QStringList& fields)
{
    static const QRegularExpression lead(QStringLiteral("^\\s*[0-9]{1,3}\\s*$"));
    static const QRegularExpression group(QStringLiteral("^[0-9]{3}(\\.[0-9]+)?\\s*$"));
    for (qsizetype i = 0; i + 1 < fields.size() && i < header.size(); ++i) {
        if (!isTextColumn(header[i]) && lead.match(fields[i]).hasMatch() && group.match(fields[i + 1]).hasMatch()) {
            return QStringLiteral("%1, column %2 (%3): '%4,%5' looks like a thousands separator; write plain "
                                  "numbers with a decimal point only")
                .arg(where)
                .arg(i + 1)
                .arg(header[i], fields[i].trimmed(), fields[i + 1].trimmed());
        }
    }
    if (fields.size() == header.size() + 1) {
        QList<qsizetype> fits;
        for (qsizetype i = 0; i + 1 < fields.size() && i < header.size(); ++i) {
            if (isTextColumn(header[i]) && fitsHeader(header, joined(fields, i))) {
                fits << i;
            }
        }
        if (fits.size() == 1) {
            const qsizetype i = fits.first();
            return QStringLiteral("%1, column %2 (%3): the text '%4,%5' holds an unquoted comma; put the cell in "
                                  "double quotes")
                .arg(where)
                .arg(i + 1)
                .arg(header[i], fields[i].trimmed(), fields[i + 1].trimmed());
        }
        if (fits.size() > 1) {
            QStringList columns;
            for (const qsizetype i : fits) {
                columns << QStringLiteral("column %1 (%2)").arg(i + 1).arg(header[i]);
            }
            return QStringLiteral("%1: one field too many: a text cell holds an unquoted comma (%2); put text with "
                                  "commas in double quotes")
                .arg(where, columns.join(QStringLiteral(" or ")));
        }
    }
    return QStringLiteral("%1: %2 fields, but the header has %3").arg(where).arg(fields.size()).arg(header.size());
}

void setMean(DirectionStats& direction, std::optional<double> ms)
{
    if (ms) {
        direction.latency.meanNs = units::msToNs(*ms);
        direction.latency.percentileOrigin = PercentileOrigin::Published;
    }
}

Expected<Measurement> rowMeasurement(Row& row, const ImportOptions& options)
{
    Measurement m;
    m.systemName = options.systemName.isEmpty() ? row.text(QStringLiteral("system")) : options.systemName;
    const QString workloadName = row.text(QStringLiteral("workload"));
    if (m.systemName.isEmpty() || workloadName.isEmpty()) {
        return fail(QStringLiteral("%1: system and workload must not be empty").arg(row.where));
    }
    auto hciBench = Workload::fromHciBenchName(workloadName);
    m.workload = hciBench ? *hciBench : Workload {};
    m.workload.name = workloadName;
    if (const QString bs = row.text(QStringLiteral("block_size")); !bs.isEmpty()) {
        const auto bytes = parseSize(bs, false);
        if (!bytes) {
            return fail(QStringLiteral("%1, column %2 (block_size): %3")
                            .arg(row.where)
                            .arg(row.header.indexOf(QStringLiteral("block_size")) + 1)
                            .arg(bytes.error()));
        }
        m.workload.blockSizeBytes = *bytes;
    }
    if (const auto v = row.number(QStringLiteral("read_pct"))) {
        m.workload.readPct = *v;
    }
    if (const auto v = row.number(QStringLiteral("random_pct"))) {
        m.workload.randomPct = *v;
    }
    const auto queueDepth = row.number(QStringLiteral("queue_depth"));
    const auto targetIops = row.number(QStringLiteral("target_iops"));
    m.loadSetting = targetIops ? targetIops : queueDepth;
    m.iops = row.number(QStringLiteral("iops"));
    m.read.iops = row.number(QStringLiteral("read_iops"));
    m.write.iops = row.number(QStringLiteral("write_iops"));
    if (const auto mbps = row.number(QStringLiteral("mb_per_s"))) {
        m.bytesPerSec = *mbps * units::kBytesPerMB;
    }
    setMean(m.combined, row.number(QStringLiteral("latency_ms")));
    setMean(m.read, row.number(QStringLiteral("read_latency_ms")));
    setMean(m.write, row.number(QStringLiteral("write_latency_ms")));
    if (const auto p95 = row.number(QStringLiteral("p95_latency_ms"))) {
        m.combined.latency.percentilesNs[95.0] = units::msToNs(*p95);
    }
    if (const auto p99 = row.number(QStringLiteral("p99_latency_ms"))) {
        m.combined.latency.percentilesNs[99.0] = units::msToNs(*p99);
    }
    m.combined.latency.percentileOrigin = PercentileOrigin::Published;
    m.cpu.hostPct = row.number(QStringLiteral("cpu_pct"));
    const auto modeled = flag(row.text(QStringLiteral("modeled")));
    if (!modeled) {
        return fail(QStringLiteral("%1, column %2 (modeled): '%3' is not yes/no, true/false or 1/0")
                        .arg(row.where)
                        .arg(row.header.indexOf(QStringLiteral("modeled")) + 1)
                        .arg(row.text(QStringLiteral("modeled"))));
    }
    m.modeled = *modeled;
    if (!row.error.isEmpty()) {
        return fail(row.error);
    }
    if (!m.iops) {
        return fail(QStringLiteral("%1: iops is empty").arg(row.where));
    }
    if (const QString problem = measurementProblem(m, std::numeric_limits<double>::infinity()); !problem.isEmpty()) {
        return fail(QStringLiteral("%1: %2").arg(row.where, problem));
    }
    const QString source = row.text(QStringLiteral("source"));
    m.note = source.isEmpty() ? QStringLiteral("typed in from CSV") : QStringLiteral("source: ") + source;
    return m;
}

Expected<QStringList> readHeader(const QStringList& cells, const QString& where)
{
    QStringList header;
    for (const QString& cell : cells) {
        const QString name = cell.trimmed().toLower();
        if (!kRequired.contains(name) && !kOptional.contains(name)) {
            return fail(
                QStringLiteral("%1, column %2: unknown column '%3' (known: %4, %5)")
                    .arg(where)
                    .arg(header.size() + 1)
                    .arg(cell.trimmed(), kRequired.join(QStringLiteral(", ")), kOptional.join(QStringLiteral(", "))));
        }
        header << name;
    }
    for (const QString& required : kRequired) {
        if (!header.contains(required)) {
            return fail(QStringLiteral("%1: the header lacks the required column '%2' (required: %3)")
                            .arg(where, required, kRequired.join(QStringLiteral(", "))));
        }
    }
    return header;
}

} // namespace

bool looksLikeHeadroomCsv(const QString& text)
{
    const QStringList lines = text.left(4096).split(QLatin1Char('\n'));
    for (const QString& line : lines) {
        if (line.trimmed().isEmpty() || line.trimmed().startsWith(QLatin1Char('#'))) {
            continue;
        }
        const QString lower = line.toLower();
        return lower.contains(QLatin1String("system")) && lower.contains(QLatin1String("workload"))
            && lower.contains(QLatin1String("iops")) && lower.contains(QLatin1Char(','));
    }
    return false;
}

Expected<ParsedSource> importCsv(const QString& text, const QString& fileName, const ImportOptions& options)
{
    const auto records = readCsvRecords(text, { QLatin1Char(','), true });
    if (!records) {
        return fail(QStringLiteral("%1: %2").arg(fileName, records.error()));
    }
    ParsedSource parsed;
    parsed.format = ImportFormat::Csv;
    parsed.source.kind = SourceKind::Csv;
    parsed.source.file = fileName;
    parsed.source.importer = QStringLiteral("csv");
    std::optional<QStringList> header;
    for (const CsvRecord& record : *records) {
        const QString where = QStringLiteral("%1: line %2").arg(fileName).arg(record.line);
        if (!header) {
            auto read = readHeader(record.fields, where);
            if (!read) {
                return fail(read.error());
            }
            header = *read;
            continue;
        }
        if (record.fields.size() != header->size()) {
            return fail(fieldCountError(where, *header, record.fields));
        }
        Row row { *header, record.fields, where, {} };
        auto measurement = rowMeasurement(row, options);
        if (!measurement) {
            return fail(measurement.error());
        }
        parsed.measurements << *measurement;
    }
    if (!header) {
        return fail(
            QStringLiteral("%1: no header row (expected %2)").arg(fileName, kRequired.join(QStringLiteral(","))));
    }
    if (parsed.measurements.isEmpty()) {
        return fail(QStringLiteral("%1: a header but no rows").arg(fileName));
    }
    return parsed;
}

} // namespace headroom
