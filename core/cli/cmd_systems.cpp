// SPDX-License-Identifier: GPL-3.0-or-later
#include "clicommand.h"
#include "clierror.h"
#include "model/measurementjson.h"
#include "model/namematch.h"
#include "model/printable.h"
#include "model/quantityformat.h"
#include "optionvalues.h"
#include "texttable.h"

#include <QCommandLineParser>

namespace headroom::cli {

namespace {

const QString kUsage = QStringLiteral(
    "Usage: headroom-cli systems list [--json]\n"
    "       headroom-cli systems set NAME [--create] [--nodes N] [--link-gbps G] [--ports-per-node P]\n"
    "                                [--policy TEXT] [--compression on|off] [--rdma on|off] [--media TEXT]\n"
    "                                [--tag KEY=VALUE]...\n"
    "       headroom-cli systems rename OLD NEW\n"
    "       headroom-cli systems merge FROM INTO\n"
    "       headroom-cli systems delete NAME\n\n"
    "Describes the systems under test. 'set' changes only the attributes given; it creates a new system only\n"
    "with --create (otherwise it names the systems close to NAME); a --tag with an empty VALUE removes that tag.\n"
    "'rename' refuses a name already taken; 'merge' moves every measurement of FROM to INTO (INTO keeps its\n"
    "attributes and gains the tags it lacks) and removes FROM; 'delete' removes the system with its measurements.\n"
    "Each is one transaction.");

QString onOff(const std::optional<bool>& value)
{
    return value ? (*value ? QStringLiteral("on") : QStringLiteral("off")) : QStringLiteral("-");
}

int listSystems(CliContext& context)
{
    ResultsLibrary* library = context.library();
    if (!library) {
        return ExitFailure;
    }
    const auto read = library->systems();
    if (!read) {
        return context.libraryFailure(read.error());
    }
    const QList<SystemConfig>& systems = *read;
    if (context.json()) {
        nlohmann::json array = nlohmann::json::array();
        for (const SystemConfig& system : systems) {
            array.push_back(systemToJson(system));
        }
        context.out() << QString::fromStdString(array.dump(2)) << '\n';
        return ExitSuccess;
    }
    using Align = TextTable::Align;
    TextTable table({ { QStringLiteral("Name") }, { QStringLiteral("Nodes"), Align::Right },
        { QStringLiteral("Link"), Align::Right }, { QStringLiteral("Policy") }, { QStringLiteral("Compression") },
        { QStringLiteral("RDMA") }, { QStringLiteral("Media") } });
    for (const SystemConfig& s : systems) {
        QString link = QStringLiteral("-");
        if (s.linkGbps) {
            link = QuantityFormat::plain().significant(*s.linkGbps, 6) + QStringLiteral(" Gb/s");
            if (s.portsPerNode) {
                link = QString::number(*s.portsPerNode) + QStringLiteral(" x ") + link;
            }
        }
        table.addRow({ s.name, s.nodes ? QString::number(*s.nodes) : QStringLiteral("-"), link,
            s.policy.isEmpty() ? QStringLiteral("-") : s.policy, onOff(s.compression), onOff(s.rdma),
            s.media.isEmpty() ? QStringLiteral("-") : s.media });
    }
    table.print(context.out());
    return ExitSuccess;
}

Status applyPositiveInt(
    const QCommandLineParser& parser, const QString& name, std::int64_t high, std::optional<int>& into)
{
    const auto value = wholeOption(parser, name, 1, high);
    if (!value) {
        return value.failure();
    }
    if (*value) {
        into = static_cast<int>(**value);
    }
    return success();
}

Status applySwitch(const QCommandLineParser& parser, const QString& name, std::optional<bool>& into)
{
    if (!parser.isSet(name)) {
        return success();
    }
    const QString value = parser.value(name).toLower();
    if (value != QLatin1String("on") && value != QLatin1String("off")) {
        return failField(name, QStringLiteral("'%1' is neither on nor off").arg(parser.value(name)));
    }
    into = value == QLatin1String("on");
    return success();
}

// Applies the options to `system`; returns the first usage error.
Status applyOptions(const QCommandLineParser& parser, SystemConfig& system)
{
    if (auto applied = applyPositiveInt(parser, QStringLiteral("nodes"), kMaxNodes, system.nodes); !applied) {
        return applied;
    }
    if (auto applied
        = applyPositiveInt(parser, QStringLiteral("ports-per-node"), kMaxPortsPerNode, system.portsPerNode);
        !applied) {
        return applied;
    }
    if (parser.isSet(QStringLiteral("link-gbps"))) {
        const auto gbps = numberOption(parser, QStringLiteral("link-gbps"), 0.001, 1e6);
        if (!gbps) {
            return failField(gbps.failure().fields, gbps.error() + QStringLiteral(" (Gb/s)"));
        }
        system.linkGbps = **gbps;
    }
    if (auto applied = applySwitch(parser, QStringLiteral("compression"), system.compression); !applied) {
        return applied;
    }
    if (auto applied = applySwitch(parser, QStringLiteral("rdma"), system.rdma); !applied) {
        return applied;
    }
    if (parser.isSet(QStringLiteral("policy"))) {
        system.policy = parser.value(QStringLiteral("policy"));
    }
    if (parser.isSet(QStringLiteral("media"))) {
        system.media = parser.value(QStringLiteral("media"));
    }
    for (const QString& tag : parser.values(QStringLiteral("tag"))) {
        const qsizetype equals = tag.indexOf(QLatin1Char('='));
        if (equals <= 0) {
            return failField(QStringLiteral("tag"), QStringLiteral("'%1' is not KEY=VALUE").arg(tag));
        }
        const QString value = tag.mid(equals + 1);
        if (value.isEmpty()) {
            system.tags.remove(tag.left(equals));
        } else {
            system.tags.insert(tag.left(equals), value);
        }
    }
    return success();
}

int setSystem(CliContext& context, const QStringList& arguments)
{
    QCommandLineParser parser;
    for (const char* name :
        { "nodes", "link-gbps", "ports-per-node", "policy", "compression", "rdma", "media", "tag" }) {
        parser.addOption(QCommandLineOption(QString::fromLatin1(name), QString(), QStringLiteral("VALUE")));
    }
    parser.addOption(QCommandLineOption(QStringLiteral("create")));
    if (!parser.parse(QStringList { QStringLiteral("systems") } + arguments)) {
        return context.usageError(QStringLiteral("systems set: ") + parser.errorText());
    }
    if (parser.positionalArguments().size() != 1) {
        return context.usageError(QStringLiteral("systems set: give exactly one NAME (quote a name with spaces)"));
    }
    const QString name = parser.positionalArguments().first().trimmed();
    if (name.isEmpty()) {
        return context.usageError(QStringLiteral("systems set: NAME is empty"));
    }
    // Validate before opening, so a usage error never creates or touches a library.
    SystemConfig scratch;
    if (auto applied = applyOptions(parser, scratch); !applied) {
        return context.usageError(QStringLiteral("systems set: ") + cliText(applied.failure()));
    }
    ResultsLibrary* library = context.writableLibrary(ResultsLibrary::Mode::ReadWrite);
    if (!library) {
        return ExitFailure;
    }
    SystemConfig system;
    system.name = name;
    const auto existing = library->system(name);
    if (!existing.ok()) {
        return context.libraryFailure(existing.error());
    }
    if (*existing) {
        system = **existing;
    } else if (!parser.isSet(QStringLiteral("create"))) {
        const auto closeNames = library->closeSystemNames(name);
        if (!closeNames) {
            return context.libraryFailure(closeNames.error());
        }
        const QStringList& close = *closeNames;
        return context.failure(close.isEmpty()
                ? QStringLiteral("systems set: no system '%1' in %2; add --create to create it")
                      .arg(name, library->path())
                : QStringLiteral("systems set: no system '%1' in %2; did you mean %3? (add --create to create a new "
                                 "system)")
                      .arg(name, library->path(),
                          QStringLiteral("'") + close.join(QStringLiteral("', '")) + QStringLiteral("'")));
    }
    if (auto applied = applyOptions(parser, system); !applied) {
        return context.usageError(QStringLiteral("systems set: ") + cliText(applied.failure()));
    }
    if (auto saved = library->saveSystem(system); !saved) {
        return context.failure(cliText(saved.failure()));
    }
    if (context.json()) {
        context.out() << QString::fromStdString(systemToJson(system).dump(2)) << '\n';
    } else {
        context.out() << "saved system '" << printable(name) << "' in " << printable(library->path()) << '\n';
    }
    return ExitSuccess;
}

// Fails unless the system exists: "<prefix>no system 'X' in <library>; did you mean …?" (or the systems there are),
// or the read's error.
std::optional<int> requireSystem(
    CliContext& context, const ResultsLibrary& library, const QString& prefix, const QString& name)
{
    const auto found = library.system(name);
    if (!found.ok()) {
        return context.libraryFailure(found.error());
    }
    if (*found) {
        return std::nullopt;
    }
    const auto all = library.systems();
    if (!all) {
        return context.libraryFailure(all.error());
    }
    return context.failure(prefix
        + QStringLiteral("no system '%1' in %2; %3")
              .arg(name, library.path(), nameSuggestion(name, systemNamesOf(*all), QStringLiteral("systems"))));
}

// rename OLD NEW, merge FROM INTO, delete NAME.
int editSystems(CliContext& context, const QString& action, const QStringList& names)
{
    const int wanted = action == QLatin1String("delete") ? 1 : 2;
    if (names.size() != wanted) {
        return context.usageError(QStringLiteral("systems %1: give %2 (quote names with spaces)")
                                      .arg(action,
                                          wanted == 1                             ? QStringLiteral("NAME")
                                              : action == QLatin1String("rename") ? QStringLiteral("OLD and NEW")
                                                                                  : QStringLiteral("FROM and INTO")));
    }
    ResultsLibrary* library = context.writableLibrary();
    if (!library) {
        return ExitFailure;
    }
    if (const auto failed = requireSystem(context, *library, QStringLiteral("systems %1: ").arg(action), names[0])) {
        return *failed;
    }
    if (action == QLatin1String("rename")) {
        if (auto done = library->renameSystem(names[0], names[1]); !done) {
            return context.failure(QStringLiteral("systems rename: ") + cliText(done.failure()));
        }
        context.out() << "renamed system '" << printable(names[0]) << "' to '" << printable(names[1].trimmed())
                      << "'\n";
        return ExitSuccess;
    }
    if (action == QLatin1String("merge")) {
        if (const auto failed = requireSystem(context, *library, QStringLiteral("systems merge: "), names[1])) {
            return *failed;
        }
        auto moved = library->mergeSystems(names[0], names[1]);
        if (!moved) {
            return context.failure(QStringLiteral("systems merge: ") + cliText(moved.failure()));
        }
        context.out() << "merged system '" << printable(names[0]) << "' into '" << printable(names[1])
                      << "': " << *moved << " measurement(s) moved\n";
        return ExitSuccess;
    }
    auto removed = library->deleteSystem(names[0]);
    if (!removed) {
        return context.failure(QStringLiteral("systems delete: ") + cliText(removed.failure()));
    }
    context.out() << "deleted system '" << printable(names[0]) << "' and its " << *removed << " measurement(s)\n";
    return ExitSuccess;
}

int runSystems(CliContext& context, const QStringList& arguments)
{
    const QString action = arguments.value(0);
    if (action == QLatin1String("list")) {
        if (arguments.size() > 1) {
            return context.usageError(QStringLiteral("systems list: unexpected argument '%1'").arg(arguments[1]));
        }
        return listSystems(context);
    }
    if (action == QLatin1String("set")) {
        return setSystem(context, arguments.mid(1));
    }
    if (action == QLatin1String("rename") || action == QLatin1String("merge") || action == QLatin1String("delete")) {
        return editSystems(context, action, arguments.mid(1));
    }
    return context.usageError(action.isEmpty()
            ? QStringLiteral("systems: say 'list', 'set', 'rename', 'merge' or 'delete'")
            : QStringLiteral("systems: unknown action '%1' (list, set, rename, merge, delete)").arg(action));
}

} // namespace

CliCommand systemsCommand()
{
    return { QStringLiteral("systems"), QStringLiteral("list or describe the systems under test"), kUsage, runSystems };
}

} // namespace headroom::cli
