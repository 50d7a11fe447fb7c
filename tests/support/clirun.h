#pragma once

// Running headroom-cli from a test: in process (cli::run, the binary's code path without a process per case),
// or the real binary built next to the tests (HEADROOM_CLI_PATH), for exit codes and streams as a shell sees them.

#include "cli/cliapp.h"

#include <QByteArray>
#include <QProcess>
#include <QString>
#include <QStringList>
#include <QTextStream>

namespace headroom::testing {

struct CliRun {
    int exitCode = -1;
    QString out;
    QString err;
};

inline CliRun runCliInProcess(QStringList arguments)
{
    arguments.prepend(QStringLiteral("headroom-cli"));
    CliRun run;
    QTextStream out(&run.out);
    QTextStream err(&run.err);
    run.exitCode = cli::run(arguments, out, err);
    out.flush();
    err.flush();
    return run;
}

struct CliProcessRun {
    int exitCode = -1; // -1 also when the process crashed or timed out (err says which)
    QByteArray out;
    QString err;
};

inline CliProcessRun runCliBinary(const QStringList& arguments, int timeoutMs = 120'000,
    const QProcessEnvironment& environment = QProcessEnvironment::systemEnvironment())
{
    QProcess process;
    process.setProcessEnvironment(environment);
    process.start(QStringLiteral(HEADROOM_CLI_PATH), arguments);
    CliProcessRun run;
    if (!process.waitForFinished(timeoutMs)) {
        process.kill();
        process.waitForFinished();
        run.err = QStringLiteral("headroom-cli did not finish within %1 ms").arg(timeoutMs);
        return run;
    }
    run.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
    run.out = process.readAllStandardOutput();
    run.err = QString::fromUtf8(process.readAllStandardError());
    if (process.exitStatus() != QProcess::NormalExit) {
        run.err += QStringLiteral("\nheadroom-cli crashed");
    }
    return run;
}

} // namespace headroom::testing
