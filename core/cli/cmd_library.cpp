// SPDX-License-Identifier: GPL-3.0-or-later
#include "clicommand.h"
#include "clierror.h"
#include "model/printable.h"
#include "store/libraryintegrity.h"
#include "store/libraryrecovery.h"
#include "store/teamaddress.h"

#include <QFileInfo>

#include <nlohmann/json.hpp>

namespace headroom::cli {

namespace {

QString usage()
{
    return QStringLiteral(
        "Usage: headroom-cli library check [--json]\n"
        "       headroom-cli library recover NEW-FILE [--json]\n\n"
        "Every command checks the library when it opens it (SQLite's quick_check up to 100 MB) and refuses a damaged\n"
        "one (exit 1); these two look closer. Neither writes the library.\n"
        "  check             SQLite's full integrity_check (every page, b-tree and index against its table): prints\n"
        "                    \"ok\" (exit 0), or every problem found (exit 1).\n"
        "  recover NEW-FILE  copies what can still be read of a damaged library into the new library NEW-FILE, which\n"
        "                    must not exist (nothing is replaced): each table up to and back from its damaged pages,\n"
        "                    rows whose parent was lost dropped; prints what was copied and what was lost. Open the\n"
        "                    copy with --db NEW-FILE, then replace the damaged file yourself when it is what you "
        "want.\n"
        "With --json: check {\"library\", \"ok\", \"problems\": [...]}; recover {\"library\", \"recovered\", "
        "\"tables\": [{\"table\", \"rows\", \"dropped\", \"complete\"}], \"lost\": [...]}.");
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

int runLibrary(CliContext& context, const QStringList& arguments)
{
    const QString action = arguments.value(0);
    if (action == QLatin1String("check") && arguments.size() == 1) {
        return runCheck(context);
    }
    if (action == QLatin1String("recover") && arguments.size() == 2 && !arguments[1].startsWith(QLatin1Char('-'))) {
        return runRecover(context, arguments[1]);
    }
    if (action == QLatin1String("recover")) {
        return context.usageError(QStringLiteral("library recover: expected one NEW-FILE"));
    }
    if (action == QLatin1String("check")) {
        return context.usageError(QStringLiteral("library check: unexpected argument '%1'").arg(arguments.value(1)));
    }
    return context.usageError(action.isEmpty()
            ? QStringLiteral("library: expected check or recover")
            : QStringLiteral("library: unknown action '%1' (expected check or recover)").arg(action));
}

} // namespace

CliCommand libraryCommand()
{
    return { QStringLiteral("library"), QStringLiteral("check a library's integrity, recover a damaged one"), usage(),
        runLibrary };
}

} // namespace headroom::cli
