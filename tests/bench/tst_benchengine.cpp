// SPDX-License-Identifier: GPL-3.0-or-later
#include "bench/benchmarkrunner.h"
#include "bench/ioring.h"
#include "bench/iouringengine.h"
#include "bench/presets.h"
#include "bench/sweep.h"
#include "bench/targetplan.h"
#include "bench/testtarget.h"
#include "support/runnersignals.h"

#include <numeric>
#include <sys/resource.h>
#include <thread>

#include <QDir>
#include <QElapsedTimer>
#include <QScopeGuard>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

using namespace headroom;
using namespace headroom::bench;

namespace {

constexpr std::int64_t kMs = 1'000'000;

// Whether this kernel lets a ring register its own descriptor (IORING_REGISTER_RING_FDS, Linux 5.18).
bool ringFdRegistrable()
{
    IoRing ring;
    return ring.init(2).ok() && ring.registerRingFd();
}

std::uint64_t histogramCount(const LatencyStats& stats)
{
    return std::accumulate(stats.histogram.cbegin(), stats.histogram.cend(), std::uint64_t { 0 },
        [](std::uint64_t sum, const HistogramBin& bin) { return sum + bin.count; });
}

void verifyDirection(const DirectionStats& d, double seconds)
{
    QVERIFY(d.iops && *d.iops > 0);
    const LatencyStats& l = d.latency;
    QVERIFY(l.minNs && l.maxNs && l.meanNs && l.stdevNs);
    QCOMPARE(l.percentilesNs.size(), fioPercentiles().size());
    QVERIFY(*l.minNs <= *l.percentileNs(50) && *l.percentileNs(50) <= *l.percentileNs(99));
    QVERIFY(*l.percentileNs(99) <= *l.maxNs);
    QVERIFY(*l.minNs <= *l.meanNs && *l.meanNs <= *l.maxNs);
    // The stored histogram holds exactly the counted I/Os.
    QCOMPARE(static_cast<double>(histogramCount(l)), std::round(*d.iops * seconds));
}

} // namespace

