// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A program run as a user runs it, with its own HOME (and XDG_DATA_HOME) under `home`: headroom-cli writes its
// settings there and LibreOffice its profile, so tests running in parallel never share either. The report tests'
// way of running headroom-cli and soffice.
#include <QByteArray>
#include <QProcess>
#include <QProcessEnvironment>
#include <QString>
#include <QStringList>

namespace headroom::testing {

struct HomeProcessRun {
    int code = -1; // -1 also when the process crashed or timed out (err says "timed out")
    QByteArray out;
    QByteArray err;
};

inline HomeProcessRun runWithHome(
    const QString& program, const QStringList& arguments, const QString& home, int timeoutMs = 120'000)
{
    QProcess process;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("HOME"), home);
    env.insert(QStringLiteral("XDG_DATA_HOME"), home + QStringLiteral("/data"));
    process.setProcessEnvironment(env);
    process.start(program, arguments);
    if (!process.waitForFinished(timeoutMs)) {
        process.kill();
        process.waitForFinished();
        return { -1, {}, QByteArrayLiteral("timed out") };
    }
    return { process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1, process.readAllStandardOutput(),
        process.readAllStandardError() };
}

// The demo library's VxRail question, as `advise` and `report` take it.
inline QStringList demoAdviseArguments()
{
    return { QStringLiteral("--workload"), QStringLiteral("oltp32k"), QStringLiteral("--baseline"),
        QStringLiteral("VxRail ESA 6-node 25GbE"), QStringLiteral("--candidate"),
        QStringLiteral("VxRail ESA 6-node 100GbE"), QStringLiteral("--nodes"), QStringLiteral("6"),
        QStringLiteral("--ports-per-node"), QStringLiteral("2"), QStringLiteral("--nic"), QStringLiteral("540-BDEF"),
        QStringLiteral("--switch"), QStringLiteral("210-APHK"), QStringLiteral("--cable"), QStringLiteral("470-ABOX"),
        QStringLiteral("--node-price"), QStringLiteral("100000") };
}

} // namespace headroom::testing
