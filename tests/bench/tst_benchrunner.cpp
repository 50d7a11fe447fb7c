// SPDX-License-Identifier: GPL-3.0-or-later
#include "bench/benchmarkrunner.h"
#include "bench/sweep.h"
#include "support/runnersignals.h"

#include <QSignalSpy>
#include <QTest>
#include <QThread>

using namespace headroom;
using namespace headroom::bench;

namespace {

// A deterministic engine: each point "measures" `samplesPerPoint` seconds instantly; IOPS and mean latency grow
// with the queue depth or target rate. A hook after every sample lets a test act at an exact moment.
class FakeEngine final : public PointEngine {
public:
    int samplesPerPoint = 3;
    int failAtPoint = -1;
    std::function<void(int point, int second)> afterSample;
    QList<BenchParams> ran;

    Expected<PointResult> runPoint(
        const BenchParams& params, const std::atomic<bool>& cancel, const SampleCallback& onSample) override
    {
        const int index = static_cast<int>(ran.size());
        ran.append(params);
        if (index == failAtPoint) {
            return fail(QStringLiteral("write of 4096 bytes at offset 0 failed: No space left on device"));
        }
        const double load = params.targetIops ? *params.targetIops : 1000.0 * params.queueDepth;
        PointResult point;
        point.params = params;
        for (int second = 0; second < samplesPerPoint; ++second) {
            if (cancel.load()) {
                point.cancelled = true;
                return point;
            }
            const IntervalSample sample { second, load, load * 4096, 1e5 * params.queueDepth, 2e5 * params.queueDepth };
            point.samples.append(sample);
            if (onSample) {
                onSample(sample);
            }
            if (afterSample) {
                afterSample(index, second);
            }
        }
        point.cancelled = cancel.load();
        point.measurement.workload = params.toWorkload();
        point.measurement.iops = load;
        point.measurement.read.iops = load;
        point.measurement.read.latency.meanNs = 1e5 * params.queueDepth;
        return point;
    }
};

SweepRequest qdSweep(QList<int> depths)
{
    SweepRequest request;
    request.steps = { BenchParams {} };
    request.steps.first().runNs = 3'000'000'000; // the fake's three seconds per point
    request.kind = SweepKind::QueueDepth;
    request.queueDepths = std::move(depths);
    return request;
}

} // namespace

