// SPDX-License-Identifier: GPL-3.0-or-later
#include "clicommand.h"
#include "clierror.h"
#include "model/measurementjson.h"
#include "model/printable.h"
#include "model/quantityformat.h"
#include "model/resultstable.h"
#include "model/units.h"
#include "store/measurementlisting.h"
#include "texttable.h"

#include <optional>

#include <QCommandLineParser>
#include <QTemporaryFile>

namespace headroom::cli {

namespace {

using Page = MeasurementListing::Page;

QString spreadLine(const QString& what, const std::optional<RunSpread>& s, double scale, int decimals)
{
    if (!s || s->runs < 2) {
        return {};
    }
    const auto n = [&](double v) { return QuantityFormat::plain().number(v * scale, decimals); };
    QString text = QStringLiteral("%1 %2 (min %3, max %4, sd %5")
                       .arg(what, n(s->mean), n(s->min), n(s->max), n(s->stdev.value_or(0)));
    if (s->ci95HalfWidth) {
        text += QStringLiteral(", 95 % interval ± %1").arg(n(*s->ci95HalfWidth));
    }
    return text + QLatin1Char(')');
}

// The runs of one point and their spread, one line under the table.
QString pointLine(const PointRuns& point)
{
    QStringList ids;
    for (qint64 id : point.runIds()) {
        ids << QStringLiteral("#%1").arg(id);
    }
    QStringList parts { spreadLine(QStringLiteral("IOPS"), point.iops, 1.0, 0),
        spreadLine(QStringLiteral("MB/s"), point.bytesPerSec, 1.0 / units::kBytesPerMB, 1),
        spreadLine(QStringLiteral("mean latency ms"), point.latencyMeanNs, 1e-6, 3),
        spreadLine(QStringLiteral("p99 ms"), point.latencyP99Ns, 1e-6, 3) };
    parts.removeAll(QString());
    return ids.join(QStringLiteral(", ")) + QStringLiteral(": runs of one point, mean ")
        + parts.join(QStringLiteral("; "));
}

// The results table's CLI rows of a page (model/resultstable.h), in the C locale without separators: scripts read it.
QList<QStringList> rowsOf(const Page& page)
{
    QList<int> runs;
    for (qsizetype i = 0; i < page.measurements.size(); ++i) {
        runs << page.runCount(i);
    }
    const ResultsTable table(page.measurements, runs, ResultsFace::Cli);
    const QuantityFormat format = QuantityFormat::plain();
    QList<QStringList> rows;
    for (int r = 0; r < table.rowCount(); ++r) {
        QStringList cells;
        for (int c = 0; c < table.columnCount(); ++c) {
            cells << table.text(r, c, format);
        }
        rows << cells;
    }
    return rows;
}

TextTable emptyTable()
{
    const ResultsTable headers({}, ResultsFace::Cli);
    QList<TextTable::Column> columns;
    for (int c = 0; c < headers.columnCount(); ++c) {
        const ResultsColumnDef& def = headers.definition(c);
        columns.append(
            { QString::fromUtf8(def.header), def.rightAligned ? TextTable::Align::Right : TextTable::Align::Left });
    }
    return TextTable(columns);
}

// Rows kept in a temporary file between the pass that finds the table's widths and the one that prints it: one
// read of the library, one page in memory. Cells are written printable (TextTable::cellsOf), so no cell holds the
// separators.
class SpooledRows {
public:
    bool open() { return m_file.open(); }
    void write(const QStringList& shown) { m_file.write(shown.join(kCellSeparator).toUtf8() + '\n'); }
    bool rewind() { return m_file.flush() && m_file.seek(0); }
    std::optional<QStringList> next()
    {
        if (m_file.atEnd()) {
            return std::nullopt;
        }
        return QString::fromUtf8(m_file.readLine().chopped(1)).split(kCellSeparator);
    }
    QString errorString() const { return m_file.errorString(); }

private:
    static constexpr QChar kCellSeparator { 0x1f };
    QTemporaryFile m_file;
};

// The table, the runs of each repeated point, the warnings and the count, one page in memory at a time.
Status printTable(QTextStream& out, const MeasurementListing& listing)
{
    TextTable table = emptyTable();
    SpooledRows rows;
    SpooledRows warnings;
    if (!rows.open() || !warnings.open()) {
        return fail(QStringLiteral("cannot write the listing's temporary file: %1").arg(rows.errorString()));
    }
    // The CLI's columns are means (model/resultstable.h): no percentiles to read.
    auto read = listing.forEachPage(MeasurementListing::Content::Means, [&](const Page& page) {
        for (const QStringList& row : rowsOf(page)) {
            const QStringList shown = table.cellsOf(row);
            table.fitShown(shown);
            rows.write(shown);
        }
        for (const Measurement& m : page.measurements) {
            if (!m.warning.isEmpty()) {
                warnings.write({ printable(QStringLiteral("#%1: %2").arg(m.id).arg(m.warning)) });
            }
        }
        return success();
    });
    if (!read || !rows.rewind() || !warnings.rewind()) {
        return read ? fail(QStringLiteral("cannot read the listing's temporary file: %1").arg(rows.errorString()))
                    : read;
    }
    table.printTitles(out);
    while (const std::optional<QStringList> row = rows.next()) {
        table.printShownRow(out, *row);
    }
    auto repeated = listing.forEachRepeatedPoint([&](const PointRuns& point) {
        out << pointLine(point) << '\n';
        return success();
    });
    if (!repeated) {
        return repeated;
    }
    while (const std::optional<QStringList> warning = warnings.next()) {
        out << warning->first() << '\n';
    }
    out << listing.count() << (listing.count() == 1 ? " measurement" : " measurements")
        << "; MB/s = 10^6 bytes/s; latency is the mean of total latency\n";
    return success();
}

// Bytes of UTF-8 on the output: straight to its device when it has one (no round trip through UTF-16).
void writeUtf8(QTextStream& out, const std::string& bytes)
{
    if (QIODevice* device = out.device()) {
        out.flush();
        device->write(bytes.data(), static_cast<qint64>(bytes.size()));
    } else {
        out << QString::fromStdString(bytes);
    }
}

// The array is written element by element with the bytes nlohmann's dump(2) of the whole array would give
// (model/jsonwriter.h), so that a listing never holds more than one page of measurements and its text (the whole tree
// of 100,000 measurements took gigabytes, and one tree per measurement most of the time).
Status printJson(QTextStream& out, const MeasurementListing& listing)
{
    if (listing.count() == 0) {
        out << "[]\n";
        return success();
    }
    std::string text = "[";
    bool first = true;
    auto written = listing.forEachPage(MeasurementListing::Content::Rows, [&](const Page& page) {
        for (qsizetype i = 0; i < page.measurements.size(); ++i) {
            text += first ? "\n  " : ",\n  ";
            first = false;
            JsonWriter element(text, 1);
            const PointRuns point = page.point(i);
            writeMeasurementJson(element, page.measurements.at(i), &point);
        }
        writeUtf8(out, text);
        text.clear();
        return success();
    });
    writeUtf8(out, text + "\n]\n");
    return written;
}

int runResults(CliContext& context, const QStringList& arguments)
{
    QCommandLineParser parser;
    const QCommandLineOption system(
        QStringLiteral("system"), QStringLiteral("Only this system."), QStringLiteral("NAME"));
    const QCommandLineOption workload(
        QStringLiteral("workload"), QStringLiteral("Only this workload."), QStringLiteral("NAME"));
    parser.addOptions({ system, workload });
    if (!parser.parse(QStringList { QStringLiteral("results") } + arguments)) {
        return context.usageError(QStringLiteral("results: ") + parser.errorText());
    }
    if (!parser.positionalArguments().isEmpty()) {
        return context.usageError(
            QStringLiteral("results: unexpected argument '%1'").arg(parser.positionalArguments().first()));
    }
    ResultsLibrary* library = context.library();
    if (!library) {
        return ExitFailure;
    }
    const MeasurementQuery query { parser.value(system), parser.value(workload), std::nullopt };
    if (!query.systemName.isEmpty()) {
        const auto named = library->system(query.systemName);
        if (!named.ok()) {
            return context.libraryFailure(named.error());
        }
        if (!*named) {
            return context.failure(cliText(failField(QStringLiteral("system"),
                QStringLiteral("no system named '%1' in %2").arg(query.systemName, library->path()))));
        }
    }
    if (!query.workloadName.isEmpty()) {
        const auto names = library->workloadNames();
        if (!names) {
            return context.libraryFailure(names.error());
        }
        if (!names->contains(query.workloadName)) {
            return context.failure(cliText(failField(QStringLiteral("workload"),
                QStringLiteral("no workload named '%1' in %2").arg(query.workloadName, library->path()))));
        }
    }
    const auto listing = MeasurementListing::prepare(*library, query);
    if (!listing) {
        return context.libraryFailure(listing.error());
    }
    const Status printed = context.json() ? printJson(context.out(), **listing) : printTable(context.out(), **listing);
    if (!printed) {
        return context.libraryFailure(printed.error());
    }
    return ExitSuccess;
}

} // namespace

CliCommand resultsCommand()
{
    return { QStringLiteral("results"), QStringLiteral("list measurements in the results library"),
        QStringLiteral("Usage: headroom-cli results [--system NAME] [--workload NAME] [--json]\n\n"
                       "Lists the measurements of the library. With --json: an array of measurement objects\n"
                       "(rates per second, latency_us = total latency in microseconds, null where unknown); each\n"
                       "object's \"point\" gives the runs of its point (the same system, test and load) and their\n"
                       "spread (mean, min, max, stdev, a 95 % interval from 3 runs)."),
        runResults };
}

} // namespace headroom::cli
