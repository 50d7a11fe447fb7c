// SPDX-License-Identifier: GPL-3.0-or-later
// headroom-cli without the chart and report drawing (headroom_cli_draw): the same cli::run, linked with
// headroom_cli_commands only, so tst_importscale times `import` and `catalog` as the CLI runs them without the UI.
#include "cli/cliapp.h"
#include "model/appidentity.h"

#include <QCoreApplication>
#include <QFile>
#include <QTextStream>

namespace {

// With HEADROOM_CORECLI_PEAK_FILE set, the process's own peak RSS (the "VmHWM:" line of /proc/self/status) is
// written there when the command ends: read by the process itself, it cannot miss a short peak as polling from the
// parent can, and it is not the parent's high-water mark that exec carries into a spawned child's rusage.
void writePeakRss()
{
    const QString path = qEnvironmentVariable("HEADROOM_CORECLI_PEAK_FILE");
    if (path.isEmpty()) {
        return;
    }
    QFile status(QStringLiteral("/proc/self/status"));
    QFile peak(path);
    if (!status.open(QIODevice::ReadOnly) || !peak.open(QIODevice::WriteOnly | QIODevice::Truncate)) {
        return;
    }
    for (const QByteArray& line : status.readAll().split('\n')) {
        if (line.startsWith("VmHWM:")) {
            peak.write(line + '\n');
        }
    }
}

} // namespace

int main(int argc, char* argv[])
{
    QCoreApplication app(argc, argv);
    headroom::setApplicationIdentity();
    QTextStream out(stdout);
    QTextStream err(stderr);
    const int exitCode = headroom::cli::run(QCoreApplication::arguments(), out, err);
    writePeakRss();
    return exitCode;
}
