// SPDX-License-Identifier: GPL-3.0-or-later
#include "charts/clidrawing.h"
#include "cli/cliapp.h"
#include "model/appidentity.h"

#include <QApplication>
#include <QTextStream>

// headroom-cli-draw: headroom-cli with Qt Charts, for `chart` and `report` (headroom-cli starts it in its place with
// the same arguments). Charts draw through a QGraphicsScene, which needs a QApplication; no display is needed or used.
int main(int argc, char* argv[])
{
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM")) {
        qputenv("QT_QPA_PLATFORM", "offscreen");
    }
    QApplication app(argc, argv);
    headroom::setApplicationIdentity();
    headroom::charts::drawCliChartsWithQtCharts();
    QTextStream out(stdout);
    QTextStream err(stderr);
    return headroom::cli::run(QCoreApplication::arguments(), out, err);
}
