// SPDX-License-Identifier: GPL-3.0-or-later
#include "fiocluster.h"

#include "fioclientprocess.h"
#include "importers/importplan.h"
#include "model/atomicfile.h"
#include "model/logging.h"
#include "model/printable.h"

#include <QDateTime>
#include <QDir>
#include <QHash>

namespace headroom::cluster {

namespace {

// The host a line of fio's client names, with the delimiters fio 3.33 writes around it ("client: host=X
// disconnected", "client <X>: timeout on SEND_ETA", "<X> fio: pid=…" from a server, "failed to connect to X:PORT"),
// so 127.0.0.1 is never read in "127.0.0.10".
const ClusterHost* hostNamedIn(const QString& line, const QList<ClusterHost>& hosts)
{
    for (const ClusterHost& host : hosts) {
        const QString port = QString::number(host.port);
        for (const QString& form : { QStringLiteral("host=%1 ").arg(host.host), QStringLiteral("<%1>").arg(host.host),
                 QStringLiteral("%1:%2").arg(host.host, port), QStringLiteral("%1,%2").arg(host.host, port),
                 host.label() }) {
            if (line.contains(form) || line.endsWith(form.trimmed())) {
                return &host;
            }
        }
    }
    return nullptr;
}

// fio's own lines before its JSON (the client writes its messages to stdout, then the document).
QStringList messageLines(const QByteArray& output)
{
    const qsizetype json = output.startsWith('{') ? 0 : output.indexOf("\n{");
    return QString::fromUtf8(json < 0 ? output : output.left(json)).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
}

// fio's client goes on with the other hosts when one disconnects or fails its job, to the end of the point: the
// watch that stops it names that host. Three "timeout on" lines (fio waits 5 s for each answer) count as gone too: a
// host that lost power sends no FIN.
QString lostHost(const QByteArray& output, const QList<ClusterHost>& hosts)
{
    QHash<const ClusterHost*, int> timeouts;
    for (const QString& line : messageLines(output)) {
        const ClusterHost* host = hostNamedIn(line, hosts);
        if (!host) {
            continue;
        }
        QString what;
        if (line.contains(QStringLiteral("disconnected"))) {
            what = QStringLiteral("disconnected");
        } else if (line.contains(QStringLiteral("exited with error"))) {
            what = QStringLiteral("failed its job"); // the point has failed: the others need not run it out
        } else if (line.contains(QStringLiteral("timeout on")) && ++timeouts[host] == 3) {
            what = QStringLiteral("stopped answering");
        }
        if (!what.isEmpty()) {
            return QStringLiteral("host %1 %2 mid-point (fio: \"%3\"); the point was stopped on every host")
                .arg(host->label(), what, excerpt(line.trimmed(), 200));
        }
    }
    return {};
}

// fio's lines that name a host (stderr, and stdout before the JSON), each prefixed with that host; else the last
// lines fio wrote. Each line is quoted shortened: fio repeats file and job names.
QString describeFailure(const FioClientRun& run, const QList<ClusterHost>& hosts)
{
    const QStringList lines
        = run.standardError.split(QLatin1Char('\n'), Qt::SkipEmptyParts) + messageLines(run.standardOutput);
    QStringList blamed;
    QStringList serversSaid; // "<server's own hostname> fio: …": the why, from a host known by another name
    for (const QString& line : lines) {
        if (const ClusterHost* host = hostNamedIn(line, hosts)) {
            blamed << QStringLiteral("host %1: %2").arg(host->label(), excerpt(line.trimmed(), 200));
        } else if (line.startsWith(QLatin1Char('<')) && line.contains(QStringLiteral("> fio: "))) {
            serversSaid << excerpt(line.trimmed(), 200);
        }
    }
    blamed.removeDuplicates();
    serversSaid.removeDuplicates();
    const QString said = serversSaid.isEmpty()
        ? QString()
        : QStringLiteral(" (the servers said: %1)").arg(serversSaid.mid(0, 3).join(QStringLiteral(" / ")));
    if (!run.stopReason.isEmpty()) {
        return run.stopReason + said;
    }
    if (!blamed.isEmpty()) {
        return blamed.mid(0, 5).join(QStringLiteral("; ")) + said;
    }
    if (run.timedOut) {
        return QStringLiteral("fio did not finish in time (a host stopped answering?)");
    }
    QStringList last;
    for (const QString& line : lines.mid(std::max<qsizetype>(0, lines.size() - 3))) {
        last << excerpt(line.trimmed(), 200);
    }
    return QStringLiteral("fio exited with code %1: %2").arg(run.exitCode).arg(last.join(QStringLiteral(" / ")));
}

// Why a probe found no fio server, in the words a user can act on. fio 3.33 says "Connection refused" when
// nothing listens; a program that is not fio and answers makes it report bad CRCs and a disconnect; one that
// accepts and stays silent leaves it waiting for ever.
QString whyNoAnswer(const FioClientRun& run, int timeoutMs)
{
    const QString said = excerpt(QStringList(run.standardError.split(QLatin1Char('\n'), Qt::SkipEmptyParts).mid(0, 3))
                                     .join(QStringLiteral(" / ")),
        300);
    if (run.standardError.contains(QStringLiteral("Connection refused"))) {
        return QStringLiteral("nothing listens on that port: connection refused");
    }
    if (run.timedOut) {
        return QStringLiteral("the port accepted the connection but sent no fio answer in %1 s: another program "
                              "listens there, or the fio server hangs")
            .arg(timeoutMs / 1000.0);
    }
    if (run.standardError.contains(QStringLiteral("bad crc"))
        || (run.exitCode != 0 && run.standardOutput.contains("disconnected"))) {
        return QStringLiteral("something answers on that port, but not fio's protocol: another program listens "
                              "there (fio: %1)")
            .arg(said.isEmpty() ? QStringLiteral("disconnected") : said);
    }
    if (run.crashed) {
        return QStringLiteral("fio crashed talking to it%1")
            .arg(said.isEmpty() ? QString() : QStringLiteral(": ") + said);
    }
    return said.isEmpty() ? QStringLiteral("fio exited with code %1").arg(run.exitCode) : said;
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

// One job file per host, named after the point and the host; the client's arguments that run them.
Status writeJobFiles(const ClusterRequest& request, int index, const bench::BenchParams& params, ClusterPoint& point,
    QStringList& arguments)
{
    const QDir dir(request.workDir);
    for (const ClusterHost& host : request.hosts) {
        const QString job = dir.filePath(
            QStringLiteral("point-%1-%2.fio").arg(index + 1, 2, 10, QLatin1Char('0')).arg(hostFileTag(host)));
        const Expected<QString> text = clusterJobFile(params, request.target, host);
        if (!text) {
            return text.failure();
        }
        if (Status written = writeFileAtomically(job, text->toUtf8()); !written) {
            return written;
        }
        point.jobFiles << job;
        arguments << QStringLiteral("--client=") + host.clientArgument() << job;
    }
    return success();
}

PointOutcome runPoint(
    const ClusterRequest& request, int index, const bench::BenchParams& params, const std::atomic<bool>& cancel)
{
    PointOutcome outcome;
    ClusterPoint point;
    point.params = params;
    QStringList arguments;
    if (Status written = writeJobFiles(request, index, params, point, arguments); !written) {
        outcome.failure = written.error();
        return outcome;
    }
    // fio's stdout, not --output: the client writes its "host=X disconnected" there as it happens, and holds it
    // in a buffer until the end when writing to a file.
    point.outputFile
        = QDir(request.workDir).filePath(QStringLiteral("point-%1.json").arg(index + 1, 2, 10, QLatin1Char('0')));
    arguments << QStringLiteral("--output-format=json+");
    const FioClientRun run = runFioClient(request.fioPath, arguments, cancel, pointTimeoutMs(request, params),
        [&request](const QByteArray& output) { return lostHost(output, request.hosts); });
    if (run.cancelled) {
        outcome.cancelled = true;
        return outcome;
    }
    if (!run.started) {
        outcome.failure
            = QStringLiteral("%1: could not start fio: %2").arg(excerpt(request.fioPath, 200), run.standardError);
        return outcome;
    }
    const QByteArray& bytes = run.standardOutput;
    if (Status kept = writeFileAtomically(point.outputFile, bytes); !kept) {
        outcome.failure = kept.error();
        return outcome;
    }
    if (run.exitCode != 0 || run.timedOut || !run.stopReason.isEmpty() || bytes.trimmed().isEmpty()) {
        outcome.failure = describeFailure(run, request.hosts);
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

Status checkHostsAnswer(const QList<ClusterHost>& hosts, const QString& fioPath, const QString& workDir,
    const std::atomic<bool>& cancel, int timeoutMs)
{
    const QString probe = QDir(workDir).filePath(QStringLiteral("probe.fio"));
    if (auto written = writeFileAtomically(probe, probeJobFile().toUtf8()); !written) {
        return written;
    }
    QStringList failures;
    for (const ClusterHost& host : hosts) {
        const FioClientRun run = runFioClient(fioPath,
            { QStringLiteral("--client=") + host.clientArgument(), probe, QStringLiteral("--output-format=json") },
            cancel, timeoutMs);
        if (run.cancelled) {
            return fail(QStringLiteral("cancelled"));
        }
        if (!run.started) {
            qCDebug(lcCluster) << "fio did not start:" << fioPath << run.standardError;
            return failField(QStringLiteral("fio"),
                QStringLiteral("%1: could not start fio: %2").arg(excerpt(fioPath, 200), run.standardError));
        }
        if (run.exitCode != 0 || run.timedOut || !run.standardOutput.contains("\"client_stats\"")) {
            failures << QStringLiteral("%1 (%2)").arg(host.label(), whyNoAnswer(run, timeoutMs));
        }
    }
    if (!failures.isEmpty()) {
        qCDebug(lcCluster) << "hosts do not answer:" << failures;
        return failField(QStringLiteral("hosts"),
            QStringLiteral("these hosts do not answer as fio servers (start `fio --server` there; the same fio "
                           "version on every host): %1")
                .arg(failures.join(QStringLiteral("; "))));
    }
    return success();
}

Expected<ClusterResult> runClusterSweep(
    const ClusterRequest& request, const std::atomic<bool>& cancel, const ClusterCallbacks& callbacks)
{
    if (request.hosts.isEmpty()) {
        return failField(QStringLiteral("hosts"), QStringLiteral("no host to run on"));
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
                if (!result.failure.isEmpty()) { // in the data: shown with the point, as an interrupted run
                    m.warning = QStringLiteral("partial cluster run (--keep-partial): %1 of %2 points completed; %3")
                                    .arg(result.points.size())
                                    .arg(request.sweep.pointCount())
                                    .arg(result.failure);
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
