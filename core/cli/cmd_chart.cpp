// SPDX-License-Identifier: GPL-3.0-or-later
#include "adviseoptions.h"
#include "chartdrawing.h"
#include "clicommand.h"
#include "clierror.h"
#include "model/quantityparse.h"
#include "report/chartfile.h"
#include "report/chartrequest.h"
#include "report/chartspecjson.h"
#include "report/specbuilders.h"
#include "texttable.h"

#include <QCommandLineParser>
#include <QFileInfo>

namespace headroom::cli {

namespace {

using namespace headroom::charts;

const QString kUsage = QStringLiteral(
    "Usage: headroom-cli chart --kind curve|throughput|compare|tiers|percentiles|runway --out FILE.png|svg|pdf\n"
    "                          [--workload NAME[,NAME...]] [--systems A,B[,...]] [--latency mean|p95|p99]\n"
    "                          [--latency-limit-ms X] [--title TEXT] [--width PX --height PX]\n"
    "                          [--log-x] [--log-y] [--annotations peak,limit,band,gains|none] [--theme light|dark]\n\n"
    "Draws a chart of the results library and prints the numbers it shows (with --json: the chart as JSON).\n"
    "  curve        IOPS vs latency per system (--workload; several names make one curve), peaks, the latency\n"
    "               limit line with the IOPS where each curve crosses it, the 60-70 % of peak band, gains vs the\n"
    "               first system\n"
    "  throughput   throughput per node (cluster / nodes) against the link's theoretical maximum\n"
    "  compare      % difference of the second system against the first, for each workload both have\n"
    "  tiers        read and write MB/s by storage tier, or by transfer size for one system's sweep\n"
    "  percentiles  latency percentile curves (p1 ... p99.99) from stored percentiles or histograms\n"
    "  runway       headroom-cli chart --kind runway --demand NAME [--growth 20%] [--years 5] [--nodes-down 1]\n"
    "               [advise options] -o FILE: the customer's demand growing from today's peak (the average\n"
    "               below it) against each option's capacity with all nodes (solid) and with nodes down (dashed),\n"
    "               each option's run-out marked; the same advice as `advise --demand`\n"
    "--width/--height are the file's pixels (default 1920x1080); the chart is laid out at half that size and\n"
    "drawn at a pixel ratio of 2. SVG and PDF are vector, sized alike.");

struct Options {
    ChartRequest request;
    QString out;
    QSize pixels { 1920, 1080 };
    ChartTheme::Variant theme = ChartTheme::Variant::Light;
};

QStringList listOf(const QString& value)
{
    QStringList items;
    for (const QString& item : value.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        items << item.trimmed();
    }
    return items;
}

Expected<AnnotationOptions> annotationsFrom(const QString& value)
{
    AnnotationOptions options { false, false, false, false };
    for (const QString& item : listOf(value)) {
        if (item == QLatin1String("peak") || item == QLatin1String("peaks")) {
            options.peaks = true;
        } else if (item == QLatin1String("limit")) {
            options.latencyLimit = true;
        } else if (item == QLatin1String("band")) {
            options.headroomBand = true;
        } else if (item == QLatin1String("gains") || item == QLatin1String("gain")) {
            options.gains = true;
        } else if (item != QLatin1String("none")) {
            return failField(QStringLiteral("annotations"),
                QStringLiteral("unknown '%1' (peak, limit, band, gains or none)").arg(item));
        }
    }
    return options;
}

Expected<int> pixels(const QCommandLineParser& parser, const QCommandLineOption& option, int fallback)
{
    if (!parser.isSet(option)) {
        return fallback;
    }
    bool ok = false;
    const int value = parser.value(option).toInt(&ok);
    if (!ok || value < kMinChartPixels || value > kMaxChartPixels) {
        return failField(option.names().first(),
            QStringLiteral("'%1' is not a pixel count from %2 to %3")
                .arg(parser.value(option))
                .arg(kMinChartPixels)
                .arg(kMaxChartPixels));
    }
    return value;
}

Expected<Options> parseOptions(const QStringList& arguments)
{
    QCommandLineParser parser;
    const auto opt = [](const char* name, const char* value) {
        return QCommandLineOption(QString::fromLatin1(name), QString(), QString::fromLatin1(value));
    };
    const QCommandLineOption kind
        = opt("kind", "KIND"),
        workload = opt("workload", "NAME"), systems = opt("systems", "LIST"), latency = opt("latency", "STAT"),
        limit = opt("latency-limit-ms", "MS"), title = opt("title", "TEXT"),
        out = QCommandLineOption({ QStringLiteral("o"), QStringLiteral("out") }, QString(), QStringLiteral("FILE")),
        width = opt("width", "PX"), height = opt("height", "PX"), annotations = opt("annotations", "LIST"),
        theme = opt("theme", "NAME");
    const QCommandLineOption logX(QStringLiteral("log-x")), logY(QStringLiteral("log-y"));
    parser.addOptions(
        { kind, workload, systems, latency, limit, title, out, width, height, annotations, theme, logX, logY });
    if (!parser.parse(QStringList { QStringLiteral("chart") } + arguments)) {
        return fail(parser.errorText());
    }
    if (!parser.positionalArguments().isEmpty()) {
        return fail(QStringLiteral("unexpected argument '%1'").arg(parser.positionalArguments().first()));
    }
    Options options;
    const auto chartKind = chartKindFromString(parser.value(kind));
    if (!chartKind) {
        return fail(parser.isSet(kind) ? QStringLiteral("--kind: unknown '%1'").arg(parser.value(kind))
                                       : QStringLiteral("--kind is required"));
    }
    options.request.kind = *chartKind;
    options.out = parser.value(out);
    if (options.out.isEmpty() || !exportFormatForPath(options.out)) {
        return fail(QStringLiteral("--out FILE is required and must end in .png, .svg or .pdf"));
    }
    options.request.workloads = listOf(parser.value(workload));
    options.request.systems = listOf(parser.value(systems));
    if (parser.isSet(latency)) {
        const auto metric = latencyMetricFromString(parser.value(latency));
        if (!metric) {
            return failField(
                QStringLiteral("latency"), QStringLiteral("'%1' is not mean, p95 or p99").arg(parser.value(latency)));
        }
        options.request.latency = *metric;
    }
    if (parser.isSet(limit)) {
        const Expected<double> ms = parseNumber({}, parser.value(limit), 1e-6, 1e6);
        if (!ms) {
            return failField(QStringLiteral("latency-limit-ms"), ms.error());
        }
        options.request.latencyLimitMs = *ms;
    }
    if (parser.isSet(annotations)) {
        auto chosen = annotationsFrom(parser.value(annotations));
        if (!chosen) {
            return chosen.failure();
        }
        options.request.annotations = *chosen;
    }
    if (parser.isSet(theme)) {
        const auto variant = ChartTheme::variantFromString(parser.value(theme));
        if (!variant) {
            return failField(
                QStringLiteral("theme"), QStringLiteral("'%1' is not light or dark").arg(parser.value(theme)));
        }
        options.theme = *variant;
    }
    options.request.title = parser.value(title);
    options.request.logX = parser.isSet(logX);
    options.request.logY = parser.isSet(logY);
    const auto w = pixels(parser, width, options.pixels.width());
    const auto h = pixels(parser, height, options.pixels.height());
    if (!w || !h) {
        return !w ? w.failure() : h.failure();
    }
    options.pixels = QSize(*w, *h);
    return options;
}

void printTable(QTextStream& out, const SpecTable& table)
{
    QList<TextTable::Column> columns;
    for (const QString& header : table.headers) {
        columns << TextTable::Column { header, TextTable::Align::Left };
    }
    TextTable text(columns);
    for (const QList<SpecCell>& row : table.rows) {
        QStringList cells;
        for (const SpecCell& cell : row) {
            cells << cell.text;
        }
        text.addRow(cells);
    }
    text.print(out);
}

// Prints what was written: the chart's numbers and footnote, or with --json the chart as JSON.
int reportWritten(CliContext& context, const ChartSpec& spec, const QString& out, QSize pixels)
{
    const QString file = QFileInfo(out).absoluteFilePath();
    if (context.json()) {
        context.out() << QString::fromStdString(chartSpecToJson(spec, file, pixels).dump(2)) << '\n';
    } else {
        context.out() << "Wrote " << file << " (" << pixels.width() << "x" << pixels.height() << " px): " << spec.title
                      << "\n\n";
        printTable(context.out(), spec.table);
        if (const QString footnote = spec.footnote(); !footnote.isEmpty()) {
            context.out() << '\n' << footnote << '\n';
        }
    }
    return ExitSuccess;
}

// --kind runway (or --kind=runway): the chart is drawn from the advisor's answer, not from the library's curves.
bool asksForRunway(const QStringList& arguments)
{
    for (qsizetype i = 0; i < arguments.size(); ++i) {
        const QString& a = arguments[i];
        if ((a == QLatin1String("--kind")
                && arguments.value(i + 1).compare(QLatin1String("runway"), Qt::CaseInsensitive) == 0)
            || a.compare(QLatin1String("--kind=runway"), Qt::CaseInsensitive) == 0) {
            return true;
        }
    }
    return false;
}

// The chart's own options beside the advisor's: --kind, --out/-o, --title, --width, --height, --theme.
Expected<Options> runwayOptionsFrom(const QCommandLineParser& parser)
{
    Options options;
    options.request.kind = ChartKind::Runway;
    options.out = parser.value(QStringLiteral("out"));
    if (options.out.isEmpty() || !exportFormatForPath(options.out)) {
        return fail(QStringLiteral("--out FILE is required and must end in .png, .svg or .pdf"));
    }
    options.request.title = parser.value(QStringLiteral("title"));
    if (parser.isSet(QStringLiteral("theme"))) {
        const auto variant = ChartTheme::variantFromString(parser.value(QStringLiteral("theme")));
        if (!variant) {
            return failField(QStringLiteral("theme"),
                QStringLiteral("'%1' is not light or dark").arg(parser.value(QStringLiteral("theme"))));
        }
        options.theme = *variant;
    }
    const QCommandLineOption width(QStringLiteral("width"), QString(), QStringLiteral("PX"));
    const QCommandLineOption height(QStringLiteral("height"), QString(), QStringLiteral("PX"));
    const auto w = pixels(parser, width, options.pixels.width());
    const auto h = pixels(parser, height, options.pixels.height());
    if (!w || !h) {
        return !w ? w.failure() : h.failure();
    }
    options.pixels = QSize(*w, *h);
    return options;
}

int runRunwayChart(CliContext& context, const QStringList& arguments, const ChartDrawing& drawing)
{
    QCommandLineParser parser;
    addAdviseOptions(parser);
    for (const char* name : { "kind", "title", "width", "height", "theme" }) {
        parser.addOption(QCommandLineOption(QString::fromLatin1(name), QString(), QStringLiteral("VALUE")));
    }
    parser.addOption(
        QCommandLineOption({ QStringLiteral("o"), QStringLiteral("out") }, QString(), QStringLiteral("FILE")));
    if (!parser.parse(QStringList { QStringLiteral("chart") } + arguments)) {
        return context.usageError(QStringLiteral("chart: ") + parser.errorText());
    }
    if (!parser.positionalArguments().isEmpty()) {
        return context.usageError(
            QStringLiteral("chart: unexpected argument '%1'").arg(parser.positionalArguments().first()));
    }
    const auto options = runwayOptionsFrom(parser);
    const auto request = options ? adviseRequestFrom(parser) : Expected<AdvisorRequest>(options.failure());
    if (!request) {
        return context.usageError(QStringLiteral("chart: ") + cliText(request.failure()));
    }
    const auto advised = adviseFromOptions(context, parser, *request);
    if (!advised) {
        return advised.error().isEmpty() ? ExitFailure : context.failure(cliText(advised.failure()));
    }
    auto spec = buildRunwaySpec(*advised);
    if (!spec) {
        return context.usageError(QStringLiteral("chart: --kind runway needs --demand NAME (see `demand list`)"));
    }
    if (!options->request.title.isEmpty()) {
        spec->title = options->request.title;
    }
    for (const QString& warning : std::as_const(spec->warnings)) {
        context.err() << "headroom-cli: warning: " << warning << '\n';
    }
    if (auto written = drawing.writeChart(*spec, ChartTheme::of(options->theme), options->out, options->pixels);
        !written) {
        return context.failure(cliText(written.failure()));
    }
    return reportWritten(context, *spec, options->out, options->pixels);
}

int runChart(CliContext& context, const QStringList& arguments)
{
    const ChartDrawing* drawing = chartDrawing();
    if (!drawing) {
        return handToDrawingProgram(context);
    }
    if (asksForRunway(arguments)) {
        return runRunwayChart(context, arguments, *drawing);
    }
    auto options = parseOptions(arguments);
    if (!options) {
        return context.usageError(QStringLiteral("chart: ") + cliText(options.failure()));
    }
    ResultsLibrary* library = context.library();
    if (!library) {
        return ExitFailure;
    }
    auto input = gatherChartInput(*library, options->request.workloads, options->request.systems);
    if (!input) {
        return context.failure(cliText(input.failure()));
    }
    auto spec = buildChartSpec(options->request, *input);
    if (!spec) {
        return context.failure(QStringLiteral("chart: ") + cliText(spec.failure()));
    }
    for (const QString& warning : std::as_const(spec->warnings)) {
        context.err() << "headroom-cli: warning: " << warning << '\n';
    }
    if (auto written = drawing->writeChart(*spec, ChartTheme::of(options->theme), options->out, options->pixels);
        !written) {
        return context.failure(cliText(written.failure()));
    }
    return reportWritten(context, *spec, options->out, options->pixels);
}

} // namespace

CliCommand chartCommand()
{
    return { QStringLiteral("chart"), QStringLiteral("draw a chart to PNG, SVG or PDF"), kUsage, runChart };
}

} // namespace headroom::cli
