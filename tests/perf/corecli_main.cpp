// headroom-cli without the chart and report commands (which live in headroom_ui): the same cli::run, linked with
// headroom_core only, so tst_importscale times `import` and `catalog` as the CLI runs them without building the UI.
#include "appidentity.h"
#include "cli/cliapp.h"

#include <QCoreApplication>
#include <QTextStream>

int main(int argc, char* argv[])
{
    QCoreApplication app(argc, argv);
    headroom::setApplicationIdentity();
    QTextStream out(stdout);
    QTextStream err(stderr);
    return headroom::cli::run(QCoreApplication::arguments(), out, err);
}
