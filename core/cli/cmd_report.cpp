// SPDX-License-Identifier: GPL-3.0-or-later
#include "advice/advisorjson.h"
#include "adviseoptions.h"
#include "chartdrawing.h"
#include "clicommand.h"
#include "clierror.h"
#include "gather/advisorrequest.h"
#include "model/translations.h"
#include "report/pptxtemplate.h"
#include "report/reportwriter.h"

#include <QCommandLineParser>
#include <QDate>
#include <QFileInfo>

namespace headroom::cli {

namespace {

using charts::ChartTheme;

const QString kUsage = QStringLiteral(
    "Usage: headroom-cli report --out FILE.pdf|html|pptx [--format pdf|html|pptx] [--layout document|slides]\n"
    "                           [--title TEXT] [--customer TEXT] [--author TEXT] [--date YYYY-MM-DD]\n"
    "                           [--page-size A4|Letter] [--theme light|dark] [--template FILE.potx|FILE.pptx]\n"
    "                           [--lang LANG]\n"
    "                           ADVISE OPTIONS (--workload, --baseline, --candidate, --nodes, --nic, ... as "
    "`advise`)\n\n"
    "The advisor's answer as a document for the people who sign: title block, executive summary (the\n"
    "recommendation and the figures that decide it, or why there is none), $ per IOPS gained per option, the\n"
    "curves, the per-port cost table with part numbers, list prices, price dates and sources, the whole-unit\n"
    "build-out, the options, the bottleneck with its evidence, the assumptions, and an appendix of every\n"
    "measurement used (source file, date, SHA-256) with the method. Figures equal `advise --json` for the same\n"
    "inputs.\n"
    "  pdf   A4 or Letter portrait (--layout document), or 16:9 slides (--layout slides); vector charts\n"
    "  html  one self-contained file with inline SVG charts\n"
    "  pptx  the slides as an editable PowerPoint deck: titles and text in the layouts' placeholders, slide\n"
    "        numbers, speaker notes with each figure's derivation, native charts with their data; --template puts\n"
    "        it on a company's master, layouts and theme (a .potx or .pptx; its slides are not copied)\n"
    "--lang LANG writes the report in that language (en, de), its numbers in that language's formats\n"
    "(1.743,17 $ in German); English in the C locale otherwise.\n"
    "The same inputs give the same bytes: the only date inside is --date. With --json: the file, format and\n"
    "the advisor's result as `advise --json` prints it.");

struct Options {
    QString out;
    ReportFormat format = ReportFormat::Pdf;
    ReportOptions report;
    ChartTheme::Variant theme = ChartTheme::Variant::Light;
    QString language; // empty: English, the CLI's
};

// --lang: one of the languages Headroom speaks, or a clear refusal naming them.
Status languageFrom(const QCommandLineParser& parser, Options& options)
{
    if (!parser.isSet(QStringLiteral("lang"))) {
        return success();
    }
    const QString asked = parser.value(QStringLiteral("lang"));
    if (!i18n::languages().contains(asked)) {
        return failField(QStringLiteral("lang"),
            QStringLiteral("no translation for '%1' (available: %2)")
                .arg(asked, i18n::languages().join(QStringLiteral(", "))));
    }
    options.language = asked;
    return success();
}

Expected<Options> reportOptionsFrom(const QCommandLineParser& parser)
{
    Options options;
    options.out = parser.value(QStringLiteral("out"));
    if (options.out.isEmpty()) {
        return fail(QStringLiteral("--out FILE is required"));
    }
    const auto format = parser.isSet(QStringLiteral("format"))
        ? reportFormatFromString(parser.value(QStringLiteral("format")))
        : reportFormatForPath(options.out);
    if (!format) {
        return fail(parser.isSet(QStringLiteral("format"))
                ? QStringLiteral("--format: '%1' is not pdf, html or pptx").arg(parser.value(QStringLiteral("format")))
                : QStringLiteral("--out: '%1' does not end in .pdf, .html or .pptx (or give --format)")
                      .arg(options.out));
    }
    options.format = *format;
    options.report.title = parser.value(QStringLiteral("title"));
    options.report.customer = parser.value(QStringLiteral("customer"));
    options.report.author = parser.value(QStringLiteral("author"));
    options.report.date = parser.value(QStringLiteral("date"));
    if (!options.report.date.isEmpty() && !QDate::fromString(options.report.date, Qt::ISODate).isValid()) {
        return failField(
            QStringLiteral("date"), QStringLiteral("'%1' is not a date like 2026-12-01").arg(options.report.date));
    }
    if (parser.isSet(QStringLiteral("page-size"))) {
        const auto size = reportPageSizeFromString(parser.value(QStringLiteral("page-size")));
        if (!size) {
            return failField(QStringLiteral("page-size"),
                QStringLiteral("'%1' is not A4 or Letter").arg(parser.value(QStringLiteral("page-size"))));
        }
        options.report.pageSize = *size;
    }
    if (parser.isSet(QStringLiteral("layout"))) {
        const auto layout = reportLayoutFromString(parser.value(QStringLiteral("layout")));
        if (!layout) {
            return failField(QStringLiteral("layout"),
                QStringLiteral("'%1' is not document or slides").arg(parser.value(QStringLiteral("layout"))));
        }
        options.report.layout = *layout;
    }
    if (parser.isSet(QStringLiteral("theme"))) {
        const auto variant = ChartTheme::variantFromString(parser.value(QStringLiteral("theme")));
        if (!variant) {
            return failField(QStringLiteral("theme"),
                QStringLiteral("'%1' is not light or dark").arg(parser.value(QStringLiteral("theme"))));
        }
        options.theme = *variant;
    }
    options.report.dark = options.theme == ChartTheme::Variant::Dark;
    if (auto language = languageFrom(parser, options); !language) {
        return language.failure();
    }
    if (parser.isSet(QStringLiteral("template"))) {
        options.report.deckTemplate = parser.value(QStringLiteral("template"));
        if (options.format != ReportFormat::Pptx) {
            return failField(QStringLiteral("template"), QStringLiteral("a template is for a .pptx deck"));
        }
        // Read now, so a template that cannot be used is refused before the advisor runs.
        if (auto read = pptx::readDeckTemplate(options.report.deckTemplate); !read) {
            return failField(QStringLiteral("template"), read.error());
        }
    }
    return options;
}

int runReport(CliContext& context, const QStringList& arguments)
{
    const ChartDrawing* drawing = chartDrawing();
    if (!drawing) {
        return handToDrawingProgram(context);
    }
    QCommandLineParser parser;
    addAdviseOptions(parser);
    for (const char* name : { "out", "format", "title", "customer", "author", "date", "page-size", "theme", "layout",
             "template", "lang" }) {
        parser.addOption(QCommandLineOption(QString::fromLatin1(name), QString(), QStringLiteral("VALUE")));
    }
    if (!parser.parse(QStringList { QStringLiteral("report") } + arguments)) {
        return context.usageError(QStringLiteral("report: ") + parser.errorText());
    }
    if (!parser.positionalArguments().isEmpty()) {
        return context.usageError(
            QStringLiteral("report: unexpected argument '%1'").arg(parser.positionalArguments().first()));
    }
    const auto options = reportOptionsFrom(parser);
    if (!options) {
        return context.usageError(QStringLiteral("report: ") + cliText(options.failure()));
    }
    // Before the advisor runs: its verdict and reasons are the report's sentences.
    if (!options->language.isEmpty() && !i18n::install(options->language)) {
        return context.failure(
            QStringLiteral("report: --lang: the %1 translation could not be loaded").arg(options->language));
    }
    const auto request = adviseRequestFrom(parser);
    if (!request) {
        return context.usageError(QStringLiteral("report: ") + cliText(request.failure()));
    }
    const auto advised = adviseFromOptions(context, parser, *request);
    if (!advised) {
        return advised.error().isEmpty() ? ExitFailure : context.failure(cliText(advised.failure()));
    }
    const auto usedRead = measurementsBehind(*context.library(), *advised);
    if (!usedRead) {
        return context.libraryFailure(usedRead.error());
    }
    const QList<Measurement>& used = *usedRead;
    const auto charts = drawing->reportCharts(*advised, used, ChartTheme::of(options->theme));
    if (auto written = writeReport(options->out, options->format, *advised, used, options->report, *charts); !written) {
        return context.failure(cliText(written.failure()));
    }
    const QString file = QFileInfo(options->out).absoluteFilePath();
    if (context.json()) {
        nlohmann::json document { { "file", file.toStdString() }, { "format", toString(options->format).toStdString() },
            { "layout",
                options->format == ReportFormat::Pptx || options->report.layout == ReportLayout::Slides ? "slides"
                                                                                                        : "document" },
            { "advice", advisorResultToJson(*advised) } };
        context.out() << QString::fromStdString(document.dump(2)) << '\n';
    } else {
        context.out() << "Wrote " << file << " (" << toString(options->format)
                      << "): " << toString(advised->recommendation) << '\n';
    }
    return ExitSuccess;
}

} // namespace

CliCommand reportCommand()
{
    return { QStringLiteral("report"), QStringLiteral("the decision report: PDF, slides, HTML or PPTX"), kUsage,
        runReport };
}

} // namespace headroom::cli
