// SPDX-License-Identifier: GPL-3.0-or-later
#include "bench/testfileowner.h"
#include "support/clirun.h"

#include <csignal>

#include <QDir>
#include <QFileInfo>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

using namespace headroom;
using namespace headroom::bench;

// Issue 14: a real `headroom-cli bench` killed with SIGKILL leaves its test file behind; the next run finds it
// stale, says so and removes it before measuring. A running bench's file is not touched by a second run, and a
// user's file with a similar name never is.
class TestBenchKill : public QObject {
    Q_OBJECT

private:
    // A bench in its own process; its standard error is collected as it arrives.
    struct Bench {
        QProcess process;
        QByteArray err;
    };

    static void start(Bench& bench, const QStringList& arguments)
    {
        QObject::connect(&bench.process, &QProcess::readyReadStandardError,
            [&bench] { bench.err += bench.process.readAllStandardError(); });
        bench.process.start(QStringLiteral(HEADROOM_CLI_PATH), QStringList { QStringLiteral("bench") } + arguments);
    }

    static void kill(Bench& bench)
    {
        ::kill(static_cast<pid_t>(bench.process.processId()), SIGKILL);
        bench.process.waitForFinished(10'000);
    }

    static QStringList testFiles(const QString& directory)
    {
        QStringList paths;
        const QDir dir(directory);
        for (const QString& name : dir.entryList({ QStringLiteral("headroom-bench-*") }, QDir::Files, QDir::Name)) {
            paths << dir.filePath(name);
        }
        return paths;
    }

    // The bench has filled its file and measures: the first point has started.
    static bool waitMeasuring(Bench& bench)
    {
        return QTest::qWaitFor([&bench] { return bench.err.contains("[1/1]"); }, 60'000);
    }

private Q_SLOTS:
    void killedWhileFillingThenCleanRun()
    {
        QTemporaryDir dir;
        const QString target = dir.filePath(QStringLiteral("test.dat"));
        Bench killed;
        start(killed,
            { QStringLiteral("--target"), target, QStringLiteral("--size"), QStringLiteral("256m"),
                QStringLiteral("--runtime"), QStringLiteral("10s") });
        QVERIFY(QTest::qWaitFor([&target] { return QFileInfo(target).size() > 0; }, 60'000));
        const qint64 pid = killed.process.processId();
        kill(killed);
        QVERIFY2(QFile::exists(target), "SIGKILL leaves the test file behind: the case this is about");
        const OwnerCheck left = checkOwner(target);
        QCOMPARE(left.state, OwnerState::Gone);
        QCOMPARE(left.owner.pid, pid);
        QVERIFY2(left.halfFilled, qPrintable(QStringLiteral("size %1").arg(QFileInfo(target).size())));

        const testing::CliProcessRun clean
            = testing::runCliBinary({ QStringLiteral("bench"), QStringLiteral("--target"), target,
                QStringLiteral("--size"), QStringLiteral("8m"), QStringLiteral("--runtime"), QStringLiteral("200ms") });
        QVERIFY2(clean.exitCode == 0, qPrintable(clean.err));
        QVERIFY2(clean.err.contains(QLatin1String("stale, half-filled test file"))
                && clean.err.contains(QStringLiteral("pid %1").arg(pid)),
            qPrintable(clean.err));
        QVERIFY2(!clean.err.contains(QLatin1String("existing file")), qPrintable(clean.err));
        QVERIFY(!QFile::exists(target)); // made anew at 8 MiB, measured, removed
    }

    void killedWhileMeasuringInDirectoryThenCleanRunBesideARunningOne()
    {
        QTemporaryDir dir;
        const QString users = dir.filePath(QStringLiteral("headroom-bench-mydata"));
        const QString usersJob = dir.filePath(QStringLiteral("headroom-bench.fio"));
        for (const QString& path : { users, usersJob }) {
            QFile file(path);
            QVERIFY(file.open(QIODevice::WriteOnly) && file.write(QByteArray(4096, 'u')) == 4096);
        }
        const QStringList slow { QStringLiteral("--target"), dir.path(), QStringLiteral("--size"),
            QStringLiteral("16m"), QStringLiteral("--runtime"), QStringLiteral("60s"), QStringLiteral("--rate"),
            QStringLiteral("50") };
        Bench running; // started first, so that its plan has no stale file to remove
        start(running, slow);
        QVERIFY2(waitMeasuring(running), running.err.constData());
        QStringList files = testFiles(dir.path());
        files.removeAll(users);
        QCOMPARE(files.size(), 1);
        const QString runningFile = files.at(0);
        QCOMPARE(checkOwner(runningFile).state, OwnerState::Running);

        Bench killed;
        start(killed, slow);
        QVERIFY2(waitMeasuring(killed), killed.err.constData());
        kill(killed);
        QVERIFY2(QFile::exists(runningFile), "a second run removed the file of a running one");
        files = testFiles(dir.path());
        files.removeAll(users);
        files.removeAll(runningFile);
        QCOMPARE(files.size(), 1); // the killed run's
        const QString stale = files.at(0);
        QCOMPARE(checkOwner(stale).state, OwnerState::Gone);
        QVERIFY(!checkOwner(stale).halfFilled);

        const testing::CliProcessRun clean
            = testing::runCliBinary({ QStringLiteral("bench"), QStringLiteral("--target"), dir.path(),
                QStringLiteral("--size"), QStringLiteral("8m"), QStringLiteral("--runtime"), QStringLiteral("200ms") });
        QVERIFY2(clean.exitCode == 0, qPrintable(clean.err));
        QVERIFY2(
            clean.err.contains(QLatin1String("1 stale test file")) && clean.err.contains(QFileInfo(stale).fileName()),
            qPrintable(clean.err));
        QVERIFY(!QFile::exists(stale));
        QVERIFY2(QFile::exists(runningFile), "a running bench's file was removed");
        QVERIFY(QFile::exists(users) && QFile::exists(usersJob));

        const testing::CliProcessRun intrude = testing::runCliBinary({ QStringLiteral("bench"),
            QStringLiteral("--target"), runningFile, QStringLiteral("--runtime"), QStringLiteral("200ms") });
        QVERIFY(intrude.exitCode != 0);
        QVERIFY2(intrude.err.contains(QLatin1String("still running")), qPrintable(intrude.err));
        QVERIFY(QFile::exists(runningFile));

        running.process.terminate(); // SIGTERM: the run stops cleanly and removes its own file
        QVERIFY(running.process.waitForFinished(30'000));
        QVERIFY(!QFile::exists(runningFile));
        QCOMPARE(testFiles(dir.path()), QStringList { users });
    }
};

QTEST_GUILESS_MAIN(TestBenchKill)
#include "tst_benchkill.moc"
