// Cluster runs against real `fio --server` processes on loopback addresses (127.0.0.1-3, random ports): per-host
// rows and the aggregate, cluster percentiles from the union of the hosts' json+ bins, a curve's rate shared by
// the hosts, an unreachable host reported before anything runs, a server killed mid-run, and cancel.
#include "cluster/fiocluster.h"
#include "importers/fiorunner.h"
#include "importers/latencymerge.h"
#include "support/clirun.h"
#include "support/mustread.h"

#include <csignal>

#include <QDir>
#include <QElapsedTimer>
#include <QRandomGenerator>
#include <QTest>

#include <nlohmann/json.hpp>

using namespace headroom;
using headroom::testing::mustRead;
using namespace headroom::cluster;

namespace {

struct Server {
    QProcess* process = nullptr;
    ClusterHost host;
};

// Process ids whose parent is `pid` (fio's server forks one child per job it runs).
QList<qint64> childrenOf(qint64 pid)
{
    QList<qint64> children;
    for (const QString& entry : QDir(QStringLiteral("/proc")).entryList(QDir::Dirs)) {
        QFile stat(QStringLiteral("/proc/%1/stat").arg(entry));
        if (!entry.front().isDigit() || !stat.open(QIODevice::ReadOnly)) {
            continue;
        }
        const QByteArray text = stat.readAll();
        const QList<QByteArray> fields = text.mid(text.lastIndexOf(')') + 2).split(' ');
        if (fields.size() > 1 && fields[1].toLongLong() == pid) {
            children << entry.toLongLong();
        }
    }
    return children;
}

// The union of every host's json+ bins of one direction, from fio's output file.
std::map<std::int64_t, std::uint64_t> unionOfHostBins(const QString& outputFile)
{
    QFile file(outputFile);
    if (!file.open(QIODevice::ReadOnly)) {
        return {};
    }
    const QByteArray bytes = file.readAll();
    const auto document = nlohmann::json::parse(bytes.mid(bytes.indexOf('{')).toStdString());
    std::map<std::int64_t, std::uint64_t> bins;
    for (const auto& entry : document.at("client_stats")) {
        if (entry.at("jobname") == "All clients") {
            continue;
        }
        const auto& read = entry.at("read");
        const auto& histogram = read.at("lat_ns").contains("bins") ? read.at("lat_ns") : read.at("clat_ns");
        for (const auto& [key, count] : histogram.at("bins").items()) {
            bins[std::stoll(key)] += count.get<std::uint64_t>();
        }
    }
    return bins;
}

} // namespace

