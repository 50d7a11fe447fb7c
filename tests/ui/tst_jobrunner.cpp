// SPDX-License-Identifier: GPL-3.0-or-later
// JobRunner: a stale job's result is dropped, a cancel is seen by the job and drops its result, stop() keeps it,
// progress and results arrive on the receiver's thread in order, and destroying the runner waits for its worker.
#include "jobrunner.h"

#include <atomic>
#include <memory>

#include <QCoreApplication>
#include <QSemaphore>
#include <QTest>
#include <QThread>

using namespace headroom;

namespace {

// Blocks the job until the test has done what it wants to race against it; no sleeps as synchronisation.
void spinUntilStopped(const JobControl& control, QSemaphore& started)
{
    started.release();
    while (!control.isStopRequested()) {
        QThread::yieldCurrentThread();
    }
}

} // namespace

class TstJobRunner : public QObject {
    Q_OBJECT

private slots:
    void staleResultIsDropped()
    {
        QObject receiver;
        JobRunner runner(&receiver);
        QSemaphore gate;
        std::atomic<bool> firstSawStop { false };
        QList<int> results;
        const quint64 first = runner.start(
            [&](const JobControl& control) {
                gate.acquire(); // still running when the second job starts
                firstSawStop = control.isStopRequested();
                return 1;
            },
            [&](int value) { results << value; });
        const quint64 second = runner.start([](const JobControl&) { return 2; }, [&](int value) { results << value; });
        QVERIFY(second > first);
        QCOMPARE(runner.currentJob(), second);
        gate.release();
        runner.waitForWorkers(); // both results are queued now
        QCoreApplication::sendPostedEvents();
        QCOMPARE(results, QList<int> { 2 });
        QVERIFY(firstSawStop);
        QVERIFY(!runner.isRunning());
    }

    void cancelIsSeenAndDropsTheResult()
    {
        QObject receiver;
        JobRunner runner(&receiver);
        QSemaphore started;
        std::atomic<bool> sawStop { false };
        int delivered = 0;
        int progressed = 0;
        runner.start(
            [&](const JobControl& control) {
                spinUntilStopped(control, started);
                sawStop = true;
                control.post([&] { ++progressed; }); // after the cancel: dropped as well
                return 7;
            },
            [&](int) { ++delivered; });
        started.acquire();
        QVERIFY(runner.isRunning());
        runner.cancel();
        QVERIFY(!runner.isRunning());
        runner.waitForWorkers();
        QCoreApplication::sendPostedEvents();
        QVERIFY(sawStop);
        QCOMPARE(delivered, 0);
        QCOMPARE(progressed, 0);
    }

    void stopKeepsTheResult()
    {
        QObject receiver;
        JobRunner runner(&receiver);
        QSemaphore started;
        QString result;
        bool runningInHandler = true;
        runner.start(
            [&](const JobControl& control) {
                spinUntilStopped(control, started);
                return QStringLiteral("partial");
            },
            [&](const QString& value) {
                result = value;
                runningInHandler = runner.isRunning();
            });
        started.acquire();
        runner.stop();
        QVERIFY(runner.isRunning()); // until the result arrives
        QTRY_COMPARE(result, QStringLiteral("partial"));
        QVERIFY(!runningInHandler);
    }

    void progressAndResultArriveOnTheReceiversThreadInOrder()
    {
        QObject receiver;
        JobRunner runner(&receiver);
        QThread* const gui = QThread::currentThread();
        QThread* worker = nullptr;
        QList<int> seen;
        QList<QThread*> threads;
        bool finished = false;
        runner.start(
            [&](const JobControl& control) {
                worker = QThread::currentThread();
                const auto progress = control.relay([&](int step, const QString& name) {
                    seen << step;
                    threads << QThread::currentThread();
                    QCOMPARE(name, QStringLiteral("step"));
                });
                for (int step = 1; step <= 3; ++step) {
                    progress(step, QStringLiteral("step"));
                }
            },
            [&] {
                seen << 0;
                threads << QThread::currentThread();
                finished = true;
            });
        QTRY_VERIFY(finished);
        QCOMPARE(seen, (QList<int> { 1, 2, 3, 0 }));
        QCOMPARE(threads, (QList<QThread*> { gui, gui, gui, gui }));
        QVERIFY(worker != nullptr);
        QVERIFY(worker != gui);
    }

    void destroyingTheRunnerWaitsForTheJob()
    {
        QObject receiver;
        auto runner = std::make_unique<JobRunner>(&receiver);
        QSemaphore started;
        // The job writes here after it has seen the stop: the runner's destructor must not return before that.
        auto state = std::make_unique<std::atomic<int>>(0);
        int delivered = 0;
        runner->start(
            [&, written = state.get()](const JobControl& control) {
                spinUntilStopped(control, started);
                QThread::msleep(50); // a job that takes a while to wind down (makes a missing wait fail)
                written->store(42);
                control.post([&] { ++delivered; });
                return 1;
            },
            [&](int) { ++delivered; });
        started.acquire();
        runner.reset();
        QCOMPARE(state->load(), 42);
        state.reset();
        QCoreApplication::sendPostedEvents(); // the late deliveries find no current job
        QCOMPARE(delivered, 0);
    }

    void jobNumbersGrowAndEachResultIsItsJobs()
    {
        QObject receiver;
        JobRunner runner(&receiver);
        QList<quint64> started;
        QList<quint64> delivered;
        for (int i = 0; i < 3; ++i) {
            started << runner.start(
                [](const JobControl& control) { return control.id(); }, [&](quint64 id) { delivered << id; });
            QTRY_COMPARE(delivered.size(), i + 1);
            QCOMPARE(runner.currentJob(), quint64 { 0 });
        }
        QCOMPARE(started, (QList<quint64> { 1, 2, 3 }));
        QCOMPARE(delivered, started);
    }
};

QTEST_GUILESS_MAIN(TstJobRunner)
#include "tst_jobrunner.moc"
