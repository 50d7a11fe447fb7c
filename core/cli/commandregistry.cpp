#include "commandregistry.h"

namespace headroom::cli {

namespace {
struct Registry {
    QList<CliCommand> commands;
    QStringList guiCommands;
};

Registry& registry()
{
    static Registry instance;
    return instance;
}
} // namespace

void registerCommand(CliCommand command, CommandNeeds needs)
{
    Registry& r = registry();
    for (const CliCommand& existing : std::as_const(r.commands)) {
        if (existing.name == command.name) {
            return; // registered twice (tests): keep the first
        }
    }
    if (needs == CommandNeeds::GuiApplication) {
        r.guiCommands << command.name;
    }
    r.commands << std::move(command);
}

const QList<CliCommand>& registeredCommands()
{
    return registry().commands;
}

bool needsGuiApplication(const QStringList& arguments)
{
    // The command is the first argument that is not an option or an option's value; only --db takes one.
    for (qsizetype i = 1; i < arguments.size(); ++i) {
        const QString& arg = arguments[i];
        if (arg == QLatin1String("--db")) {
            ++i;
        } else if (!arg.startsWith(QLatin1Char('-'))) {
            return registry().guiCommands.contains(arg);
        }
    }
    return false;
}

} // namespace headroom::cli