class TestFioCluster : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;
    QList<Server> m_servers;
    int m_nextPort = 0;

    Server startServer(int addressIndex)
    {
        Server server;
        server.host = { QStringLiteral("127.0.0.%1").arg(addressIndex), m_nextPort++ };
        server.process = new QProcess(this);
        server.process->start(
            test::fioPath(), { QStringLiteral("--server=ip:%1,%2").arg(server.host.host).arg(server.host.port) });
        return server;
    }

    // A server listens a moment after it starts (over a second on a loaded machine): wait for its answer.
    bool answers(const QList<ClusterHost>& hosts)
    {
        const std::atomic<bool> cancel { false };
        QElapsedTimer clock;
        clock.start();
        while (clock.elapsed() < 20'000) {
            if (checkHostsAnswer(hosts, test::fioPath(), m_dir.path(), cancel).ok()) {
                return true;
            }
            QTest::qWait(200);
        }
        return false;
    }

    QList<ClusterHost> hosts() const
    {
        QList<ClusterHost> list;
        for (const Server& server : m_servers) {
            list << server.host;
        }
        return list;
    }

    ClusterRequest request(const QString& name) const
    {
        ClusterRequest r;
        r.hosts = hosts();
        r.fioPath = test::fioPath();
        r.systemName = QStringLiteral("Loopback cluster");
        r.target = { m_dir.filePath(QStringLiteral("data")), 8 << 20, false };
        r.workDir = m_dir.filePath(name);
        QDir().mkpath(r.workDir);
        bench::BenchParams params;
        params.runNs = 400'000'000;
        params.directIo = false; // tmpfs may refuse O_DIRECT
        r.sweep.steps = { params };
        return r;
    }

    QStringList hostsArgument() const
    {
        QStringList labels;
        for (const ClusterHost& host : hosts()) {
            labels << host.label();
        }
        return { QStringLiteral("--hosts"), labels.join(QLatin1Char(',')) };
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        QVERIFY2(QFile::exists(test::fioPath()), "Debian's fio is required");
        QVERIFY(QDir().mkpath(m_dir.filePath(QStringLiteral("data"))));
        m_nextPort = 20000 + static_cast<int>(QRandomGenerator::global()->bounded(30000));
        for (int i = 1; i <= 3; ++i) {
            m_servers << startServer(i);
        }
        QVERIFY2(answers(hosts()), "the three fio servers did not answer");
    }

    void cleanupTestCase()
    {
        for (const Server& server : m_servers) {
            server.process->kill();
            server.process->waitForFinished();
        }
    }

    void threeHostSweepStoresHostsAndTheAggregate()
    {
        ClusterRequest r = request(QStringLiteral("sweep"));
        r.sweep.kind = bench::SweepKind::QueueDepth;
        r.sweep.queueDepths = { 1, 4 };
        const std::atomic<bool> cancel { false };
        auto result = runClusterSweep(r, cancel);
        QVERIFY2(result.ok(), qPrintable(result.ok() ? QString() : result.error()));
        QCOMPARE(result->points.size(), 2);
        for (const ClusterPoint& point : result->points) {
            QCOMPARE(point.perHost().size(), 3);
            const Measurement* aggregate = point.aggregate();
            QVERIFY(aggregate);
            double sum = 0;
            for (const Measurement* host : point.perHost()) {
                sum += host->totalIops().value_or(0);
            }
            QVERIFY2(std::abs(*aggregate->totalIops() - sum) <= 1e-6 * sum,
                qPrintable(QStringLiteral("%1 vs %2").arg(*aggregate->totalIops()).arg(sum)));
            const LatencyStats& latency = aggregate->read.latency;
            QVERIFY(latency.percentileOrigin == PercentileOrigin::MergedHistogram);
            const auto expected = percentilesFromBins(unionOfHostBins(point.outputFile), { 50.0, 99.0, 99.9 });
            QVERIFY(!expected.empty());
            for (const auto& [percent, ns] : expected) {
                QCOMPARE(latency.percentileNs(percent).value_or(-1), ns);
            }
            QCOMPARE(point.jobFiles.size(), 3);
        }
        QCOMPARE(result->points[1].params.queueDepth, 4);
        QVERIFY(QDir(m_dir.filePath(QStringLiteral("data"))).entryList(QDir::Files).isEmpty()); // unlink=1

        auto library = ResultsLibrary::openInMemory();
        QVERIFY(library.ok());
        auto stored = storeClusterRun(**library, r, *result);
        QVERIFY2(stored.ok(), qPrintable(stored.ok() ? QString() : stored.error()));
        QCOMPARE(stored->measurementsAdded, 8);
        const QList<Measurement> all = mustRead((*library)->measurements());
        QCOMPARE(all.size(), 8);
        QCOMPARE(std::count_if(all.cbegin(), all.cend(), [](const Measurement& m) { return m.host.isEmpty(); }), 2);
        QVERIFY(all.first().source.reference.contains(r.workDir)); // the job files and outputs are kept there
        QVERIFY(QFileInfo::exists(result->points[0].jobFiles.first()));
        QCOMPARE(all.first().source.sha256.size(), 64);
    }

    void curveSharesTheClusterRateEvenly()
    {
        ClusterRequest r = request(QStringLiteral("curve"));
        r.sweep.kind = bench::SweepKind::Curve;
        r.sweep.curvePercents = { 50 };
        const std::atomic<bool> cancel { false };
        auto result = runClusterSweep(r, cancel);
        QVERIFY2(result.ok(), qPrintable(result.ok() ? QString() : result.error()));
        QCOMPARE(result->points.size(), 2);
        const double max = *result->points[0].aggregate()->totalIops();
        const ClusterPoint& half = result->points[1];
        QVERIFY(half.params.targetIops);
        QCOMPARE(*half.params.targetIops * 3, 0.5 * max);
        QFile job(half.jobFiles.first());
        QVERIFY(job.open(QIODevice::ReadOnly));
        QVERIFY(job.readAll().contains(QStringLiteral("rate_iops=%1").arg(std::llround(0.5 * max / 3)).toUtf8()));
        // Paced at half the maximum, the cluster does about half (rate_iops is a ceiling, fio paces linearly).
        QVERIFY(*half.aggregate()->totalIops() < 0.65 * max);
    }

    void unreachableHostIsReportedBeforeAnythingRuns()
    {
        const ClusterHost nobody { QStringLiteral("127.0.0.3"), m_nextPort + 100 };
        const std::atomic<bool> cancel { false };
        const QList<ClusterHost> withNobody = hosts() << nobody;
        const Status answered = checkHostsAnswer(withNobody, test::fioPath(), m_dir.path(), cancel);
        QVERIFY(!answered.ok());
        QVERIFY2(answered.error().contains(nobody.label()), qPrintable(answered.error()));
        for (const ClusterHost& host : hosts()) {
            QVERIFY(!answered.error().contains(host.label()));
        }
        const QString library = m_dir.filePath(QStringLiteral("unreachable.headroom"));
        QStringList arguments { QStringLiteral("--db"), library, QStringLiteral("bench"), QStringLiteral("--target"),
            m_dir.filePath(QStringLiteral("data")), QStringLiteral("--size"), QStringLiteral("8m"),
            QStringLiteral("--buffered"), QStringLiteral("--runtime"), QStringLiteral("300ms"),
            QStringLiteral("--system"), QStringLiteral("C"), QStringLiteral("--fio-output"),
            m_dir.filePath(QStringLiteral("unreachable")) };
        QStringList labels;
        for (const ClusterHost& host : withNobody) {
            labels << host.label();
        }
        arguments << QStringLiteral("--hosts") << labels.join(QLatin1Char(','));
        const auto run = testing::runCliBinary(arguments);
        QCOMPARE(run.exitCode, 1);
        QVERIFY2(run.err.contains(nobody.label()), qPrintable(run.err));
        QVERIFY(!QFileInfo::exists(m_dir.filePath(QStringLiteral("unreachable/point-01.json")))); // nothing ran
    }

    void killedServerNamesTheHostAndStoresNothing()
    {
        Server doomed = startServer(4);
        QVERIFY(answers({ doomed.host }));
        const QString library = m_dir.filePath(QStringLiteral("killed.headroom"));
        QProcess cli;
        cli.start(QStringLiteral(HEADROOM_CLI_PATH),
            { QStringLiteral("--db"), library, QStringLiteral("bench"), QStringLiteral("--hosts"),
                m_servers[0].host.label() + QLatin1Char(',') + doomed.host.label(), QStringLiteral("--target"),
                m_dir.filePath(QStringLiteral("data")), QStringLiteral("--size"), QStringLiteral("8m"),
                QStringLiteral("--buffered"), QStringLiteral("--sweep-qd"), QStringLiteral("1,2"),
                QStringLiteral("--runtime"), QStringLiteral("20s"), QStringLiteral("--system"), QStringLiteral("C"),
                QStringLiteral("--fio-output"), m_dir.filePath(QStringLiteral("killed")) });
        QVERIFY(cli.waitForStarted());
        // Past the probe (which runs a child on the server too): the first point's job runs there.
        QTRY_VERIFY_WITH_TIMEOUT(
            QDir(m_dir.filePath(QStringLiteral("killed"))).entryList({ QStringLiteral("point-01-*.fio") }).size() == 2,
            30'000);
        QTRY_VERIFY_WITH_TIMEOUT(!childrenOf(doomed.process->processId()).isEmpty(), 20'000);
        QTest::qWait(1000);
        for (const qint64 child : childrenOf(doomed.process->processId())) {
            ::kill(static_cast<pid_t>(child), SIGKILL);
        }
        doomed.process->kill();
        doomed.process->waitForFinished();
        QVERIFY(cli.waitForFinished(60'000));
        const QString err = QString::fromUtf8(cli.readAllStandardError());
        QCOMPARE(cli.exitCode(), 1);
        QVERIFY2(err.contains(doomed.host.host), qPrintable(err));
        QVERIFY2(err.contains(QStringLiteral("nothing was stored")), qPrintable(err));
        auto opened = ResultsLibrary::open(library);
        QVERIFY(opened.ok());
        QCOMPARE(mustRead((*opened)->measurementCount()), 0);
    }

    void cancelStopsEveryHost()
    {
        const QString library = m_dir.filePath(QStringLiteral("cancelled.headroom"));
        QProcess cli;
        cli.start(QStringLiteral(HEADROOM_CLI_PATH),
            QStringList { QStringLiteral("--db"), library, QStringLiteral("bench"), QStringLiteral("--target"),
                m_dir.filePath(QStringLiteral("data")), QStringLiteral("--size"), QStringLiteral("8m"),
                QStringLiteral("--buffered"), QStringLiteral("--runtime"), QStringLiteral("120s"),
                QStringLiteral("--fio-output"), m_dir.filePath(QStringLiteral("cancelled")) }
                + hostsArgument());
        QVERIFY(cli.waitForStarted());
        QTRY_VERIFY_WITH_TIMEOUT(QFileInfo::exists(m_dir.filePath(QStringLiteral("cancelled/point-01-%1_%2.fio")
                                                                      .arg(m_servers[2].host.host)
                                                                      .arg(m_servers[2].host.port))),
            30'000);
        for (const Server& server : m_servers) {
            QTRY_VERIFY_WITH_TIMEOUT(!childrenOf(server.process->processId()).isEmpty(), 20'000);
        }
        QTest::qWait(500);
        QElapsedTimer clock;
        clock.start();
        ::kill(static_cast<pid_t>(cli.processId()), SIGINT);
        QVERIFY(cli.waitForFinished(30'000));
        QVERIFY2(clock.elapsed() < 10'000, qPrintable(QString::number(clock.elapsed())));
        QCOMPARE(cli.exitCode(), 1);
        for (const Server& server : m_servers) { // every host's job has ended
            QTRY_VERIFY_WITH_TIMEOUT(childrenOf(server.process->processId()).isEmpty(), 10'000);
        }
    }
};

QTEST_GUILESS_MAIN(TestFioCluster)
#include "tst_fiocluster.moc"
