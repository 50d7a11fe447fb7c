// SPDX-License-Identifier: GPL-3.0-or-later
#include "advice/advisorjson.h"
#include "advice/demand.h"
#include "adviseoptions.h"
#include "advisereport.h"
#include "clicommand.h"
#include "clierror.h"
#include "gather/advisorrequest.h"
#include "gather/librarycoverage.h"
#include "optionvalues.h"
#include "pricing/catalogfile.h"
#include "pricing/exchangerate.h"
#include "pricing/money.h"

#include <QCommandLineParser>

namespace headroom::cli {

namespace {

const QString kUsage = QStringLiteral(
    "Usage: headroom-cli advise --workload NAME --baseline SYSTEM [--candidate SYSTEM]...\n"
    "                           --nodes N --ports-per-node P --nic PART --switch PART --cable PART\n"
    "                           --node-price 'AMOUNT [CUR]'|PART [--node-scaling 0.9] [--latency-limit-ms 1]\n"
    "                           [--headroom 60-70] [--add-nodes K] [--storage-ports 1] [--single-switch]\n"
    "                           [--cost-basis amortised|whole-units] [--currency CUR]\n"
    "                           [--rate FROM:TO=RATE --rate-date YYYY-MM-DD]... [--extrapolate] [--catalog FILE] "
    "[--json]\n"
    "       headroom-cli advise --demand NAME [--growth 20%] [--years 5] [--nodes-down 1] [options above]\n\n"
    "Network upgrade or more nodes? Compares the baseline's measured curve with each candidate (the same\n"
    "cluster with a faster network) and with the baseline plus K nodes (IOPS × (1 + scaling × K / N) at the\n"
    "same latency; K by default the fewest that match the network upgrade's peak gain). The upgrade costs\n"
    "N × P ports at the per-port amortised cost of the NIC, switch and cable. Reports cost, gains and\n"
    "$ per IOPS gained at peak, at the latency limit and at the headroom band (middle of the band, as a\n"
    "fraction of each curve's own peak), the bottleneck with its evidence, and a recommendation.\n"
    "--storage-ports: ports per node that carry storage traffic at once (1 for vSAN active/standby).\n"
    "Values off the measured curve are never extrapolated unless --extrapolate, and then marked.\n\n"
    "No verdict without evidence: an option whose system has no measurement of the workload, that is not priced\n"
    "(no node price, a part in another currency without --rate) or cannot be read at the metric is listed with\n"
    "the reason and never wins; when the network upgrade and the added nodes cannot both be weighed the answer is\n"
    "'no recommendation', the exit status is 1 and the workloads each system does have are listed.\n"
    "The NIC, switch and cable must run at the candidate's link speed (systems set NAME --link-gbps G).\n"
    "--node-price: an amount with its currency ('100000 USD'; without one, the answer's currency is assumed and\n"
    "said), or the part number of a catalog item of kind node.\n"
    "--cost-basis: which cost of the network upgrade decides: the per-port amortised share (default) or the\n"
    "whole units to buy (switches in pairs); the verdict says which, and whether the other basis changes it.\n"
    "--currency: the answer's currency (default: the node price's, else the one most parts are priced in).\n"
    "Parts or a node price in another currency need\n"
    "--rate FROM:TO=RATE (1 FROM = RATE TO) with --rate-date, the day the rate was read; both are printed.\n"
    "--demand NAME: carry a customer demand (headroom-cli demand list): each option's capacity with --nodes-down\n"
    "nodes in maintenance, its runway at the growth per year (--growth 20%, 20%/yr or 0.2; default: the demand's\n"
    "own) and the nodes needed to carry it for --years. Left out, the baseline is the system the demand is linked\n"
    "to, the workload the baseline's measured workload closest to the customer's, the candidates the systems of\n"
    "its node count with a faster link, and the NIC, switch and cable the catalog's only parts at that speed;\n"
    "the answer's notes say each choice.");

const QStringList kValueOptions { QStringLiteral("workload"), QStringLiteral("baseline"), QStringLiteral("candidate"),
    QStringLiteral("nodes"), QStringLiteral("ports-per-node"), QStringLiteral("nic"), QStringLiteral("switch"),
    QStringLiteral("cable"), QStringLiteral("node-price"), QStringLiteral("node-scaling"),
    QStringLiteral("latency-limit-ms"), QStringLiteral("headroom"), QStringLiteral("add-nodes"),
    QStringLiteral("storage-ports"), QStringLiteral("catalog"), QStringLiteral("cost-basis"),
    QStringLiteral("currency"), QStringLiteral("rate"), QStringLiteral("rate-date"), QStringLiteral("demand"),
    QStringLiteral("growth"), QStringLiteral("years"), QStringLiteral("nodes-down") };

// --demand and what goes with it: growth per year (20%, 20%/yr, 0.2), years to carry, nodes down.
Status readDemand(const QCommandLineParser& parser, AdvisorRequest& request)
{
    const bool withDemand = parser.isSet(QStringLiteral("demand"));
    for (const char* option : { "growth", "years", "nodes-down" }) {
        if (!withDemand && parser.isSet(QString::fromLatin1(option))) {
            return failField(QString::fromLatin1(option), QStringLiteral("goes with --demand NAME"));
        }
    }
    if (!withDemand) {
        return success();
    }
    request.demand = parser.value(QStringLiteral("demand")).trimmed();
    if (request.demand.isEmpty()) {
        return failField(QStringLiteral("demand"), QStringLiteral("the demand's name is empty"));
    }
    if (parser.isSet(QStringLiteral("growth"))) {
        const auto growth = parseGrowthPerYear(parser.value(QStringLiteral("growth")));
        if (!growth) {
            return failField(QStringLiteral("growth"), growth.error());
        }
        request.growthPerYear = *growth;
    }
    const auto years = wholeOption(parser, QStringLiteral("years"), 1, 100);
    if (!years) {
        return years.failure();
    }
    request.years = static_cast<int>(years->value_or(request.years));
    const auto down = wholeOption(parser, QStringLiteral("nodes-down"), 0, kMaxNodes);
    if (!down) {
        return down.failure();
    }
    request.nodesDown = static_cast<int>(down->value_or(request.nodesDown));
    return success();
}

// Whole-number options into an int field, in low..high.
Status readWhole(const QCommandLineParser& parser, const QString& name, std::int64_t high, int& into)
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

Status readNumber(const QCommandLineParser& parser, const QString& name, double low, double high, double& into)
{
    const auto value = numberOption(parser, name, low, high);
    if (!value) {
        return value.failure();
    }
    if (*value) {
        into = **value;
    }
    return success();
}

Status readNumbers(const QCommandLineParser& parser, AdvisorRequest& request)
{
    int nodesToAdd = 0;
    for (const Status& read : { readWhole(parser, QStringLiteral("nodes"), kMaxNodes, request.nodes),
             readWhole(parser, QStringLiteral("ports-per-node"), kMaxPortsPerNode, request.portsPerNode),
             readWhole(parser, QStringLiteral("storage-ports"), kMaxPortsPerNode, request.storagePortsPerNode),
             readWhole(parser, QStringLiteral("add-nodes"), kMaxNodes, nodesToAdd),
             // (0, 1]: 1 is linear scaling
             readNumber(parser, QStringLiteral("node-scaling"), 0.001, 1, request.nodeScaling),
             readNumber(
                 parser, QStringLiteral("latency-limit-ms"), 1e-6, kMaxLatencyLimitMs, request.latencyLimitMs) }) {
        if (!read) {
            return read;
        }
    }
    if (nodesToAdd > 0) {
        request.nodesToAdd = nodesToAdd;
    }
    if (parser.isSet(QStringLiteral("node-price"))) {
        const QString text = parser.value(QStringLiteral("node-price"));
        const auto money = parseMoney(text);
        if (money && money->cents > 0) {
            request.nodePriceCents = money->cents;
            request.nodePriceCurrency = money->currency;
        } else if (!money && !text.trimmed().startsWith(QLatin1Char('-')) && !text.contains(QLatin1Char('$'))) {
            request.nodePart = text.trimmed(); // a catalog item of kind node, looked up with the catalog
        } else {
            return failField(QStringLiteral("node-price"),
                QStringLiteral("'%1' is not a positive amount (e.g. 100000 USD) or a node's part number").arg(text));
        }
    }
    if (parser.isSet(QStringLiteral("cost-basis"))) {
        const auto basis = costBasisFromString(parser.value(QStringLiteral("cost-basis")));
        if (!basis) {
            return failField(QStringLiteral("cost-basis"),
                QStringLiteral("'%1' is neither amortised nor whole-units")
                    .arg(parser.value(QStringLiteral("cost-basis"))));
        }
        request.costBasis = *basis;
    }
    if (parser.isSet(QStringLiteral("currency"))) {
        request.currency = parser.value(QStringLiteral("currency")).trimmed().toUpper();
        if (!isKnownCurrency(request.currency)) {
            return failField(QStringLiteral("currency"),
                QStringLiteral("'%1' is not an ISO 4217 currency code").arg(parser.value(QStringLiteral("currency"))));
        }
    }
    const QStringList rates = parser.values(QStringLiteral("rate"));
    if (!rates.isEmpty() && !parser.isSet(QStringLiteral("rate-date"))) {
        return failField(
            QStringLiteral("rate"), QStringLiteral("give the date the rate was read with --rate-date YYYY-MM-DD"));
    }
    for (const QString& text : rates) {
        const auto rate = parseExchangeRate(text, parser.value(QStringLiteral("rate-date")));
        if (!rate) {
            return failField(QStringLiteral("rate"), rate.error());
        }
        request.rates << *rate;
    }
    if (parser.isSet(QStringLiteral("headroom"))) {
        const auto band = parseHeadroomBand(parser.value(QStringLiteral("headroom")));
        if (!band) {
            return band.failure();
        }
        request.headroomLowPct = band->first;
        request.headroomHighPct = band->second;
    }
    return success();
}

// An error of the advice request with where the command line lists the values its field takes: the catalog for a
// part, the workloads for a workload (the GUI offers them in its lists instead).
Error withLookupHint(Error error)
{
    static const QStringList catalogFields { QStringLiteral("nic"), QStringLiteral("switch"), QStringLiteral("cable"),
        QStringLiteral("node-price") };
    if (!error.fields.isEmpty() && catalogFields.contains(error.fields.first())) {
        error.message += QStringLiteral(" (see 'headroom-cli catalog list')");
    } else if (error.fields == QStringList { QStringLiteral("workload") }) {
        error.message += QStringLiteral(" (see 'headroom-cli workloads list')");
    }
    return error;
}

} // namespace

void addAdviseOptions(QCommandLineParser& parser)
{
    for (const QString& name : kValueOptions) {
        parser.addOption(QCommandLineOption(name, QString(), QStringLiteral("VALUE")));
    }
    parser.addOption(QCommandLineOption(QStringLiteral("extrapolate")));
    parser.addOption(QCommandLineOption(QStringLiteral("single-switch")));
}

Expected<AdvisorRequest> adviseRequestFrom(const QCommandLineParser& parser)
{
    // With --demand the advisor fills in what is left out (the demand's system, the closest workload, …).
    for (const char* required : { "workload", "baseline", "nic", "switch", "cable" }) {
        if (!parser.isSet(QString::fromLatin1(required)) && !parser.isSet(QStringLiteral("demand"))) {
            return fail(QStringLiteral("--%1 is required").arg(QString::fromLatin1(required)));
        }
    }
    AdvisorRequest request;
    request.workload = parser.value(QStringLiteral("workload"));
    request.baseline = parser.value(QStringLiteral("baseline"));
    request.candidates = parser.values(QStringLiteral("candidate"));
    request.nicPart = parser.value(QStringLiteral("nic"));
    request.switchPart = parser.value(QStringLiteral("switch"));
    request.cablePart = parser.value(QStringLiteral("cable"));
    request.redundantSwitches = !parser.isSet(QStringLiteral("single-switch"));
    request.allowExtrapolation = parser.isSet(QStringLiteral("extrapolate"));
    if (auto read = readNumbers(parser, request); !read) {
        return read.failure();
    }
    if (auto read = readDemand(parser, request); !read) {
        return read.failure();
    }
    return request;
}

Expected<AdvisorResult> adviseFromOptions(
    CliContext& context, const QCommandLineParser& parser, const AdvisorRequest& request)
{
    auto catalog = effectiveCatalog(parser.value(QStringLiteral("catalog")));
    if (!catalog) {
        return catalog.failure();
    }
    ResultsLibrary* library = context.library();
    if (!library) {
        return fail(QString()); // the context printed why
    }
    auto input = buildAdvisorInput(*library, *catalog, request);
    if (!input) {
        return withLookupHint(input.failure());
    }
    return advise(*input);
}

namespace {

int runAdvise(CliContext& context, const QStringList& arguments)
{
    QCommandLineParser parser;
    addAdviseOptions(parser);
    if (!parser.parse(QStringList { QStringLiteral("advise") } + arguments)) {
        return context.usageError(QStringLiteral("advise: ") + parser.errorText());
    }
    if (!parser.positionalArguments().isEmpty()) {
        return context.usageError(
            QStringLiteral("advise: unexpected argument '%1'").arg(parser.positionalArguments().first()));
    }
    const auto parsed = adviseRequestFrom(parser);
    if (!parsed) {
        return context.usageError(QStringLiteral("advise: ") + cliText(parsed.failure()));
    }
    const AdvisorRequest& request = *parsed;
    const auto advised = adviseFromOptions(context, parser, request);
    if (!advised) {
        return advised.error().isEmpty() ? ExitFailure : context.failure(cliText(advised.failure()));
    }
    const AdvisorResult& result = *advised;
    if (context.json()) {
        context.out() << QString::fromStdString(advisorResultToJson(result).dump(2)) << '\n';
    } else {
        printAdvice(context.out(), result);
    }
    if (result.recommendation == Recommendation::None) {
        // What each system does have, so the user can pick a workload they share.
        QStringList systems { result.input.baseline.system };
        for (const AdvisorCurve& candidate : result.input.candidates) {
            systems << candidate.system;
        }
        QString has;
        auto coverage = context.library()->coverage();
        if (!coverage) {
            return context.libraryFailure(coverage.error());
        }
        const LibraryCoverage measured(std::move(*coverage), {}, {});
        for (const QString& system : std::as_const(systems)) {
            QStringList names;
            for (const WorkloadCoverage& pair : measured.measuredBy(system)) {
                names << (pair.withIopsAndLatencyCount > 0
                        ? pair.workloadName
                        : pair.workloadName + QStringLiteral(" (no IOPS with latency)"));
            }
            has += QStringLiteral("\n  %1: %2")
                       .arg(system,
                           names.isEmpty() ? QStringLiteral("(no measurement)") : names.join(QStringLiteral(", ")));
        }
        context.err() << "advise: no recommendation: " << result.missing.join(QStringLiteral("; "))
                      << "\nworkloads measured per system:" << has << '\n';
        return ExitFailure;
    }
    return ExitSuccess;
}

} // namespace

CliCommand adviseCommand()
{
    return { QStringLiteral("advise"),
        QStringLiteral("network upgrade or more nodes: cost per IOPS gained, bottleneck"), kUsage, runAdvise };
}

} // namespace headroom::cli
