// SPDX-License-Identifier: GPL-3.0-or-later
#include "clicommand.h"
#include "clierror.h"
#include "importers/importnames.h"
#include "importers/importplan.h"
#include "model/printable.h"

#include <QCommandLineParser>
#include <QSet>

#include <nlohmann/json.hpp>

namespace headroom::cli {

namespace {

// The --format values come from the importer registry (importFormats()).
QString usage()
{
    return QStringLiteral("Usage: headroom-cli import PATH... [--system NAME] [--tag KEY=VALUE]... [--format %1]\n")
               .arg(importFormatNames(QStringLiteral("|")))
        + QStringLiteral(
            "                           [--create] [--intervals] [--allow-failed] [--dry-run] [--json]\n\n"
            "Imports fio JSON (json, json+, with text around it, --status-interval, client/server), HCIBench -res.txt\n"
            "summaries and results directories, vdbench summary.html/totals.html, CSV figures and DiskSpd XML or text\n"
            "reports (a folder of DiskSpd XML results, as VMFleet writes, is one cluster run). PATH may be a\n"
            "directory (walked). All files go in one transaction: on any error nothing is written (exit 1). A file\n"
            "whose content is already in the library is skipped and reported, never stored twice.\n"
            "  --system NAME   the system under test (default: from the data, e.g. fio's hostname); a name that is an\n"
            "                  existing system's with other case, spacing or punctuation is refused, naming that "
            "system\n"
            "  --create        make such a name a new system\n"
            "  --tag KEY=VALUE an attribute added to the system(s) imported into\n"
            "  --intervals     keep every --status-interval document of fio output, not only the final one, and\n"
            "                  DiskSpd's -D per-second samples, as the run's time series (never curve points)\n"
            "  --allow-failed  keep fio jobs that ended with an error, marked failed (never points of a curve or "
            "advice);\n"
            "                  without it such a file is refused with fio's error number and text\n"
            "  --dry-run       parse and report, write nothing\n"
            "With --json: {\"imported\": N, \"duplicates\": M, \"measurements\": [ids], \"warnings\": [...], "
            "\"sources\": [...]}.");
}

struct Arguments {
    QStringList paths;
    ImportOptions options;
    bool dryRun = false;
};

Status parseArguments(const QStringList& arguments, Arguments& out)
{
    QCommandLineParser parser;
    const QCommandLineOption system(
        QStringLiteral("system"), QStringLiteral("System under test."), QStringLiteral("NAME"));
    const QCommandLineOption tag(
        QStringLiteral("tag"), QStringLiteral("System attribute."), QStringLiteral("KEY=VALUE"));
    const QCommandLineOption format(
        QStringLiteral("format"), QStringLiteral("Input format."), QStringLiteral("FORMAT"), QStringLiteral("auto"));
    const QCommandLineOption intervals(QStringLiteral("intervals"), QStringLiteral("Keep interval series."));
    const QCommandLineOption allowFailed(QStringLiteral("allow-failed"), QStringLiteral("Keep failed fio jobs."));
    const QCommandLineOption dryRun(QStringLiteral("dry-run"), QStringLiteral("Write nothing."));
    const QCommandLineOption create(QStringLiteral("create"), QStringLiteral("Make new systems of names that clash."));
    parser.addOptions({ system, tag, format, intervals, allowFailed, dryRun, create });
    if (!parser.parse(QStringList { QStringLiteral("import") } + arguments)) {
        return fail(QStringLiteral("import: ") + parser.errorText());
    }
    out.paths = parser.positionalArguments();
    if (out.paths.isEmpty()) {
        return fail(QStringLiteral("import: no PATH given"));
    }
    const auto chosen = importFormatFromString(parser.value(format));
    if (!chosen) {
        return fail(QStringLiteral("import: --format %1: expected auto, %2")
                        .arg(parser.value(format), importFormatList(&ImportFormatInfo::name)));
    }
    out.options.format = *chosen;
    out.options.systemName = parser.value(system).trimmed();
    if (parser.isSet(system) && out.options.systemName.isEmpty()) {
        return fail(QStringLiteral("import: --system: the name is empty"));
    }
    for (const QString& pair : parser.values(tag)) {
        const qsizetype equals = pair.indexOf(QLatin1Char('='));
        if (equals <= 0) {
            return fail(QStringLiteral("import: --tag %1: expected KEY=VALUE").arg(pair));
        }
        out.options.tags.insert(pair.left(equals).trimmed(), pair.mid(equals + 1).trimmed());
    }
    out.options.keepIntervals = parser.isSet(intervals);
    out.options.allowFailed = parser.isSet(allowFailed);
    out.options.createSystems = parser.isSet(create);
    out.dryRun = parser.isSet(dryRun);
    return success();
}

// A customer export's clusters, each with its host count (empty for benchmark results).
nlohmann::json clusterList(const ParsedSource& source)
{
    nlohmann::json clusters = nlohmann::json::array();
    if (source.customer) {
        for (const CustomerCluster& cluster : source.customer->clusters) {
            clusters.push_back({ { "name", cluster.name.toStdString() }, { "hosts", cluster.hosts.size() } });
        }
    }
    return clusters;
}

nlohmann::json sourceSummary(const ParsedSource& source)
{
    QSet<QString> systems;
    QSet<QString> workloads;
    for (const Measurement& m : source.measurements) {
        systems.insert(m.systemName);
        workloads.insert(m.workload.canonicalName());
    }
    nlohmann::json systemList = nlohmann::json::array();
    for (const QString& s : systems) {
        systemList.push_back(s.toStdString());
    }
    return { { "file", source.source.file.toStdString() }, { "format", toString(source.format).toStdString() },
        { "importer", source.source.importer.toStdString() }, { "measurements", source.measurements.size() },
        { "systems", systemList }, { "workloads", workloads.size() }, { "clusters", clusterList(source) } };
}

// "did you mean" for a system name that is an existing one spelled differently: the user says which they meant.
QString clashMessage(const SystemNameClash& clash, bool systemGiven)
{
    const QString where = clash.inLibrary ? QString() : QStringLiteral(" (also in this import)");
    if (systemGiven) {
        return QStringLiteral("import: --system '%1': did you mean '%2'%3? use that name, or --create to make a new "
                              "system; nothing was imported")
            .arg(clash.name, clash.existing, where);
    }
    return QStringLiteral("import: %1: system '%2' (from the data): did you mean '%3'%4? use --system '%3', or "
                          "--create to make a new system; nothing was imported")
        .arg(clash.file, clash.name, clash.existing, where);
}

// "2 clusters: zColo_06 (3 hosts), zColo_08 (2 hosts)": as stored (a taken name gets the project date), or as the
// export names them in a dry run.
QString clustersText(const ParsedSource& source, const ImportResult& result, bool dryRun)
{
    QStringList clusters;
    if (dryRun) {
        for (const CustomerCluster& cluster : source.customer->clusters) {
            clusters << QStringLiteral("%1 (%2 hosts)").arg(cluster.name).arg(cluster.hosts.size());
        }
    } else {
        clusters = result.demands;
    }
    return QStringLiteral("%1 %2: %3")
        .arg(clusters.size())
        .arg(clusters.size() == 1 ? QStringLiteral("cluster") : QStringLiteral("clusters"),
            clusters.join(QStringLiteral(", ")));
}

void printText(CliContext& context, const ImportPlan& plan, const ImportResult& result, bool dryRun)
{
    for (const ParsedSource& source : plan.sources) {
        if (source.customer) {
            context.out() << (dryRun ? "would import " : "imported ") << printable(source.source.file) << " ("
                          << printable(source.source.importer) << "): customer export, project date "
                          << printable(source.customer->projectDate) << ", "
                          << printable(clustersText(source, result, dryRun)) << '\n';
            continue;
        }
        context.out() << (dryRun ? "would import " : "imported ") << printable(source.source.file) << " ("
                      << printable(source.source.importer) << "): " << source.measurements.size()
                      << " measurements, system '"
                      << printable(source.measurements.isEmpty() ? QString() : source.measurements.first().systemName)
                      << "'\n";
    }
    for (const QString& warning : result.warnings) {
        context.err() << "warning: " << printableLines(warning) << '\n';
    }
    context.out() << (dryRun ? "dry run: " : "") << plan.sources.size() << " file(s) "
                  << (dryRun ? "to import" : "imported") << ", " << result.duplicates << " duplicate(s) skipped, "
                  << (dryRun ? 0 : result.measurementIds.size()) << " measurement(s)"
                  << (result.demandsAdded > 0 ? QStringLiteral(", %1 customer demand(s)").arg(result.demandsAdded)
                                              : QString())
                  << " stored\n";
}

// What the import stored (or a dry run would), to stdout: text or --json.
int report(CliContext& context, const Arguments& args, const ImportPlan& plan, ImportResult& result)
{
    if (args.dryRun) {
        result.duplicates = static_cast<int>(plan.duplicates.size());
        result.warnings = plan.warnings + plan.duplicates;
    }
    if (context.json()) {
        nlohmann::json ids = nlohmann::json::array();
        for (qint64 id : result.measurementIds) {
            ids.push_back(id);
        }
        nlohmann::json warnings = nlohmann::json::array();
        for (const QString& warning : result.warnings) {
            warnings.push_back(warning.toStdString());
        }
        nlohmann::json sources = nlohmann::json::array();
        for (const ParsedSource& source : plan.sources) {
            sources.push_back(sourceSummary(source));
        }
        const nlohmann::json out { { "imported", result.imported }, { "duplicates", result.duplicates },
            { "measurements", ids }, { "warnings", warnings }, { "dry_run", args.dryRun }, { "sources", sources },
            { "demands", result.demandsAdded } };
        context.out() << QString::fromStdString(out.dump(2)) << '\n';
    } else {
        printText(context, plan, result, args.dryRun);
    }
    return ExitSuccess;
}

int runImport(CliContext& context, const QStringList& arguments)
{
    Arguments args;
    if (const auto parsed = parseArguments(arguments, args); !parsed) {
        return context.usageError(cliText(parsed.failure()));
    }
    // Parsed before the library is opened: a refused import creates no library file.
    ImportPlan plan = planImport(args.paths, args.options);
    if (!plan.error.isEmpty()) {
        return context.failure(plan.error + QStringLiteral("; nothing was imported"));
    }
    if (args.dryRun && !context.libraryExists()) {
        // A dry run only reads, and creates no library: without one, nothing is known yet to skip or clash with.
        ImportResult none;
        return report(context, args, plan, none);
    }
    ResultsLibrary* library
        = args.dryRun ? context.library() : context.writableLibrary(ResultsLibrary::Mode::ReadWrite);
    if (!library) {
        return ExitFailure;
    }
    if (auto dropped = dropKnownSources(plan, *library); !dropped) {
        return context.libraryFailure(dropped.error() + QStringLiteral("; nothing was imported"));
    }
    if (!args.options.createSystems) {
        const auto clashes = systemNameClashes(plan, *library);
        if (!clashes) {
            return context.libraryFailure(clashes.error() + QStringLiteral("; nothing was imported"));
        }
        if (!clashes->isEmpty()) {
            return context.failure(clashMessage(clashes->first(), !args.options.systemName.isEmpty()));
        }
    }
    ImportResult result;
    if (!args.dryRun) {
        auto committed = commitImport(*library, plan, args.options);
        if (!committed) {
            return context.failure(cliText(committed.failure()));
        }
        result = *committed;
        // A file another import stored while this one parsed was skipped at commit: it is reported as a duplicate.
        plan.sources.removeIf(
            [&result](const ParsedSource& source) { return !result.storedSha256.contains(source.source.sha256); });
    }
    return report(context, args, plan, result);
}

} // namespace

CliCommand importCommand()
{
    return { QStringLiteral("import"),
        QStringLiteral("import %1 results").arg(importFormatList(&ImportFormatInfo::title)), usage(), runImport };
}

} // namespace headroom::cli
