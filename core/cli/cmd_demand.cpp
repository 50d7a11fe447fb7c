// SPDX-License-Identifier: GPL-3.0-or-later
#include "advice/demand.h"
#include "clicommand.h"
#include "clierror.h"
#include "demandoutput.h"
#include "model/printable.h"
#include "model/quantityformat.h"
#include "model/quantityparse.h"
#include "optionvalues.h"

#include <QCommandLineParser>

namespace headroom::cli {

namespace {

const QString kUsage = QStringLiteral(
    "Usage: headroom-cli demand list [--json]\n"
    "       headroom-cli demand show NAME [--json]\n"
    "       headroom-cli demand set NAME --peak-iops N [--average-iops N] [--peak-mbps N] [--average-mbps N]\n"
    "                               [--read-pct N] [--io-size 32k] [--nodes N] [--link-gbps G] [--ports-per-node P]\n"
    "       headroom-cli demand growth NAME 20%\n"
    "       headroom-cli demand peak NAME IOPS|--derived\n"
    "       headroom-cli demand link NAME SYSTEM|--create-system [SYSTEM_NAME]|--none\n"
    "       headroom-cli demand rename FROM TO\n"
    "       headroom-cli demand delete NAME\n\n"
    "The customer's own workload: each cluster of an imported Live Optics export (headroom-cli import EXPORT.xlsx),\n"
    "or a demand typed in with 'set' for a customer without one. 'show' gives the figures with their derivations:\n"
    "peak IOPS = the sum of the hosts' peaks (an upper bound: host peaks need not coincide), MB/s the same (the\n"
    "export's MB taken as 10^6 bytes), read % weighted by each host's average IOPS, mean I/O size = throughput ÷\n"
    "IOPS, each host's link use at peak = peak MB/s ÷ (Σ NIC speeds ÷ 8), and the bottleneck on the customer's own\n"
    "hosts. 'set' creates or replaces a typed demand (options not given keep their value); --peak-mbps and\n"
    "--average-mbps are in MB/s (10^6 bytes/s). 'growth' takes 20%, 20%/yr or 0.2. 'peak' sets a peak of your own\n"
    "instead of the derived one (--derived: back to it). 'link' says which library system the demand runs on;\n"
    "--create-system makes one from the inventory (nodes, link speed and ports per node of the hosts; its name the\n"
    "demand's unless given) and links it. advise --demand NAME uses the demand, its growth and its system.");

const QString kSetValueOptions[] = { QStringLiteral("peak-iops"), QStringLiteral("average-iops"),
    QStringLiteral("peak-mbps"), QStringLiteral("average-mbps"), QStringLiteral("read-pct"), QStringLiteral("io-size"),
    QStringLiteral("nodes"), QStringLiteral("link-gbps"), QStringLiteral("ports-per-node") };

constexpr double kMaxIops = 1e12;
constexpr double kMaxMegabytesPerSec = 1e9;

// The demand `name`, or the failure printed ("no demand 'X'; the demands are: …").
const CustomerDemand* findDemand(CliContext& context, ResultsLibrary& library, const QString& action,
    const QString& name, std::optional<CustomerDemand>& holder, int& exitCode)
{
    const auto found = library.customerDemand(name);
    if (!found.ok()) {
        exitCode = context.libraryFailure(found.error());
        return nullptr;
    }
    holder = *found;
    if (holder) {
        return &*holder;
    }
    const auto all = library.customerDemands();
    QStringList names;
    if (all) {
        for (const CustomerDemand& demand : *all) {
            names << demand.name;
        }
    }
    exitCode = context.failure(
        QStringLiteral("demand %1: no demand '%2' in %3; %4")
            .arg(action, name, library.path(),
                names.isEmpty() ? QStringLiteral("there is none yet (import a Live Optics "
                                                 "export, or 'demand set NAME --peak-iops N')")
                                : QStringLiteral("the demands are: '%1'").arg(names.join(QStringLiteral("', '")))));
    return nullptr;
}

int listDemands(CliContext& context)
{
    ResultsLibrary* library = context.library();
    if (!library) {
        return ExitFailure;
    }
    const auto demands = library->customerDemands();
    if (!demands) {
        return context.libraryFailure(demands.error());
    }
    QList<Expected<DemandFigures>> figures;
    for (const CustomerDemand& demand : *demands) {
        figures << demandFigures(demand);
    }
    if (context.json()) {
        nlohmann::json array = nlohmann::json::array();
        for (qsizetype i = 0; i < demands->size(); ++i) {
            if (figures[i]) {
                array.push_back(demandToJson((*demands)[i], *figures[i]));
            } else {
                array.push_back(
                    { { "cluster", (*demands)[i].name.toStdString() }, { "error", figures[i].error().toStdString() } });
            }
        }
        context.out() << QString::fromStdString(array.dump(2)) << '\n';
        return ExitSuccess;
    }
    if (demands->isEmpty()) {
        context.out() << "no customer demand in " << printable(library->path())
                      << " (import a Live Optics export, or 'demand set NAME --peak-iops N')\n";
        return ExitSuccess;
    }
    printDemandList(context.out(), *demands, figures);
    return ExitSuccess;
}

int showDemand(CliContext& context, const QStringList& names)
{
    if (names.size() != 1) {
        return context.usageError(QStringLiteral("demand show: give exactly one NAME (quote a name with spaces)"));
    }
    ResultsLibrary* library = context.library();
    if (!library) {
        return ExitFailure;
    }
    std::optional<CustomerDemand> holder;
    int exitCode = ExitFailure;
    const CustomerDemand* demand = findDemand(context, *library, QStringLiteral("show"), names[0], holder, exitCode);
    if (!demand) {
        return exitCode;
    }
    const auto figures = demandFigures(*demand);
    if (!figures) {
        return context.failure(QStringLiteral("demand show: ") + figures.error());
    }
    if (context.json()) {
        context.out() << QString::fromStdString(demandToJson(*demand, *figures).dump(2)) << '\n';
    } else {
        printDemand(context.out(), *demand, *figures);
    }
    return ExitSuccess;
}

Status readCount(const QCommandLineParser& parser, const QString& name, std::int64_t high, std::optional<int>& into)
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

Status readFigure(const QCommandLineParser& parser, const QString& name, double low, double high, double scale,
    std::optional<double>& into)
{
    const auto value = numberOption(parser, name, low, high);
    if (!value) {
        return value.failure();
    }
    if (*value) {
        into = **value * scale;
    }
    return success();
}

// The options of `demand set` over `typed` (what they do not name stays).
Status applyTyped(const QCommandLineParser& parser, TypedDemand& typed)
{
    for (const Status& read : { readFigure(parser, QStringLiteral("peak-iops"), 0.001, kMaxIops, 1, typed.peakIops),
             readFigure(parser, QStringLiteral("average-iops"), 0, kMaxIops, 1, typed.averageIops),
             readFigure(parser, QStringLiteral("peak-mbps"), 0, kMaxMegabytesPerSec, 1e6, typed.peakBytesPerSec),
             readFigure(parser, QStringLiteral("average-mbps"), 0, kMaxMegabytesPerSec, 1e6, typed.averageBytesPerSec),
             readFigure(parser, QStringLiteral("read-pct"), 0, 100, 1, typed.readPct),
             readFigure(parser, QStringLiteral("link-gbps"), 0.001, 1e6, 1, typed.linkGbps),
             readCount(parser, QStringLiteral("nodes"), kMaxNodes, typed.nodes),
             readCount(parser, QStringLiteral("ports-per-node"), kMaxPortsPerNode, typed.portsPerNode) }) {
        if (!read) {
            return read;
        }
    }
    if (parser.isSet(QStringLiteral("io-size"))) {
        const auto bytes = parseSizeBytes(
            QStringLiteral("I/O size"), parser.value(QStringLiteral("io-size")), 512, std::int64_t(1) << 30);
        if (!bytes) {
            return failField(QStringLiteral("io-size"), bytes.error());
        }
        typed.ioSizeBytes = static_cast<double>(*bytes);
    }
    if (typed.peakIops && typed.averageIops && *typed.averageIops > *typed.peakIops) {
        return failField(QStringList { QStringLiteral("average-iops"), QStringLiteral("peak-iops") },
            QStringLiteral("the average (%1) is above the peak (%2)")
                .arg(QuantityFormat::text().number(*typed.averageIops, 0),
                    QuantityFormat::text().number(*typed.peakIops, 0)));
    }
    if (!typed.peakIops) {
        return failField(QStringLiteral("peak-iops"), QStringLiteral("a typed demand needs its peak IOPS"));
    }
    return success();
}

int setDemand(CliContext& context, const QStringList& arguments)
{
    QCommandLineParser parser;
    for (const QString& name : kSetValueOptions) {
        parser.addOption(QCommandLineOption(name, QString(), QStringLiteral("VALUE")));
    }
    if (!parser.parse(QStringList { QStringLiteral("demand") } + arguments)) {
        return context.usageError(QStringLiteral("demand set: ") + parser.errorText());
    }
    if (parser.positionalArguments().size() != 1 || parser.positionalArguments().first().trimmed().isEmpty()) {
        return context.usageError(QStringLiteral("demand set: give exactly one NAME (quote a name with spaces)"));
    }
    const QString name = parser.positionalArguments().first().trimmed();
    TypedDemand scratch;
    scratch.peakIops = kMaxIops; // the peak may come from the library: checked again below
    if (auto applied = applyTyped(parser, scratch); !applied) {
        return context.usageError(QStringLiteral("demand set: ") + cliText(applied.failure()));
    }
    ResultsLibrary* library = context.writableLibrary(ResultsLibrary::Mode::ReadWrite);
    if (!library) {
        return ExitFailure;
    }
    const auto existing = library->customerDemand(name);
    if (!existing.ok()) {
        return context.libraryFailure(existing.error());
    }
    TypedDemand typed = *existing ? (*existing)->typed : TypedDemand {};
    if (auto applied = applyTyped(parser, typed); !applied) {
        return context.usageError(QStringLiteral("demand set: ") + cliText(applied.failure()));
    }
    if (auto saved = library->saveTypedDemand(name, typed); !saved) {
        return context.failure(QStringLiteral("demand set: ") + cliText(saved.failure()));
    }
    context.out() << "saved demand '" << printable(name) << "' in " << printable(library->path()) << '\n';
    return ExitSuccess;
}

int setGrowth(CliContext& context, const QStringList& arguments)
{
    if (arguments.size() != 2) {
        return context.usageError(QStringLiteral("demand growth: give NAME and a growth per year (20%, 20%/yr, 0.2)"));
    }
    const auto growth = parseGrowthPerYear(arguments[1]);
    if (!growth) {
        return context.usageError(QStringLiteral("demand growth: ") + growth.error());
    }
    ResultsLibrary* library = context.writableLibrary();
    if (!library) {
        return ExitFailure;
    }
    if (auto done = library->setDemandGrowth(arguments[0], *growth); !done) {
        return context.failure(QStringLiteral("demand growth: ") + cliText(done.failure()));
    }
    context.out() << "demand '" << printable(arguments[0]) << "' grows "
                  << QuantityFormat::text().percent(*growth * 100.0, 1) << " a year\n";
    return ExitSuccess;
}

int setPeak(CliContext& context, const QStringList& arguments)
{
    if (arguments.size() != 2) {
        return context.usageError(QStringLiteral("demand peak: give NAME and a peak IOPS, or --derived"));
    }
    std::optional<double> peak;
    if (arguments[1] != QLatin1String("--derived")) {
        bool ok = false;
        const double value = QString(arguments[1]).remove(QLatin1Char(',')).toDouble(&ok);
        if (!ok || !(value > 0) || value > kMaxIops) {
            return context.usageError(
                QStringLiteral("demand peak: '%1' is not a peak IOPS above 0 (or --derived)").arg(arguments[1]));
        }
        peak = value;
    }
    ResultsLibrary* library = context.writableLibrary();
    if (!library) {
        return ExitFailure;
    }
    if (auto done = library->setDemandChosenPeak(arguments[0], peak); !done) {
        return context.failure(QStringLiteral("demand peak: ") + cliText(done.failure()));
    }
    context.out() << "demand '" << printable(arguments[0]) << "': "
                  << (peak ? QStringLiteral("peak %1 IOPS, as chosen").arg(QuantityFormat::text().number(*peak, 0))
                           : QStringLiteral("the derived peak"))
                  << '\n';
    return ExitSuccess;
}

// A system from the demand's inventory: its hosts, the NICs per host and their speed (most common of each).
SystemConfig systemFromInventory(const QString& name, const CustomerDemand& demand, const DemandFigures& figures)
{
    SystemConfig system;
    system.name = name;
    if (figures.nodes > 0) {
        system.nodes = figures.nodes;
    }
    system.portsPerNode = figures.portsPerNode;
    system.linkGbps = figures.linkGbps;
    const QString what = demand.cluster ? QStringLiteral("the customer inventory of cluster %1 (%2, project date %3)")
                                              .arg(demand.cluster->name, demand.source.file, demand.projectDate)
                                        : QStringLiteral("the typed demand '%1'").arg(demand.name);
    system.description
        = QStringLiteral("Created from %1: %2 nodes, %3 ports per node at %4 (the hosts' most common "
                         "NIC count and speed).")
              .arg(what, system.nodes ? QString::number(*system.nodes) : QStringLiteral("unknown"),
                  system.portsPerNode ? QString::number(*system.portsPerNode) : QStringLiteral("unknown"),
                  system.linkGbps ? QuantityFormat::text().gbps(*system.linkGbps) : QStringLiteral("an unknown speed"));
    return system;
}

int createSystemAndLink(
    CliContext& context, ResultsLibrary& library, const CustomerDemand& demand, const QString& systemName)
{
    const auto figures = demandFigures(demand);
    if (!figures) {
        return context.failure(QStringLiteral("demand link: ") + figures.error());
    }
    const auto taken = library.system(systemName);
    if (!taken.ok()) {
        return context.libraryFailure(taken.error());
    }
    if (*taken) {
        return context.failure(QStringLiteral("demand link: --create-system: there is already a system '%1'; link "
                                              "to it with 'demand link %2 \"%1\"' or give another name")
                                   .arg(systemName, demand.name));
    }
    const SystemConfig system = systemFromInventory(systemName, demand, *figures);
    const Status done = library.inTransaction([&]() -> Status {
        if (auto saved = library.saveSystem(system); !saved) {
            return saved.failure();
        }
        return library.linkDemand(demand.name, systemName);
    });
    if (!done) {
        return context.failure(QStringLiteral("demand link: ") + cliText(done.failure()));
    }
    context.out() << "created system '" << printable(systemName) << "' (" << printable(system.description)
                  << ") and linked demand '" << printable(demand.name) << "' to it\n";
    return ExitSuccess;
}

int linkDemand(CliContext& context, const QStringList& arguments)
{
    const bool create = arguments.value(1) == QLatin1String("--create-system");
    const bool none = arguments.value(1) == QLatin1String("--none");
    if (arguments.size() < 2 || arguments.size() > (create ? 3 : 2)) {
        return context.usageError(
            QStringLiteral("demand link: give NAME and SYSTEM, NAME --create-system [SYSTEM_NAME], or NAME --none"));
    }
    ResultsLibrary* library = context.writableLibrary();
    if (!library) {
        return ExitFailure;
    }
    std::optional<CustomerDemand> holder;
    int exitCode = ExitFailure;
    const CustomerDemand* demand
        = findDemand(context, *library, QStringLiteral("link"), arguments[0], holder, exitCode);
    if (!demand) {
        return exitCode;
    }
    if (create) {
        const QString systemName = arguments.size() == 3 ? arguments[2].trimmed() : demand->name;
        if (systemName.isEmpty()) {
            return context.usageError(QStringLiteral("demand link: --create-system: the system name is empty"));
        }
        return createSystemAndLink(context, *library, *demand, systemName);
    }
    const QString system = none ? QString() : arguments[1];
    if (auto done = library->linkDemand(demand->name, system); !done) {
        return context.failure(QStringLiteral("demand link: ") + cliText(done.failure()));
    }
    context.out() << (none
            ? QStringLiteral("demand '%1' is linked to no system").arg(printable(demand->name))
            : QStringLiteral("demand '%1' runs on system '%2'").arg(printable(demand->name), printable(system)))
                  << '\n';
    return ExitSuccess;
}

int renameOrDelete(CliContext& context, const QString& action, const QStringList& arguments)
{
    const bool rename = action == QLatin1String("rename");
    if (arguments.size() != (rename ? 2 : 1)) {
        return context.usageError(rename ? QStringLiteral("demand rename: give FROM and TO (quote names with spaces)")
                                         : QStringLiteral("demand delete: give NAME (quote a name with spaces)"));
    }
    ResultsLibrary* library = context.writableLibrary();
    if (!library) {
        return ExitFailure;
    }
    std::optional<CustomerDemand> holder;
    int exitCode = ExitFailure;
    if (!findDemand(context, *library, action, arguments[0], holder, exitCode)) {
        return exitCode;
    }
    const Status done
        = rename ? library->renameDemand(arguments[0], arguments[1]) : library->deleteDemand(arguments[0]);
    if (!done) {
        return context.failure(QStringLiteral("demand %1: ").arg(action) + cliText(done.failure()));
    }
    if (rename) {
        context.out() << "renamed demand '" << printable(arguments[0]) << "' to '" << printable(arguments[1].trimmed())
                      << "'\n";
    } else {
        context.out() << "deleted demand '" << printable(arguments[0]) << "'"
                      << (holder->cluster ? " with its hosts and VMs" : "") << '\n';
    }
    return ExitSuccess;
}

int runDemand(CliContext& context, const QStringList& arguments)
{
    const QString action = arguments.value(0);
    const QStringList rest = arguments.mid(1);
    if (action == QLatin1String("list")) {
        if (!rest.isEmpty()) {
            return context.usageError(QStringLiteral("demand list: unexpected argument '%1'").arg(rest.first()));
        }
        return listDemands(context);
    }
    if (action == QLatin1String("show")) {
        return showDemand(context, rest);
    }
    if (action == QLatin1String("set")) {
        return setDemand(context, rest);
    }
    if (action == QLatin1String("growth")) {
        return setGrowth(context, rest);
    }
    if (action == QLatin1String("peak")) {
        return setPeak(context, rest);
    }
    if (action == QLatin1String("link")) {
        return linkDemand(context, rest);
    }
    if (action == QLatin1String("rename") || action == QLatin1String("delete")) {
        return renameOrDelete(context, action, rest);
    }
    return context.usageError(action.isEmpty()
            ? QStringLiteral("demand: say 'list', 'show', 'set', 'growth', 'peak', 'link', 'rename' or 'delete'")
            : QStringLiteral("demand: unknown action '%1' (list, show, set, growth, peak, link, rename, delete)")
                  .arg(action));
}

} // namespace

CliCommand demandCommand()
{
    return { QStringLiteral("demand"), QStringLiteral("the customer's own workload: list, show, type and edit demands"),
        kUsage, runDemand };
}

} // namespace headroom::cli
