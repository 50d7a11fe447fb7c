#pragma once

#include "clicommand.h"

#include <QList>
#include <QStringList>

namespace headroom::cli {

// What a registered command needs from the program that runs it.
enum class CommandNeeds {
    CoreApplication, // a QCoreApplication is enough
    GuiApplication, // draws with Qt Widgets / Qt Charts (a QApplication; offscreen is fine)
};

// Commands whose code lives outside headroom_core — `chart` draws with Qt Charts, which core must not link — are
// registered by the program (app/cli_main.cpp) before run(). --help lists them after the built-in commands.
// Call from main() before any other thread starts; not thread-safe.
void registerCommand(CliCommand command, CommandNeeds needs);
const QList<CliCommand>& registeredCommands();

// True when `arguments` (argv, program name first) run a registered command that needs a QApplication; main()
// asks this before it creates the application object.
bool needsGuiApplication(const QStringList& arguments);

} // namespace headroom::cli
