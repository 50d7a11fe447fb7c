#include "clicommand.h"
#include "model/measurementjson.h"
#include "model/printable.h"
#include "model/quantityformat.h"
#include "model/units.h"
#include "texttable.h"

#include <QCommandLineParser>

namespace headroom::cli {

namespace {

QString number(const std::optional<double>& value, int decimals)
{
    return value ? QuantityFormat::plain().number(*value, decimals) : QStringLiteral("-");
}

QString latency(const std::optional<double>& ns)
{
    return ns ? QuantityFormat::plain().latencyNs(*ns) : QStringLiteral("-");
}

QString megabytesPerSec(const std::optional<double>& bytesPerSec)
{
    return bytesPerSec ? QuantityFormat::plain().number(*bytesPerSec / units::kBytesPerMB, 1) : QStringLiteral("-");
}

void printTable(QTextStream& out, const QList<Measurement>& measurements)
{
    using Align = TextTable::Align;
    TextTable table({ { QStringLiteral("ID"), Align::Right }, { QStringLiteral("System") },
        { QStringLiteral("Workload") }, { QStringLiteral("IOPS"), Align::Right },
        { QStringLiteral("MB/s"), Align::Right }, { QStringLiteral("Latency"), Align::Right },
        { QStringLiteral("Read lat"), Align::Right }, { QStringLiteral("Write lat"), Align::Right },
        { QStringLiteral("Host CPU %"), Align::Right }, { QStringLiteral("Source") } });
    for (const Measurement& m : measurements) {
        QString workload = m.workload.canonicalName();
        if (!m.host.isEmpty()) {
            workload += QStringLiteral(" @") + m.host;
        }
        QString source = toString(m.source.kind) + QLatin1Char(':') + m.source.file;
        if (m.modeled) {
            source.prepend(QStringLiteral("MODELED "));
        }
        if (m.failed) {
            source.prepend(QStringLiteral("FAILED "));
        } else if (!m.warning.isEmpty()) {
            source.prepend(QStringLiteral("WARNING "));
        }
        table.addRow({ QString::number(m.id), m.systemName, workload, number(m.totalIops(), 2),
            megabytesPerSec(m.totalBytesPerSec()), latency(m.meanLatencyNs()), latency(m.read.latency.meanNs),
            latency(m.write.latency.meanNs), number(m.cpu.hostPct, 2), source });
    }
    table.print(out);
    for (const Measurement& m : measurements) {
        if (!m.warning.isEmpty()) {
            out << "#" << m.id << ": " << printable(m.warning) << '\n';
        }
    }
    out << measurements.size() << (measurements.size() == 1 ? " measurement" : " measurements")
        << "; MB/s = 10^6 bytes/s; latency is the mean of total latency\n";
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
    if (!query.systemName.isEmpty() && !library->system(query.systemName)) {
        return context.failure(
            QStringLiteral("--system: no system named '%1' in %2").arg(query.systemName, library->path()));
    }
    if (!query.workloadName.isEmpty() && !library->workloadNames().contains(query.workloadName)) {
        return context.failure(
            QStringLiteral("--workload: no workload named '%1' in %2").arg(query.workloadName, library->path()));
    }
    const QList<Measurement> measurements = library->measurements(query);
    if (context.json()) {
        nlohmann::json array = nlohmann::json::array();
        for (const Measurement& m : measurements) {
            array.push_back(measurementToJson(m));
        }
        context.out() << QString::fromStdString(array.dump(2)) << '\n';
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
                       "(rates per second, latency_us = total latency in microseconds, null where unknown)."),
        runResults };
}

} // namespace headroom::cli
