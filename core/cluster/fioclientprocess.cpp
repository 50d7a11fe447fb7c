// SPDX-License-Identifier: GPL-3.0-or-later
#include "fioclientprocess.h"

#include <QElapsedTimer>
#include <QProcess>

namespace headroom::cluster {

namespace {

void stop(QProcess& process)
{
    process.terminate(); // fio's client forwards the stop to its servers
    if (!process.waitForFinished(5000)) {
        process.kill();
        process.waitForFinished(5000);
    }
}

} // namespace

FioClientRun runFioClient(const QString& fioPath, const QStringList& arguments, const std::atomic<bool>& cancel,
    int timeoutMs, const FioOutputWatch& watch)
{
    FioClientRun run;
    QProcess process;
    process.start(fioPath, arguments);
    run.started = process.waitForStarted(10'000);
    if (!run.started) {
        run.standardError = process.errorString();
        return run;
    }
    QElapsedTimer clock;
    clock.start();
    while (!process.waitForFinished(100)) {
        run.standardOutput += process.readAllStandardOutput();
        if (cancel.load(std::memory_order_relaxed)) {
            run.cancelled = true;
        } else if (clock.elapsed() > timeoutMs) {
            run.timedOut = true;
        } else if (watch) {
            run.stopReason = watch(run.standardOutput);
        }
        if (run.cancelled || run.timedOut || !run.stopReason.isEmpty()) {
            stop(process);
            break;
        }
    }
    run.crashed
        = process.exitStatus() != QProcess::NormalExit && run.stopReason.isEmpty() && !run.cancelled && !run.timedOut;
    run.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
    run.standardOutput += process.readAllStandardOutput();
    run.standardError = QString::fromUtf8(process.readAllStandardError());
    return run;
}

} // namespace headroom::cluster
