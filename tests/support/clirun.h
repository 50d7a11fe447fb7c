// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Running the real headroom-cli built next to the tests (HEADROOM_CLI_PATH), for exit codes and streams as a shell
// sees them. A test that only runs the binary links no module for it; support/cliinprocess.h runs cli::run in process.

#include <QByteArray>
#include <QProcess>
#include <QProcessEnvironment>
#include <QString>
#include <QStringList>

namespace headroom::testing {

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
