#include "appidentity.h"
#include "mainwindow.h"

#include <cstdio>

#include <QApplication>
#include <QCommandLineParser>
#include <QTimer>

int main(int argc, char* argv[])
{
    QApplication app(argc, argv);
    headroom::setApplicationIdentity();

    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral("Headroom: add nodes or upgrade the network?"));
    parser.addHelpOption();
    parser.addVersionOption();
    const QCommandLineOption demo(
        QStringLiteral("demo"), QStringLiteral("Open the embedded demo library (read-only)."));
    const QCommandLineOption screenshot(QStringLiteral("screenshot"),
        QStringLiteral("Save a picture of the window to FILE and quit."), QStringLiteral("FILE"));
    const QCommandLineOption workspace(
        QStringLiteral("workspace"), QStringLiteral("Show this workspace (tab title) first."), QStringLiteral("TITLE"));
    parser.addOptions({ demo, screenshot, workspace });
    parser.addPositionalArgument(
        QStringLiteral("library"), QStringLiteral("Results library to open."), QStringLiteral("[LIBRARY]"));
    parser.process(app);

    headroom::MainWindow window;
    const QStringList positional = parser.positionalArguments();
    window.openInitialLibrary(parser.isSet(demo) || positional.isEmpty() ? QString() : positional.first());
    window.show();
    if (parser.isSet(screenshot)) {
        QTimer::singleShot(300, &window, [&] {
            const auto saved = window.saveScreenshot(parser.value(screenshot), parser.value(workspace));
            if (!saved.ok()) {
                std::fprintf(stderr, "headroom: %s\n", qPrintable(saved.error()));
            }
            QApplication::exit(saved.ok() ? 0 : 1);
        });
    } else if (parser.isSet(workspace)) {
        window.showWorkspace(parser.value(workspace));
    }
    return QApplication::exec();
}
