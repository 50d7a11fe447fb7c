// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/cliapp.h"
#include "model/appidentity.h"

#include <QCoreApplication>
#include <QTextStream>

// headroom-cli: Qt Core, Sql and Gui only. `chart` and `report` draw with Qt Charts: they hand the command line to
// headroom-cli-draw (cli/chartdrawing.h).
int main(int argc, char* argv[])
{
    QCoreApplication app(argc, argv);
    headroom::setApplicationIdentity();
    QTextStream out(stdout);
    QTextStream err(stderr);
    return headroom::cli::run(QCoreApplication::arguments(), out, err);
}
