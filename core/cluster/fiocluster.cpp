#include "fiocluster.h"

#include "fioclientprocess.h"
#include "importers/importplan.h"
#include "model/atomicfile.h"
#include "model/logging.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>

namespace headroom::cluster {

namespace {

// fio's lines that name a host (on stderr, stdout, or its --output file before the JSON: "client: host=X
// disconnected"), each prefixed with that host; else the last lines fio wrote.
QString describeFailure(const FioClientRun& run, const QByteArray& output, const QList<ClusterHost>& hosts)
{
    QStringList blamed;
    const qsizetype json = output.indexOf('{');
    const QString text = run.standardError + QLatin1Char('\n') + QString::fromUtf8(run.standardOutput)
        + QLatin1Char('\n') + QString::fromUtf8(json < 0 ? output : output.left(json));
    const QStringList lines = text.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    for (const QString& line : lines) {
        for (const ClusterHost& host : hosts) {
            if (line.contains(QStringLiteral("host=") + host.host) || line.contains(host.label())
                || line.contains(host.host + QLatin1Char(','))) {
                blamed << QStringLiteral("host %1: %2").arg(host.label(), line.trimmed());
                break;
            }
        }
    }
    if (!blamed.isEmpty()) {
        blamed.removeDuplicates();
        return blamed.join(QStringLiteral("; "));
    }
    if (run.timedOut) {
        return QStringLiteral("fio did not finish in time (a host stopped answering?)");
    }
    return QStringLiteral("fio exited with code %1: %2")
        .arg(run.exitCode)
        .arg(lines.mid(lines.size() - 3).join(QStringLiteral(" / ")));
}

int pointTimeoutMs(const ClusterRequest& request, const bench::BenchParams& params)
{
    if (request.pointTimeoutMs > 0) {
        return request.pointTimeoutMs;
    }
    const std::int64_t runMs
        = params.ioLimit > 0 || params.fillOnce ? 3'600'000 : (params.runNs + params.rampNs) / 1'000'000;
    return static_cast<int>(std::min<std::int64_t>(runMs + 60'000, 24LL * 3'600'000));
}

// Every host's result is in the output: a host that disappeared mid-run leaves none.
Status checkEveryHostReported(const ParsedSource& parsed, const QList<ClusterHost>& hosts)
{
    QStringList missing;
    for (const ClusterHost& host : hosts) {
        const bool reported = std::any_of(parsed.measurements.cbegin(), parsed.measurements.cend(),
            [&](const Measurement& m) { return m.host == host.host || m.host == host.label(); });
        if (!reported) {
            missing << host.label();
        }
    }
    if (!missing.isEmpty()) {
        return fail(QStringLiteral("no result from host %1").arg(missing.join(QStringLiteral(", "))));
    }
    return success();
}

// The cluster's rates are the sums of the hosts' rates, each over its own run time: what the hosts did together.
// fio's "All clients" divides the total by the longest run time, which a late-starting host stretches.
void sumHostRates(ParsedSource& parsed)
{
    Measurement* aggregate = nullptr;
    Measurement sum;
    for (Measurement& m : parsed.measurements) {
        if (m.host.isEmpty()) {
            aggregate = &m;
            continue;
        }
        const auto add = [](std::optional<double>& total, const std::optional<double>& part) {
            if (part) {
                total = total.value_or(0) + *part;
            }
        };
        add(sum.iops, m.totalIops());
        add(sum.bytesPerSec, m.totalBytesPerSec());
        for (auto [into, from] : { std::pair(&sum.read, &m.read), std::pair(&sum.write, &m.write) }) {
            add(into->iops, from->iops);
            add(into->bytesPerSec, from->bytesPerSec);
        }
    }
    if (!aggregate || !sum.iops) {
        return;
    }
    if (aggregate->totalIops() && std::abs(*aggregate->totalIops() - *sum.iops) > 1e-9 * *sum.iops) {
        aggregate->note += QStringLiteral("; cluster IOPS %1 = the sum of the hosts' IOPS (fio's \"All clients\" "
                                          "says %2: it divides by the longest host's run time)")
                               .arg(*sum.iops, 0, 'f', 1)
                               .arg(*aggregate->totalIops(), 0, 'f', 1);
    }
    aggregate->iops = sum.iops;
    aggregate->bytesPerSec = sum.bytesPerSec;
    for (auto [into, from] : { std::pair(&aggregate->read, &sum.read), std::pair(&aggregate->write, &sum.write) }) {
        into->iops = from->iops;
        into->bytesPerSec = from->bytesPerSec;
    }
}

struct PointOutcome {
    std::optional<ClusterPoint> point;
    bool cancelled = false;
    QString failure;
};

PointOutcome runPoint(
    const ClusterRequest& request, int index, const bench::BenchParams& params, const std::atomic<bool>& cancel)
{
    PointOutcome outcome;
    ClusterPoint point;
    point.params = params;
    QStringList arguments;
    const QDir dir(request.workDir);
    for (const ClusterHost& host : request.hosts) {
        const QString job = dir.filePath(
            QStringLiteral("point-%1-%2.fio").arg(index + 1, 2, 10, QLatin1Char('0')).arg(hostFileTag(host)));
        if (auto written = writeFileAtomically(job, clusterJobFile(params, request.target, host).toUtf8()); !written) {
            outcome.failure = written.error();
            return outcome;
        }
        point.jobFiles << job;
        arguments << QStringLiteral("--client=") + host.clientArgument() << job;
    }
    point.outputFile = dir.filePath(QStringLiteral("point-%1.json").arg(index + 1, 2, 10, QLatin1Char('0')));
    arguments << QStringLiteral("--output-format=json+") << QStringLiteral("--output=") + point.outputFile;
    const FioClientRun run = runFioClient(request.fioPath, arguments, cancel, pointTimeoutMs(request, params));
    if (run.cancelled) {
        outcome.cancelled = true;
        return outcome;
    }
    if (!run.started) {
        outcome.failure = QStringLiteral("%1: could not start fio: %2").arg(request.fioPath, run.standardError);
        return outcome;
    }
    QFile output(point.outputFile);
    const QByteArray bytes = output.open(QIODevice::ReadOnly) ? output.readAll() : QByteArray();
    if (run.exitCode != 0 || run.timedOut || bytes.trimmed().isEmpty()) {
        outcome.failure = describeFailure(run, bytes, request.hosts);
        return outcome;
    }
    ImportOptions options;
    options.systemName = request.systemName;
    options.format = ImportFormat::Fio;
    auto parsed = parseSourceBytes(bytes, point.outputFile, options);
    if (!parsed) {
        outcome.failure = parsed.error();
        return outcome;
    }
    if (auto reported = checkEveryHostReported(*parsed, request.hosts); !reported) {
        outcome.failure = reported.error();
        return outcome;
    }
    point.parsed = std::move(*parsed);
    sumHostRates(point.parsed);
    outcome.point = std::move(point);
    return outcome;
}

// A point's parameters as each host runs them: a curve's cluster rate is shared evenly by the hosts.
bench::BenchParams hostShare(const ClusterRequest& request, int index, double maxIops)
{
    bench::BenchParams params = bench::sweepPoint(request.sweep, index, maxIops);
    if (params.targetIops) {
        *params.targetIops /= static_cast<double>(request.hosts.size());
    }
    return params;
}

} // namespace

const Measurement* ClusterPoint::aggregate() const
{
    for (const Measurement& m : parsed.measurements) {
        if (m.host.isEmpty()) {
            return &m;
        }
    }
    return nullptr;
}

QList<const Measurement*> ClusterPoint::perHost() const
{
    QList<const Measurement*> hosts;
    for (const Measurement& m : parsed.measurements) {
        if (!m.host.isEmpty()) {
            hosts << &m;
        }
    }
    return hosts;
}

Status checkHostsAnswer(
    const QList<ClusterHost>& hosts, const QString& fioPath, const QString& workDir, const std::atomic<bool>& cancel)
{
    const QString probe = QDir(workDir).filePath(QStringLiteral("probe.fio"));
    if (auto written = writeFileAtomically(probe, probeJobFile().toUtf8()); !written) {
        return written;
    }
    QStringList failures;
    for (const ClusterHost& host : hosts) {
        const FioClientRun run = runFioClient(fioPath,
            { QStringLiteral("--client=") + host.clientArgument(), probe, QStringLiteral("--output-format=json") },
            cancel, 15'000);
        if (run.cancelled) {
            return fail(QStringLiteral("cancelled"));
        }
        if (!run.started) {
            qCDebug(lcCluster) << "fio did not start:" << fioPath << run.standardError;
            return fail(QStringLiteral("%1: could not start fio: %2").arg(fioPath, run.standardError));
        }
        if (run.exitCode != 0 || run.timedOut || !run.standardOutput.contains("\"client_stats\"")) {
            const QStringList lines = run.standardError.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
            failures << QStringLiteral("%1 (%2)").arg(host.label(),
                run.timedOut          ? QStringLiteral("no answer in 15 s")
                    : lines.isEmpty() ? QStringLiteral("fio exited with code %1").arg(run.exitCode)
                                      : lines.join(QStringLiteral(" / ")).trimmed());
        }
    }
    if (!failures.isEmpty()) {
        qCDebug(lcCluster) << "hosts do not answer:" << failures;
        return fail(QStringLiteral("these hosts do not answer as fio servers (start `fio --server` there; "
                                   "the same fio version on every host): %1")
                        .arg(failures.join(QStringLiteral("; "))));
    }
    return success();
}

Expected<ClusterResult> runClusterSweep(
    const ClusterRequest& request, const std::atomic<bool>& cancel, const ClusterCallbacks& callbacks)
{
    if (request.hosts.isEmpty()) {
        return fail(QStringLiteral("no host to run on"));
    }
    ClusterResult result;
    double maxIops = 0;
    const int count = request.sweep.pointCount();
    for (int index = 0; index < count; ++index) {
        const bench::BenchParams params = hostShare(request, index, maxIops);
        if (callbacks.pointStarted) {
            callbacks.pointStarted(index, count, params);
        }
        PointOutcome outcome = runPoint(request, index, params, cancel);
        if (outcome.cancelled) {
            result.cancelled = true;
            return result;
        }
        if (!outcome.point) {
            const QString failure = QStringLiteral("point %1 of %2: %3").arg(index + 1).arg(count).arg(outcome.failure);
            qCDebug(lcCluster) << "cluster point failed:" << failure;
            if (!request.keepPartial || result.points.isEmpty()) {
                return fail(failure + QStringLiteral("; nothing was stored"));
            }
            result.failure = failure;
            return result;
        }
        const Measurement* aggregate = outcome.point->aggregate();
        if (index == 0 && aggregate) {
            maxIops = aggregate->totalIops().value_or(0);
        }
        if (callbacks.pointFinished) {
            callbacks.pointFinished(*outcome.point);
        }
        result.points << std::move(*outcome.point);
        const auto latency = aggregate ? aggregate->meanLatencyNs() : std::nullopt;
        if (request.sweep.stopLatencyMs && latency && *latency > *request.sweep.stopLatencyMs * 1e6) {
            result.stopReason = QStringLiteral("mean latency %1 ms exceeded the limit of %2 ms")
                                    .arg(*latency / 1e6, 0, 'f', 3)
                                    .arg(*request.sweep.stopLatencyMs);
            break;
        }
    }
    return result;
}

Expected<ImportSummary> storeClusterRun(
    ResultsLibrary& library, const ClusterRequest& request, const ClusterResult& result)
{
    if (result.points.isEmpty()) {
        return fail(QStringLiteral("no completed point to store"));
    }
    QStringList hostLabels;
    for (const ClusterHost& host : request.hosts) {
        hostLabels << host.label();
    }
    const QDateTime now = QDateTime::currentDateTimeUtc();
    ImportSummary total;
    const auto stored = library.inTransaction([&]() -> Status {
        for (const ClusterPoint& point : result.points) {
            SourceRef source = point.parsed.source;
            source.kind = SourceKind::Fio;
            source.file = point.outputFile;
            source.importer = QStringLiteral("headroom cluster run (fio client/server, json+)");
            source.importedAt = now;
            // One reference for the whole run: each point's job files sit beside its output (point-NN-HOST.fio).
            source.reference = QStringLiteral("fio --client on %1; target %2; job files and outputs in %3")
                                   .arg(hostLabels.join(QStringLiteral(", ")), request.target.path, request.workDir);
            QList<Measurement> measurements = point.parsed.measurements;
            for (Measurement& m : measurements) {
                m.source = source;
                m.systemName = request.systemName;
                if (!result.failure.isEmpty()) {
                    m.note += QStringLiteral("; partial run: %1").arg(result.failure);
                }
                if (result.cancelled) {
                    m.note += QStringLiteral("; run cancelled after this point");
                }
            }
            auto added = library.addMeasurements(source, measurements);
            if (!added) {
                return fail(added.error());
            }
            total.measurementsAdded += added->measurementsAdded;
            total.sourceId = added->sourceId;
        }
        return success();
    });
    if (!stored) {
        return fail(stored.error());
    }
    return total;
}

} // namespace headroom::cluster
