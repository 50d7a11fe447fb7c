// SPDX-License-Identifier: GPL-3.0-or-later
#include "resultstable.h"

#include "curve.h"
#include "pointruns.h"
#include "tablemark.h"
#include "units.h"

#include <array>

#include <QCoreApplication>
#include <QHash>

namespace headroom {

namespace {

QVariant raw(const std::optional<double>& value)
{
    return value ? QVariant(*value) : QVariant();
}

// The texts of the figure columns, from their raw values alone: a table that keeps only the numbers (the Library's
// rows, ui/models/measurementrows.h) writes the same text as one that keeps the measurements.
template <int decimals> QString numberText(const QVariant& raw, const QuantityFormat& format)
{
    return raw.isValid() ? format.number(raw.toDouble(), decimals) : tablemark::notKnown();
}
QString megabytesText(const QVariant& raw, const QuantityFormat& format)
{
    return raw.isValid() ? format.number(raw.toDouble() / units::kBytesPerMB, 1) : tablemark::notKnown();
}
QString latencyText(const QVariant& raw, const QuantityFormat& format)
{
    return raw.isValid() ? format.latencyNs(raw.toDouble()) : tablemark::notKnown();
}
// A figure column's cell text: its raw value written by `shown`.
template <QVariant (*rawOf)(const ResultsCell&), QString (*shown)(const QVariant&, const QuantityFormat&)>
QString figure(const ResultsCell& c)
{
    return shown(rawOf(c), c.format);
}

QString id(const ResultsCell& c)
{
    return QString::number(c.measurement.id);
}
QVariant idRaw(const ResultsCell& c)
{
    return QVariant(static_cast<qlonglong>(c.measurement.id));
}
QString system(const ResultsCell& c)
{
    return c.measurement.systemName;
}
QString workload(const ResultsCell& c)
{
    return c.measurement.workload.canonicalName();
}
QString workloadOnHost(const ResultsCell& c)
{
    const QString name = workload(c);
    return c.measurement.host.isEmpty() ? name : name + QStringLiteral(" @") + c.measurement.host;
}
// The load that produced the point, as the curves order it (loadOf): a target rate, or the queue depth per job
// times the jobs. fio's depth sweeps give the depth as the load setting; a rate sweep keeps the depth and varies the
// rate; the local engine states both.
QString load(const ResultsCell& c)
{
    const Measurement& m = c.measurement;
    const Workload& w = m.workload;
    std::optional<double> rate = w.targetIops;
    std::optional<double> depth;
    if (!rate && m.loadSetting) {
        if (m.queueDepth && *m.loadSetting == *m.queueDepth) {
            depth = *m.queueDepth;
        } else if (w.queueDepth || m.queueDepth) { // a rate at a fixed depth: fio rate_iops, vdbench iorate
            rate = m.loadSetting;
        } else {
            depth = m.loadSetting;
        }
    } else if (!rate) {
        depth = m.queueDepth ? std::optional<double>(*m.queueDepth) : std::optional<double>(w.queueDepth);
    }
    if (rate) {
        const QString target = c.format.number(*rate, 0) + QStringLiteral(" IOPS target");
        const std::optional<int> atDepth = w.queueDepth ? w.queueDepth : m.queueDepth;
        return atDepth && !w.targetIops ? target + QStringLiteral(" at QD ") + QString::number(*atDepth) : target;
    }
    if (!depth) {
        return tablemark::notKnown();
    }
    const QString text = QStringLiteral("QD ") + c.format.number(*depth, 0);
    return w.jobs ? text + QStringLiteral(" × ") + QString::number(*w.jobs) : text;
}
QVariant loadRaw(const ResultsCell& c)
{
    return raw(loadOf(c.measurement));
}
QString host(const ResultsCell& c)
{
    return c.measurement.host;
}
QVariant iopsRaw(const ResultsCell& c)
{
    return raw(c.measurement.totalIops());
}
QVariant throughputRaw(const ResultsCell& c)
{
    return raw(c.measurement.totalBytesPerSec());
}
QVariant meanLatencyRaw(const ResultsCell& c)
{
    return raw(c.measurement.meanLatencyNs());
}
QVariant readLatencyRaw(const ResultsCell& c)
{
    return raw(c.measurement.read.latency.meanNs);
}
QVariant writeLatencyRaw(const ResultsCell& c)
{
    return raw(c.measurement.write.latency.meanNs);
}
constexpr double kReadP95 = 95;

QVariant readP95Raw(const ResultsCell& c)
{
    return raw(c.measurement.read.latency.percentileNs(kReadP95));
}
QVariant hostCpuRaw(const ResultsCell& c)
{
    return raw(c.measurement.cpu.hostPct);
}
QString runs(const ResultsCell& c)
{
    return QString::number(c.runs);
}
QVariant runsRaw(const ResultsCell& c)
{
    return c.runs;
}
QString source(const ResultsCell& c)
{
    return resultsSourceText(c.measurement);
}
QVariant sourceRaw(const ResultsCell& c)
{
    return c.measurement.source.file;
}
QString importedBy(const ResultsCell& c)
{
    return c.measurement.source.importedBy;
}
// A text column sorts by its text.
template <QString (*text)(const ResultsCell&)> QVariant asText(const ResultsCell& c)
{
    return text(c);
}

constexpr unsigned cli = static_cast<unsigned>(ResultsFace::Cli);
constexpr unsigned gui = static_cast<unsigned>(ResultsFace::Gui);

// THE definition of the results table: adding a column is one row here.
const std::array<ResultsColumnDef, static_cast<std::size_t>(ResultsColumn::ColumnCount)> columns { {
    { ResultsColumn::Id, QT_TRANSLATE_NOOP("headroom::model", "ID"),
        QT_TRANSLATE_NOOP("headroom::model", "The measurement's id in the library"), true, cli, id, idRaw, nullptr },
    { ResultsColumn::System, QT_TRANSLATE_NOOP("headroom::model", "System"),
        QT_TRANSLATE_NOOP("headroom::model", "System under test"), false, cli | gui, system, asText<system>, nullptr },
    { ResultsColumn::Workload, QT_TRANSLATE_NOOP("headroom::model", "Workload"),
        QT_TRANSLATE_NOOP("headroom::model", "Workload (HCIBench name when imported from it)"), false, gui, workload,
        asText<workload>, nullptr },
    { ResultsColumn::WorkloadOnHost, QT_TRANSLATE_NOOP("headroom::model", "Workload"),
        QT_TRANSLATE_NOOP("headroom::model", "Workload, @ the host for per-host results of a cluster run"), false, cli,
        workloadOnHost, asText<workloadOnHost>, nullptr },
    { ResultsColumn::Load, QT_TRANSLATE_NOOP("headroom::model", "Load"),
        QT_TRANSLATE_NOOP("headroom::model", "The point's load: queue depth per job × jobs, or the target rate"), true,
        cli | gui, load, loadRaw, nullptr },
    { ResultsColumn::Host, QT_TRANSLATE_NOOP("headroom::model", "Host"),
        QT_TRANSLATE_NOOP("headroom::model", "Host, for per-host results of a cluster run"), false, gui, host,
        asText<host>, nullptr },
    { ResultsColumn::Iops, QT_TRANSLATE_NOOP("headroom::model", "IOPS"),
        QT_TRANSLATE_NOOP("headroom::model", "Total I/Os per second"), true, cli | gui, figure<iopsRaw, numberText<2>>,
        iopsRaw, numberText<2> },
    { ResultsColumn::Throughput, QT_TRANSLATE_NOOP("headroom::model", "MB/s"),
        QT_TRANSLATE_NOOP("headroom::model", "Total throughput in MB/s (10^6 bytes per second)"), true, cli | gui,
        figure<throughputRaw, megabytesText>, throughputRaw, megabytesText },
    { ResultsColumn::Latency, QT_TRANSLATE_NOOP("headroom::model", "Latency"),
        QT_TRANSLATE_NOOP("headroom::model", "Mean total latency, both directions weighted by IOPS"), true, cli | gui,
        figure<meanLatencyRaw, latencyText>, meanLatencyRaw, latencyText },
    { ResultsColumn::ReadLatency, QT_TRANSLATE_NOOP("headroom::model", "Read lat"),
        QT_TRANSLATE_NOOP("headroom::model", "Mean read latency"), true, cli | gui, figure<readLatencyRaw, latencyText>,
        readLatencyRaw, latencyText },
    { ResultsColumn::WriteLatency, QT_TRANSLATE_NOOP("headroom::model", "Write lat"),
        QT_TRANSLATE_NOOP("headroom::model", "Mean write latency"), true, cli | gui,
        figure<writeLatencyRaw, latencyText>, writeLatencyRaw, latencyText },
    { ResultsColumn::ReadP95, QT_TRANSLATE_NOOP("headroom::model", "Read p95"),
        QT_TRANSLATE_NOOP(
            "headroom::model", "95th percentile of read latency (HCIBench: mean of per-VM percentiles, see tooltip)"),
        true, gui, figure<readP95Raw, latencyText>, readP95Raw, latencyText },
    { ResultsColumn::HostCpu, QT_TRANSLATE_NOOP("headroom::model", "Host CPU %"),
        QT_TRANSLATE_NOOP("headroom::model", "Average host CPU of the system under test"), true, cli | gui,
        figure<hostCpuRaw, numberText<2>>, hostCpuRaw, numberText<2> },
    { ResultsColumn::Runs, QT_TRANSLATE_NOOP("headroom::model", "Runs"),
        QT_TRANSLATE_NOOP("headroom::model", "Runs of the measurement's point (the same system, test and load)"), true,
        cli, runs, runsRaw, nullptr },
    { ResultsColumn::Source, QT_TRANSLATE_NOOP("headroom::model", "Source"),
        QT_TRANSLATE_NOOP("headroom::model",
            "Where the figures come from; modeled points are derived, not measured; failed runs and warnings marked"),
        false, cli | gui, source, sourceRaw, nullptr },
    { ResultsColumn::ImportedBy, QT_TRANSLATE_NOOP("headroom::model", "Imported by"),
        QT_TRANSLATE_NOOP("headroom::model", "Who imported the source: the team member's login in a team library"),
        false, gui, importedBy, asText<importedBy>, nullptr },
} };

} // namespace

const ResultsColumnDef& resultsColumn(ResultsColumn column)
{
    const ResultsColumnDef& def = columns.at(static_cast<std::size_t>(column));
    Q_ASSERT(def.column == column);
    return def;
}

QList<ShownPercentile> percentilesShownInTables()
{
    return { { "read", kReadP95 } }; // readP95Raw, the only column that shows a percentile
}

QList<ResultsColumn> resultsColumns(ResultsFace face)
{
    QList<ResultsColumn> shown;
    for (const ResultsColumnDef& def : columns) {
        if (def.faces & static_cast<unsigned>(face)) {
            shown << def.column;
        }
    }
    return shown;
}

QString resultsSourceText(const Measurement& m)
{
    QString text = toString(m.source.kind) + QLatin1Char(':') + m.source.file;
    if (m.modeled) {
        text.prepend(QStringLiteral("MODELED "));
    }
    if (m.failed) {
        text.prepend(QStringLiteral("FAILED "));
    } else if (!m.warning.isEmpty()) {
        text.prepend(QStringLiteral("WARNING "));
    }
    return text;
}

ResultsTable::ResultsTable(QList<Measurement> measurements, ResultsFace face)
    : m_measurements(std::move(measurements))
    , m_columns(resultsColumns(face))
{
    if (!m_columns.contains(ResultsColumn::Runs)) {
        return; // grouping the runs is the one cost of the table: only for a face that shows it
    }
    QHash<qint64, int> runsById;
    for (const PointRuns& point : groupRuns(m_measurements)) {
        for (const Measurement& run : point.runs) {
            runsById.insert(run.id, point.runCount());
        }
    }
    for (const Measurement& m : m_measurements) {
        m_runs << runsById.value(m.id);
    }
}

ResultsTable::ResultsTable(QList<Measurement> measurements, QList<int> runsOfEach, ResultsFace face)
    : m_measurements(std::move(measurements))
    , m_columns(resultsColumns(face))
    , m_runs(std::move(runsOfEach))
{
    Q_ASSERT(m_runs.isEmpty() || m_runs.size() == m_measurements.size());
}

QString ResultsTable::text(int row, int column, const QuantityFormat& format) const
{
    return definition(column).text({ m_measurements.at(row), runsAt(row), format });
}

QVariant ResultsTable::raw(int row, int column) const
{
    static const QuantityFormat unused = QuantityFormat::plain(); // a raw value is not formatted
    return definition(column).raw({ m_measurements.at(row), runsAt(row), unused });
}

} // namespace headroom
