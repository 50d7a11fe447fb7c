// SPDX-License-Identifier: GPL-3.0-or-later
// Cluster runs against real `fio --server` processes on loopback addresses (127.0.0.1-3, random ports): per-host
// rows and the aggregate, cluster percentiles from the union of the hosts' json+ bins, a curve's rate shared by
// the hosts, an unreachable host reported before anything runs, a server killed mid-run, and cancel.
#include "cluster/fiocluster.h"
#include "importers/fiorunner.h"
#include "importers/latencymerge.h"
#include "support/clirun.h"
#include "support/mustread.h"

#include <arpa/inet.h>
#include <csignal>
#include <netinet/in.h>
#include <sys/socket.h>
#include <thread>
#include <unistd.h>

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

// Every process below `pid`: fio's server forks a process per connection, which forks the job's processes; a host
// that dies takes them all.
QList<qint64> descendantsOf(qint64 pid)
{
    QList<qint64> all;
    QList<qint64> next = childrenOf(pid);
    while (!next.isEmpty()) {
        const qint64 child = next.takeFirst();
        all << child;
        next << childrenOf(child);
    }
    return all;
}

// A TCP socket listening on a free loopback port, which the kernel completes connections to even when nobody
// accepts them: a program that is not fio and stays silent. Closed by the caller.
int listeningSocket(int& port)
{
    const int socket = ::socket(AF_INET, SOCK_STREAM | SOCK_CLOEXEC, 0);
    sockaddr_in address {};
    address.sin_family = AF_INET;
    address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    socklen_t length = sizeof address;
    if (::bind(socket, reinterpret_cast<sockaddr*>(&address), length) == 0 && ::listen(socket, 4) == 0
        && ::getsockname(socket, reinterpret_cast<sockaddr*>(&address), &length) == 0) {
        port = ntohs(address.sin_port);
    }
    return socket;
}

// A TCP server that is not fio and talks: accepts one connection, writes an SSH banner and more, holds it open.
class BannerServer {
public:
    BannerServer()
        : m_socket(listeningSocket(port))
        , m_thread([this] {
            const int connection = ::accept(m_socket, nullptr, nullptr);
            if (connection >= 0) {
                const QByteArray banner = "SSH-2.0-OpenSSH_9.2\r\n" + QByteArray(5000, 'x');
                (void)!::write(connection, banner.constData(), static_cast<size_t>(banner.size()));
                char buffer[4096];
                while (::read(connection, buffer, sizeof buffer) > 0) { }
                ::close(connection);
            }
        })
    {
    }
    ~BannerServer()
    {
        ::shutdown(m_socket, SHUT_RDWR); // wakes accept() when fio never connected
        m_thread.join();
        ::close(m_socket);
    }
    BannerServer(const BannerServer&) = delete;
    BannerServer& operator=(const BannerServer&) = delete;

