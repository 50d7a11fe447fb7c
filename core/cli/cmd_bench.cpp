// SPDX-License-Identifier: GPL-3.0-or-later
#include "bench/benchstore.h"
#include "bench/fiojob.h"
#include "bench/iouringengine.h"
#include "bench/testtarget.h"
#include "benchcluster.h"
#include "benchoptions.h"
#include "benchoutput.h"
#include "clicommand.h"
#include "clierror.h"

#include <atomic>
#include <csignal>
#include <unistd.h>

#include <QDir>
#include <QFileInfo>

namespace headroom::cli {

namespace {

std::atomic<bool> g_interrupted { false }; // lock-free: safe to set from a signal handler
static_assert(std::atomic<bool>::is_always_lock_free);

void onInterrupt(int)
{
    g_interrupted.store(true, std::memory_order_relaxed);
}

// Ctrl-C and SIGTERM set the cancel flag for the duration of a run; the previous handlers come back after.
class InterruptGuard {
public:
    InterruptGuard()
    {
        g_interrupted.store(false);
        struct sigaction action { };
        action.sa_handler = &onInterrupt;
        sigemptyset(&action.sa_mask);
        sigaction(SIGINT, &action, &m_previousInt);
        sigaction(SIGTERM, &action, &m_previousTerm);
    }
    ~InterruptGuard()
    {
        sigaction(SIGINT, &m_previousInt, nullptr);
        sigaction(SIGTERM, &m_previousTerm, nullptr);
    }
    InterruptGuard(const InterruptGuard&) = delete;
    InterruptGuard& operator=(const InterruptGuard&) = delete;

private:
    struct sigaction m_previousInt { };
    struct sigaction m_previousTerm { };
};

int printFioJob(CliContext& context, const BenchInvocation& invocation)
{
    QList<bench::BenchParams> steps;
    QStringList notes;
    const bench::SweepRequest& sweep = invocation.sweep;
    if (sweep.kind == bench::SweepKind::Curve) {
        steps << bench::sweepPoint(sweep, 0, 0);
        QStringList percents;
        for (double percent : sweep.curvePercents) {
            percents << QString::number(percent);
        }
        notes << QStringLiteral("Curve: run this maximum first, then rate_iops at %1 % of the IOPS it reached.")
                     .arg(percents.join(QStringLiteral(", ")));
    } else {
        for (int i = 0; i < sweep.pointCount(); ++i) {
            steps << bench::sweepPoint(sweep, i, 0);
        }
    }
    QString target = invocation.target.path;
    if (QFileInfo(target).isDir()) {
        target = QDir(target).filePath(QStringLiteral("headroom-bench.fio"));
    }
    const bool exists = QFileInfo::exists(target);
    const Expected<QString> job = bench::fioJobFile(steps, target, exists ? 0 : invocation.target.sizeBytes, notes);
    if (!job) {
        return context.usageError(QStringLiteral("bench: --fio-job: ") + cliText(job.failure()));
    }
    context.out() << *job;
    return ExitSuccess;
}

bench::SweepCallbacks liveCallbacks(CliContext& context, bool live)
{
    bench::SweepCallbacks callbacks;
    callbacks.pointStarted = [&context](int index, int count, const bench::BenchParams& params) {
        context.err() << QStringLiteral("[%1/%2] %3, QD %4, %5 job(s)%6\n")
                             .arg(index + 1)
                             .arg(count)
                             .arg(params.displayName())
                             .arg(params.queueDepth)
                             .arg(params.jobs)
                             .arg(params.targetIops
                                     ? QStringLiteral(", %1 IOPS target").arg(*params.targetIops, 0, 'f', 0)
                                     : QString());
        context.err().flush();
    };
    if (live) {
        callbacks.sample = [&context](const bench::IntervalSample& sample) {
            context.err() << liveLine(sample) << '\n';
            context.err().flush();
        };
    }
    return callbacks;
}

int runBench(CliContext& context, const QStringList& arguments)
{
    Expected<BenchInvocation> invocation = parseBenchArguments(arguments);
    if (!invocation) {
        return context.usageError(QStringLiteral("bench: ") + cliText(invocation.failure()));
    }
    if (invocation->fioJob) {
        return printFioJob(context, *invocation);
    }
    if (!invocation->hosts.isEmpty()) {
        const InterruptGuard guard;
        return runClusterBench(context, *invocation, g_interrupted);
    }
    Expected<bench::TargetPlan> plan = bench::planTarget(invocation->target);
    if (!plan) {
        return context.failure(QStringLiteral("bench: ") + cliText(plan.failure()));
    }
    ResultsLibrary* library = nullptr;
    if (!invocation->systemName.isEmpty()) {
        library = context.writableLibrary(
            ResultsLibrary::Mode::ReadWrite); // opened before the run, so a bad --db does not waste a benchmark
        if (!library) {
            return ExitFailure;
        }
    }
    context.err() << plan->summary << '\n';
    context.err().flush();
    const InterruptGuard guard;
    Expected<bench::SweepResult> result = [&]() -> Expected<bench::SweepResult> {
        Expected<std::unique_ptr<bench::TestTarget>> target
            = bench::TestTarget::open(*plan, true, invocation->keep, g_interrupted);
        if (!target) {
            return target.failure();
        }
        bench::IoUringEngine engine(std::move(*target));
        if (!engine.targetNote().isEmpty()) {
            context.err() << "Note: " << engine.targetNote() << '\n';
        }
        return bench::runSweep(invocation->sweep, engine, g_interrupted, liveCallbacks(context, isatty(2) != 0));
    }(); // the engine, and with it an own test file, is gone here
    if (!result) {
        return context.failure(QStringLiteral("bench: ") + cliText(result.failure()));
    }
    if (context.json()) {
        context.out() << QString::fromStdString(benchResultToJson(invocation->sweep, *result).dump(2)) << '\n';
    } else {
        printBenchTable(context.out(), *result);
    }
    if (library && !result->points.isEmpty()) {
        const auto run = bench::sweepMeasurements(invocation->systemName, *result, plan->path);
        const Expected<ImportSummary> stored
            = run ? library->addMeasurements(run->source, run->measurements) : Expected<ImportSummary>(run.failure());
        if (!stored) {
            return context.failure(QStringLiteral("bench: storing the results failed: ") + cliText(stored.failure()));
        }
        context.err() << "Stored " << stored->measurementsAdded
                      << (invocation->sweep.repeat > 1 ? " run(s)" : " point(s)") << " under system '"
                      << invocation->systemName << "' in " << library->path() << '\n';
    }
    return result->cancelled ? ExitFailure : ExitSuccess;
}

} // namespace

CliCommand benchCommand()
{
    return { QStringLiteral("bench"), QStringLiteral("measure IOPS and latency with the io_uring engine"),
        QString::fromLatin1(kBenchUsage), runBench };
}

} // namespace headroom::cli
