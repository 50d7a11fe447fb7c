// SPDX-License-Identifier: GPL-3.0-or-later
#include "clicommand.h"
#include "clierror.h"
#include "model/printable.h"
#include "model/workload.h"
#include "texttable.h"

#include <QHash>
#include <QSet>

#include <nlohmann/json.hpp>

namespace headroom::cli {

namespace {

const QString kWorkloadsUsage = QStringLiteral(
    "Usage: headroom-cli workloads list [--json]\n"
    "       headroom-cli workloads rename OLD NEW\n"
    "       headroom-cli workloads merge FROM INTO\n\n"
    "A workload is the test it runs: block size, read %, random % and the load axis (queue depth x jobs, or\n"
    "a target rate), not its file name. 'list' shows each workload with its test and the systems that measured\n"
    "it; workloads of one test are one curve for 'advise' (e.g. the same run with 1 job and with 2 jobs).\n"
    "'rename' gives a workload another name; 'merge' moves the measurements of FROM to INTO (the same test under\n"
    "two names) and removes FROM. Each is one transaction.");

const QString kSourcesUsage = QStringLiteral(
    "Usage: headroom-cli sources list [--json]\n"
    "       headroom-cli sources delete ID\n"
    "       headroom-cli sources delete-measurements ID...\n\n"
    "The imports (sources) of the library. 'delete' removes an import and every measurement it brought;\n"
    "'delete-measurements' removes single measurements by the IDs 'headroom-cli results' shows. Each is one\n"
    "transaction: all or nothing.");

int listWorkloads(CliContext& context, ResultsLibrary& library)
{
    const auto coverage = library.coverage();
    if (!coverage) {
        return context.libraryFailure(coverage.error());
    }
    QHash<QString, QStringList> systemsOf;
    for (const WorkloadCoverage& pair : *coverage) {
        systemsOf[pair.workloadName] << pair.systemName;
    }
    const auto read = library.workloads();
    if (!read) {
        return context.libraryFailure(read.error());
    }
    const QList<Workload>& workloads = *read;
    if (context.json()) {
        nlohmann::json array = nlohmann::json::array();
        for (const Workload& w : workloads) {
            nlohmann::json systems = nlohmann::json::array();
            for (const QString& s : systemsOf.value(w.name)) {
                systems.push_back(s.toStdString());
            }
            array.push_back({ { "name", w.name.toStdString() }, { "test", describeTest(w).toStdString() },
                { "test_key", workloadTestKey(w).toStdString() }, { "systems", systems } });
        }
        context.out() << QString::fromStdString(array.dump(2)) << '\n';
        return ExitSuccess;
    }
    TextTable table({ { QStringLiteral("Workload") }, { QStringLiteral("Test") }, { QStringLiteral("Systems") } });
    for (const Workload& w : workloads) {
        table.addRow({ w.name, describeTest(w), systemsOf.value(w.name).join(QStringLiteral(", ")) });
    }
    table.print(context.out());
    return ExitSuccess;
}

int runWorkloads(CliContext& context, const QStringList& arguments)
{
    const QString action = arguments.value(0);
    const QStringList names = arguments.mid(1);
    if (action != QLatin1String("list") && action != QLatin1String("rename") && action != QLatin1String("merge")) {
        return context.usageError(action.isEmpty()
                ? QStringLiteral("workloads: say 'list', 'rename' or 'merge'")
                : QStringLiteral("workloads: unknown action '%1' (list, rename, merge)").arg(action));
    }
    if (action == QLatin1String("list") ? !names.isEmpty() : names.size() != 2) {
        return context.usageError(QStringLiteral("workloads %1: %2")
                                      .arg(action,
                                          action == QLatin1String("list") ? QStringLiteral("takes no argument")
                                                                          : QStringLiteral("give two names")));
    }
    ResultsLibrary* library = action == QLatin1String("list") ? context.library() : context.writableLibrary();
    if (!library) {
        return ExitFailure;
    }
    if (action == QLatin1String("list")) {
        return listWorkloads(context, *library);
    }
    if (action == QLatin1String("rename")) {
        if (auto done = library->renameWorkload(names[0], names[1]); !done) {
            return context.failure(QStringLiteral("workloads rename: ") + cliText(done.failure()));
        }
        context.out() << "renamed workload '" << printable(names[0]) << "' to '" << printable(names[1].trimmed())
                      << "'\n";
        return ExitSuccess;
    }
    auto moved = library->mergeWorkloads(names[0], names[1]);
    if (!moved) {
        return context.failure(QStringLiteral("workloads merge: ") + cliText(moved.failure()));
    }
    context.out() << "merged workload '" << printable(names[0]) << "' into '" << printable(names[1]) << "': " << *moved
                  << " measurement(s) moved\n";
    return ExitSuccess;
}

std::optional<QList<qint64>> ids(const QStringList& texts)
{
    QList<qint64> result;
    for (const QString& text : texts) {
        bool ok = false;
        const qint64 id = text.toLongLong(&ok);
        if (!ok || id < 1) {
            return std::nullopt;
        }
        result << id;
    }
    return result;
}

int runSources(CliContext& context, const QStringList& arguments)
{
    const QString action = arguments.value(0);
    const QStringList rest = arguments.mid(1);
    if (action == QLatin1String("list")) {
        if (!rest.isEmpty()) {
            return context.usageError(QStringLiteral("sources list: unexpected argument '%1'").arg(rest.first()));
        }
        ResultsLibrary* library = context.library();
        if (!library) {
            return ExitFailure;
        }
        const auto read = library->sources();
        if (!read) {
            return context.libraryFailure(read.error());
        }
        const QList<SourceRecord>& sources = *read;
        if (context.json()) {
            nlohmann::json array = nlohmann::json::array();
            for (const SourceRecord& s : sources) {
                array.push_back({ { "id", s.id }, { "file", s.ref.file.toStdString() },
                    { "kind", toString(s.ref.kind).toStdString() }, { "measurements", s.measurementCount } });
            }
            context.out() << QString::fromStdString(array.dump(2)) << '\n';
            return ExitSuccess;
        }
        using Align = TextTable::Align;
        TextTable table({ { QStringLiteral("ID"), Align::Right }, { QStringLiteral("Kind") },
            { QStringLiteral("File") }, { QStringLiteral("Measurements"), Align::Right } });
        for (const SourceRecord& s : sources) {
            table.addRow(
                { QString::number(s.id), toString(s.ref.kind), s.ref.file, QString::number(s.measurementCount) });
        }
        table.print(context.out());
        return ExitSuccess;
    }
    if (action != QLatin1String("delete") && action != QLatin1String("delete-measurements")) {
        return context.usageError(action.isEmpty()
                ? QStringLiteral("sources: say 'list', 'delete' or 'delete-measurements'")
                : QStringLiteral("sources: unknown action '%1' (list, delete, delete-measurements)").arg(action));
    }
    const auto numbers = ids(rest);
    if (!numbers || numbers->isEmpty() || (action == QLatin1String("delete") && numbers->size() != 1)) {
        return context.usageError(
            QStringLiteral("sources %1: give %2 as positive numbers")
                .arg(action, action == QLatin1String("delete") ? QStringLiteral("one ID") : QStringLiteral("the IDs")));
    }
    ResultsLibrary* library = context.writableLibrary();
    if (!library) {
        return ExitFailure;
    }
    auto removed = action == QLatin1String("delete") ? library->deleteSource(numbers->first())
                                                     : library->deleteMeasurements(*numbers);
    if (!removed) {
        return context.failure(QStringLiteral("sources %1: ").arg(action) + cliText(removed.failure()));
    }
    context.out() << "removed " << *removed << " measurement(s)\n";
    return ExitSuccess;
}

} // namespace

CliCommand workloadsCommand()
{
    return { QStringLiteral("workloads"), QStringLiteral("list, rename or merge workloads (matched by their test)"),
        kWorkloadsUsage, runWorkloads };
}

CliCommand sourcesCommand()
{
    return { QStringLiteral("sources"), QStringLiteral("list or delete imports and measurements"), kSourcesUsage,
        runSources };
}

} // namespace headroom::cli
