#include "appidentity.h"
#include "charts/chartcommand.h"
#include "charts/reportcommand.h"
#include "cli/cliapp.h"
#include "cli/commandregistry.h"

#include <cstdio>
#include <memory>

#include <QApplication>
#include <QCoreApplication>
#include <QTextStream>

int main(int argc, char* argv[])
{
    headroom::charts::registerChartCommand(); // `chart` lives in headroom_ui: it draws with Qt Charts
    headroom::charts::registerReportCommand(); // so does `report`, for its charts
    QStringList arguments;
    for (int i = 0; i < argc; ++i) {
        arguments << QString::fromLocal8Bit(argv[i]);
    }
    std::unique_ptr<QCoreApplication> app;
    if (headroom::cli::needsGuiApplication(arguments)) {
        // Charts draw through a QGraphicsScene, which needs a QApplication; no display is needed or used.
        if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM")) {
            qputenv("QT_QPA_PLATFORM", "offscreen");
        }
        app = std::make_unique<QApplication>(argc, argv);
    } else {
        app = std::make_unique<QCoreApplication>(argc, argv);
    }
    headroom::setApplicationIdentity();
    QTextStream out(stdout);
    QTextStream err(stderr);
    return headroom::cli::run(QCoreApplication::arguments(), out, err);
}