class TestBenchEngine : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    std::unique_ptr<IoUringEngine> m_engine;
    const std::atomic<bool> m_noCancel { false };

    BenchParams quick(std::int64_t runMs = 300) const
    {
        BenchParams p;
        p.runNs = runMs * kMs;
        p.queueDepth = 8;
        return p;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        const Expected<TargetPlan> plan = planTarget(TargetRequest { m_dir.path(), 72 << 20, true, false, {}, false });
        QVERIFY2(plan.ok(), plan.ok() ? "" : qPrintable(plan.error()));
        Expected<std::unique_ptr<TestTarget>> target = TestTarget::open(*plan, true, false, m_noCancel);
        QVERIFY2(target.ok(), target.ok() ? "" : qPrintable(target.error()));
        m_engine = std::make_unique<IoUringEngine>(std::move(*target));
        const Expected<PointResult> probe = m_engine->runPoint(quick(50), m_noCancel, {});
        if (!probe.ok() && probe.error().contains(QLatin1String("io_uring setup failed"))) {
            QSKIP(qPrintable(QStringLiteral("io_uring is unavailable here: ") + probe.error()));
        }
        QVERIFY2(probe.ok(), probe.ok() ? "" : qPrintable(probe.error()));
        if (!m_engine->target().directIo()) {
            qInfo("O_DIRECT refused by this file system; the engine runs buffered: %s",
                qPrintable(m_engine->targetNote()));
        }
    }

    void everyPresetRunsBriefly_data()
    {
        QTest::addColumn<QString>("preset");
        for (const Preset& preset : presets()) {
            QTest::newRow(qPrintable(preset.name)) << preset.name;
        }
    }
    void everyPresetRunsBriefly()
    {
        QFETCH(QString, preset);
        BenchParams base = quick(200);
        base.queueDepth = 4;
        QList<BenchParams> steps = presetSteps(*presetByName(preset), base);
        // A count of I/Os, not a time: both directions of a mix are then measured even on a busy shared disk.
        for (BenchParams& step : steps) {
            step.ioLimit = steps.size() > 1 ? 8 : 64;
        }
        SweepRequest request;
        request.steps = steps;
        const Expected<SweepResult> result = runSweep(request, *m_engine, m_noCancel);
        QVERIFY2(result.ok(), result.ok() ? "" : qPrintable(result.error()));
        QCOMPARE(result->points.size(), steps.size());
        for (const PointResult& point : result->points) {
            const Measurement& m = point.measurement;
            const double seconds = m.durationSec.value_or(0);
            QVERIFY(seconds > 0);
            QVERIFY(m.cpu.userPct && m.cpu.systemPct);
            QVERIFY(m.note.contains(QLatin1String("io_uring")));
            QVERIFY(!point.ringSetup.isEmpty());
            // Each job's ring registers its descriptor wherever a ring of this thread can, and the note says which.
            const QString ringFd = ringFdRegistrable() ? QStringLiteral(", registered ring fd")
                                                       : QStringLiteral(", unregistered ring fd");
            QVERIFY2(point.ringSetup.contains(ringFd), qPrintable(point.ringSetup));
            if (point.params.readPct > 0) {
                verifyDirection(m.read, seconds);
            } else {
                QVERIFY(m.read.isEmpty());
            }
            if (point.params.readPct < 100) {
                verifyDirection(m.write, seconds);
            } else {
                QVERIFY(m.write.isEmpty());
            }
        }
        if (preset == QLatin1String("fill")) { // every 256 KiB block of the 72 MiB file written once
            QCOMPARE(histogramCount(result->points.first().measurement.write.latency), std::uint64_t { 72 * 4 });
        }
    }

    void mixedWorkloadFollowsReadPercentage()
    {
        BenchParams p = quick(400);
        p.readPct = 70;
        const Expected<PointResult> point = m_engine->runPoint(p, m_noCancel, {});
        QVERIFY(point.ok());
        const Measurement& m = point->measurement;
        const double readShare = *m.read.iops / *m.totalIops();
        QVERIFY2(readShare > 0.6 && readShare < 0.8, qPrintable(QString::number(readShare)));
        QVERIFY(!m.combined.latency.isEmpty()); // both directions together, from the merged histograms
    }

    void queueDepthSweepGivesMonotoneLoadSteps()
    {
        SweepRequest request;
        request.steps = { quick(250) };
        request.kind = SweepKind::QueueDepth;
        request.queueDepths = { 1, 4, 16 };
        const Expected<SweepResult> result = runSweep(request, *m_engine, m_noCancel);
        QVERIFY(result.ok());
        QCOMPARE(result->points.size(), 3);
        for (int i = 0; i < 3; ++i) {
            const Measurement& m = result->points[i].measurement;
            QCOMPARE(*m.loadSetting, double(request.queueDepths[i]));
            QCOMPARE(*m.workload.queueDepth, request.queueDepths[i]);
            QCOMPARE(m.workload.name, request.curveName());
        }
    }

    // Little's law: IOPS x mean latency is the number of I/Os the latency figures saw in flight. A completed slot
    // that waits while others are resubmitted drops out of it, and the device sees less than the asked depth.
    void queueDepthIsHeldWhileMeasuring()
    {
        BenchParams p = quick(600);
        p.queueDepth = 16;
        const Expected<PointResult> point = m_engine->runPoint(p, m_noCancel, {});
        QVERIFY(point.ok());
        const DirectionStats& read = point->measurement.read;
        const double inFlight = *read.iops * *read.latency.meanNs * 1e-9;
        QVERIFY2(
            inFlight > 0.9 * p.queueDepth && inFlight < 1.02 * p.queueDepth, qPrintable(QString::number(inFlight)));
    }

    // 16 I/Os at QD 16: the first refill prepares all of them; in groups of 8 that is two system calls.
    void submitBatchGroupsSubmissions_data()
    {
        QTest::addColumn<int>("batch");
        QTest::addColumn<QString>("perCall");
        QTest::newRow("one at a time") << 1 << QStringLiteral("1.0 I/Os per submission call");
        QTest::newRow("groups of 8") << 8 << QStringLiteral("8.0 I/Os per submission call");
    }
    void submitBatchGroupsSubmissions()
    {
        QFETCH(int, batch);
        QFETCH(QString, perCall);
        BenchParams p = quick();
        p.queueDepth = 16;
        p.ioLimit = 16;
        p.submitBatch = batch;
        const Expected<PointResult> point = m_engine->runPoint(p, m_noCancel, {});
        QVERIFY(point.ok());
        QCOMPARE(histogramCount(point->measurement.read.latency), std::uint64_t { 16 });
        QVERIFY2(point->measurement.note.contains(perCall), qPrintable(point->measurement.note));
    }

    void curvePacesEachStepAtItsShareOfTheMaximum()
    {
        SweepRequest request;
        request.steps = { quick(500) };
        request.kind = SweepKind::Curve;
        request.curvePercents = { 10, 30 };
        const Expected<SweepResult> result = runSweep(request, *m_engine, m_noCancel);
        QVERIFY(result.ok());
        QCOMPARE(result->points.size(), 3);
        const double maxIops = *result->points.last().measurement.totalIops();
        QVERIFY(!result->points.last().params.targetIops);
        double previous = 0;
        for (const PointResult& point : result->points) {
            QVERIFY(*point.measurement.loadSetting > previous);
            previous = *point.measurement.loadSetting;
        }
        for (int i = 0; i < 2; ++i) {
            const double target = *result->points[i].params.targetIops;
            QCOMPARE(target, maxIops * request.curvePercents[i] / 100.0);
            // Pacing never overshoots; a shared VM disk may not sustain every share, but a tenth of its peak it does.
            const double achieved = *result->points[i].measurement.totalIops();
            QVERIFY2(achieved < 1.05 * target && (i > 0 || achieved > 0.85 * target),
                qPrintable(QStringLiteral("target %1, achieved %2").arg(target).arg(achieved)));
        }
    }

    void fixedRateIsPacedEvenly()
    {
        BenchParams p = quick(1000);
        p.targetIops = 2000;
        p.jobs = 2;
        const Expected<PointResult> point = m_engine->runPoint(p, m_noCancel, {});
        QVERIFY(point.ok());
        const double achieved = *point->measurement.totalIops();
        QVERIFY2(std::abs(achieved - 2000) < 100, qPrintable(QString::number(achieved)));
    }

    void cpuCountsOnlyTheEngineThreads()
    {
        // Another thread of this process (as the GUI would be) burns a CPU during the point: the engine's CPU
        // figure must not include it. A paced QD 1 point itself needs almost no CPU, so the engine's figure stays
        // well below the other thread's, however busy the machine; counted per process it could not.
        BenchParams p = quick(1500);
        p.queueDepth = 1;
        p.targetIops = 50;
        std::atomic<bool> burning { true };
        std::int64_t burnerNs = 0;
        std::thread burner([&burning, &burnerNs] {
            const auto cpuNs = [] {
                rusage usage {};
                getrusage(RUSAGE_THREAD, &usage);
                return std::int64_t { usage.ru_utime.tv_sec + usage.ru_stime.tv_sec } * 1'000'000'000
                    + std::int64_t { usage.ru_utime.tv_usec + usage.ru_stime.tv_usec } * 1000;
            };
            const std::int64_t start = cpuNs();
            std::uint64_t spins = 0;
            while (burning.load(std::memory_order_relaxed)) {
                ++spins;
            }
            burnerNs = cpuNs() - start + static_cast<std::int64_t>(spins % 2); // spins kept, so the loop stays
        });
        QElapsedTimer wall;
        wall.start();
        const Expected<PointResult> point = m_engine->runPoint(p, m_noCancel, {});
        burning.store(false, std::memory_order_relaxed);
        burner.join();
        QVERIFY2(point.ok(), point.ok() ? "" : qPrintable(point.error()));
        const double burnerPct = 100.0 * static_cast<double>(burnerNs) / static_cast<double>(wall.nsecsElapsed());
        const CpuUsage& cpu = point->measurement.cpu;
        QVERIFY(cpu.userPct && cpu.systemPct);
        const double enginePct = *cpu.userPct + *cpu.systemPct;
        qInfo("engine %.1f %% of a CPU, the other thread %.1f %%", enginePct, burnerPct);
        if (burnerPct < 3) {
            QSKIP(qPrintable(QStringLiteral("the machine is too busy: the burning thread got only %1 % of a CPU")
                                 .arg(burnerPct, 0, 'f', 1)));
        }
        QVERIFY2(enginePct < burnerPct * 0.8,
            qPrintable(QStringLiteral("engine %1 %, burner %2 %").arg(enginePct).arg(burnerPct)));
    }

    void perSecondSamplesArrive()
    {
        QList<IntervalSample> seen;
        const Expected<PointResult> point
            = m_engine->runPoint(quick(2100), m_noCancel, [&](const IntervalSample& s) { seen.append(s); });
        QVERIFY(point.ok());
        QCOMPARE(seen.size(), 2);
        QCOMPARE(seen, point->samples);
        for (int i = 0; i < seen.size(); ++i) {
            QCOMPARE(seen[i].second, i);
            QVERIFY(
                seen[i].iops > 0 && seen[i].meanLatencyNs > 0 && seen[i].p99LatencyNs >= seen[i].meanLatencyNs * 0.5);
            QCOMPARE(seen[i].bytesPerSec, seen[i].iops * 4096);
        }
    }

    void ioErrorsCarryErrnoText()
    {
        // A plan that is not writable opens the target read-only: a write then fails in the kernel with EBADF.
        TargetPlan plan;
        plan.kind = TargetKind::ExistingFile;
        plan.path = m_dir.filePath(QStringLiteral("readonly.dat"));
        plan.sizeBytes = 1 << 20;
        QFile file(plan.path);
        QVERIFY(file.open(QIODevice::WriteOnly) && file.write(QByteArray(1 << 20, 'x')) == 1 << 20);
        file.close();
        Expected<std::unique_ptr<TestTarget>> target = TestTarget::open(plan, false, true, m_noCancel);
        QVERIFY(target.ok());
        IoUringEngine engine(std::move(*target));
        BenchParams p = quick(200);
        p.readPct = 0;
        p.directIo = false;
        const Expected<PointResult> point = engine.runPoint(p, m_noCancel, {});
        QVERIFY(!point.ok());
        QVERIFY2(point.error().contains(QLatin1String("write of 4096 bytes"))
                && point.error().contains(QLatin1String("Bad file descriptor")),
            qPrintable(point.error()));
    }

    void cancelStopsWithinOneSecondKeepsPointsAndRemovesFile()
    {
        QTemporaryDir dir;
        const Expected<TargetPlan> plan = planTarget(TargetRequest { dir.path(), 16 << 20, true, false, {}, false });
        QVERIFY(plan.ok());
        SweepRequest request; // a short first point, then one that would run for a minute
        request.steps = { quick(1100), quick(60'000) };
        auto* runner = new BenchmarkRunner(request, BenchmarkRunner::ioUringFactory(*plan, false));
        QThread thread;
        runner->moveToThread(&thread);
        connect(&thread, &QThread::started, runner, &BenchmarkRunner::run);
        connect(&thread, &QThread::finished, runner, &QObject::deleteLater);
        testing::RunnerSignals relay(runner);
        QSignalSpy pointFinished(&relay, &testing::RunnerSignals::pointFinished);
        QSignalSpy progress(&relay, &testing::RunnerSignals::progressChanged);
        QSignalSpy finished(&relay, &testing::RunnerSignals::finished);
        QSignalSpy failed(&relay, &testing::RunnerSignals::failed);
        const auto stopThread = qScopeGuard([&] {
            runner->cancel();
            thread.quit();
            thread.wait();
        });
        thread.start();
        QVERIFY(pointFinished.wait(10'000));
        // A sample of the second point proves it is running; its test file is in the directory meanwhile.
        QTRY_VERIFY_WITH_TIMEOUT(
            !progress.isEmpty() && progress.last().first().value<BenchProgress>().pointIndex == 1, 10'000);
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files).size(), 1);
        QElapsedTimer timer;
        timer.start();
        runner->cancel();
        QVERIFY(finished.wait(5'000));
        const qint64 elapsedMs = timer.elapsed();
        QVERIFY2(elapsedMs < 1000, qPrintable(QStringLiteral("cancel took %1 ms").arg(elapsedMs)));
        const auto result = finished.first().first().value<SweepResult>();
        QVERIFY(result.cancelled);
        QCOMPARE(result.points.size(), 1); // the completed point is reported, the interrupted one is not
        QCOMPARE(failed.size(), 0);
        QVERIFY(QDir(dir.path()).entryList(QDir::Files).isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestBenchEngine)
#include "tst_benchengine.moc"
