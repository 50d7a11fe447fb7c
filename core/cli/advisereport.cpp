#include "advisereport.h"

#include "advice/advisortext.h"
#include "model/printable.h"
#include "model/quantityformat.h"
#include "model/units.h"
#include "texttable.h"

namespace headroom::cli {

namespace {
QString iops(const std::optional<CurveReading>& r)
{
    if (!r) {
        return QStringLiteral("-");
    }
    return QuantityFormat::text().number(r->iops, 0)
        + (r->extrapolated ? QStringLiteral(" (extrapolated)") : QString());
}
QString latency(const std::optional<CurveReading>& r)
{
    return r ? QuantityFormat::text().latencyNs(r->latencyNs) : QStringLiteral("-");
}
QString pct(const std::optional<double>& value)
{
    return value ? QuantityFormat::text().gain(*value) : QStringLiteral("-");
}
QString perIops(const std::optional<double>& value, const QString& currency)
{
    return value ? moneyPerIops(*value, currency) : QStringLiteral("-");
}

void printCost(QTextStream& out, const AdvisorResult& result)
{
    if (!result.perPort) {
        return;
    }
    const PerPortCost& c = *result.perPort;
    const NetworkDesign& d = result.input.design;
    using Align = TextTable::Align;
    TextTable table(
        { { QStringLiteral("Component") }, { QStringLiteral("Part") }, { QStringLiteral("List price"), Align::Right },
            { QStringLiteral("Ports"), Align::Right }, { QStringLiteral("Per port"), Align::Right } });
    const std::pair<const CatalogItem*, ExactCents> rows[]
        = { { &d.nic, c.nic }, { &d.switchItem, c.switchPort }, { &d.cable, c.cable } };
    for (const auto& [item, share] : rows) {
        table.addRow({ QStringList { item->vendor, item->model }.join(QLatin1Char(' ')), item->partNumber,
            formatMoney(item->priceCents, item->currency), QString::number(item->ports),
            formatMoney(share.roundedCents(), c.currency) });
    }
    table.addRow({ QStringLiteral("Total per port"), QString(), QString(), QString(),
        formatMoney(c.total.roundedCents(), c.currency) });
    out << "Network upgrade, per port amortised:\n";
    table.print(out);
}

void printOptions(QTextStream& out, const AdvisorResult& result)
{
    using Align = TextTable::Align;
    const QString costHeader = result.input.costBasis == CostBasis::Amortised ? QStringLiteral("Cost (amortised)")
                                                                              : QStringLiteral("Cost (whole units)");
    TextTable table({ { QStringLiteral("Option") }, { costHeader, Align::Right },
        { QStringLiteral("Peak IOPS"), Align::Right }, { QStringLiteral("Gain"), Align::Right },
        { QStringLiteral("IOPS @ limit"), Align::Right }, { QStringLiteral("Gain"), Align::Right },
        { QStringLiteral("Lat @ headroom"), Align::Right }, { QStringLiteral("Change"), Align::Right },
        { QStringLiteral("Cost/IOPS peak"), Align::Right }, { QStringLiteral("Cost/IOPS limit"), Align::Right } });
    const CurveFigures& b = result.baseline;
    table.addRow({ QStringLiteral("baseline: ") + result.input.baseline.system, QStringLiteral("-"), iops(b.peak),
        QString(), iops(b.atLatencyLimit), QString(), latency(b.headroom), QString(), QString(), QString() });
    for (const AdvisorOption& o : result.options) {
        QString name = o.kind == OptionKind::NetworkUpgrade
            ? QStringLiteral("network: ") + o.curve.system
            : QStringLiteral("add %1 node(s) (modeled)").arg(o.nodesAdded);
        if (!o.problems.isEmpty()) {
            name += QStringLiteral(" [not weighed]");
        }
        table.addRow({ name, o.costCents ? formatMoney(*o.costCents, result.currency) : QStringLiteral("not priced"),
            iops(o.figures.peak), pct(o.peakGainPct) + (o.peakGainPct ? noiseSuffix(o.peakGainNoise) : QString()),
            iops(o.figures.atLatencyLimit),
            pct(o.latencyLimitGainPct) + (o.latencyLimitGainPct ? noiseSuffix(o.latencyLimitGainNoise) : QString()),
            latency(o.figures.headroom), pct(o.headroomLatencyChangePct), perIops(o.costPerIopsAtPeak, result.currency),
            perIops(o.costPerIopsAtLatencyLimit, result.currency) });
    }
    out << "\nOptions in " << result.currency << " (" << printable(result.input.workload) << "; latency limit "
        << QuantityFormat::text().significant(units::nsToMs(result.input.latencyLimitNs), 4) << " ms; headroom "
        << result.input.headroomLowPct << "-" << result.input.headroomHighPct
        << " % of each curve's own peak, at the middle):\n";
    table.print(out);
    for (const AdvisorOption& o : result.options) {
        for (const QString& problem : o.problems) {
            out << "  not weighed, " << printable(optionLabel(o)) << ": " << printable(problem) << '\n';
        }
    }
    for (const AdvisorOption& o : result.options) {
        out << "  cost of "
            << printable(o.kind == OptionKind::NetworkUpgrade ? o.curve.system : QStringLiteral("adding nodes")) << ": "
            << o.costTrace << '\n';
    }
}
} // namespace

void printAdvice(QTextStream& out, const AdvisorResult& result)
{
    printCost(out, result);
    printOptions(out, result);
    out << "\nBottleneck: " << toString(result.bottleneck.kind) << " — " << result.bottleneck.sentence << '\n';
    for (const QString& line : result.bottleneck.evidence) {
        out << "  - " << line << '\n';
    }
    out << "\nRecommendation: " << toString(result.recommendation);
    if (result.recommendation != Recommendation::None) {
        out << " (on the " << describe(result.input.costBasis)
            << "; on the other basis: " << toString(result.otherBasisRecommendation) << ")";
    }
    out << "\n" << result.summary << '\n';
    if (result.input.nodePriceCents) {
        out << "Node price: "
            << formatMoney(*result.input.nodePriceCents,
                   result.input.nodePriceCurrency.isEmpty() ? result.currency : result.input.nodePriceCurrency)
            << (result.input.nodePriceCurrency.isEmpty() ? " (no currency given: taken as the answer's)" : "")
            << (result.input.nodePriceSource.isEmpty() ? QString()
                                                       : QStringLiteral(", ") + result.input.nodePriceSource)
            << '\n';
    }
    for (const ExchangeRate& rate : result.input.rates) {
        out << "Exchange rate used: " << rate.describe() << '\n';
    }
    if (result.extrapolated) {
        out << "\nEXTRAPOLATED: some figures lie outside the measured points (--extrapolate).\n";
    }
    if (!result.warnings.isEmpty()) {
        out << "\nWarnings:\n";
        for (const QString& line : result.warnings) {
            out << "  - " << printable(line) << '\n';
        }
    }
}

} // namespace headroom::cli
