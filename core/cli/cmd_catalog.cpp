// SPDX-License-Identifier: GPL-3.0-or-later
#include "advice/advisorjson.h"
#include "clicommand.h"
#include "clierror.h"
#include "model/printable.h"
#include "model/quantityformat.h"
#include "optionvalues.h"
#include "pricing/catalogfile.h"
#include "pricing/catalogjson.h"
#include "pricing/networkdesign.h"
#include "texttable.h"

#include <QCommandLineParser>
#include <QFileInfo>

namespace headroom::cli {

namespace {

const QString kUsage = QStringLiteral(
    "Usage: headroom-cli catalog list [--catalog FILE] [--json]\n"
    "       headroom-cli catalog show PART [--catalog FILE] [--json]\n"
    "       headroom-cli catalog import FILE [--csv-sep ';'] [--decimal-comma] [--catalog FILE]\n"
    "       headroom-cli catalog export FILE [--catalog FILE]\n"
    "       headroom-cli catalog port-cost --nic PART --switch PART --cable PART [--nodes N --ports-per-node P]\n"
    "                                      [--catalog FILE] [--json]\n\n"
    "The pricing catalog: the built-in parts of the VxRail report (US list, March 2023), overlaid by your own\n"
    "catalog file (--catalog FILE, default %1). FILE is CSV when it ends in .csv, the JSON catalog otherwise.\n"
    "'import' validates FILE and merges it into your catalog file (an item with the same part number is\n"
    "replaced). A CSV is comma-separated with a decimal point unless its first line says sep=; (as Excel\n"
    "writes it: semicolons and a decimal comma) or --csv-sep and --decimal-comma say otherwise.\n"
    "'export' writes the effective catalog (a CSV text cell that a spreadsheet would run as a formula gets\n"
    "a leading '). 'port-cost' is the per-port amortised cost:\n"
    "NIC price / NIC ports + switch price / switch ports + cable price, in currency units rounded to cents.");

Status parse(QCommandLineParser& parser, const QStringList& arguments, const QStringList& valueOptions)
{
    for (const QString& name : valueOptions) {
        parser.addOption(QCommandLineOption(name, QString(), QStringLiteral("VALUE")));
    }
    parser.addOption(QCommandLineOption(QStringLiteral("decimal-comma")));
    if (!parser.parse(QStringList { QStringLiteral("catalog") } + arguments)) {
        return fail(parser.errorText());
    }
    return success();
}

QString speedText(const CatalogItem& item)
{
    if (!isPricedPerPort(item.kind)) {
        return QStringLiteral("-"); // a node has no port speed, whatever a catalog file gave it
    }
    return item.speedGbps ? QuantityFormat::plain().significant(*item.speedGbps, 6) + QStringLiteral(" Gb/s")
                          : QStringLiteral("-");
}

int listItems(CliContext& context, const Catalog& catalog)
{
    if (context.json()) {
        context.out() << QString::fromStdString(catalogToJson(catalog).dump(2)) << '\n';
        return ExitSuccess;
    }
    using Align = TextTable::Align;
    TextTable table({ { QStringLiteral("Kind") }, { QStringLiteral("Part") }, { QStringLiteral("Vendor") },
        { QStringLiteral("Model") }, { QStringLiteral("Speed"), Align::Right },
        { QStringLiteral("Ports"), Align::Right }, { QStringLiteral("List price"), Align::Right },
        { QStringLiteral("Date") } });
    for (const CatalogItem& item : catalog.items()) {
        table.addRow({ displayName(item.kind), item.partNumber, item.vendor, item.model, speedText(item),
            QString::number(item.ports), formatMoney(item.priceCents, item.currency),
            formatPriceDate(item.priceDate) });
    }
    table.print(context.out());
    return ExitSuccess;
}

int showItem(CliContext& context, const Catalog& catalog, const QString& partNumber)
{
    const CatalogItem* item = catalog.find(partNumber);
    if (!item) {
        return context.failure(QStringLiteral("no part '%1' in the catalog").arg(partNumber));
    }
    if (context.json()) {
        context.out() << QString::fromStdString(catalogItemToJson(*item).dump(2)) << '\n';
        return ExitSuccess;
    }
    QTextStream& out = context.out();
    out << "Part:        " << printable(item->partNumber) << '\n'
        << "Kind:        " << displayName(item->kind) << '\n'
        << "Vendor:      " << printable(item->vendor) << '\n'
        << "Model:       " << printable(item->model) << '\n'
        << "Speed:       " << speedText(*item) << '\n'
        << "Ports:       " << item->ports << '\n'
        << "List price:  " << formatMoney(item->priceCents, item->currency) << " (" << item->currency << ")\n"
        << "Per port:    "
        << (isPricedPerPort(item->kind)
                   ? formatMoney(ExactCents::share(item->priceCents, item->ports).roundedCents(), item->currency)
                   : QStringLiteral("- (priced whole)"))
        << '\n'
        << "Price date:  " << formatPriceDate(item->priceDate) << '\n'
        << "Source:      " << printable(item->source) << '\n';
    if (!item->notes.isEmpty()) {
        out << "Notes:       " << printable(item->notes) << '\n';
    }
    return ExitSuccess;
}

int importFile(CliContext& context, const QString& file, const QString& catalogPath, const CatalogCsvOptions& csv)
{
    QStringList locations;
    auto incoming = readCatalogFile(file, csv, &locations);
    if (!incoming) {
        return context.failure(cliText(incoming.failure()));
    }
    if (const auto issues = incoming->validate(); !issues.isEmpty()) {
        return context.failure(
            QStringLiteral("%1: nothing imported:\n%2").arg(file, locatedMessages(file, issues, locations)));
    }
    const QString target = catalogPath.isEmpty() ? userCatalogPath() : catalogPath;
    Catalog existing;
    if (QFileInfo::exists(target)) {
        auto read = readCatalogFile(target);
        if (!read) {
            return context.failure(cliText(read.failure()));
        }
        existing = read.value();
    }
    QStringList replaced;
    const Catalog merged = existing.mergedWith(*incoming, &replaced);
    if (const auto issues = merged.validate(); !issues.isEmpty()) {
        return context.failure(QStringLiteral("%1: nothing imported:\n%2").arg(target, joinMessages(issues)));
    }
    if (auto written = writeCatalogFile(target, merged); !written) {
        return context.failure(cliText(written.failure()));
    }
    context.out() << "imported " << incoming->size() << " item(s) from " << printable(file) << " into "
                  << printable(target);
    if (!replaced.isEmpty()) {
        context.out() << " (replaced: " << printable(replaced.join(QStringLiteral(", "))) << ')';
    }
    context.out() << '\n';
    return ExitSuccess;
}

int portCost(CliContext& context, const Catalog& catalog, const QCommandLineParser& parser)
{
    NetworkDesign design;
    const std::pair<const char*, CatalogItem*> parts[]
        = { { "nic", &design.nic }, { "switch", &design.switchItem }, { "cable", &design.cable } };
    for (const auto& [option, into] : parts) {
        const QString name = QString::fromLatin1(option);
        if (!parser.isSet(name)) {
            return context.usageError(QStringLiteral("catalog port-cost: --%1 PART is required").arg(name));
        }
        const CatalogItem* item = catalog.find(parser.value(name));
        if (!item) {
            return context.failure(QStringLiteral("--%1: no part '%2' in the catalog").arg(name, parser.value(name)));
        }
        *into = *item;
    }
    const auto cost = perPortCost(design);
    if (!cost) {
        return context.failure(cliText(cost.failure()));
    }
    const auto nodes = wholeOption(parser, QStringLiteral("nodes"), 1, kMaxNodes);
    const auto portsPerNode = wholeOption(parser, QStringLiteral("ports-per-node"), 1, kMaxPortsPerNode);
    for (const auto* value : { &nodes, &portsPerNode }) {
        if (!*value) {
            return context.usageError(cliText(value->failure()));
        }
    }
    const int ports = *nodes && *portsPerNode ? static_cast<int>(**nodes * **portsPerNode) : 0;
    if (context.json()) {
        nlohmann::json json = perPortCostToJson(*cost);
        if (ports > 0) {
            json["ports"] = ports;
            json["total_exact"] = static_cast<double>(cost->totalForPortsCents(ports)) / 100.0;
            json["total_report_rounding"] = static_cast<double>(cost->totalForPortsReportRoundingCents(ports)) / 100.0;
        }
        context.out() << QString::fromStdString(json.dump(2)) << '\n';
        return ExitSuccess;
    }
    using Align = TextTable::Align;
    TextTable table(
        { { QStringLiteral("Component") }, { QStringLiteral("Part") }, { QStringLiteral("List price"), Align::Right },
            { QStringLiteral("Ports"), Align::Right }, { QStringLiteral("Per port"), Align::Right } });
    const ExactCents shares[] = { cost->nic, cost->switchPort, cost->cable };
    for (int i = 0; i < 3; ++i) {
        const CatalogItem& item = *parts[i].second;
        table.addRow({ QStringList { item.vendor, item.model }.join(QLatin1Char(' ')), item.partNumber,
            formatMoney(item.priceCents, item.currency), QString::number(item.ports),
            formatMoney(shares[i].roundedCents(), cost->currency) });
    }
    table.addRow({ QStringLiteral("Total per port"), QString(), QString(), QString(),
        formatMoney(cost->total.roundedCents(), cost->currency) });
    table.print(context.out());
    if (ports > 0) {
        context.out() << ports << " ports: " << formatMoney(cost->totalForPortsCents(ports), cost->currency)
                      << " exact; " << formatMoney(cost->totalForPortsReportRoundingCents(ports), cost->currency)
                      << " with the per-port cost rounded to whole units first\n";
    }
    return ExitSuccess;
}

int runCatalog(CliContext& context, const QStringList& arguments)
{
    QCommandLineParser parser;
    const Status parsed = parse(parser, arguments,
        { QStringLiteral("catalog"), QStringLiteral("nic"), QStringLiteral("switch"), QStringLiteral("cable"),
            QStringLiteral("nodes"), QStringLiteral("ports-per-node"), QStringLiteral("csv-sep") });
    if (!parsed) {
        return context.usageError(QStringLiteral("catalog: ") + cliText(parsed.failure()));
    }
    const QStringList positional = parser.positionalArguments();
    const QString action = positional.value(0);
    const QString catalogPath = parser.value(QStringLiteral("catalog"));
    const auto needs = [&](int count, const QString& what) -> std::optional<int> {
        if (positional.size() != count) {
            return context.usageError(QStringLiteral("catalog %1: %2").arg(action, what));
        }
        return std::nullopt;
    };
    if (action == QLatin1String("import") || action == QLatin1String("export")) {
        if (auto bad = needs(2, QStringLiteral("give exactly one FILE"))) {
            return *bad;
        }
    }
    if (action == QLatin1String("import")) {
        CatalogCsvOptions csv;
        if (parser.isSet(QStringLiteral("csv-sep"))) {
            const QString sep = parser.value(QStringLiteral("csv-sep"));
            if (sep.size() != 1 || sep == QLatin1String("\"") || sep == QLatin1String("'")) {
                return context.usageError(
                    QStringLiteral("catalog import: --csv-sep takes one character, such as ';' (got '%1')")
                        .arg(printable(sep)));
            }
            csv.separator = sep.front();
        }
        if (parser.isSet(QStringLiteral("decimal-comma"))) {
            csv.decimalComma = true;
        }
        return importFile(context, positional[1], catalogPath, csv);
    }
    auto catalog = effectiveCatalog(catalogPath);
    if (!catalog) {
        return context.failure(cliText(catalog.failure()));
    }
    if (action == QLatin1String("list")) {
        if (auto bad = needs(1, QStringLiteral("takes no argument"))) {
            return *bad;
        }
        return listItems(context, *catalog);
    }
    if (action == QLatin1String("show")) {
        if (auto bad = needs(2, QStringLiteral("give exactly one PART"))) {
            return *bad;
        }
        return showItem(context, *catalog, positional[1]);
    }
    if (action == QLatin1String("export")) {
        if (auto written = writeCatalogFile(positional[1], *catalog); !written) {
            return context.failure(cliText(written.failure()));
        }
        context.out() << "wrote " << catalog->size() << " item(s) to " << positional[1] << '\n';
        return ExitSuccess;
    }
    if (action == QLatin1String("port-cost")) {
        return portCost(context, *catalog, parser);
    }
    return context.usageError(action.isEmpty()
            ? QStringLiteral("catalog: say list, show, import, export or port-cost")
            : QStringLiteral("catalog: unknown action '%1' (list, show, import, export, port-cost)").arg(action));
}

} // namespace

CliCommand catalogCommand()
{
    return { QStringLiteral("catalog"), QStringLiteral("the pricing catalog: list, show, import, export, port-cost"),
        kUsage.arg(userCatalogPath()), runCatalog };
}

} // namespace headroom::cli
