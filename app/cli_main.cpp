#include "appidentity.h"
#include "cli/cliapp.h"

#include <QCoreApplication>
#include <QTextStream>

#include <cstdio>

int main(int argc, char* argv[])
{
    QCoreApplication app(argc, argv);
    headroom::setApplicationIdentity();
    QTextStream out(stdout);
    QTextStream err(stderr);
    return headroom::cli::run(QCoreApplication::arguments(), out, err);
}
