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

FioClientRun runFioClient(
    const QString& fioPath, const QStringList& arguments, const std::atomic<bool>& cancel, int timeoutMs)
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
        if (cancel.load(std::memory_order_relaxed)) {
            run.cancelled = true;
            stop(process);
            break;
        }
        if (clock.elapsed() > timeoutMs) {
            run.timedOut = true;
            stop(process);
            break;
        }
    }
    run.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
    run.standardOutput = process.readAllStandardOutput();
    run.standardError = QString::fromUtf8(process.readAllStandardError());
    return run;
}

} // namespace headroom::cluster
