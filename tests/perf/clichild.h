// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The perf benchmarks' child process: headroom-corecli (cli::run without the chart and report drawing) run with
// arguments, its output in files, with its CPU time (wait4) and its own peak RSS (corecli_main.cpp).

#include <cerrno>
#include <fcntl.h>
#include <spawn.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <vector>

#include <QByteArray>
#include <QElapsedTimer>
#include <QFile>
#include <QStringList>
#include <QTemporaryDir>

extern char** environ;

namespace headroom::perf {

struct ChildRun {
    int exitCode = -1;
    double cpuSec = 0; // user + system
    double wallSec = 0;
    double peakRssMb = 0;
    QByteArray errors;
};

// Runs `program` (found on PATH) with `arguments`, its output to files in `dir`; CPU time from wait4, peak RSS as the
// child reports it (headroom-corecli does: corecli_main.cpp; 0 for another program).
inline ChildRun runProgram(const QTemporaryDir& dir, const QByteArray& program, const QStringList& arguments)
{
    std::vector<QByteArray> storage { program };
    for (const QString& argument : arguments) {
        storage.push_back(argument.toLocal8Bit());
    }
    std::vector<char*> argv;
    for (QByteArray& argument : storage) {
        argv.push_back(argument.data());
    }
    argv.push_back(nullptr);
    const QByteArray out = dir.filePath(QStringLiteral("cli.out")).toLocal8Bit();
    const QByteArray err = dir.filePath(QStringLiteral("cli.err")).toLocal8Bit();
    const QByteArray peakFile = dir.filePath(QStringLiteral("cli.peak")).toLocal8Bit();
    QFile::remove(QString::fromLocal8Bit(peakFile));
    qputenv("HEADROOM_CORECLI_PEAK_FILE", peakFile); // inherited through `environ`
    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    posix_spawn_file_actions_addopen(&actions, 1, out.constData(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
    posix_spawn_file_actions_addopen(&actions, 2, err.constData(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
    ChildRun run;
    QElapsedTimer timer;
    timer.start();
    pid_t pid = 0;
    const int spawned = posix_spawnp(&pid, argv[0], &actions, nullptr, argv.data(), environ);
    posix_spawn_file_actions_destroy(&actions);
    if (spawned != 0) {
        run.errors = "cannot start " + program;
        return run;
    }
    // Peak RSS: the child's own VmHWM, which it writes to HEADROOM_CORECLI_PEAK_FILE as it ends (corecli_main.cpp).
    // Not wait4's ru_maxrss: exec carries the spawning address space's high-water mark (this test's, after building
    // 300 MB inputs) into the child's; nor polling /proc from here, which misses a short child's peak.
    int status = 0;
    rusage usage {};
    while (wait4(pid, &status, 0, &usage) < 0 && errno == EINTR) { }
    run.wallSec = static_cast<double>(timer.nsecsElapsed()) / 1e9;
    run.exitCode = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
    const auto seconds
        = [](const timeval& t) { return static_cast<double>(t.tv_sec) + static_cast<double>(t.tv_usec) / 1e6; };
    run.cpuSec = seconds(usage.ru_utime) + seconds(usage.ru_stime);
    QFile peak(QString::fromLocal8Bit(peakFile));
    if (peak.open(QIODevice::ReadOnly)) {
        run.peakRssMb = peak.readAll().mid(6).trimmed().split(' ').first().toDouble() / 1024.0;
    }
    QFile errors(QString::fromLocal8Bit(err));
    if (errors.open(QIODevice::ReadOnly)) {
        run.errors = errors.read(2000);
    }
    return run;
}

// Runs the CLI (headroom-corecli) with `arguments`.
inline ChildRun runCli(const QTemporaryDir& dir, const QStringList& arguments)
{
    return runProgram(dir, QByteArray(HEADROOM_CORECLI_PATH), arguments);
}

} // namespace headroom::perf
