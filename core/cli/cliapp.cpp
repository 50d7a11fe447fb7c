// SPDX-License-Identifier: GPL-3.0-or-later
#include "cliapp.h"

#include "clicommand.h"
#include "clierror.h"

namespace headroom::cli {

namespace {

struct Split {
    GlobalOptions options;
    QStringList rest;
};

// Global options may stand before or after the subcommand, so they are taken out wherever they are.
Expected<Split> splitGlobalOptions(const QStringList& arguments)
{
    Split split;
    for (qsizetype i = 1; i < arguments.size(); ++i) {
        const QString& arg = arguments[i];
        if (arg == QLatin1String("--db")) {
            if (i + 1 >= arguments.size()) {
                return fail(QStringLiteral("--db needs a FILE"));
            }
            split.options.dbPath = arguments[++i];
            split.options.dbGiven = true;
        } else if (arg.startsWith(QLatin1String("--db="))) {
            split.options.dbPath = arg.mid(5);
            split.options.dbGiven = true;
        } else if (arg == QLatin1String("--demo")) {
            split.options.demo = true;
        } else if (arg == QLatin1String("--json")) {
            split.options.json = true;
        } else if (arg == QLatin1String("--help") || arg == QLatin1String("-h")) {
            split.options.help = true;
        } else if (arg == QLatin1String("--version")) {
            split.options.version = true;
        } else {
            split.rest << arg;
        }
    }
    // An empty name would fall back to the default library: a write where the user did not say.
    if (split.options.dbGiven && split.options.dbPath.isEmpty()) {
        return failField(QStringLiteral("db"),
            QStringLiteral("the file name is empty (leave --db out to use the default library %1)")
                .arg(ResultsLibrary::defaultPath()));
    }
    if (split.options.demo && !split.options.dbPath.isEmpty()) {
        return fail(QStringLiteral("--demo and --db cannot be used together"));
    }
    return split;
}

void printHelp(QTextStream& out)
{
    out << "Usage: headroom-cli [GLOBAL OPTIONS] COMMAND [OPTIONS]\n\n"
           "Add nodes or upgrade the network? Measures, imports and compares storage results.\n\n"
           "Commands:\n";
    // Two spaces at least after the longest name ("workloads"): man pages (help2man) tell a name from its summary so.
    for (const CliCommand& command : commands()) {
        out << "  " << command.name.leftJustified(11) << command.summary << '\n';
    }
    out << "\nGlobal options (before or after the command):\n"
           "  --db FILE    results library to use (default: "
        << ResultsLibrary::defaultPath()
        << ")\n"
           "               or a team library on PostgreSQL: postgresql://[user@]host[:port]/dbname[?sslmode=...]\n"
           "               (password from ~/.pgpass or PGPASSWORD)\n"
           "  --demo       the embedded demo library (read-only)\n"
           "  --json       machine output on stdout\n"
           "  --help       this help, or a command's with COMMAND --help\n"
           "  --version    the version\n\n"
           "Exit status: 0 success, 1 failure, 2 usage error.\n";
}

const CliCommand* findCommand(const QString& name)
{
    for (const CliCommand& command : commands()) {
        if (command.name == name) {
            return &command;
        }
    }
    return nullptr;
}

} // namespace

int run(const QStringList& arguments, QTextStream& out, QTextStream& err)
{
    auto splitRead = splitGlobalOptions(arguments);
    if (!splitRead) {
        return CliContext({}, out, err).usageError(cliText(splitRead.failure()));
    }
    Split& split = *splitRead;
    CliContext context(split.options, out, err);
    if (split.options.version) {
        out << "headroom-cli " << HEADROOM_VERSION << '\n';
        return ExitSuccess;
    }
    if (split.rest.isEmpty()) {
        if (split.options.help) {
            printHelp(out);
            return ExitSuccess;
        }
        return context.usageError(QStringLiteral("no command given"));
    }
    const QString name = split.rest.takeFirst();
    const CliCommand* command = findCommand(name);
    if (!command) {
        return context.usageError(QStringLiteral("unknown command '%1'").arg(name));
    }
    if (split.options.help) {
        out << command->usage << '\n';
        return ExitSuccess;
    }
    const int code = command->run(context, split.rest);
    if (code != ExitSuccess) {
        context.removeLibraryIfNewAndEmpty();
    }
    out.flush();
    err.flush();
    return code;
}

} // namespace headroom::cli