class TestBenchRunner : public QObject {
    Q_OBJECT

private:
    // Runs `runner` on a worker thread until its terminal signal; returns the spies' counts through the spies.
    static void runOnThread(BenchmarkRunner* runner, QSignalSpy& finished, QSignalSpy& failed)
    {
        QThread thread;
        runner->moveToThread(&thread);
        connect(&thread, &QThread::started, runner, &BenchmarkRunner::run);
        thread.start();
        QTRY_VERIFY_WITH_TIMEOUT(finished.size() + failed.size() > 0, 10'000);
        thread.quit();
        QVERIFY(thread.wait(5'000));
    }

private Q_SLOTS:
    void fullRunEmitsProgressAndOneFinished()
    {
        auto engine = std::make_unique<FakeEngine>();
        BenchmarkRunner runner(
            qdSweep({ 1, 2, 4 }), [&engine](const std::atomic<bool>&) -> Expected<std::unique_ptr<PointEngine>> {
                return std::unique_ptr<PointEngine>(std::move(engine));
            });
        testing::RunnerSignals relay(&runner);
        QSignalSpy started(&relay, &testing::RunnerSignals::started);
        QSignalSpy progress(&relay, &testing::RunnerSignals::progressChanged);
        QSignalSpy points(&relay, &testing::RunnerSignals::pointFinished);
        QSignalSpy finished(&relay, &testing::RunnerSignals::finished);
        QSignalSpy failed(&relay, &testing::RunnerSignals::failed);
        runOnThread(&runner, finished, failed);
        QCOMPARE(started.size(), 1);
        QCOMPARE(started.first().first().toInt(), 3);
        QCOMPARE(progress.size(), 9);
        double previous = 0;
        for (const QList<QVariant>& args : progress) {
            const auto p = args.first().value<BenchProgress>();
            QVERIFY(p.fraction > previous && p.fraction <= 1.0);
            previous = p.fraction;
        }
        QCOMPARE(previous, 1.0);
        QCOMPARE(points.size(), 3);
        QCOMPARE(finished.size(), 1);
        QCOMPARE(failed.size(), 0);
        const auto result = finished.first().first().value<SweepResult>();
        QVERIFY(!result.cancelled);
        QCOMPARE(result.points.size(), 3);
        QCOMPARE(*result.points[2].measurement.loadSetting, 4.0);
    }

    // A point that ends after a count of I/Os progresses by the I/Os done, not by its run time.
    void ioCountPointProgressesByIos()
    {
        auto engine = std::make_unique<FakeEngine>(); // 1,000 IOPS at QD 1, three samples
        SweepRequest request = qdSweep({ 1 });
        request.steps.first().ioLimit = 4000;
        BenchmarkRunner runner(request, [&engine](const std::atomic<bool>&) -> Expected<std::unique_ptr<PointEngine>> {
            return std::unique_ptr<PointEngine>(std::move(engine));
        });
        testing::RunnerSignals relay(&runner);
        QSignalSpy progress(&relay, &testing::RunnerSignals::progressChanged);
        QSignalSpy finished(&relay, &testing::RunnerSignals::finished);
        QSignalSpy failed(&relay, &testing::RunnerSignals::failed);
        runOnThread(&runner, finished, failed);
        QCOMPARE(progress.size(), 3);
        const QList<double> expected { 0.25, 0.5, 0.75 }; // by run time (3 s) it would read 1/3, 2/3, 1
        for (int i = 0; i < 3; ++i) {
            QCOMPARE(progress[i].first().value<BenchProgress>().fraction, expected[i]);
        }
    }

    void cancelMidPointKeepsCompletedPoints()
    {
        auto engine = std::make_unique<FakeEngine>();
        BenchmarkRunner* cancelTarget = nullptr;
        engine->afterSample = [&cancelTarget](int point, int second) {
            if (point == 2 && second == 1) {
                cancelTarget->cancel(); // from the worker thread itself: deterministic, no timing involved
            }
        };
        BenchmarkRunner runner(
            qdSweep({ 1, 2, 4, 8 }), [&engine](const std::atomic<bool>&) -> Expected<std::unique_ptr<PointEngine>> {
                return std::unique_ptr<PointEngine>(std::move(engine));
            });
        cancelTarget = &runner;
        testing::RunnerSignals relay(&runner);
        QSignalSpy points(&relay, &testing::RunnerSignals::pointFinished);
        QSignalSpy finished(&relay, &testing::RunnerSignals::finished);
        QSignalSpy failed(&relay, &testing::RunnerSignals::failed);
        runOnThread(&runner, finished, failed);
        QCOMPARE(finished.size(), 1);
        QCOMPARE(failed.size(), 0);
        QCOMPARE(points.size(), 2);
        const auto result = finished.first().first().value<SweepResult>();
        QVERIFY(result.cancelled);
        QCOMPARE(result.points.size(), 2); // QD 1 and 2 completed; QD 4 was interrupted and is not a measurement
    }

    void engineErrorIsTheOnlyTerminalSignal()
    {
        auto engine = std::make_unique<FakeEngine>();
        engine->failAtPoint = 1;
        BenchmarkRunner runner(
            qdSweep({ 1, 2, 4 }), [&engine](const std::atomic<bool>&) -> Expected<std::unique_ptr<PointEngine>> {
                return std::unique_ptr<PointEngine>(std::move(engine));
            });
        testing::RunnerSignals relay(&runner);
        QSignalSpy finished(&relay, &testing::RunnerSignals::finished);
        QSignalSpy failed(&relay, &testing::RunnerSignals::failed);
        runOnThread(&runner, finished, failed);
        QCOMPARE(finished.size(), 0);
        QCOMPARE(failed.size(), 1);
        QVERIFY(failed.first().first().toString().contains(QLatin1String("No space left on device")));
    }

    void factoryFailureIsReported()
    {
        BenchmarkRunner runner(qdSweep({ 1 }), [](const std::atomic<bool>&) -> Expected<std::unique_ptr<PointEngine>> {
            return fail(QStringLiteral("refusing to write to /dev/sdz: it carries ext4 file system"));
        });
        testing::RunnerSignals relay(&runner);
        QSignalSpy finished(&relay, &testing::RunnerSignals::finished);
        QSignalSpy failed(&relay, &testing::RunnerSignals::failed);
        runOnThread(&runner, finished, failed);
        QCOMPARE(failed.size(), 1);
        QCOMPARE(finished.size(), 0);
        QVERIFY(failed.first().first().toString().contains(QLatin1String("ext4 file system")));
    }

    void stopLatencyEndsSweep()
    {
        FakeEngine engine;
        SweepRequest request = qdSweep({ 1, 2, 4, 8, 16 });
        request.stopLatencyMs = 0.25; // the fake's mean latency is 0.1 ms × QD
        const std::atomic<bool> cancel { false };
        const Expected<SweepResult> result = runSweep(request, engine, cancel);
        QVERIFY(result.ok());
        QCOMPARE(result->points.size(), 3); // QD 4 (0.4 ms) exceeded the limit: no QD 8
        QVERIFY(result->stopReason.contains(QLatin1String("exceeded")));
    }

    // Issue 27: a request's error names its field ("repeat"), which the CLI words "--repeat: …", the GUI marks.
    void zeroRepeatNamesItsField()
    {
        FakeEngine engine;
        SweepRequest request = qdSweep({ 1 });
        request.repeat = 0;
        const std::atomic<bool> cancel { false };
        const Expected<SweepResult> result = runSweep(request, engine, cancel);
        QVERIFY(!result.ok());
        QCOMPARE(result.failure().fields, QStringList { QStringLiteral("repeat") });
        QVERIFY2(!result.error().contains(QLatin1String("--")), qPrintable(result.error()));
        QVERIFY(engine.ran.isEmpty());
    }

    void curveRunsMaximumThenShares()
    {
        FakeEngine engine;
        SweepRequest request;
        request.steps = { BenchParams {} };
        request.steps.first().queueDepth = 8;
        request.kind = SweepKind::Curve;
        request.curvePercents = { 10, 50, 100 };
        const std::atomic<bool> cancel { false };
        const Expected<SweepResult> result = runSweep(request, engine, cancel);
        QVERIFY(result.ok());
        QCOMPARE(engine.ran.size(), 4);
        QVERIFY(!engine.ran[0].targetIops);
        QCOMPARE(*engine.ran[1].targetIops, 800.0);
        QCOMPARE(*engine.ran[2].targetIops, 4000.0);
        QCOMPARE(*engine.ran[3].targetIops, 8000.0);
        QList<double> loads;
        for (const PointResult& p : result->points) {
            loads << *p.measurement.loadSetting;
        }
        QCOMPARE(loads, (QList<double> { 800, 4000, 8000, 8000 }));
        QVERIFY(result->points.last().measurement.note.contains(QLatin1String("maximum")));
    }
};

QTEST_GUILESS_MAIN(TestBenchRunner)
#include "tst_benchrunner.moc"
