// SPDX-License-Identifier: GPL-3.0-or-later
#include "mainwindow.h"
#include "model/appidentity.h"
#include "model/translations.h"
#include "themecolors.h"

#include <cstdio>
#include <cstring>

#include <QApplication>
#include <QCommandLineParser>
#include <QIcon>
#include <QLocale>
#include <QMessageBox>
#include <QTimer>

namespace {

struct GuiOptions {
    QCommandLineOption demo { QStringLiteral("demo"), QStringLiteral("Open the embedded demo library (read-only).") };
    QCommandLineOption screenshot { QStringLiteral("screenshot"),
        QStringLiteral("Save a picture of the window to FILE and quit."), QStringLiteral("FILE") };
    QCommandLineOption workspace { QStringLiteral("workspace"),
        QStringLiteral("Show this workspace (tab title) first."), QStringLiteral("TITLE") };
    QCommandLineOption language { QStringLiteral("lang"),
        QStringLiteral("Speak LANG (en or de) instead of the system's language."), QStringLiteral("LANG") };
    QCommandLineOption palette { QStringLiteral("palette"),
        QStringLiteral("Use a dark or light palette (Fusion style) instead of the desktop's, for testing and "
                       "presenting; the charts follow it, exports stay light."),
        QStringLiteral("dark|light") };
};

void describe(QCommandLineParser& parser, const GuiOptions& options)
{
    parser.setApplicationDescription(QStringLiteral(
        "Headroom: add nodes or upgrade the network?\n"
        "With no LIBRARY and no --demo, the library of the last session opens (the demo the first time)."));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addOptions({ options.demo, options.screenshot, options.workspace, options.language, options.palette });
    parser.addPositionalArgument(
        QStringLiteral("library"), QStringLiteral("Results library to open."), QStringLiteral("[LIBRARY]"));
}

// --help and --version print text only: answered without a display, where QApplication would abort.
bool asksOnlyForText(int argc, char* argv[])
{
    for (int i = 1; i < argc; ++i) {
        for (const char* flag : { "-h", "--help", "-help", "--help-all", "-v", "--version" }) {
            if (std::strcmp(argv[i], flag) == 0) {
                return true;
            }
        }
    }
    return false;
}

bool hasDisplay()
{
    return !qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM") || !qEnvironmentVariableIsEmpty("DISPLAY")
        || !qEnvironmentVariableIsEmpty("WAYLAND_DISPLAY");
}

int printTextAndExit(int argc, char* argv[])
{
    QCoreApplication app(argc, argv);
    headroom::setApplicationIdentity();
    QCommandLineParser parser;
    const GuiOptions options;
    describe(parser, options);
    parser.process(app); // prints the help or version and exits
    return 0;
}

// --lang when given (an unknown one is an error: the user asked for it), the system locale's language otherwise
// (English when Headroom has no translation for it).
bool installLanguage(const QCommandLineParser& parser, const GuiOptions& options)
{
    if (!parser.isSet(options.language)) {
        return headroom::i18n::install(headroom::i18n::languageOf(QLocale::system().name()));
    }
    const QString asked = parser.value(options.language);
    if (headroom::i18n::install(asked)) {
        return true;
    }
    std::fprintf(stderr, "headroom: --lang: no translation for '%s' (available: %s)\n", qPrintable(asked),
        qPrintable(headroom::i18n::languages().join(QStringLiteral(", "))));
    return false;
}

// --palette: the desktop's palette otherwise (Qt follows the platform theme, and the windows its changes).
bool installPalette(const QCommandLineParser& parser, const GuiOptions& options)
{
    if (!parser.isSet(options.palette)) {
        return true;
    }
    const QString asked = parser.value(options.palette);
    if (asked != QLatin1String("dark") && asked != QLatin1String("light")) {
        std::fprintf(stderr, "headroom: --palette: '%s' is not dark or light\n", qPrintable(asked));
        return false;
    }
    QApplication::setStyle(QStringLiteral("Fusion"));
    QApplication::setPalette(
        asked == QLatin1String("dark") ? headroom::theme::darkPalette() : headroom::theme::lightPalette());
    return true;
}

} // namespace

int main(int argc, char* argv[])
{
    if (asksOnlyForText(argc, argv)) {
        return printTextAndExit(argc, argv);
    }
    if (!hasDisplay()) {
        std::fprintf(stderr,
            "headroom: no display (DISPLAY and WAYLAND_DISPLAY are empty): run it in a desktop session or under "
            "xvfb-run, or use headroom-cli\n");
        return 1;
    }
    QApplication app(argc, argv);
    headroom::setApplicationIdentity();
    // The installed icon theme's first (hicolor, from the package), the embedded SVG otherwise; the desktop file's
    // name lets a Wayland compositor match the window to headroom.desktop and its icon.
    QApplication::setWindowIcon(
        QIcon::fromTheme(QStringLiteral("headroom"), QIcon(QStringLiteral(":/headroom/icons/headroom.svg"))));
    QGuiApplication::setDesktopFileName(QStringLiteral("headroom"));

    QCommandLineParser parser;
    const GuiOptions options;
    describe(parser, options);
    parser.process(app);
    if (!installLanguage(parser, options) || !installPalette(parser, options)) {
        return 2;
    }

    headroom::MainWindow window;
    const bool screenshot = parser.isSet(options.screenshot);
    // Errors also in a message box; for a screenshot on stderr, so that nothing waits for a click.
    const auto reportError = [&window, screenshot](const QString& message) {
        if (screenshot) {
            std::fprintf(stderr, "headroom: %s\n", qPrintable(message));
        } else {
            QMessageBox::warning(&window, QStringLiteral("Headroom"), message);
        }
    };
    window.setErrorSink(reportError);
    const QStringList positional = parser.positionalArguments();
    if (parser.isSet(options.demo)) {
        window.openDemo();
    } else if (!positional.isEmpty()) {
        window.openInitialLibrary(positional.first());
    } else {
        window.openLastLibrary();
    }
    if (!screenshot) { // a screenshot shows the default layout, whatever the last session left
        window.restoreLayout(!parser.isSet(options.workspace));
    }
    window.show();
    if (screenshot) {
        QTimer::singleShot(300, &window, [&] {
            const auto saved = window.saveScreenshot(parser.value(options.screenshot), parser.value(options.workspace));
            if (!saved.ok()) {
                std::fprintf(stderr, "headroom: %s\n", qPrintable(saved.error()));
            }
            QApplication::exit(saved.ok() ? 0 : 1);
        });
    } else if (parser.isSet(options.workspace)) {
        // On stderr for the one who typed it, and in the window in its own words (no option names there).
        if (const auto shown = window.showWorkspaceNamed(parser.value(options.workspace)); !shown) {
            std::fprintf(stderr, "headroom: --workspace: %s\n", qPrintable(shown.error()));
            QTimer::singleShot(0, &window, [reportError, message = shown.error()] { reportError(message); });
        }
    }
    return QApplication::exec();
}
