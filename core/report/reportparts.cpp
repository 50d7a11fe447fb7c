// SPDX-License-Identifier: GPL-3.0-or-later
#include "reportparts.h"

#include "advice/advisorheadline.h"
#include "advice/advisorjson.h"
#include "advice/advisortext.h"
#include "advice/perportcosttable.h"
#include "model/quantityformat.h"
#include "model/units.h"
#include "pricing/catalogitem.h"
#include "pricing/money.h"

#include <QCoreApplication>

namespace headroom::reportparts {

namespace {
QString text(const nlohmann::json& value)
{
    return value.is_string() ? QString::fromStdString(value.get<std::string>()) : QString();
}

QStringList textsOf(const nlohmann::json& value)
{
    QStringList lines;
    if (value.is_array()) {
        for (const auto& item : value) {
            if (const QString line = text(item); !line.isEmpty()) {
                lines << line;
            }
        }
    }
    return lines;
}
} // namespace

QStringList refusals(const nlohmann::json& advice)
{
    QStringList lines = textsOf(advice.value("missing", nlohmann::json::array()));
    for (const auto& option : advice.value("options", nlohmann::json::array())) {
        const QString system = text(option.value("system", nlohmann::json()));
        for (const QString& problem : textsOf(option.value("problems", nlohmann::json::array()))) {
            const QString line = system.isEmpty() ? problem : system + QStringLiteral(": ") + problem;
            if (!lines.contains(line) && !lines.contains(problem)) {
                lines << line;
            }
        }
    }
    return lines;
}

QStringList basisAndRates(const nlohmann::json& advice)
{
    QStringList lines;
    if (const QString basis = text(advice.value("cost_basis", nlohmann::json())); !basis.isEmpty()) {
        QString line = QCoreApplication::translate("headroom::report", "Cost basis of the decision: %1").arg(basis);
        const auto other = advice.value("other_cost_basis", nlohmann::json());
        if (other.is_object() && other.value("changes_answer", false)) {
            line += QCoreApplication::translate("headroom::report", "; the other basis would recommend %1")
                        .arg(text(other.value("recommendation", nlohmann::json())));
        } else if (other.is_object()) {
            line += QCoreApplication::translate("headroom::report", "; the other basis gives the same answer");
        }
        lines << line + QLatin1Char('.');
    }
    if (advice.contains("settings")) {
        if (const QString source = text(advice["settings"].value("node_price_source", nlohmann::json()));
            !source.isEmpty()) {
            lines << QCoreApplication::translate("headroom::report", "Node price source: %1.").arg(source);
        }
    }
    for (const auto& rate : advice.value("exchange_rates", nlohmann::json::array())) {
        if (const QString line = text(rate.value("text", nlohmann::json())); !line.isEmpty()) {
            lines << QCoreApplication::translate("headroom::report", "Exchange rate: %1.").arg(line);
        }
    }
    return lines;
}

QString money(std::int64_t cents, const QString& currency)
{
    return formatMoney(cents, currency);
}

QString leadSentence(const AdvisorResult& result)
{
    return headlineSentence(result);
}

QStringList summaryDetail(const AdvisorResult& result)
{
    QStringList lines = reasonBullets(result);
    if (!hasRecommendation(result)) {
        for (const QString& line : refusals(advisorResultToJson(result)) + result.warnings) {
            if (!lines.contains(line)) {
                lines << line;
            }
        }
    }
    return lines;
}

QList<ReportFigure> keyFigures(const AdvisorResult& result)
{
    QList<ReportFigure> figures;
    const AdvisorOption* chosen = recommendedOption(result);
    if (!chosen) {
        return figures;
    }
    const QString& cur = result.currency;
    const bool atLimit = decidesAtLatencyLimit(result);
    for (const AdvisorOption& option : result.options) {
        if (option.costCents && option.problems.isEmpty()) {
            figures << ReportFigure { money(*option.costCents, cur),
                QCoreApplication::translate("headroom::report", "cost of %1").arg(optionForPeople(result, option)) };
        }
    }
    if (const auto gain = atLimit ? chosen->latencyLimitGainPct : chosen->peakGainPct) {
        figures << ReportFigure { QuantityFormat::text().gain(*gain),
            QCoreApplication::translate("headroom::report", "IOPS gained by %1, %2")
                .arg(optionForPeople(result, *chosen), decisivePoint(result, *chosen)) };
    }
    for (const AdvisorOption& option : result.options) {
        if (option.costPer1000IopsGained && option.problems.isEmpty()) {
            figures << ReportFigure { moneyPerIops(*option.costPer1000IopsGained, cur),
                QCoreApplication::translate("headroom::report", "per 1,000 IOPS gained: %1")
                    .arg(optionForPeople(result, option)) };
        }
    }
    return figures;
}

ReportTable reportTable(const AdvisorTable& source)
{
    ReportTable table;
    int weights = 0;
    for (int column = 0; column < source.columnCount(); ++column) {
        table.headers << source.header(column);
        if (source.rightAligned(column)) {
            table.rightAligned << column;
        }
        weights += source.widthWeight(column);
    }
    for (int column = 0; column < source.columnCount() && weights > 0; ++column) {
        table.widthsPct << source.widthWeight(column) * 100 / weights;
    }
    const QuantityFormat format = QuantityFormat::text();
    for (int row = 0; row < source.rowCount(); ++row) {
        QStringList cells;
        for (int column = 0; column < source.columnCount(); ++column) {
            cells << source.text(row, column, format);
        }
        table.rows << cells;
        if (source.emphasised(row)) {
            table.emphasisedRows << row;
        }
    }
    return table;
}

ReportTable perPortCostTable(const AdvisorResult& result, TableFace face)
{
    return reportTable(PerPortCostTable(result, face));
}

ReportTable buildOutTable(const AdvisorResult& result)
{
    ReportTable table;
    table.headers = { QCoreApplication::translate("headroom::report", "Item"),
        QCoreApplication::translate("headroom::report", "Count"),
        QCoreApplication::translate("headroom::report", "Amount") };
    table.rightAligned = { 1, 2 };
    if (!result.perPort) {
        return table;
    }
    const PerPortCost& c = *result.perPort;
    const int ports = result.input.nodes * result.input.portsPerNode;
    table.rows << QStringList { QCoreApplication::translate(
                                    "headroom::report", "Ports (%1 nodes × %2), per-port amortised, exact")
                                    .arg(result.input.nodes)
                                    .arg(result.input.portsPerNode),
        QString::number(ports), money(c.totalForPortsCents(ports), c.currency) };
    table.rows << QStringList { QCoreApplication::translate(
                                    "headroom::report", "The same, per-port cost rounded to whole units first"),
        QString::number(ports), money(c.totalForPortsReportRoundingCents(ports), c.currency) };
    if (result.buildOut) {
        const BuildOut& b = *result.buildOut;
        const NetworkDesign& d = result.input.design;
        table.rows << QStringList { QCoreApplication::translate("headroom::report", "NICs %1 (%2 per node)")
                                        .arg(d.nic.partNumber)
                                        .arg(b.nicsPerNode),
            QString::number(b.nics), money(b.nicCents, b.currency) };
        table.rows << QStringList { QCoreApplication::translate("headroom::report", "Switches %1%2")
                                        .arg(d.switchItem.partNumber,
                                            d.redundantSwitches
                                                ? QCoreApplication::translate("headroom::report", " (redundant pair)")
                                                : QString()),
            QString::number(b.switches), money(b.switchCents, b.currency) };
        table.rows << QStringList {
            QCoreApplication::translate("headroom::report", "Cables %1").arg(d.cable.partNumber),
            QString::number(b.cables), money(b.cableCents, b.currency)
        };
        table.rows << QStringList { QCoreApplication::translate("headroom::report", "Whole-unit build-out"), QString(),
            money(b.totalCents, b.currency) };
        table.emphasisedRows << 5;
    }
    return table;
}

ReportTable optionsTable(const AdvisorResult& result, TableFace face)
{
    return reportTable(AdvisorOptionsTable(result, face));
}

ReportTable costPerIopsTable(const AdvisorResult& result)
{
    return reportTable(AdvisorOptionsTable(result, TableFace::CostPerIops));
}

QStringList costTraces(const AdvisorResult& result)
{
    QStringList lines;
    for (const AdvisorOption& o : result.options) {
        lines << reportOptionName(o) + QStringLiteral(": ") + o.costTrace;
    }
    return lines;
}

QStringList assumptions(const AdvisorResult& result)
{
    const AdvisorInput& in = result.input;
    QStringList lines;
    lines << QCoreApplication::translate(
        "headroom::report", "Workload %1; baseline %2 with %3 nodes and %4 ports per node.")
                 .arg(workloadForPeople(in), in.baseline.system)
                 .arg(in.nodes)
                 .arg(in.portsPerNode);
    lines << QCoreApplication::translate("headroom::report",
        "Node scaling: adding k nodes to %1 multiplies IOPS by 1 + %2 × k / %1 at the same latency "
        "(modeled, not measured).")
                 .arg(in.nodes)
                 .arg(QuantityFormat::text().significant(in.nodeScaling, 3));
    lines << (in.nodePriceCents
            ? QCoreApplication::translate("headroom::report", "Node price: %1 per node (an input, not a quoted price).")
                  .arg(money(*in.nodePriceCents, result.currency))
            : QCoreApplication::translate("headroom::report", "Node price: not given, so adding nodes is not priced."));
    lines << QCoreApplication::translate("headroom::report", "Latency limit: %1 ms (mean latency).")
                 .arg(QuantityFormat::text().significant(units::nsToMs(in.latencyLimitNs), 4));
    lines << QCoreApplication::translate("headroom::report",
        "Headroom band: %1–%2 % of each curve's own peak, read at its middle; its IOPS gain equals "
        "the peak gain, the latency there is what differs.")
                 .arg(in.headroomLowPct)
                 .arg(in.headroomHighPct);
    lines << QCoreApplication::translate("headroom::report",
        "Cost basis: list prices of the catalog parts, per-port amortised (NIC price / NIC ports + "
        "switch price / switch ports + cable price), exact to the cent; the whole-unit build-out "
        "is shown beside it.");
    lines << QCoreApplication::translate(
        "headroom::report", "Currency: %1; no conversion rates applied (every part is priced in %1).")
                 .arg(result.currency.isEmpty() ? QStringLiteral("USD") : result.currency);
    lines << (in.extrapolation == Extrapolation::Allowed
            ? QCoreApplication::translate(
                "headroom::report", "Extrapolation allowed: figures beyond the measured points are marked *.")
            : QCoreApplication::translate(
                "headroom::report", "No extrapolation: figures beyond the measured points are left out."));
    if (result.extrapolated) {
        lines << QCoreApplication::translate(
            "headroom::report", "Some figures are EXTRAPOLATED beyond the measured points.");
    }
    for (const AdvisorOption& o : result.options) {
        if (o.curve.modeled) {
            lines << QCoreApplication::translate(
                "headroom::report", "%1 is modeled from the baseline curve, not measured.")
                         .arg(reportOptionName(o));
        }
    }
    const nlohmann::json advice = advisorResultToJson(result);
    lines << basisAndRates(advice);
    for (const QString& refusal : refusals(advice)) {
        lines << QCoreApplication::translate("headroom::report", "Not weighed: ") + refusal;
    }
    for (const QString& warning : result.warnings) {
        lines << QCoreApplication::translate("headroom::report", "Warning: ") + warning;
    }
    return lines;
}

ReportTable sourcesTable(const QList<ReportSourceRow>& rows)
{
    ReportTable table;
    table.headers = { QCoreApplication::translate("headroom::report", "System"),
        QCoreApplication::translate("headroom::report", "Workload"),
        QCoreApplication::translate("headroom::report", "Points"),
        QCoreApplication::translate("headroom::report", "Source"),
        QCoreApplication::translate("headroom::report", "Date"),
        QCoreApplication::translate("headroom::report", "SHA-256") };
    table.rightAligned = { 2 };
    table.widthsPct = { 12, 12, 8, 31, 12, 25 }; // a file name and its folder's key on one line
    const QStringList references = reportSourceReferences(rows);
    for (const ReportSourceRow& r : rows) {
        const QString source = r.reference.isEmpty()
            ? r.source
            : QStringLiteral("%1 [%2]").arg(r.source).arg(references.indexOf(r.reference) + 1);
        table.rows << QStringList { r.system, r.workload, QString::number(r.points), source, r.date,
            r.sha256.isEmpty() ? QCoreApplication::translate("headroom::report", "– (published figures)") : r.sha256 };
    }
    return table;
}

QStringList method(const AdvisorResult& result)
{
    Q_UNUSED(result)
    return {
        QCoreApplication::translate("headroom::report",
            "Each system's curve is its aggregate measurements of the workload in load order (queue depth "
            "× jobs or target rate); per-host points are left out."),
        QCoreApplication::translate("headroom::report",
            "Peak IOPS is the curve's highest IOPS; the IOPS at the latency limit is read on the straight "
            "segment where the mean latency crosses the limit, and a curve that stays under the limit is "
            "read at its peak (the report says so where it gives the figure); the headroom point is the "
            "middle of the band "
            "as a fraction of the curve's own peak. Nothing beyond the measured points is computed unless "
            "extrapolation is allowed, and then it is marked."),
        QCoreApplication::translate("headroom::report",
            "Gains are the option's figure against the baseline's, in percent. The network upgrade costs "
            "every port of the cluster at the per-port amortised cost; adding nodes costs the node price "
            "times the nodes added, the fewest that match the upgrade's peak gain unless a count is given."),
        QCoreApplication::translate("headroom::report",
            "Cost per IOPS gained = the option's cost ÷ the IOPS it adds, at peak, at the latency limit and "
            "in the headroom band. The recommendation is the priced option with the lowest cost per IOPS "
            "gained at the latency limit when every option has that figure, else at peak."),
        QCoreApplication::translate("headroom::report",
            "The bottleneck verdict compares per-node throughput of large-block tests with the link "
            "capacity (Gb/s × ports ÷ 8), host CPU with saturation, and any measured network upgrade of the "
            "same cluster."),
    };
}

} // namespace headroom::reportparts
