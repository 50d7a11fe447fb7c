// SPDX-License-Identifier: GPL-3.0-or-later
#include "advice/advisorjson.h"
#include "adviseoptions.h"
#include "clicommand.h"
#include "clierror.h"
#include "gather/advisorrequest.h"
#include "report/adviceworkbook.h"

#include <QCommandLineParser>
#include <QFileInfo>

namespace headroom::cli {

namespace {

const QString kUsage = QStringLiteral(
    "Usage: headroom-cli export --xlsx FILE.xlsx\n"
    "                           ADVISE OPTIONS (--workload, --baseline, --candidate, --nodes, --nic, ... as "
    "`advise`)\n\n"
    "The advisor's answer as an Excel workbook for the people who check the figures: the options table (the\n"
    "columns of `advise`), the per-port cost with part numbers, prices, dates and sources, every measurement\n"
    "behind the advice (system, workload, load, IOPS, MB/s, latencies, run, source file and SHA-256) and the\n"
    "points of each curve. Figures are numbers (not text) in the unit their header names, and equal\n"
    "`advise --json` for the same inputs. The file is written whole or not at all: an old FILE stays as it was\n"
    "when writing fails. With --json: the file and the advisor's result as `advise --json` prints it.");

int runExport(CliContext& context, const QStringList& arguments)
{
    QCommandLineParser parser;
    addAdviseOptions(parser);
    parser.addOption(QCommandLineOption(QStringLiteral("xlsx"), QString(), QStringLiteral("FILE")));
    if (!parser.parse(QStringList { QStringLiteral("export") } + arguments)) {
        return context.usageError(QStringLiteral("export: ") + parser.errorText());
    }
    if (!parser.positionalArguments().isEmpty()) {
        return context.usageError(
            QStringLiteral("export: unexpected argument '%1'").arg(parser.positionalArguments().first()));
    }
    const QString out = parser.value(QStringLiteral("xlsx"));
    if (out.isEmpty()) {
        return context.usageError(QStringLiteral("export: --xlsx FILE is required"));
    }
    const auto request = adviseRequestFrom(parser);
    if (!request) {
        return context.usageError(QStringLiteral("export: ") + cliText(request.failure()));
    }
    const auto advised = adviseFromOptions(context, parser, *request);
    if (!advised) {
        return advised.error().isEmpty() ? ExitFailure : context.failure(cliText(advised.failure()));
    }
    const auto used = measurementsBehind(*context.library(), *advised);
    if (!used) {
        return context.libraryFailure(used.error());
    }
    if (auto written = writeAdviceWorkbook(out, *advised, *used); !written) {
        return context.failure(QStringLiteral("export: --xlsx: ") + written.error());
    }
    const QString file = QFileInfo(out).absoluteFilePath();
    if (context.json()) {
        const nlohmann::json document { { "file", file.toStdString() }, { "format", "xlsx" },
            { "advice", advisorResultToJson(*advised) } };
        context.out() << QString::fromStdString(document.dump(2)) << '\n';
    } else {
        context.out() << "Wrote " << file << " (xlsx): " << used->size() << " measurement(s), "
                      << advised->options.size() << " option(s)\n";
    }
    return ExitSuccess;
}

} // namespace

CliCommand exportCommand()
{
    return { QStringLiteral("export"), QStringLiteral("the advisor's figures as an Excel workbook"), kUsage,
        runExport };
}

} // namespace headroom::cli
