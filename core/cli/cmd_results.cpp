#include "clicommand.h"
#include "clierror.h"
#include "model/measurementjson.h"
#include "model/printable.h"
#include "model/quantityformat.h"
#include "model/resultstable.h"
#include "model/units.h"
#include "texttable.h"

#include <QCommandLineParser>
#include <QHash>

namespace headroom::cli {

namespace {

// The points of a listing, and which point each measurement (by id) is a run of: one grouping per listing.
struct ListedPoints {
    QList<PointRuns> points;
    QHash<qint64, qsizetype> pointOfId;

    explicit ListedPoints(const QList<Measurement>& measurements)
        : points(groupRuns(measurements))
    {
        for (qsizetype p = 0; p < points.size(); ++p) {
            for (const Measurement& run : std::as_const(points.at(p).runs)) {
                pointOfId.insert(run.id, p);
            }
        }
    }
    const PointRuns* pointOf(qint64 id) const
    {
        const auto found = pointOfId.constFind(id);
        return found == pointOfId.cend() ? nullptr : &points.at(*found);
    }
};

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

// The results table's CLI columns (model/resultstable.h), in the C locale without separators: scripts read it.
void printRows(QTextStream& out, const QList<Measurement>& measurements)
{
    const ResultsTable rows(measurements, ResultsFace::Cli);
    QList<TextTable::Column> columns;
    for (int c = 0; c < rows.columnCount(); ++c) {
        const ResultsColumnDef& def = rows.definition(c);
        columns.append(
            { QString::fromUtf8(def.header), def.rightAligned ? TextTable::Align::Right : TextTable::Align::Left });
    }
    TextTable table(columns);
    const QuantityFormat format = QuantityFormat::plain();
    for (int r = 0; r < rows.rowCount(); ++r) {
        QStringList cells;
        for (int c = 0; c < rows.columnCount(); ++c) {
            cells << rows.text(r, c, format);
        }
        table.addRow(cells);
    }
    table.print(out);
}

void printTable(QTextStream& out, const QList<Measurement>& measurements)
{
    printRows(out, measurements);
    const ListedPoints listedPoints(measurements);
    for (const PointRuns& point : std::as_const(listedPoints.points)) {
        if (point.runCount() < 2) {
            continue;
        }
        QStringList ids;
        for (qint64 id : point.runIds()) {
            ids << QStringLiteral("#%1").arg(id);
        }
        QStringList parts { spreadLine(QStringLiteral("IOPS"), point.iops, 1.0, 0),
            spreadLine(QStringLiteral("MB/s"), point.bytesPerSec, 1.0 / units::kBytesPerMB, 1),
            spreadLine(QStringLiteral("mean latency ms"), point.latencyMeanNs, 1e-6, 3),
            spreadLine(QStringLiteral("p99 ms"), point.latencyP99Ns, 1e-6, 3) };
        parts.removeAll(QString());
        out << ids.join(QStringLiteral(", ")) << ": runs of one point, mean " << parts.join(QStringLiteral("; "))
            << '\n';
    }
    for (const Measurement& m : measurements) {
        if (!m.warning.isEmpty()) {
            out << "#" << m.id << ": " << printable(m.warning) << '\n';
        }
    }
    out << measurements.size() << (measurements.size() == 1 ? " measurement" : " measurements")
        << "; MB/s = 10^6 bytes/s; latency is the mean of total latency\n";
}

// The array is written element by element, as nlohmann's dump(2) of the whole array would write it, so that a
// listing never holds more than one element's JSON (the whole tree of 100,000 measurements took gigabytes).
void printJson(QTextStream& out, const QList<Measurement>& measurements)
{
    const ListedPoints listedPoints(measurements);
    if (measurements.isEmpty()) {
        out << "[]\n";
        return;
    }
    out << "[\n";
    for (qsizetype i = 0; i < measurements.size(); ++i) {
        const Measurement& m = measurements.at(i);
        nlohmann::json object = measurementToJson(m);
        const PointRuns* point = listedPoints.pointOf(m.id);
        object["point"] = point ? pointRunsToJson(*point) : nlohmann::json(nullptr);
        // dump(2) of a one-element array indents the element as the whole array's dump does; drop "[\n" and "\n]".
        const std::string wrapped = nlohmann::json::array({ std::move(object) }).dump(2);
        out << QString::fromStdString(wrapped.substr(2, wrapped.size() - 4))
            << (i + 1 < measurements.size() ? ",\n" : "\n");
    }
    out << "]\n";
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
    const auto read = library->measurements(query);
    if (!read) {
        return context.libraryFailure(read.error());
    }
    const QList<Measurement>& measurements = *read;
    if (context.json()) {
        printJson(context.out(), measurements);
    } else {
        printTable(context.out(), measurements);
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
