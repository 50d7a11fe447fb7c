// SPDX-License-Identifier: GPL-3.0-or-later
#include "benchcluster.h"

#include "clierror.h"
#include "cluster/fiocluster.h"
#include "model/printable.h"
#include "model/quantityformat.h"
#include "texttable.h"

#include <QDateTime>
#include <QDir>
#include <QStandardPaths>

#include <nlohmann/json.hpp>

namespace headroom::cli {

namespace {

// Job files and fio's outputs stay where the user can audit them: --fio-output, or a dated folder under the
// user's data directory.
Expected<QString> workDirectory(const BenchInvocation& invocation)
{
    QString dir = invocation.fioOutputDir;
    if (dir.isEmpty()) {
        dir = QDir(QStandardPaths::writableLocation(QStandardPaths::AppLocalDataLocation))
                  .filePath(QStringLiteral("cluster-runs/")
                      + QDateTime::currentDateTimeUtc().toString(QStringLiteral("yyyyMMdd-HHmmss")));
    }
    if (!QDir().mkpath(dir)) {
        return failField(
            QStringLiteral("fio-output"), QStringLiteral("cannot create the folder %1").arg(excerpt(dir, 200)));
    }
    return QDir(dir).absolutePath();
}

QString figure(const std::optional<double>& value, int decimals, double scale = 1)
{
    return value ? QuantityFormat::plain().number(*value / scale, decimals) : QStringLiteral("–");
}

QString latency(const std::optional<double>& ns)
{
    return ns ? QuantityFormat::plain().latencyNs(*ns) : QStringLiteral("–");
}

void printPoint(QTextStream& out, const cluster::ClusterPoint& point)
{
    using Align = TextTable::Align;
    TextTable table({ { QStringLiteral("Host"), Align::Left }, { QStringLiteral("IOPS"), Align::Right },
        { QStringLiteral("MB/s"), Align::Right }, { QStringLiteral("Mean latency"), Align::Right },
        { QStringLiteral("p99 latency"), Align::Right }, { QStringLiteral("p99 method"), Align::Left } });
    QList<const Measurement*> rows = point.perHost();
    if (const Measurement* aggregate = point.aggregate()) {
        rows << aggregate;
    }
    for (const Measurement* m : rows) {
        const DirectionStats& direction = m->read.isEmpty() ? m->write : m->read;
        table.addRow({ m->host.isEmpty() ? QStringLiteral("cluster") : m->host, figure(m->totalIops(), 0),
            figure(m->totalBytesPerSec(), 1, 1e6), latency(m->meanLatencyNs()),
            latency(direction.latency.percentileNs(99)), toString(direction.latency.percentileOrigin) });
    }
    out << QStringLiteral("QD %1, %2 job(s)%3 on %4 host(s):\n")
               .arg(point.params.queueDepth)
               .arg(point.params.jobs)
               .arg(point.params.targetIops
                       ? QStringLiteral(", %1 IOPS per host").arg(*point.params.targetIops, 0, 'f', 0)
                       : QString())
               .arg(point.perHost().size());
    table.print(out);
    out << '\n';
    out.flush();
}

nlohmann::json pointToJson(const cluster::ClusterPoint& point)
{
    nlohmann::json hosts = nlohmann::json::array();
    for (const Measurement* m : point.perHost()) {
        hosts.push_back({ { "host", m->host.toStdString() }, { "iops", m->totalIops().value_or(0) },
            { "mean_latency_us", m->meanLatencyNs().value_or(0) / 1e3 } });
    }
    nlohmann::json out { { "queue_depth", point.params.queueDepth }, { "jobs", point.params.jobs }, { "hosts", hosts },
        { "output", point.outputFile.toStdString() } };
    if (const Measurement* aggregate = point.aggregate()) {
        const DirectionStats& d = aggregate->read.isEmpty() ? aggregate->write : aggregate->read;
        out["cluster"] = { { "iops", aggregate->totalIops().value_or(0) },
            { "mean_latency_us", aggregate->meanLatencyNs().value_or(0) / 1e3 },
            { "p99_latency_us", d.latency.percentileNs(99).value_or(0) / 1e3 },
            { "percentile_method", toString(d.latency.percentileOrigin).toStdString() } };
    }
    if (point.params.targetIops) {
        out["target_iops_per_host"] = *point.params.targetIops;
    }
    return out;
}

} // namespace

int runClusterBench(CliContext& context, const BenchInvocation& invocation, const std::atomic<bool>& cancel)
{
    cluster::ClusterRequest request;
    request.hosts = invocation.hosts;
    request.fioPath = invocation.fioPath;
    request.sweep = invocation.sweep;
    request.systemName = invocation.systemName;
    request.keepPartial = invocation.keepPartial;
    auto target
        = cluster::resolveClusterTarget({ invocation.target.path, invocation.target.sizeBytes, invocation.keep },
            request.hosts, invocation.target.destroyDataOn);
    if (!target) {
        return context.usageError(QStringLiteral("bench: ") + cliText(target.failure()));
    }
    request.target = *target;
    ResultsLibrary* library = nullptr;
    if (!invocation.systemName.isEmpty()) {
        library = context.writableLibrary(
            ResultsLibrary::Mode::ReadWrite); // before the run: a bad --db does not waste a cluster benchmark
        if (!library) {
            return ExitFailure;
        }
    }
    auto dir = workDirectory(invocation);
    if (!dir) {
        return context.failure(QStringLiteral("bench: ") + cliText(dir.failure()));
    }
    request.workDir = *dir;
    if (auto answered = cluster::checkHostsAnswer(request.hosts, request.fioPath, request.workDir, cancel); !answered) {
        return context.failure(QStringLiteral("bench: ") + cliText(answered.failure()));
    }
    context.err() << QStringLiteral("Cluster run on %1 host(s); job files and fio outputs in %2\n")
                         .arg(request.hosts.size())
                         .arg(request.workDir);
    cluster::ClusterCallbacks callbacks;
    callbacks.pointStarted = [&context](int index, int count, const bench::BenchParams& params) {
        context.err() << QStringLiteral("[%1/%2] %3, QD %4 on every host\n")
                             .arg(index + 1)
                             .arg(count)
                             .arg(params.displayName())
                             .arg(params.queueDepth);
        context.err().flush();
    };
    if (!context.json()) {
        callbacks.pointFinished = [&context](const cluster::ClusterPoint& point) { printPoint(context.out(), point); };
    }
    auto result = cluster::runClusterSweep(request, cancel, callbacks);
    if (!result) {
        return context.failure(QStringLiteral("bench: ") + cliText(result.failure()));
    }
    if (context.json()) {
        nlohmann::json points = nlohmann::json::array();
        for (const cluster::ClusterPoint& point : result->points) {
            points.push_back(pointToJson(point));
        }
        context.out() << QString::fromStdString(nlohmann::json { { "points", points },
            { "cancelled", result->cancelled },
            { "failure",
                result->failure.toStdString() } }.dump(2))
                      << '\n';
    }
    if (!result->failure.isEmpty()) {
        context.err() << "bench: " << result->failure << " (kept the points before it: --keep-partial)\n";
    }
    if (library && !result->points.isEmpty()) {
        auto stored = cluster::storeClusterRun(*library, request, *result);
        if (!stored) {
            return context.failure(QStringLiteral("bench: storing the results failed: ") + cliText(stored.failure()));
        }
        context.err() << "Stored " << stored->measurementsAdded
                      << " measurement(s) (per host and cluster) under system '" << request.systemName << "' in "
                      << library->path() << '\n';
    }
    return result->cancelled || !result->failure.isEmpty() ? ExitFailure : ExitSuccess;
}

} // namespace headroom::cli
