// SPDX-License-Identifier: GPL-3.0-or-later
#include "clicommand.h"
#include "clierror.h"
#include "model/printable.h"
#include "store/librarycopy.h"
#include "store/libraryintegrity.h"
#include "store/libraryrecovery.h"
#include "store/teamaddress.h"
#include "store/teamroles.h"

#include <QCommandLineParser>
#include <QFileInfo>

#include <nlohmann/json.hpp>

namespace headroom::cli {

namespace {

QString usage()
{
    return QStringLiteral(
        "Usage: headroom-cli library check [--json]\n"
        "       headroom-cli library recover NEW-FILE [--json]\n"
        "       headroom-cli library copy --from LIBRARY --to LIBRARY [--system NAME]... [--tag KEY=VALUE]... "
        "[--json]\n"
        "       headroom-cli --db postgresql://OWNER@HOST/DB library init-team\n\n"
        "Every command checks the library when it opens it (SQLite's quick_check up to 100 MB) and refuses a damaged\n"
        "one (exit 1); these two look closer. Neither writes the library.\n"
        "  check             SQLite's full integrity_check (every page, b-tree and index against its table): prints\n"
        "                    \"ok\" (exit 0), or every problem found (exit 1).\n"
        "  recover NEW-FILE  copies what can still be read of a damaged library into the new library NEW-FILE, which\n"
        "                    must not exist (nothing is replaced): each table up to and back from its damaged pages,\n"
        "                    rows whose parent was lost dropped; prints what was copied and what was lost. Open the\n"
        "                    copy with --db NEW-FILE, then replace the damaged file yourself when it is what you "
        "want.\n"
        "  copy              copies sources, their measurements, systems (description and tags) and customer\n"
        "                    demands (with their linked system, growth and chosen peak) from one library into\n"
        "                    another: a file or a team library (postgresql://…), either way round. One transaction\n"
        "                    on the target: all or nothing. A source the target holds (same SHA-256 or runs) is not\n"
        "                    copied again; a system the target has keeps its own description. --system and --tag\n"
        "                    (repeatable) copy only the sources holding results of matching systems, each file\n"
        "                    whole, and the demands linked to them. --to is created when it does not exist.\n"
        "  init-team         for a new team library, run by its database's owner: creates the schema and the group\n"
        "                    roles headroom_viewer (reads, advises, exports), headroom_contributor (also imports and\n"
        "                    benchmarks; deletes only its own imports) and headroom_editor (also renames, merges and\n"
        "                    deletes), with their grants and row-level policies. A member is a login role granted\n"
        "                    one of them (GRANT headroom_contributor TO alice). Running it again changes nothing.\n"
        "With --json: check {\"library\", \"ok\", \"problems\": [...]}; recover {\"library\", \"recovered\", "
        "\"tables\": [{\"table\", \"rows\", \"dropped\", \"complete\"}], \"lost\": [...]}; copy {\"from\", \"to\",\n"
        "\"sources_copied\", \"sources_already_there\", \"measurements_copied\", \"systems_created\", "
        "\"systems_kept\",\n"
        "\"demands_copied\", \"demands_already_there\"}.");
}

// The library these commands look at: they open it themselves, since a damaged library is what they are for.
QString checkedPath(CliContext& context, const QString& command)
{
    QString path = context.libraryPath();
    if (path.isEmpty()) {
        context.failure(
            QStringLiteral("library %1: the demo library is built in memory; name a file with --db").arg(command));
        return {};
    }
    if (isTeamAddress(path)) {
        context.failure(QStringLiteral("library %1: %2 is a team library: its PostgreSQL server keeps its data safe, "
                                       "and check and recover are for library files; nothing was done")
                            .arg(command, path));
        return {};
    }
    if (!QFileInfo::exists(path)) {
        context.failure(QStringLiteral("no library at %1").arg(path));
        return {};
    }
    return path;
}

int runCheck(CliContext& context)
{
    const QString path = checkedPath(context, QStringLiteral("check"));
    if (path.isEmpty()) {
        return ExitFailure;
    }
    const auto problems = checkLibraryIntegrity(path, IntegrityDepth::Full);
    if (!problems) {
        return context.failure(cliText(problems.failure()));
    }
    if (context.json()) {
        nlohmann::json list = nlohmann::json::array();
        for (const QString& problem : *problems) {
            list.push_back(problem.toStdString());
        }
        const nlohmann::json out { { "library", path.toStdString() }, { "ok", problems->isEmpty() },
            { "problems", list } };
        context.out() << QString::fromStdString(out.dump(2)) << '\n';
    } else if (problems->isEmpty()) {
        context.out() << "ok: " << printable(path) << " passes SQLite's integrity_check\n";
    } else {
        for (const QString& problem : *problems) {
            context.out() << printableLines(problem) << '\n';
        }
    }
    if (!problems->isEmpty()) {
        return context.failure(
            QStringLiteral("%1 is damaged: SQLite's integrity_check found %2 problem(s)%3; "
                           "'headroom-cli --db %1 library recover NEW-FILE' copies what can still "
                           "be read into a new library")
                .arg(path)
                .arg(problems->size())
                .arg(problems->size() >= 100 ? QStringLiteral(" (the first 100 are listed)") : QString()));
    }
    return ExitSuccess;
}

void printRecovery(CliContext& context, const QString& path, const QString& out, const RecoveryReport& report)
{
    if (context.json()) {
        nlohmann::json tables = nlohmann::json::array();
        for (const TableRecovery& table : report.tables) {
            tables.push_back({ { "table", table.table.toStdString() }, { "rows", table.rowsCopied },
                { "dropped", table.rowsDropped }, { "complete", table.readToTheEnd } });
        }
        nlohmann::json lost = nlohmann::json::array();
        for (const QString& stretch : report.lost) {
            lost.push_back(stretch.toStdString());
        }
        const nlohmann::json json { { "library", path.toStdString() }, { "recovered", out.toStdString() },
            { "tables", tables }, { "lost", lost } };
        context.out() << QString::fromStdString(json.dump(2)) << '\n';
        return;
    }
    for (const TableRecovery& table : report.tables) {
        context.out() << printable(table.table) << ": " << table.rowsCopied << " row(s) copied";
        if (table.rowsDropped > 0) {
            context.out() << ", " << table.rowsDropped << " dropped (their parent row was lost)";
        }
        context.out() << (table.readToTheEnd ? "" : ", a damaged stretch could not be read") << '\n';
    }
    for (const QString& stretch : report.lost) {
        context.err() << "warning: " << printableLines(stretch) << '\n';
    }
    context.out() << "recovered " << printable(path) << " into " << printable(out) << "; " << printable(path)
                  << " was not changed\n";
}

int runRecover(CliContext& context, const QString& out)
{
    const QString path = checkedPath(context, QStringLiteral("recover"));
    if (path.isEmpty()) {
        return ExitFailure;
    }
    const auto report = recoverLibrary(path, out);
    if (!report) {
        return context.failure(cliText(report.failure()));
    }
    printRecovery(context, path, out, *report);
    return ExitSuccess;
}

Expected<LibraryCopyFilter> copyFilter(const QCommandLineParser& parser)
{
    LibraryCopyFilter filter;
    filter.systems = parser.values(QStringLiteral("system"));
    for (const QString& tag : parser.values(QStringLiteral("tag"))) {
        const qsizetype equals = tag.indexOf(QLatin1Char('='));
        if (equals <= 0) {
            return failField(QStringLiteral("tag"), QStringLiteral("'%1' is not KEY=VALUE").arg(tag));
        }
        filter.tags.insert(tag.left(equals), tag.mid(equals + 1));
    }
    return filter;
}

void printCopy(CliContext& context, const QString& from, const QString& to, const LibraryCopyReport& report)
{
    if (context.json()) {
        const nlohmann::json json { { "from", from.toStdString() }, { "to", to.toStdString() },
            { "sources_copied", report.sourcesCopied }, { "sources_already_there", report.sourcesAlreadyThere },
            { "measurements_copied", report.measurementsCopied }, { "systems_created", report.systemsCreated },
            { "systems_kept", report.systemsKept }, { "demands_copied", report.demandsCopied },
            { "demands_already_there", report.demandsAlreadyThere } };
        context.out() << QString::fromStdString(json.dump(2)) << '\n';
        return;
    }
    context.out() << "copied " << report.sourcesCopied << " source(s) with " << report.measurementsCopied
                  << " measurement(s) and " << report.demandsCopied << " customer demand(s) from " << printable(from)
                  << " to " << printable(to) << "; " << report.systemsCreated << " system(s) created, "
                  << report.systemsKept << " kept as they were\n";
    if (report.sourcesAlreadyThere > 0 || report.demandsAlreadyThere > 0) {
        context.out() << report.sourcesAlreadyThere << " source(s) and " << report.demandsAlreadyThere
                      << " demand(s) were already there and were not copied again\n";
    }
}

int runCopy(CliContext& context, const QStringList& arguments)
{
    QCommandLineParser parser;
    for (const char* name : { "from", "to", "system", "tag" }) {
        parser.addOption(QCommandLineOption(QString::fromLatin1(name), QString(), QStringLiteral("VALUE")));
    }
    if (!parser.parse(QStringList { QStringLiteral("library") } + arguments)) {
        return context.usageError(QStringLiteral("library copy: ") + parser.errorText());
    }
    const QString from = parser.value(QStringLiteral("from"));
    const QString to = parser.value(QStringLiteral("to"));
    if (from.isEmpty() || to.isEmpty() || parser.positionalArguments().size() != 1) {
        return context.usageError(QStringLiteral("library copy: expected --from LIBRARY --to LIBRARY"));
    }
    const auto filter = copyFilter(parser);
    if (!filter.ok()) {
        return context.usageError(QStringLiteral("library copy: ") + cliText(filter.failure()));
    }
    auto source = ResultsLibrary::open(from, ResultsLibrary::Mode::ReadOnly);
    if (!source.ok()) {
        return context.failure(QStringLiteral("--from: ") + source.error());
    }
    auto target = ResultsLibrary::open(to, ResultsLibrary::Mode::ReadWrite);
    if (!target.ok()) {
        return context.failure(QStringLiteral("--to: ") + target.error());
    }
    if ((*target)->isReadOnly()) {
        return context.failure(QStringLiteral("--to: ") + (*target)->readOnlyReason());
    }
    const auto report = copyLibrary(**source, **target, *filter);
    if (!report.ok()) {
        return context.failure(QStringLiteral("library copy: nothing was copied: ") + cliText(report.failure()));
    }
    printCopy(context, from, to, *report);
    return ExitSuccess;
}

int runInitTeam(CliContext& context)
{
    const QString path = context.libraryPath();
    if (!isTeamAddress(path)) {
        return context.usageError(
            QStringLiteral("library init-team: --db must name a team library (postgresql://OWNER@HOST/DB)"));
    }
    if (context.writableLibrary(ResultsLibrary::Mode::ReadWrite) == nullptr) {
        return ExitFailure; // the schema could not be made: said by the context
    }
    const auto address = parseTeamAddress(path);
    if (!address.ok()) {
        return context.failure(cliText(address.failure()));
    }
    auto db = openTeamConnection(*address, QStringLiteral("headroom-init-team"));
    if (!db.ok()) {
        return context.failure(db.error());
    }
    const Status made = teamroles::initTeam(*db);
    *db = QSqlDatabase();
    QSqlDatabase::removeDatabase(QStringLiteral("headroom-init-team"));
    if (!made.ok()) {
        return context.failure(made.error());
    }
    context.out() << "team library " << printable(address->display()) << " is ready: roles "
                  << "headroom_viewer, headroom_contributor and headroom_editor with their grants; make each member a "
                     "login role granted one of them (GRANT headroom_contributor TO alice)\n";
    return ExitSuccess;
}

int runLibrary(CliContext& context, const QStringList& arguments)
{
    const QString action = arguments.value(0);
    if (action == QLatin1String("check") && arguments.size() == 1) {
        return runCheck(context);
    }
    if (action == QLatin1String("recover") && arguments.size() == 2 && !arguments[1].startsWith(QLatin1Char('-'))) {
        return runRecover(context, arguments[1]);
    }
    if (action == QLatin1String("init-team") && arguments.size() == 1) {
        return runInitTeam(context);
    }
    if (action == QLatin1String("copy")) {
        return runCopy(context, arguments);
    }
    if (action == QLatin1String("recover")) {
        return context.usageError(QStringLiteral("library recover: expected one NEW-FILE"));
    }
    if (action == QLatin1String("check")) {
        return context.usageError(QStringLiteral("library check: unexpected argument '%1'").arg(arguments.value(1)));
    }
    return context.usageError(action.isEmpty()
            ? QStringLiteral("library: expected check, recover, copy or init-team")
            : QStringLiteral("library: unknown action '%1' (expected check, recover, copy or init-team)").arg(action));
}

} // namespace

CliCommand libraryCommand()
{
    return { QStringLiteral("library"),
        QStringLiteral("check a library's integrity, recover a damaged one, copy results between libraries"), usage(),
        runLibrary };
}

} // namespace headroom::cli
