// SPDX-License-Identifier: GPL-3.0-or-later
// Side-by-side: Headroom's io_uring engine and Debian's fio (ioengine=io_uring) on the same file and workload,
// alternately, several rounds; prints the median ratios Headroom / fio. Not a unit test: a measurement tool.
//   engine_vs_fio [--rounds N] [--runtime SEC] [--disk-dir DIR] [--tmpfs-dir DIR] [--only TEXT] [--submit-batch N]
//   [--control] [--quick]
// --control runs fio in Headroom's place (fio against fio), which shows the machine's noise floor.
// --only runs the scenarios whose name contains TEXT. --submit-batch N: both tools hand N I/Os per system call.
// --quick (used by ctest as a smoke run): one round of one second per scenario on small files.

#include "bench/iouringengine.h"
#include "bench/targetplan.h"
#include "bench/testtarget.h"

#include <algorithm>
#include <cstdio>

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QProcess>
#include <QStandardPaths>
#include <QTextStream>

#include <nlohmann/json.hpp>

using namespace headroom;
using namespace headroom::bench;

namespace {

struct Scenario {
    QString name;
    QString dir;
    int queueDepth;
    bool direct;
    double iopsTarget; // Headroom / fio
    bool latencyTarget; // p50 and p99 within 5 %
};

struct Options {
    double runtimeSec = 5;
    int submitBatch = 1; // both tools: Headroom's submitBatch, fio's iodepth_batch_submit
};

struct Figures {
    double iops = 0;
    double p50Ns = 0;
    double p99Ns = 0;
    double meanNs = 0;
    double cpuPct = 0;
};

double median(std::vector<double> values)
{
    std::sort(values.begin(), values.end());
    const std::size_t n = values.size();
    return n == 0 ? 0 : (n % 2 ? values[n / 2] : (values[n / 2 - 1] + values[n / 2]) / 2);
}

Expected<Figures> runHeadroom(IoUringEngine& engine, const Scenario& s, const Options& o)
{
    BenchParams p;
    p.blockSizeBytes = 4096;
    p.readPct = 100;
    p.randomPct = 100;
    p.queueDepth = s.queueDepth;
    p.directIo = s.direct;
    p.runNs = static_cast<std::int64_t>(o.runtimeSec * 1e9);
    p.submitBatch = o.submitBatch;
    const std::atomic<bool> cancel { false };
    Expected<PointResult> point = engine.runPoint(p, cancel, {});
    if (!point) {
        return fail(point.error());
    }
    const Measurement& m = point->measurement;
    return Figures { *m.read.iops, *m.read.latency.percentileNs(50), *m.read.latency.percentileNs(99),
        m.read.latency.meanNs.value_or(0), m.cpu.userPct.value_or(0) + m.cpu.systemPct.value_or(0) };
}

Expected<Figures> runFio(const QString& fio, const QString& file, const Scenario& s, const Options& o)
{
    QProcess process;
    process.start(fio,
        { QStringLiteral("--name=compare"), QStringLiteral("--filename=") + file, QStringLiteral("--ioengine=io_uring"),
            QStringLiteral("--rw=randread"), QStringLiteral("--bs=4k"),
            QStringLiteral("--iodepth=%1").arg(s.queueDepth), QStringLiteral("--direct=%1").arg(s.direct ? 1 : 0),
            QStringLiteral("--runtime=%1").arg(o.runtimeSec), QStringLiteral("--time_based=1"),
            QStringLiteral("--iodepth_batch_submit=%1").arg(o.submitBatch), QStringLiteral("--fixedbufs=1"),
            QStringLiteral("--registerfiles=1"), QStringLiteral("--norandommap=1"), QStringLiteral("--randrepeat=0"),
            QStringLiteral("--lat_percentiles=1"),
            QStringLiteral("--invalidate=0"), // fio drops the file's cached pages by default; Headroom does not
            QStringLiteral("--output-format=json") });
    if (!process.waitForFinished(static_cast<int>(o.runtimeSec * 1000) + 60'000) || process.exitCode() != 0) {
        return fail(QStringLiteral("fio failed: ") + QString::fromUtf8(process.readAllStandardError()));
    }
    const QByteArray out = process.readAllStandardOutput();
    const nlohmann::json doc = nlohmann::json::parse(out.mid(out.indexOf('{')).toStdString(), nullptr, false);
    if (doc.is_discarded() || !doc.contains("jobs")) {
        return fail(QStringLiteral("fio printed no JSON"));
    }
    const auto& job = doc["jobs"][0];
    const auto& read = job["read"];
    const auto& percentiles = read["lat_ns"]["percentile"];
    const double cpu = job["usr_cpu"].get<double>() + job["sys_cpu"].get<double>();
    return Figures { read["iops"].get<double>(), percentiles["50.000000"].get<double>(),
        percentiles["99.000000"].get<double>(), read["lat_ns"]["mean"].get<double>(), cpu };
}

// Buffered runs read from the page cache: read the file once so neither side pays for the first touch.
void warmPageCache(const QString& path)
{
    QFile file(path);
    if (file.open(QIODevice::ReadOnly)) {
        while (!file.read(1 << 20).isEmpty()) { }
    }
}

bool within5(double ratio)
{
    return std::abs(ratio - 1) <= 0.05;
}

QString ratio(double value)
{
    return QString::number(value, 'f', 3);
}

// The command line, read once.
struct Config {
    bool quick = false;
    bool control = false; // fio against fio: the noise floor
    int rounds = 5;
    Options options;
    std::int64_t fileBytes = 1LL << 30;
    QString diskDir;
    QString tmpfsDir;
    QString only;
};

Config readArguments(const QStringList& args)
{
    const auto option = [&args](const char* name, const QString& fallback) {
        const qsizetype at = args.indexOf(QString::fromLatin1(name));
        return at >= 0 && at + 1 < args.size() ? args[at + 1] : fallback;
    };
    Config config;
    config.quick = args.contains(QStringLiteral("--quick"));
    config.control = args.contains(QStringLiteral("--control"));
    config.rounds = config.quick ? 1 : option("--rounds", QStringLiteral("5")).toInt();
    config.options = Options { config.quick ? 1.0 : option("--runtime", QStringLiteral("5")).toDouble(),
        std::max(1, option("--submit-batch", QStringLiteral("1")).toInt()) };
    config.fileBytes = config.quick ? (64LL << 20) : (1LL << 30);
    config.diskDir = option("--disk-dir", QDir::tempPath());
    config.tmpfsDir = option("--tmpfs-dir", QStringLiteral("/dev/shm"));
    config.only = option("--only", QString());
    return config;
}

void printHeader(QTextStream& out, const QString& fio, const Config& config)
{
    if (config.control) {
        out << "CONTROL RUN: fio in place of Headroom; the ratios show this machine's run-to-run noise.\n";
    }
    out << QStringLiteral(
        "Headroom engine vs %1, %2 round(s) of %3 s each, alternating; medians of per-round ratios\n\n")
               .arg(fio, QString::number(config.rounds), QString::number(config.options.runtimeSec));
    if (config.options.submitBatch > 1) {
        out << QStringLiteral("Both tools submit %1 I/Os per system call (iodepth_batch_submit).\n\n")
                   .arg(config.options.submitBatch);
    }
    out << QStringLiteral("%1 %2 %3 %4 %5 %6 %7 %8 %9 %10\n")
               .arg(QStringLiteral("scenario"), -44)
               .arg(QStringLiteral("IOPS HR"), 10)
               .arg(QStringLiteral("IOPS fio"), 10)
               .arg(QStringLiteral("IOPS x"), 7)
               .arg(QStringLiteral("p50 x"), 7)
               .arg(QStringLiteral("p99 x"), 7)
               .arg(QStringLiteral("mean x"), 7)
               .arg(QStringLiteral("QD HR/fio"), 11)
               .arg(QStringLiteral("CPU% HR/fio"), 12)
               .arg(QStringLiteral("target"), -28);
    out.flush();
}

// Per-round figures of one scenario: ratios Headroom / fio and each side's own.
struct Rounds {
    std::vector<double> iops, p50, p99, mean, hrIops, fioIops, hrCpu, fioCpu, hrQd, fioQd;

    void add(const Figures& hr, const Figures& other)
    {
        iops.push_back(hr.iops / other.iops);
        p50.push_back(hr.p50Ns / other.p50Ns);
        p99.push_back(hr.p99Ns / other.p99Ns);
        mean.push_back(hr.meanNs / other.meanNs);
        // Little's law: the queue depth the latency figures account for (IOPS x mean latency).
        hrQd.push_back(hr.iops * hr.meanNs * 1e-9);
        fioQd.push_back(other.iops * other.meanNs * 1e-9);
        hrIops.push_back(hr.iops);
        fioIops.push_back(other.iops);
        hrCpu.push_back(hr.cpuPct);
        fioCpu.push_back(other.cpuPct);
    }
};

// Both tools on one file, alternately; the error of the first round that failed.
Status runRounds(IoUringEngine& engine, const QString& fio, const QString& file, const Scenario& s,
    const Config& config, Rounds& rounds)
{
    const auto headroomRun = [&] {
        return config.control ? runFio(fio, file, s, config.options) : runHeadroom(engine, s, config.options);
    };
    for (int round = 0; round < config.rounds; ++round) {
        Expected<Figures> hr = fail(QString());
        Expected<Figures> other = fail(QString());
        if (round % 2 == 0) { // alternate who goes first, so drift does not favour one side
            hr = headroomRun();
            other = runFio(fio, file, s, config.options);
        } else {
            other = runFio(fio, file, s, config.options);
            hr = headroomRun();
        }
        if (!hr || !other) {
            return fail(hr ? other.error() : hr.error());
        }
        rounds.add(*hr, *other);
    }
    return success();
}

void printRow(QTextStream& out, const Scenario& s, const Rounds& r)
{
    const double iopsRatio = median(r.iops), p50Ratio = median(r.p50), p99Ratio = median(r.p99);
    const bool iopsOk = iopsRatio >= s.iopsTarget;
    const bool latencyOk = !s.latencyTarget || (within5(p50Ratio) && within5(p99Ratio));
    // At equal depth, latency scales with 1 / IOPS (Little's law): a faster engine has a shorter cycle and
    // lower latency. Scaled to equal IOPS, the figures say whether both tools measure the same I/Os.
    const double p50AtEqualIops = p50Ratio * iopsRatio, p99AtEqualIops = p99Ratio * iopsRatio;
    const bool lowerByCycleOnly
        = s.latencyTarget && !latencyOk && iopsRatio > 1 && within5(p50AtEqualIops) && within5(p99AtEqualIops);
    const QString verdict = QStringLiteral("IOPS >= %1x%2: %3")
                                .arg(s.iopsTarget)
                                .arg(s.latencyTarget ? QStringLiteral(", p50/p99 +-5%") : QString())
                                .arg(iopsOk && latencyOk ? QStringLiteral("met") : QStringLiteral("MISSED"));
    out << QStringLiteral("%1 %2 %3 %4 %5 %6 %7 %8 %9 %10\n")
               .arg(s.name, -44)
               .arg(QString::number(median(r.hrIops), 'f', 0), 10)
               .arg(QString::number(median(r.fioIops), 'f', 0), 10)
               .arg(ratio(iopsRatio), 7)
               .arg(ratio(p50Ratio), 7)
               .arg(ratio(p99Ratio), 7)
               .arg(ratio(median(r.mean)), 7)
               .arg(QStringLiteral("%1/%2").arg(median(r.hrQd), 0, 'f', 1).arg(median(r.fioQd), 0, 'f', 1), 11)
               .arg(QStringLiteral("%1/%2").arg(median(r.hrCpu), 0, 'f', 0).arg(median(r.fioCpu), 0, 'f', 0), 12)
               .arg(verdict, -28);
    if (lowerByCycleOnly) {
        out << QStringLiteral("    latency below fio's by the shorter cycle only: at equal IOPS p50 x %1, p99 x %2 "
                              "(within 5 %)\n")
                   .arg(ratio(p50AtEqualIops), ratio(p99AtEqualIops));
    }
    out.flush();
}

// One scenario: its file made, the rounds run and its row printed; false when it failed.
bool runScenario(QTextStream& out, const QString& fio, const Scenario& s, const Config& config)
{
    const std::atomic<bool> noCancel { false };
    Expected<TargetPlan> plan = planTarget(TargetRequest { s.dir, config.fileBytes, true, false, {}, false });
    Expected<std::unique_ptr<TestTarget>> target = plan ? TestTarget::open(*plan, s.direct, false, noCancel)
                                                        : Expected<std::unique_ptr<TestTarget>>(fail(plan.error()));
    if (!target) {
        out << s.name << ": " << target.error() << '\n';
        return false;
    }
    const QString file = (*target)->path();
    if (!s.direct) {
        warmPageCache(file);
    }
    IoUringEngine engine(std::move(*target));
    Rounds rounds;
    const Status ran = runRounds(engine, fio, file, s, config, rounds);
    if (!ran) {
        out << s.name << ": " << ran.error() << '\n';
    }
    if (!rounds.iops.empty()) {
        printRow(out, s, rounds);
    }
    return ran.ok();
}

} // namespace

int main(int argc, char* argv[])
{
    QCoreApplication app(argc, argv);
    const Config config = readArguments(app.arguments());
    QTextStream out(stdout);
    const QString fio = QStandardPaths::findExecutable(QStringLiteral("fio"));
    if (fio.isEmpty()) {
        out << "fio not found (apt install fio)\n";
        return 1;
    }
    const QList<Scenario> scenarios {
        { QStringLiteral("4k randread QD32 buffered, tmpfs"), config.tmpfsDir, 32, false, 1.10, false },
        { QStringLiteral("4k randread QD32 buffered, cached disk file"), config.diskDir, 32, false, 1.10, false },
        { QStringLiteral("4k randread QD1 direct, disk file"), config.diskDir, 1, true, 0.98, true },
        { QStringLiteral("4k randread QD32 direct, disk file"), config.diskDir, 32, true, 0.98, true },
    };
    printHeader(out, fio, config);
    bool failedRun = false;
    for (const Scenario& s : scenarios) {
        if (s.name.contains(config.only) && !runScenario(out, fio, s, config)) {
            failedRun = true;
        }
    }
    out << "\nRatios are Headroom / fio; latency is total latency (fio lat_percentiles=1). QD is IOPS x mean latency\n"
           "(Little's law): the queue depth the latency figures account for. CPU% is Headroom's whole process (with\n"
           "its io-wq workers) and fio's job thread. Buffered tmpfs reads are punted to one io-wq worker on kernels\n"
           "whose shmem lacks non-blocking reads: that worker, not the engine, then bounds both tools. A page-cached\n"
           "disk file is read inline in the submitting thread: there the engine's own cost per I/O shows.\n";
    return failedRun ? 1 : 0;
}
