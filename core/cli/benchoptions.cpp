// SPDX-License-Identifier: GPL-3.0-or-later
#include "benchoptions.h"

#include "bench/fiojob.h"
#include "bench/presets.h"
#include "bench/sweepsetup.h"
#include "cluster/clusterjob.h"
#include "model/printable.h"
#include "model/quantityparse.h"
#include "model/workload.h"

#include <algorithm>

#include <QCommandLineParser>

namespace headroom::cli {

const char* const kBenchUsage
    = "Usage: headroom-cli bench --target PATH [--size SIZE] [--preset NAME | --bs SIZE --read-pct N\n"
      "                          --random-pct N --qd N --jobs N] [--runtime DUR] [--ramp DUR]\n"
      "                          [--direct | --buffered] [--rate IOPS] [--sweep-qd LIST | --curve]\n"
      "                          [--curve-pct LIST] [--stop-latency-ms X] [--repeat N] [--working-set SIZE]\n"
      "                          [--ios N]\n"
      "                          [--system NAME] [--keep] [--overwrite] [--destroy-data-on DEVICE]\n"
      "                          [--submit-batch N] [--seed N] [--fio-job] [--json]\n"
      "                          [--hosts HOST[:PORT],... | --hosts-file FILE] [--fio PATH]\n"
      "                          [--keep-partial] [--fio-output DIR]\n\n"
      "Measures IOPS, throughput and exact latency distributions with io_uring (one ring per job thread).\n"
      "TARGET: a new file or a directory (Headroom creates, fills and removes its own test file of --size,\n"
      "default 1g), an existing file (only read unless --overwrite), or a block device (written only when\n"
      "unmounted and blank, or when --destroy-data-on repeats it). Sizes: 4k, 1MiB, 1G; durations: 10s, 2m.\n"
      "Presets: oltp32k 4k-70-30 4k-randread 8k-50-50 256k-seqwrite 512k-seqread 512k-seqwrite\n"
      "         transfer-sweep fill.\n"
      "--sweep-qd 1,2,4,8: one point per queue depth. --curve: a run at maximum rate, then --curve-pct\n"
      "(default 10,50,70,80,90,100) percent of it. --stop-latency-ms ends a sweep once mean latency exceeds it.\n"
      "--repeat N runs every point N times, interleaved (QD1, QD2, ..., QD1, QD2, ...): each run is stored and\n"
      "the point is their mean with the spread (min, max, standard deviation, a 95 % interval from 3 runs).\n"
      "--system stores the points in the library (--db). --fio-job prints an equivalent fio job file and runs\n"
      "nothing. --submit-batch N hands N I/Os to the kernel per system call (fio's iodepth_batch_submit;\n"
      "default 1). With --json: {\"workload\": {...}, \"points\": [...]}. Ctrl-C stops within a second.\n"
      "Cluster mode: --hosts (or --hosts-file, one HOST[:PORT] a line, # comments) runs each point on every host\n"
      "at once through fio's client/server mode (`fio --server` on each host, default port 8765); --target is\n"
      "then an absolute directory on every host (a device only when --destroy-data-on HOST:DEVICE names it\n"
      "for each host). Per-host results and the cluster aggregate (percentiles from the hosts' merged\n"
      "histograms) are stored; --keep-partial keeps the points before a host failed, marked partial.";

namespace {

// A value parsed without a label: its error is about the option `name` (cliText words it "--name: …").
template <class T> Expected<T> about(const QString& name, Expected<T> parsed)
{
    if (!parsed) {
        return failField(name, parsed.error());
    }
    return parsed;
}

Expected<double> parseNumber(const QCommandLineParser& parser, const QString& name, double low, double high)
{
    return about(name, headroom::parseNumber({}, parser.value(name), low, high));
}

Expected<std::int64_t> parseWhole(
    const QCommandLineParser& parser, const QString& name, std::int64_t low, std::int64_t high)
{
    return about(name, parseWholeNumber({}, parser.value(name), low, high));
}

QCommandLineParser& addOptions(QCommandLineParser& parser)
{
    for (const char* name : { "target", "size", "preset", "bs", "read-pct", "random-pct", "qd", "jobs", "runtime",
             "ramp", "rate", "sweep-qd", "curve-pct", "stop-latency-ms", "repeat", "system", "destroy-data-on",
             "working-set", "ios", "seed", "submit-batch", "hosts", "hosts-file", "fio", "fio-output" }) {
        parser.addOption(QCommandLineOption(QString::fromLatin1(name), QString(), QStringLiteral("VALUE")));
    }
    for (const char* name : { "direct", "buffered", "curve", "keep", "overwrite", "fio-job", "keep-partial" }) {
        parser.addOption(QCommandLineOption(QString::fromLatin1(name)));
    }
    return parser;
}

// Run settings shared by every step: times, jobs, direct, working set, rate, seed.
Status applyRunSettings(const QCommandLineParser& parser, bench::BenchParams& base)
{
    struct Duration {
        const char* name;
        std::int64_t* field;
        std::int64_t lowNs;
        std::int64_t highNs;
    };
    for (const Duration& d : { Duration { "runtime", &base.runNs, bench::kMinRunNs, bench::kMaxRunNs },
             Duration { "ramp", &base.rampNs, 0, bench::kMaxRampNs } }) {
        const QString name = QString::fromLatin1(d.name);
        if (parser.isSet(name)) {
            Expected<std::int64_t> ns
                = about(name, parseDurationNs({}, parser.value(name), d.lowNs, d.highNs, BareDuration::Seconds));
            if (!ns) {
                return ns.failure();
            }
            *d.field = *ns;
        }
    }
    if (parser.isSet(QStringLiteral("jobs"))) {
        Expected<std::int64_t> jobs = parseWhole(parser, QStringLiteral("jobs"), 1, bench::kMaxJobs);
        if (!jobs) {
            return jobs.failure();
        }
        base.jobs = static_cast<int>(*jobs);
    }
    base.directIo = !parser.isSet(QStringLiteral("buffered"));
    if (parser.isSet(QStringLiteral("working-set"))) {
        Expected<std::int64_t> bytes = about(QStringLiteral("working-set"),
            parseSizeBytes({}, parser.value(QStringLiteral("working-set")), 1, bench::kMaxFileBytes));
        if (!bytes) {
            return bytes.failure();
        }
        base.workingSetBytes = *bytes;
    }
    if (parser.isSet(QStringLiteral("rate"))) {
        Expected<double> rate = parseNumber(parser, QStringLiteral("rate"), 1, bench::kMaxRateIops);
        if (!rate) {
            return rate.failure();
        }
        base.targetIops = *rate;
    }
    if (parser.isSet(QStringLiteral("ios"))) {
        Expected<std::int64_t> ios = parseWhole(parser, QStringLiteral("ios"), 1, bench::kMaxIoCount);
        if (!ios) {
            return ios.failure();
        }
        base.ioLimit = *ios;
    }
    if (parser.isSet(QStringLiteral("submit-batch"))) {
        Expected<std::int64_t> batch = parseWhole(parser, QStringLiteral("submit-batch"), 1, bench::kMaxSubmitBatch);
        if (!batch) {
            return batch.failure();
        }
        base.submitBatch = static_cast<int>(*batch);
    }
    if (parser.isSet(QStringLiteral("seed"))) {
        Expected<std::uint64_t> seed
            = about(QStringLiteral("seed"), parseUnsigned({}, parser.value(QStringLiteral("seed"))));
        if (!seed) {
            return seed.failure();
        }
        base.seed = *seed;
    }
    return success();
}

// Block size, mix and randomness from --preset or the custom options, and the queue depth.
Status applyShape(const QCommandLineParser& parser, bench::BenchParams base, BenchInvocation& invocation)
{
    std::optional<int> queueDepth;
    if (parser.isSet(QStringLiteral("qd"))) {
        Expected<std::int64_t> qd = parseWhole(parser, QStringLiteral("qd"), 1, bench::kMaxQueueDepth);
        if (!qd) {
            return qd.failure();
        }
        queueDepth = static_cast<int>(*qd);
    }
    if (parser.isSet(QStringLiteral("preset"))) {
        for (const char* custom : { "bs", "read-pct", "random-pct" }) {
            if (parser.isSet(QString::fromLatin1(custom))) {
                return fail(QStringLiteral("--%1 cannot be combined with --preset").arg(QString::fromLatin1(custom)));
            }
        }
        const std::optional<bench::Preset> preset = bench::presetByName(parser.value(QStringLiteral("preset")));
        if (!preset) { // an empty name too (`--preset ""`), which workloadSteps reads as "no preset"
            return failField(QStringLiteral("preset"),
                QStringLiteral("unknown preset '%1' (known: %2)")
                    .arg(printable(parser.value(QStringLiteral("preset"))),
                        bench::presetNames().join(QStringLiteral(", "))));
        }
        Expected<QList<bench::BenchParams>> steps = bench::workloadSteps(preset->name, base, queueDepth);
        if (!steps) {
            return failField(QStringLiteral("preset"), steps.error());
        }
        invocation.presetName = preset->name;
        invocation.sweep.steps = *steps;
        return success();
    }
    if (parser.isSet(QStringLiteral("bs"))) {
        Expected<std::int64_t> bs
            = about(QStringLiteral("bs"), bench::parseBlockSize({}, parser.value(QStringLiteral("bs"))));
        if (!bs) {
            return bs.failure();
        }
        base.blockSizeBytes = *bs;
    }
    for (const auto& [name, field] :
        { std::pair { "read-pct", &base.readPct }, std::pair { "random-pct", &base.randomPct } }) {
        if (parser.isSet(QString::fromLatin1(name))) {
            Expected<double> pct = parseNumber(parser, QString::fromLatin1(name), 0, 100);
            if (!pct) {
                return pct.failure();
            }
            *field = *pct;
        }
    }
    invocation.sweep.steps = *bench::workloadSteps({}, base, queueDepth);
    return success();
}

Status applySweep(const QCommandLineParser& parser, BenchInvocation& invocation)
{
    bench::SweepRequest& sweep = invocation.sweep;
    if (parser.isSet(QStringLiteral("sweep-qd")) && parser.isSet(QStringLiteral("curve"))) {
        return fail(QStringLiteral("--sweep-qd and --curve exclude each other"));
    }
    if (parser.isSet(QStringLiteral("sweep-qd"))) {
        Expected<QList<int>> depths = about(
            QStringLiteral("sweep-qd"), bench::parseQueueDepthList({}, parser.value(QStringLiteral("sweep-qd"))));
        if (!depths) {
            return depths.failure();
        }
        sweep.kind = bench::SweepKind::QueueDepth;
        sweep.queueDepths = *depths;
    }
    if (parser.isSet(QStringLiteral("curve")) || parser.isSet(QStringLiteral("curve-pct"))) {
        sweep.kind = bench::SweepKind::Curve;
        if (parser.isSet(QStringLiteral("curve-pct"))) {
            Expected<QList<double>> percents = about(
                QStringLiteral("curve-pct"), bench::parseCurvePercents({}, parser.value(QStringLiteral("curve-pct"))));
            if (!percents) {
                return percents.failure();
            }
            sweep.curvePercents = *percents;
        }
    }
    if (parser.isSet(QStringLiteral("stop-latency-ms"))) {
        Expected<double> limit = parseNumber(
            parser, QStringLiteral("stop-latency-ms"), bench::kMinStopLatencyMs, bench::kMaxStopLatencyMs);
        if (!limit) {
            return limit.failure();
        }
        sweep.stopLatencyMs = *limit;
    }
    if (parser.isSet(QStringLiteral("repeat"))) {
        Expected<double> repeat = parseNumber(parser, QStringLiteral("repeat"), 1, 1000);
        if (!repeat || *repeat != std::floor(*repeat)) {
            return failField(QStringLiteral("repeat"),
                QStringLiteral("'%1' is not a whole number of runs in 1..1000")
                    .arg(parser.value(QStringLiteral("repeat"))));
        }
        sweep.repeat = static_cast<int>(*repeat);
    }
    return bench::checkSweepRequest(sweep, invocation.presetName);
}

// --hosts / --hosts-file and what only cluster mode takes.
Status applyCluster(const QCommandLineParser& parser, BenchInvocation& invocation)
{
    const bool hosts = parser.isSet(QStringLiteral("hosts"));
    const bool hostsFile = parser.isSet(QStringLiteral("hosts-file"));
    if (hosts && hostsFile) {
        return fail(QStringLiteral("--hosts and --hosts-file exclude each other"));
    }
    if ((hosts || hostsFile) && invocation.sweep.repeat > 1) {
        return fail(QStringLiteral("--repeat is not available in cluster mode yet: run the cluster sweep again and "
                                   "import or store each run (runs of the same point are averaged)"));
    }
    if (!hosts && !hostsFile) {
        for (const char* clusterOnly : { "fio", "keep-partial", "fio-output" }) {
            if (parser.isSet(QString::fromLatin1(clusterOnly))) {
                return fail(QStringLiteral("--%1 needs --hosts or --hosts-file").arg(QString::fromLatin1(clusterOnly)));
            }
        }
        return success();
    }
    auto list = hosts
        ? about(QStringLiteral("hosts"), cluster::parseHostList(parser.value(QStringLiteral("hosts")), {}))
        : cluster::readHostsFile(parser.value(QStringLiteral("hosts-file"))); // its errors name the file
    if (!list) {
        return list.failure();
    }
    invocation.hosts = *list;
    if (parser.isSet(QStringLiteral("fio"))) {
        invocation.fioPath = parser.value(QStringLiteral("fio"));
    }
    invocation.keepPartial = parser.isSet(QStringLiteral("keep-partial"));
    invocation.fioOutputDir = parser.value(QStringLiteral("fio-output"));
    if (invocation.fioJob) {
        return fail(
            QStringLiteral("--fio-job prints the local job; with --hosts the job files are kept in --fio-output"));
    }
    // Checked here, before any host is asked: the target goes into every host's job file.
    auto target
        = cluster::resolveClusterTarget({ invocation.target.path, invocation.target.sizeBytes, invocation.keep },
            invocation.hosts, invocation.target.destroyDataOn);
    return target ? success() : Status(target.failure());
}

// The target names a file on this machine (or on every host): a line break or other control character in it is
// a mistake or an attempt to add options to a job file, never a name the user means.
Status checkTargetText(const QString& path, bool fioJob)
{
    if (fioJob) {
        return bench::checkFioPath(path, QStringLiteral("target"));
    }
    const bool control
        = std::any_of(path.cbegin(), path.cend(), [](QChar c) { return c.category() == QChar::Other_Control; });
    if (control) {
        return failField(QStringLiteral("target"),
            QStringLiteral("'%1' holds a line break, NUL or other control character").arg(excerpt(path)));
    }
    return success();
}

} // namespace

Expected<BenchInvocation> parseBenchArguments(const QStringList& arguments)
{
    QCommandLineParser parser;
    if (!addOptions(parser).parse(QStringList { QStringLiteral("bench") } + arguments)) {
        return fail(parser.errorText());
    }
    if (!parser.positionalArguments().isEmpty()) {
        return fail(QStringLiteral("unexpected argument '%1'").arg(parser.positionalArguments().first()));
    }
    if (parser.isSet(QStringLiteral("direct")) && parser.isSet(QStringLiteral("buffered"))) {
        return fail(QStringLiteral("--direct and --buffered exclude each other"));
    }
    if (!parser.isSet(QStringLiteral("target"))) {
        return fail(QStringLiteral("--target PATH is required"));
    }
    BenchInvocation invocation;
    bench::BenchParams base;
    if (Status done = applyRunSettings(parser, base); !done) {
        return done.failure();
    }
    if (Status done = applyShape(parser, base, invocation); !done) {
        return done.failure();
    }
    if (Status done = applySweep(parser, invocation); !done) {
        return done.failure();
    }
    invocation.target.path = parser.value(QStringLiteral("target"));
    if (Status done = checkTargetText(invocation.target.path, parser.isSet(QStringLiteral("fio-job"))); !done) {
        return done.failure();
    }
    invocation.target.sizeBytes = base.workingSetBytes > 0 ? base.workingSetBytes : (1LL << 30);
    if (parser.isSet(QStringLiteral("size"))) {
        Expected<std::int64_t> size = about(QStringLiteral("size"),
            parseSizeBytes({}, parser.value(QStringLiteral("size")), bench::kMinFileBytes, bench::kMaxFileBytes));
        if (!size) {
            return size.failure();
        }
        invocation.target.sizeBytes = *size;
    }
    invocation.target.overwrite = parser.isSet(QStringLiteral("overwrite"));
    invocation.target.destroyDataOn = parser.value(QStringLiteral("destroy-data-on"));
    invocation.target.writes = bench::sweepWrites(invocation.sweep);
    invocation.keep = parser.isSet(QStringLiteral("keep"));
    invocation.fioJob = parser.isSet(QStringLiteral("fio-job"));
    invocation.systemName = parser.value(QStringLiteral("system")).trimmed();
    if (Status done = applyCluster(parser, invocation); !done) {
        return done.failure();
    }
    return invocation;
}

} // namespace headroom::cli
