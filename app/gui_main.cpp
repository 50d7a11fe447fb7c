#include "appidentity.h"
#include "mainwindow.h"

#include <QApplication>

int main(int argc, char* argv[])
{
    QApplication app(argc, argv);
    headroom::setApplicationIdentity();
    headroom::MainWindow window;
    window.openInitialLibrary(QApplication::arguments());
    window.show();
    return QApplication::exec();
}