    int port = 0;

private:
    int m_socket = -1;
    std::thread m_thread;
};

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

    // Issue 30: the other hosts ran 13.5 s on after a host died in a 20 s point, and the error named another host.
    void killedServerStopsThePointOnEveryHostAndIsNamed()
    {
        Server doomed = startServer(4);
        QVERIFY(answers({ doomed.host }));
        const Server& survivor = m_servers[0];
        const QString library = m_dir.filePath(QStringLiteral("killed.headroom"));
        QProcess cli;
        cli.start(QStringLiteral(HEADROOM_CLI_PATH),
            { QStringLiteral("--db"), library, QStringLiteral("bench"), QStringLiteral("--hosts"),
                survivor.host.label() + QLatin1Char(',') + doomed.host.label(), QStringLiteral("--target"),
                m_dir.filePath(QStringLiteral("data")), QStringLiteral("--size"), QStringLiteral("8m"),
                QStringLiteral("--buffered"), QStringLiteral("--sweep-qd"), QStringLiteral("1,2"),
                QStringLiteral("--runtime"), QStringLiteral("20s"), QStringLiteral("--system"), QStringLiteral("C"),
                QStringLiteral("--fio-output"), m_dir.filePath(QStringLiteral("killed")) });
        QVERIFY(cli.waitForStarted());
        // Past the probe (which runs a child on the server too): the first point's job runs on both hosts.
        QTRY_VERIFY_WITH_TIMEOUT(
            QDir(m_dir.filePath(QStringLiteral("killed"))).entryList({ QStringLiteral("point-01-*.fio") }).size() == 2,
            30'000);
        QTRY_VERIFY_WITH_TIMEOUT(descendantsOf(doomed.process->processId()).size() >= 2, 20'000);
        QTRY_VERIFY_WITH_TIMEOUT(descendantsOf(survivor.process->processId()).size() >= 2, 20'000);
        QTest::qWait(1000);
        for (const qint64 pid : descendantsOf(doomed.process->processId())) { // the host dies, jobs and all
            ::kill(static_cast<pid_t>(pid), SIGKILL);
        }
        doomed.process->kill();
        QElapsedTimer clock;
        clock.start();
        QVERIFY(cli.waitForFinished(60'000));
        const qint64 stoppedMs = clock.elapsed();
        QTRY_VERIFY_WITH_TIMEOUT(childrenOf(survivor.process->processId()).isEmpty(), 3'000); // its job ended too
        const QString err = QString::fromUtf8(cli.readAllStandardError());
        QVERIFY2(stoppedMs < 3'000, qPrintable(QStringLiteral("%1 ms: %2").arg(stoppedMs).arg(err)));
        QCOMPARE(cli.exitCode(), 1);
        QVERIFY2(err.contains(QStringLiteral("host %1 disconnected").arg(doomed.host.label())), qPrintable(err));
        QVERIFY2(!err.contains(survivor.host.label()), qPrintable(err));
        QVERIFY2(err.contains(QStringLiteral("nothing was stored")), qPrintable(err));
        auto opened = ResultsLibrary::open(library);
        QVERIFY(opened.ok());
        QCOMPARE(mustRead((*opened)->measurementCount()), 0);
    }

    // A job that fails on one host (its test file is a directory there) failed the point, but the other hosts ran
    // it to the end first.
    void jobFailingOnOneHostStopsThePoint()
    {
        ClusterRequest r = request(QStringLiteral("failed-job"));
        r.hosts = { m_servers[0].host, m_servers[1].host };
        r.sweep.steps.first().runNs = 20'000'000'000;
        const QString blocker = hostTargetFile(r.target, m_servers[1].host);
        QVERIFY(QDir().mkpath(blocker));
        const std::atomic<bool> cancel { false };
        QElapsedTimer clock;
        clock.start();
        const auto result = runClusterSweep(r, cancel);
        const qint64 elapsedMs = clock.elapsed();
        QVERIFY(QDir().rmdir(blocker));
        QVERIFY(!result.ok());
        QVERIFY2(elapsedMs < 10'000, qPrintable(QStringLiteral("%1 ms: %2").arg(elapsedMs).arg(result.error())));
        QVERIFY2(result.error().contains(QStringLiteral("host %1 failed its job").arg(m_servers[1].host.label())),
            qPrintable(result.error()));
        QVERIFY2(result.error().contains(QStringLiteral("Is a directory")), qPrintable(result.error()));
        QVERIFY2(!result.error().contains(m_servers[0].host.label()), qPrintable(result.error()));
    }

    // Issue 30: "partial run" was only appended to a note; the warning is what `results` and the details show.
    void keptPartialPointsAreMarkedInTheData()
    {
        ClusterRequest r = request(QStringLiteral("partial"));
        r.keepPartial = true;
        r.sweep.kind = bench::SweepKind::QueueDepth;
        r.sweep.queueDepths = { 1, 2 };
        const std::atomic<bool> cancel { false };
        ClusterRequest first = r;
        first.sweep.queueDepths = { 1 };
        auto result = runClusterSweep(first, cancel);
        QVERIFY2(result.ok(), qPrintable(result.ok() ? QString() : result.error()));
        result->failure = QStringLiteral("point 2 of 2: host 127.0.0.9:1 disconnected mid-point");
        const QString db = m_dir.filePath(QStringLiteral("partial.headroom"));
        {
            auto library = ResultsLibrary::open(db);
            QVERIFY(library.ok());
            QVERIFY(storeClusterRun(**library, r, *result).ok());
            const QList<Measurement> all = mustRead((*library)->measurements());
            QCOMPARE(all.size(), 4);
            for (const Measurement& m : all) {
                QVERIFY2(m.warning.startsWith(QLatin1String("partial cluster run (--keep-partial): 1 of 2 points "
                                                            "completed; point 2 of 2: host 127.0.0.9:1")),
                    qPrintable(m.warning));
            }
        }
        const auto shown = testing::runCliBinary({ QStringLiteral("--db"), db, QStringLiteral("results") });
        QCOMPARE(shown.exitCode, 0);
        QCOMPARE(shown.out.count("WARNING fio:"), 4);
        QCOMPARE(shown.out.count("partial cluster run"), 4);
    }

    // Issue 30: a port where no fio server listens said "fio exited with code -1".
    void hostThatIsNoFioServerIsToldApart()
    {
        const std::atomic<bool> cancel { false };
        int silentPort = 0;
        const int silent = listeningSocket(silentPort);
        QVERIFY(silentPort > 0);
        const BannerServer banner;
        QVERIFY(banner.port > 0);
        const ClusterHost quiet { QStringLiteral("127.0.0.1"), silentPort };
        const ClusterHost talker { QStringLiteral("127.0.0.1"), banner.port };
        const ClusterHost nobody { QStringLiteral("127.0.0.3"), m_nextPort + 200 };
        const Status answered
            = checkHostsAnswer({ quiet, talker, nobody }, test::fioPath(), m_dir.path(), cancel, 3'000);
        ::close(silent);
        QVERIFY(!answered.ok());
        const QString& error = answered.error();
        QVERIFY2(error.contains(QStringLiteral("%1 (the port accepted the connection but sent no fio answer in 3 s: "
                                               "another program listens there")
                                    .arg(quiet.label())),
            qPrintable(error));
        QVERIFY2(error.contains(QStringLiteral("%1 (something answers on that port, but not fio's protocol: another "
                                               "program listens there")
                                    .arg(talker.label())),
            qPrintable(error));
        QVERIFY2(
            error.contains(QStringLiteral("%1 (nothing listens on that port: connection refused)").arg(nobody.label())),
            qPrintable(error));
        QVERIFY(!error.contains(QStringLiteral("exited with code")));
    }

    // Issue 30: a line break in --target became a second line of the job file; with "DIR/../FILE" on the first
    // line, fio ran on an existing file and deleted it (unlink=1).
    void injectedTargetLeavesTheNamedFileAlone()
    {
        const QString victim = m_dir.filePath(QStringLiteral("victim.dat"));
        QFile file(victim);
        QVERIFY(file.open(QIODevice::WriteOnly));
        QVERIFY(file.write(QByteArray(8 << 20, 'v')) == 8 << 20);
        file.close();
        const QString target = m_dir.filePath(QStringLiteral("data/../victim.dat")) + QStringLiteral("\ndescription=x");
        const auto run = testing::runCliBinary(
            QStringList { QStringLiteral("bench"), QStringLiteral("--target"), target, QStringLiteral("--size"),
                QStringLiteral("8m"), QStringLiteral("--buffered"), QStringLiteral("--runtime"),
                QStringLiteral("300ms"), QStringLiteral("--fio-output"), m_dir.filePath(QStringLiteral("injected")) }
            + hostsArgument());
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(run.err.contains(QStringLiteral("--target: ")), qPrintable(run.err));
        QVERIFY(QFileInfo(victim).size() == 8 << 20);
        QVERIFY(!QFileInfo::exists(m_dir.filePath(QStringLiteral("injected/point-01.json"))));
    }

    // Issue 30: a directory under /dev/shm was taken for a device ("blocksize is larger than data set range").
    void directoryUnderDevShmIsADirectory()
    {
        QTemporaryDir shm(QStringLiteral("/dev/shm/headroom-cluster-XXXXXX"));
        QVERIFY2(shm.isValid(), "/dev/shm is needed (tmpfs on every Debian system)");
        const QString library = m_dir.filePath(QStringLiteral("shm.headroom"));
        const auto run = testing::runCliBinary(
            QStringList { QStringLiteral("--db"), library, QStringLiteral("bench"), QStringLiteral("--target"),
                shm.path(), QStringLiteral("--size"), QStringLiteral("8m"), QStringLiteral("--buffered"),
                QStringLiteral("--runtime"), QStringLiteral("300ms"), QStringLiteral("--system"), QStringLiteral("S"),
                QStringLiteral("--fio-output"), m_dir.filePath(QStringLiteral("shm")) }
            + hostsArgument());
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        QFile job(m_dir.filePath(QStringLiteral("shm/point-01-%1.fio").arg(hostFileTag(m_servers[0].host))));
        QVERIFY(job.open(QIODevice::ReadOnly));
        QVERIFY(job.readAll().contains(QStringLiteral("filename=%1/headroom-cluster-%2.dat")
                                           .arg(shm.path(), hostFileTag(m_servers[0].host))
                                           .toUtf8()));
        QVERIFY(QDir(shm.path()).isEmpty()); // unlink=1 on every host
        auto opened = ResultsLibrary::open(library);
        QVERIFY(opened.ok());
        QCOMPARE(mustRead((*opened)->measurementCount()), 4);
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
